// The redirects set in the admin (content-db/site-redirects.ts), answered by the server: a map of them
// in memory, read again after every write, so a visit costs a map lookup and a redirect counts at
// once. A path the live release has is its page: the fast path (site-fast-path.ts) answers it before
// this is asked, and a redirect is never made for a page that exists (409), so only a page published
// later at the same address wins over its redirect.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { listRedirects, mirrorRedirects, pathKey, recordHit, type RedirectCode } from '../../content-db/site-redirects.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteRedirects: RedirectTable;
  }
}

interface Target {
  id: number;
  to: string;
  code: RedirectCode;
}

export class RedirectTable {
  readonly #app: FastifyInstance;
  #byPath = new Map<string, Target>();

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  /** Reads the table again and copies it into the live copy (what the next publish writes to storage). */
  async changed(): Promise<void> {
    const app = this.#app;
    const byPath = new Map<string, Target>();
    for (const r of await listRedirects(app.db)) byPath.set(r.from, { id: r.id, to: r.to, code: r.code });
    this.#byPath = byPath;
    if (await mirrorRedirects(app.db, app.liveDb)) app.publisher.request('redirects changed');
  }

  /** The redirect of a request's path (as sent: percent-encoded or not), if there is one. */
  match(pathOnly: string): Target | undefined {
    if (this.#byPath.size === 0) return undefined;
    let pathname: string;
    try {
      pathname = new URL(pathOnly, 'http://site.invalid').pathname;
    } catch {
      return undefined;
    }
    return this.#byPath.get(pathKey(pathname));
  }

  /** Counts a hit; a failure to count never fails the visit. */
  hit(id: number): void {
    recordHit(this.#app.db, id).catch((err: unknown) => this.#app.log.warn({ err, redirect: id }, 'could not count a redirect hit'));
  }
}

export default fp(
  async function siteRedirects(app: FastifyInstance) {
    const table = new RedirectTable(app);
    app.decorate('siteRedirects', table);
    // also heals a live copy a stop left behind the working copy between the two writes
    app.addHook('onReady', async () => table.changed());
  },
  { name: 'site-redirects' },
);
