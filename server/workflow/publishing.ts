// Publishing, one service (app.publishing) that every path calls by name: the Changes routes (publish
// now, discard), the scheduler (a version kept since it was scheduled) and instant mode (a write's own
// items, right after the write). Each puts items live through content-db/live.ts (one journal over the
// two copies' commits), lets the files the live copy no longer names leave public view
// (server/lib/media.ts decides, looking at both copies and the revisions), brings back files a state
// from a revision names, and asks for a build. Every path is refused alike while an item has a warning
// the security policy blocks on (server/workflow/warnings.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  completePublishes,
  discardItems,
  getPublishingMode,
  publishItems,
  type CopyOutcome,
  type ItemRef,
  type PublishOptions,
} from '../../content-db/live.ts';
import type { VersionedRef } from '../../content-db/item-versions.ts';
import { isWriteMethod } from '../plugins/auth.ts';
import { isApiPath } from '../plugins/errors.ts';
import { assertPublishable } from './warnings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publishing: Publishing;
  }
}

export interface PublishRequest extends Pick<PublishOptions, 'record' | 'versions' | 'afterLiveCommit'> {
  /** what the build log says asked for it */
  reason?: string;
}

export class Publishing {
  readonly #app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  /**
   * Puts the items live and queues the site's build; answers what went live. An item with a warning the
   * security policy blocks on (blockPublishOn) stops the whole publish before anything changes: a 409.
   */
  async publish(refs: readonly VersionedRef[], o: PublishRequest = {}): Promise<CopyOutcome> {
    const app = this.#app;
    await assertPublishable(app, refs);
    const outcome = await publishItems(app.db, app.liveDb, refs, o);
    await app.media.remove(outcome.released);
    // a version published from its revision may name files kept privately since a later edit
    if (o.versions === 'pinned') await app.media.unhide(outcome.named);
    if (outcome.items.length > 0) app.publisher.request(`${o.reason ?? 'publish'}: ${outcome.items.map((i) => `${i.type} ${i.item_id}`).join(', ')}`);
    return outcome;
  }

  /** Brings the items' working copy back to their live state; answers what was undone. */
  async discard(refs: readonly VersionedRef[]): Promise<CopyOutcome> {
    const app = this.#app;
    const outcome = await discardItems(app.db, app.liveDb, refs);
    await app.media.remove(outcome.released);
    return outcome;
  }

  /**
   * Instant mode: what an API write changed goes live before its answer does (so a public read right
   * after the answer shows it). Only content items count: a write that touched none (users, sign-ins,
   * build controls) changes nothing the site shows. Items are published even when the answer is an
   * error: what a write committed before failing is in the working copy, and instant mode shows what the
   * working copy holds. An author's write is never published (API.md Roles). A publish that fails
   * leaves the write saved and the items listed as unpublished changes, and is logged as an error.
   */
  async afterWrite(request: FastifyRequest): Promise<void> {
    const app = this.#app;
    if (!isWriteMethod(request.method) || !isApiPath(request.url) || request.routeOptions.config?.publishes === false) return;
    const refs = touchedItems(request);
    if (refs.length === 0 || request.viewer?.role === 'author') return;
    if ((await getPublishingMode(app.db)) !== 'instant') return;
    try {
      // the write's own revisions already hold what goes live: no 'published' revision besides them
      await this.publish(refs, { reason: `${request.method} ${request.routeOptions.url ?? request.url}`, record: false });
    } catch (err) {
      request.log.error({ err, items: refs }, 'The write was saved but not published: its items stay unpublished changes');
    }
  }

  /** At start: completes the publishes a stop cut between their two commits (content-db/publish-journal.ts). */
  async recover(): Promise<void> {
    const completed = await completePublishes(this.#app.db, this.#app.liveDb);
    if (completed > 0) {
      this.#app.log.warn({ completed }, 'completed publishes that a stop had cut off between the live copy and the working copy');
      this.#app.publisher.request('publishes completed at start');
    }
  }
}

/** The items a request's writes touched (each once), as recordRevisions listed them in its actor scope. */
function touchedItems(request: FastifyRequest): ItemRef[] {
  const refs = new Map<string, ItemRef>();
  for (const t of request.actor?.touched ?? []) refs.set(`${t.type}:${t.id}`, { type: t.type, item_id: t.id });
  return [...refs.values()];
}

export default fp(
  async function publishing(app: FastifyInstance) {
    const service = new Publishing(app);
    app.decorate('publishing', service);
    // before the scheduler's start (registered after this plugin): nothing publishes on a half-done publish
    app.addHook('onReady', async () => service.recover());
  },
  { name: 'publishing' },
);
