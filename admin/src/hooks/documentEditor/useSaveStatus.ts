// The save state <SaveStatus> shows: saving while a save runs, saved once none runs or waits, failed
// (with the message) until the next save. Apart from the saves so the autosave can say "a change is
// waiting" without knowing how saves run.
import { useMemo, useRef, useState } from 'react';
import type { SaveState } from './types.ts';

export function useSaveStatus() {
  const [status, setStatus] = useState<SaveState>({ state: 'idle' });
  const running = useRef(0);
  const ops = useMemo(
    () => ({
      started: () => {
        running.current++;
        setStatus({ state: 'saving' });
      },
      failed: (message: string) => setStatus({ state: 'failed', message }),
      /** a save ended; `waiting`: an autosave is still to come, so the state is not 'saved' yet */
      ended: (waiting: boolean) => {
        running.current--;
        setStatus((s) => (s.state === 'failed' || running.current > 0 || waiting ? s : { state: 'saved' }));
      },
      /** a new change is not saved yet; a running save stays shown */
      changed: () => setStatus((s) => (s.state === 'saved' ? { state: 'idle' } : s)),
    }),
    [],
  );
  return [status, ops] as const;
}

export type SaveStatusOps = ReturnType<typeof useSaveStatus>[1];
