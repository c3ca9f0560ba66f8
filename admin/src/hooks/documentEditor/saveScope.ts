// The document saves as TanStack Query mutations of one scope per document: the scope runs them one at
// a time, in the order they were asked for, and the mutation cache knows every save that waits or
// runs, so a restore or a discard can have them all sent and finished first (a save sent after it
// would overwrite the restored content) without each editor registering itself anywhere.
import type { QueryClient } from '@tanstack/react-query';

export const DOCUMENT_SAVE = 'document-save';

/** The scope of one document's saves. */
export const saveScope = (path: string) => ({ id: `${DOCUMENT_SAVE}:${path}` });

/**
 * The wait of an autosave before it sends, started at the edit and begun again by each further edit of
 * its part; `flush` ends it at once (the field lost focus, the screen closes, a restore is coming).
 */
export class AutosaveDelay {
  readonly promise: Promise<void>;
  done = false;
  #resolve!: () => void;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ms: number) {
    this.promise = new Promise((resolve) => (this.#resolve = resolve));
    this.rearm(ms);
  }

  rearm(ms: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), ms);
  }

  flush(): void {
    clearTimeout(this.#timer);
    this.done = true;
    this.#resolve();
  }
}

/** What one save mutation is given: the request, and the delay of an autosave. */
export interface SaveVariables<R> {
  req: R;
  delay?: AutosaveDelay;
}

/** Sends every waiting autosave now, and settles once no document save waits or runs. */
export async function settleDocumentSaves(client: QueryClient): Promise<void> {
  const cache = client.getMutationCache();
  const pending = () => {
    const saves = cache.findAll({ mutationKey: [DOCUMENT_SAVE], status: 'pending' });
    for (const m of saves) (m.state.variables as SaveVariables<unknown> | undefined)?.delay?.flush();
    return saves.length;
  };
  if (pending() === 0) return;
  await new Promise<void>((resolve) => {
    const stop = cache.subscribe(() => {
      if (pending() > 0) return;
      stop();
      resolve();
    });
  });
}
