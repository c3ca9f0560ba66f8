// The search, filter, sort and page of an admin list (issue 22), kept in the address (?q= ?filter=
// ?sort= ?page=) so that Back, a reload and a copied link show the same list. The list follows the
// search box at once (issue 31: a keystroke to the updated list within 100 ms; the page read of the
// previous letter is aborted), while the address takes the text 250 ms after the last key, so a word
// typed is one history entry, not one per letter.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';

export const SEARCH_DELAY_MS = 250;

export interface ListQueryOptions {
  /** the filter keys of the screen, the first the default ('all') */
  filters?: readonly string[];
  /** the sort values the screen offers ('title_en', '-updated_at'); '' is the list's own order */
  sorts: readonly string[];
  /** the sort when the address names none ('' by default: the list's own order) */
  defaultSort?: string;
}

const pick = (value: string | null, allowed: readonly string[] | undefined) => (value !== null && allowed?.includes(value) ? value : undefined);

export function useListQuery(o: ListQueryOptions) {
  const [params, setParams] = useSearchParams();
  const addressQ = (params.get('q') ?? '').trim();
  const filter = pick(params.get('filter'), o.filters) ?? o.filters?.[0] ?? '';
  const sort = pick(params.get('sort'), o.sorts) ?? o.defaultSort ?? '';
  const addressPage = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  // The address a change builds on: the one still on its way if there is one. A navigation commits in a
  // transition, so a second change before it lands (a header clicked as the search's pause ends) would
  // otherwise start from the old address and cancel the first one's sort or search.
  const location = useLocation();
  const onItsWay = useRef<string | null>(null);
  useEffect(() => {
    onItsWay.current = null;
  }, [location.key]);

  /** writes the given values (null removes one, as does a default); any change but a page's starts at page 1 */
  const change = (values: Record<string, string | number | null>) => {
    const next = new URLSearchParams(onItsWay.current ?? params);
    for (const [name, value] of Object.entries(values)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, String(value));
    }
    if (!('page' in values)) next.delete('page');
    if (next.get('filter') === (o.filters?.[0] ?? '')) next.delete('filter');
    if (next.get('page') === '1') next.delete('page');
    onItsWay.current = next.toString();
    setParams(next);
  };

  // A link followed while the next screen's code loads (lazy routes) leaves this screen mounted: the
  // address's pending search must not then replace that navigation (it once sent an Edit click back to the list).
  const navigation = useNavigation();
  const here = location.pathname;
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== here;

  // The pending search writes through the newest `change`: the timer's own holds the address of the
  // render that set it, older than a sort or filter chosen during the pause.
  const latestChange = useRef(change);
  latestChange.current = change;

  const [text, setText] = useState(addressQ);
  // Back or a link changed the search: the box shows it (unless it already reads so, spaces aside)
  useEffect(() => setText((typed) => (typed.trim() === addressQ ? typed : addressQ)), [addressQ]);
  useEffect(() => {
    if (text.trim() === addressQ) return;
    const timer = setTimeout(() => {
      if (!leaving.current) latestChange.current({ q: text.trim() || null });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, addressQ]); // `change` is new on every render: the text and the address are what decide
  // typed but not yet in the address: the list shows the typed search from its first page already
  const typing = text.trim() !== addressQ;
  const q = text.trim();
  const page = typing ? 1 : addressPage;

  return {
    /** the search the list shows: the box's text as typed (the address follows it after a pause) */
    q,
    /** the search box's text, ahead of the address while typing */
    text,
    setText: setText as (text: string) => void,
    filter,
    setFilter: (key: string) => change({ filter: key }),
    sort,
    setSort: (value: string) => change({ sort: value === (o.defaultSort ?? '') ? null : value }),
    page,
    setPage: (n: number) => change({ page: n }),
  };
}

export type ListQuery = ReturnType<typeof useListQuery>;
