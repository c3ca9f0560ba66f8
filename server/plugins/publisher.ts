// Publishing entry point: what a write publishes (API.md "Two copies of the content"). In `instant` mode
// a write puts the items it touched into the live copy before its answer goes out (so a public read
// right after the answer shows it) and asks for a build; in `review` mode it changes the working copy
// only. (The build queue itself lives in server/publish/; this plugin wires it to requests.)
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getPublishingMode, type ItemRef } from '../../content-db/live.ts';
import type { BuildStatus, SiteBuilder } from '../publish/types.ts';
import { publishAndBuild } from '../workflow/publish-items.ts';
import { conflict } from '../lib/errors.ts';
import { isWriteMethod } from './auth.ts';
import { isApiPath } from './errors.ts';

/** What the app needs from the build queue. Tests may pass only `request` (a recorder). */
export interface Publisher {
  /** marks the site dirty; a build follows after the debounce */
  request(reason: string): void;
  /** the app is ready: recover from an interrupted build, build at once if nothing is live */
  start?(app: FastifyInstance): void;
  /** stop a running build and the timers */
  close?(): Promise<void>;
  status?(): BuildStatus;
  /** whether the live release was built from the present content and code; null when unknown */
  upToDate?(): Promise<boolean | null>;
  /** queue a build without the debounce */
  buildNow?(reason: string): BuildStatus;
  /** serve the previous good release again (409 when there is none) */
  rollback?(): BuildStatus;
  /** what previews are built with (server/publish/preview.ts); none: previews cannot be made */
  previewBuilder?(): SiteBuilder | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Required<Publisher>;
  }
  interface FastifyContextConfig {
    /** false for writes that change no content (login, logout, build controls) */
    publishes?: boolean;
  }
}

const NOTHING_BUILT: BuildStatus = { state: 'idle', current: null, previous: null, last: null };

/** A recorder publisher answers the build routes as if nothing was ever built. */
function complete(p: Publisher): Required<Publisher> {
  return {
    request: (reason) => p.request(reason),
    start: (app) => p.start?.(app),
    close: async () => p.close?.(),
    status: () => p.status?.() ?? NOTHING_BUILT,
    upToDate: async () => (p.upToDate ? p.upToDate() : null),
    buildNow: (reason) => {
      if (p.buildNow) return p.buildNow(reason);
      p.request(reason);
      return p.status?.() ?? NOTHING_BUILT;
    },
    rollback: () => {
      if (p.rollback) return p.rollback();
      throw conflict('There is no earlier release to roll back to');
    },
    previewBuilder: () => p.previewBuilder?.() ?? null,
  };
}

/** The items a request's writes touched (each once), as recordRevisions listed them in its actor scope. */
function touchedItems(request: FastifyRequest): ItemRef[] {
  const refs = new Map<string, ItemRef>();
  for (const t of request.actor?.touched ?? []) refs.set(`${t.type}:${t.id}`, { type: t.type, item_id: t.id });
  return [...refs.values()];
}

/**
 * Publishes what an API write changed, in instant mode. Only content items count: a write that touched
 * none (users, sign-ins, build controls) changes nothing the site shows and builds nothing. Items are
 * published even when the answer is an error: what a write committed before failing is in the working
 * copy, and instant mode shows what the working copy holds (an item equal in both copies is skipped).
 * An author's write is never published (API.md Roles). A publish that fails leaves the write saved and
 * the items listed as unpublished changes (GET /v2/api/changes), and is logged as an error.
 */
async function publishWrite(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (!isWriteMethod(request.method) || !isApiPath(request.url) || request.routeOptions.config?.publishes === false) return;
  const refs = touchedItems(request);
  if (refs.length === 0 || request.viewer?.role === 'author') return;
  if ((await getPublishingMode(app.db)) !== 'instant') return;
  try {
    // the write's own revisions already hold what goes live: no 'published' revision besides them
    await publishAndBuild(app, refs, `${request.method} ${request.routeOptions.url ?? request.url}`, { record: false });
  } catch (err) {
    request.log.error({ err, items: refs }, 'The write was saved but not published: its items stay unpublished changes');
  }
}

export default fp(async function publisher(app: FastifyInstance, opts: { publisher: Publisher }) {
  app.decorate('publisher', complete(opts.publisher));
  app.addHook('onReady', async () => app.publisher.start(app));
  app.addHook('onClose', async () => app.publisher.close());
  // onSend, not onResponse: the live copy has the write before the client reads its answer. This hook is
  // added before the history plugin's, whose onSend takes the touched list for the retention rule.
  app.addHook('onSend', async (request, _reply, payload) => {
    await publishWrite(app, request);
    return payload;
  });
});
