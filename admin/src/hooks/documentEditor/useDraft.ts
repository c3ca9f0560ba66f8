// The draft the screen shows and edits, in state (to render) and in a ref (a save started later, or a
// timer, reads the latest draft, not the one of the render that scheduled it).
import { useMemo, useRef, useState } from 'react';
import type { Part } from './types.ts';

/** After a save: image paths and lists come from the server; text stays as typed (the server trims it). */
export function settle(local: unknown, server: unknown): unknown {
  if (Array.isArray(server) || typeof server !== 'object' || server === null || typeof local !== 'object' || local === null) return server;
  const out: Record<string, unknown> = { ...(server as Record<string, unknown>) };
  for (const [k, v] of Object.entries(local as Record<string, unknown>)) {
    if (typeof v === 'string' && k !== 'image' && k !== 'path' && k in out) out[k] = v;
  }
  return out;
}

export function useDraft<D extends object>(empty: D) {
  const [draft, setDraft] = useState<D | null>(null);
  const ref = useRef<D | null>(null);
  // the same functions on every render: the editor's effects and callbacks depend on them
  const ops = useMemo(() => {
    const replace = (next: D) => {
      ref.current = next;
      setDraft(next);
    };
    return {
      /** the latest draft, also between renders */
      latest: () => ref.current,
      loaded: () => ref.current !== null,
      replace,
      setPart: <K extends Part<D>>(part: K, value: D[K]) => replace({ ...(ref.current ?? empty), [part]: value } as D),
    };
  }, [empty]);
  return [draft, ops] as const;
}

export type Draft<D extends object> = ReturnType<typeof useDraft<D>>[1];
