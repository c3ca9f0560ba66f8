// The build queue as app.publisher (the queue itself lives in server/publish/). What a write publishes
// is server/workflow/publishing.ts's (app.publishing.afterWrite, called by the history plugin's one
// after-write step).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { BuildStatus, SiteBuilder } from '../publish/types.ts';
import { conflict } from '../lib/errors.ts';

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

export default fp(async function publisher(app: FastifyInstance, opts: { publisher: Publisher }) {
  app.decorate('publisher', complete(opts.publisher));
  app.addHook('onReady', async () => app.publisher.start(app));
  app.addHook('onClose', async () => app.publisher.close());
});
