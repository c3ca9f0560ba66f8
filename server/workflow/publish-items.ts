// What the server does around a publish or a discard of items (content-db/live.ts): the files the
// changed copy no longer names may leave public view (server/lib/media.ts looks at both copies and the
// revisions before it hides one), and a publish asks for a build of the live copy.
import type { FastifyInstance } from 'fastify';
import { discardItems, publishItems, type CopyOutcome, type ItemRef } from '../../content-db/live.ts';

/**
 * Puts the items live and queues the site's build; answers what went live. `record: false` for a
 * write's own publish in instant mode (content-db/live.ts publishItems).
 */
export async function publishAndBuild(
  app: FastifyInstance,
  refs: readonly ItemRef[],
  reason = 'publish',
  options?: { record?: boolean },
): Promise<CopyOutcome> {
  const outcome = await publishItems(app.db, app.liveDb, refs, options);
  await app.media.remove(outcome.released);
  if (outcome.items.length > 0) app.publisher.request(`${reason}: ${outcome.items.map((i) => `${i.type} ${i.item_id}`).join(', ')}`);
  return outcome;
}

/** Brings the items' working copy back to their live state; answers what was undone. */
export async function discardAndTidy(app: FastifyInstance, refs: readonly ItemRef[]): Promise<CopyOutcome> {
  const outcome = await discardItems(app.db, app.liveDb, refs);
  await app.media.remove(outcome.released);
  return outcome;
}
