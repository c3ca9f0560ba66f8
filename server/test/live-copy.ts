// For tests that write straight into the working copy (around the API, e.g. rows of another module's
// table): public reads answer the live copy, so such rows reach visitors only once published, as an API
// write in instant mode is.
import type { FastifyInstance } from 'fastify';
import { changedItems, publishItems } from '../../content-db/live.ts';
import { inTransaction } from '../../content-db/open.ts';

/** Publishes every item the working copy holds changed, straight writes included. */
export async function publishStraightWrites(app: FastifyInstance): Promise<void> {
  // an empty write turns the marks the straight writes left into revisions and unpublished changes
  await inTransaction(app.db, async () => {});
  await publishItems(app.db, app.liveDb, await changedItems(app.db), { record: false });
}
