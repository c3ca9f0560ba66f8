// Autosave: a part given a delay saves itself that long after its last edit, at once when its field
// loses focus, and when the screen closes (leaving saves what waits instead of dropping it). Each
// waiting autosave is already a queued save (useSaveQueue) holding its delay, which is how a restore
// finds and sends it first (saveScope.ts).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { AutosaveDelay } from './saveScope.ts';
import type { DocumentEditorOptions, Part, SaveRequest } from './types.ts';

export function useAutosave<D extends object>(
  options: DocumentEditorOptions<D>,
  save: (req: SaveRequest<D>, delay?: AutosaveDelay) => Promise<boolean>,
  changed: () => void,
) {
  const rules = useRef(options.autosave);
  rules.current = options.autosave;
  const waiting = useRef(new Map<string, AutosaveDelay>());

  /** an edit of `part`: its autosave waits again from now (or is queued, the first time) */
  const edited = useCallback(
    (part: Part<D>) => {
      const rule = rules.current?.[part];
      if (!rule) return;
      const queued = waiting.current.get(part);
      if (queued && !queued.done) queued.rearm(rule.delayMs);
      else {
        const delay = new AutosaveDelay(rule.delayMs);
        waiting.current.set(part, delay);
        void delay.promise.then(() => {
          if (waiting.current.get(part) === delay) waiting.current.delete(part);
        });
        void save({ parts: [part], failure: rule.failure }, delay);
      }
      changed();
    },
    [save, changed],
  );

  useEffect(() => {
    const queued = waiting.current;
    return () => {
      for (const delay of queued.values()) delay.flush();
    };
  }, []);

  return useMemo(
    () => ({
      edited,
      /** saves an autosaved part at once (its field lost focus) */
      flush: (part: Part<D>) => waiting.current.get(part)?.flush(),
      isAutosaved: (part: string) => Boolean(rules.current?.[part as Part<D>]),
      waiting: () => waiting.current.size > 0,
    }),
    [edited],
  );
}
