// Links into a screen that open something on it: ?edit=id opens that item's edit dialog on a list
// screen, ?field=name then focuses that field (Translations screen links). One hook each, so a screen
// takes part with one line.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

const drop = (p: URLSearchParams, name: string) => {
  const next = new URLSearchParams(p);
  next.delete(name);
  return next;
};

/** On a list screen: opens the dialog of the item a link names (?edit=id) once the list is loaded. */
export function useEditFromLink<T extends { id: number }>(items: T[] | undefined, startEdit: (item: T) => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('edit');
  // startEdit is a new function on every render: the link is followed once, whatever renders follow
  const handled = useRef<string | null>(null);
  const edit = useRef(startEdit);
  edit.current = startEdit;
  useEffect(() => {
    if (!wanted || !items || handled.current === wanted) return;
    handled.current = wanted;
    const item = items.find((i) => String(i.id) === wanted);
    if (item) edit.current(item);
    setParams((p) => drop(p, 'edit'), { replace: true });
  }, [wanted, items, setParams]);
}

const WAIT_MS = 10_000;

/** In the layout: focuses the field a link names (?field=title_en) as soon as the screen shows it. */
export function FocusFieldFromLink(): null {
  const [params, setParams] = useSearchParams();
  const field = params.get('field');
  useEffect(() => {
    if (!field) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const el = document.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
      if (!el && Date.now() - started < WAIT_MS) return;
      clearInterval(timer);
      if (el) {
        el.scrollIntoView({ block: 'center' });
        el.focus();
      }
      setParams((p) => drop(p, 'field'), { replace: true });
    }, 100);
    return () => clearInterval(timer);
  }, [field, setParams]);
  return null;
}
