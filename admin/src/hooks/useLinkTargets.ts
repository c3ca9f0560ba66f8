// Links into a screen that open something on it (the Translations and Activity screens' links):
// ?edit=id opens that item's edit dialog on a list screen, ?tab=key selects a tab, ?part=table:id names
// a part of the item shown (a detail, a detail's banner) whose tab is selected and whose form opens,
// and ?field=name then focuses that field. One hook each, so a screen takes part with one line.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const drop = (p: URLSearchParams, ...names: string[]) => {
  const next = new URLSearchParams(p);
  for (const name of names) next.delete(name);
  return next;
};

/** One row of the part a link names, e.g. { table: 'news_detail_banners', id: 5 }. */
export interface LinkedRow {
  table: string;
  id: number;
}

/**
 * ?part=news_details:3/news_detail_banners:5: the rows from the item's child down to the part itself
 * (features/history/places.ts writes it); [] without one or when malformed.
 */
export function parsePart(raw: string | null): LinkedRow[] {
  const rows = (raw ?? '').split('/').map((s) => /^([a-z_]+):([0-9]+)$/.exec(s));
  return raw && rows.every(Boolean) ? rows.map((m) => ({ table: m![1], id: Number(m![2]) })) : [];
}

/** The part a link names on this screen, outermost first ([] without one). */
export function useLinkedPart(): LinkedRow[] {
  const [params] = useSearchParams();
  return parsePart(params.get('part'));
}

/** The id of the row of `table` the linked part is, or lies in (a detail holding the linked banner). */
export function useLinkedId(table: string): number | undefined {
  return useLinkedPart().find((r) => r.table === table)?.id;
}

/**
 * The open tab of a screen with tabs: `initial`, or the tab a link names (?tab=key), or the tab holding
 * the linked part (`tabOfPart` maps a part's table to its tab key).
 */
export function useLinkedTab(initial: string, tabOfPart: Record<string, string> = {}): [string, (key: string) => void] {
  const [params] = useSearchParams();
  const part = parsePart(params.get('part')).at(-1);
  const wanted = params.get('tab') ?? (part ? tabOfPart[part.table] : undefined) ?? null;
  const [tab, setTab] = useState(wanted ?? initial);
  // a link followed while the screen is open
  useEffect(() => {
    if (wanted) setTab(wanted);
  }, [wanted]);
  return [tab, setTab];
}

/**
 * How a list screen that shows one page of its items reads the linked item when the page lacks it:
 * `get` reads it by id, and it is kept as a one-item list under `key` (the key useCrud reads its
 * items under, whose cache the open form reads the item from).
 */
export interface LinkedItemRead<T> {
  key: QueryKey;
  get: (id: number) => Promise<T>;
}

/**
 * Opens the edit form of the item a link names once the list is loaded: on a list screen the item of
 * ?edit=id (then dropped from the address), read by `offPage` when it is not on the page shown; with
 * `partTable`, the linked part when it is a row of that table (a detail's banner in the banners tab).
 * ?part stays until its field is focused, since the screen selects the part's tab and parent from it.
 */
export function useEditFromLink<T extends { id: number }>(
  items: T[] | undefined,
  startEdit: (item: T) => void,
  partTable?: string,
  offPage?: LinkedItemRead<T>,
): void {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const part = parsePart(params.get('part')).at(-1);
  const wanted = partTable ? (part?.table === partTable ? String(part.id) : null) : params.get('edit');
  // startEdit is a new function on every render: the link is followed once, whatever renders follow
  const handled = useRef<string | null>(null);
  const edit = useRef(startEdit);
  edit.current = startEdit;
  useEffect(() => {
    if (!wanted || !items || handled.current === wanted) return;
    const item = items.find((i) => String(i.id) === wanted);
    // a part is looked for until its list holds it (the list of its parent's other children may come first)
    if (partTable && !item) return;
    handled.current = wanted;
    if (item) edit.current(item);
    else if (offPage && /^[0-9]{1,15}$/.test(wanted)) {
      // an item that is gone opens nothing, as one not found on a whole list did
      void client.fetchQuery({ queryKey: [...offPage.key, 'linked', wanted], queryFn: async () => [await offPage.get(Number(wanted))], staleTime: 0 }).then(
        ([one]) => edit.current(one),
        () => undefined,
      );
    }
    if (!partTable) setParams((p) => drop(p, 'edit'), { replace: true });
  }, [wanted, items, partTable, setParams, offPage, client]);
}

const WAIT_MS = 10_000;

/**
 * In the layout: focuses the field a link names (?field=title_en) as soon as the screen shows it (an
 * input by its name, a rich-text editor by its data-field; a hidden tab's copy does not count), then
 * drops what the link asked for from the address.
 */
export function FocusFieldFromLink(): null {
  const [params, setParams] = useSearchParams();
  const field = params.get('field');
  useEffect(() => {
    if (!field) return;
    const started = Date.now();
    const selector = `[name="${CSS.escape(field)}"], [data-field="${CSS.escape(field)}"]`;
    const timer = setInterval(() => {
      const el = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => e.checkVisibility());
      if (!el && Date.now() - started < WAIT_MS) return;
      clearInterval(timer);
      if (el) {
        el.scrollIntoView({ block: 'center' });
        el.focus();
      }
      setParams((p) => drop(p, 'field', 'part', 'tab'), { replace: true });
    }, 100);
    return () => clearInterval(timer);
  }, [field, setParams]);
  return null;
}
