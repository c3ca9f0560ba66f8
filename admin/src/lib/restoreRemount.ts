// After a restore (History panel, Recently deleted) the routed screen is mounted again.
//
// Why: an open form keeps its own state, taken from the data when it opened (an edit dialog, a
// settings tab, a page document's draft). A restore changes that data under it, so the form would go
// on showing the values from before the restore, and its Save would silently undo the restore. Once
// the restored data has been read again, the admin layout gives the routed screen a new key (the
// restore count), so every form on it starts again from the restored data, with no form having to
// know about restores. The History panel sits in the layout, outside the screen, and stays open; the
// address stays as it is.
//
// A new mount would also forget where the user was: the open dialog, the tab, the filter, the
// selected detail. Those few pieces of screen state say so (useKeptState, or keptOverRestore with
// useKeepOverRestore) and come back as they were, by a name unique on its screen. Editors that save by
// themselves save what is waiting before a restore runs (useBeforeRestore), so it neither lands on top
// of the restored content nor is lost.
import { useEffect, useRef, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';

let restores = 0;
const listeners = new Set<() => void>();
/** the kept state of the mounted screen, by name */
const live = new Map<string, unknown>();
/**
 * The kept state as it was when the screen was mounted again, for that screen (its path) only. Each
 * piece is read once, by the new mount, which may come a render or two later (a screen waiting for
 * its draft shows its tabs after it).
 */
let kept = { path: '', values: new Map<string, unknown>() };
const waits = new Set<() => Promise<unknown>>();

const restoreCount = (): number => restores;

/** The key of the routed screen, in the admin layout. */
export function useScreenKey(): number {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, restoreCount);
}

/** Mounts the screen again: call once the restored data has been read. */
export function remountScreen(): void {
  kept = { path: window.location.pathname, values: new Map(live) };
  restores++;
  for (const listener of [...listeners]) listener();
}

/** Waits for what the screen's editors have to save before a restore runs. */
export async function beforeRestore(): Promise<void> {
  await Promise.allSettled([...waits].map((wait) => wait()));
}

/** While mounted: `wait` runs before each restore, which starts once its promise settles. */
export function useBeforeRestore(wait: () => Promise<unknown>): void {
  const latest = useRef(wait);
  latest.current = wait;
  useEffect(() => {
    const run = () => latest.current();
    waits.add(run);
    return () => {
      waits.delete(run);
    };
  }, []);
}

/** The value `name` had before a restore mounted the screen again (undefined otherwise). */
export function keptOverRestore<T>(name: string): T | undefined {
  return kept.path === window.location.pathname ? (kept.values.get(name) as T | undefined) : undefined;
}

/** Keeps `value` under `name` while mounted, for the mount that follows a restore (undefined: nothing). */
export function useKeepOverRestore(name: string, value: unknown): void {
  // read by this mount (when it was kept at all): a later mount starts as usual
  useEffect(() => {
    kept.values.delete(name);
  }, [name]);
  useEffect(() => {
    if (value === undefined) return;
    live.set(name, value);
    return () => {
      live.delete(name);
    };
  }, [name, value]);
}

/** useState whose value comes back as it was when a restore mounts the screen again. */
export function useKeptState<S>(name: string, initial: S | (() => S)): [S, Dispatch<SetStateAction<S>>] {
  const state = useState<S>(() => {
    const value = keptOverRestore<S>(name);
    return value !== undefined ? value : initial instanceof Function ? initial() : initial;
  });
  useKeepOverRestore(name, state[0]);
  return state;
}
