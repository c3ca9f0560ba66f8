// Wires the content history (content-db/history) to the server: each request runs in an actor scope
// so the revisions its writes leave name the signed-in user; the retention rule runs on the items a
// write touched before its answer goes out (cheap: those items only), and on everything at start and
// hourly (revisions that aged out); every build attempt of the publisher lands in the publish log.
// At start, privately kept files the content refers to again are made public (server/lib/media.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { withActorScope, type Actor } from '../../content-db/history/actor.ts';
import { recordPublish } from '../../content-db/history/queries.ts';
import { pruneRevisions } from '../../content-db/history/retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    history: {
      /** applies the retention rule now (to the named items, or all) and removes the files no kept revision needs */
      prune(now?: Date, items?: Actor['touched']): Promise<{ revisions: number; files: string[] }>;
      /** writes the publisher's newest attempt to the publish log (once) */
      recordPublishes(): Promise<void>;
    };
  }
  interface FastifyRequest {
    actor: Actor;
  }
}

const PRUNE_ALL_MS = 3_600_000;
const WATCH_PUBLISHES_MS = 2_000;

export default fp(async function history(app: FastifyInstance) {
  const prune = async (now = new Date(), items?: Actor['touched']) => {
    const result = await pruneRevisions(app.db, app.config.retention, now, items);
    await app.media.remove(result.files);
    return result;
  };
  const recordPublishes = async () => {
    const last = app.publisher.status().last;
    if (!last) return;
    await recordPublish(app.db, {
      release_id: last.id,
      ok: last.ok,
      pages: last.pages,
      ms: last.ms,
      started_at: last.startedAt,
      finished_at: last.finishedAt,
      content_rev: last.source?.revision ?? null,
      log: last.ok ? '' : last.log,
      warning: last.warning,
    });
  };
  app.decorate('history', { prune, recordPublishes });
  app.decorateRequest('actor', null as unknown as Actor);

  app.addHook('onRequest', (request, _reply, done) => {
    request.actor = { userId: null, touched: [] };
    withActorScope(request.actor, done);
  });
  // after the auth hook: the user is known
  app.addHook('preHandler', async (request) => {
    request.actor.userId = request.viewer?.id ?? null;
  });
  // After a write, in this order, before its answer goes out (onSend: a read right after the answer sees
  // it): instant mode publishes the items the write touched, then their history is pruned. One step,
  // named calls: no order between hooks of different plugins to keep.
  app.addHook('onSend', async (request) => {
    await app.publishing.afterWrite(request);
    if (request.actor?.touched?.length) await prune(new Date(), request.actor.touched.splice(0));
  });

  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, work: () => Promise<unknown>, what: string) => {
    const timer = setInterval(() => void work().catch((err: unknown) => app.log.warn({ err }, what)), ms);
    timer.unref();
    timers.push(timer);
  };
  app.addHook('onReady', async () => {
    // a restore stopped between its write and moving its files back leaves them private: public again now
    await app.media.publishUnhidden();
    await prune();
    every(PRUNE_ALL_MS, prune, 'revision retention');
    every(WATCH_PUBLISHES_MS, recordPublishes, 'publish log');
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
  });
});
