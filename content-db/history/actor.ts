// Who is writing: the server runs each request inside an actor scope (server/plugins/history.ts) and
// the revisions a write leaves name that user. Writes outside a request (seed, scripts) have none.
import { AsyncLocalStorage } from 'node:async_hooks';

import type { ExpectedVersion } from '../record-versions.ts';

export interface Actor {
  userId: number | null;
  /** the version the request's write started from (If-Match): checked in each of its transactions */
  expect?: ExpectedVersion;
  /** the items this scope's writes left revisions for, so their history can be pruned right after */
  touched?: Array<{ type: string; id: number }>;
}

const storage = new AsyncLocalStorage<Actor>();

/** Runs `fn` with a fresh actor scope; the caller fills in the user once it is known. */
export function withActorScope<T>(actor: Actor, fn: () => T): T {
  return storage.run(actor, fn);
}

export function currentActor(): Actor | undefined {
  return storage.getStore();
}
