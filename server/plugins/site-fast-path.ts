// The live release's files answered before Fastify routes the request: a GET or HEAD of a page or file
// of the site is a map lookup and one write of a precompressed body (measured: the full pipeline of
// routing, hooks and reply serialization served a third of what nginx did). Anything else (the API,
// the admin, uploads, old slugs' redirects, a path the release lacks, a large file that streams) goes
// through Fastify as before.
// Public API reads the read cache (read-cache.ts) holds for the present content revision are answered
// here too, and so are signed-in reads kept for the present write stamp whose token's check is kept
// (signed-in-reads.ts); anything else goes through Fastify.
// The answer carries the same headers as the pipeline's: the security headers every answer gets are
// learned from the pipeline itself (one request once the server listens), the rest is what
// StaticFiles.send writes (type, cache, ETag, Vary, the page's own headers: lib/csp.ts sitePageHeaders).
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './errors.ts';
import type { SiteHost } from './hosting.ts';
import { siteCache } from './hosting.ts';
import { answerForm, CACHED_ANSWER_HEADERS, type PublicReads } from './read-cache.ts';
import { SIGNED_IN_HEADERS, type SignedInReads } from './signed-in-reads.ts';

/** Headers that belong to one answer, not to every answer: never learned. */
const PER_ANSWER = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'retry-after',
  'location',
]);

/** The slot the server's request listener looks in; the hosting plugin fills it once the app is ready. */
export class SiteFastPath {
  #site: SiteHost | null = null;
  #reads: PublicReads | null = null;
  #signedIn: SignedInReads | null = null;
  #common: OutgoingHttpHeaders = {};
  /** requests answered here (the rest went to Fastify) */
  answered = 0;

  /** Starts answering from `site`, with the headers the pipeline gives every answer (learned from `app`). */
  async enable(app: FastifyInstance, site: SiteHost): Promise<void> {
    // a path no route has: the headers of any answer, and no page's own policy
    const probe = await app.inject({ method: 'GET', url: '/v2/api/no-such-route-fast-path-probe' });
    const common: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(probe.headers)) {
      if (!PER_ANSWER.has(name) && value !== undefined) common[name] = value;
    }
    this.#common = common;
    this.#site = site;
    this.#reads = app.hasDecorator('readCache') ? app.readCache : null;
    this.#signedIn = app.hasDecorator('signedInReads') ? app.signedInReads : null;
  }

  /** A GET the read cache (public) or the signed-in reads (with a token) answer now; false leaves it to Fastify. */
  #api(req: IncomingMessage, res: ServerResponse, url: string): boolean {
    if (req.method !== 'GET') return false;
    const authorization = req.headers.authorization;
    const hit = authorization === undefined ? this.#reads?.find(url) : this.#signedIn?.find(authorization, url);
    if (!hit) return false;
    this.answered++;
    const kind = authorization === undefined ? CACHED_ANSWER_HEADERS : SIGNED_IN_HEADERS;
    const headers = () => ({ ...this.#common, 'content-type': hit.type, ...kind, etag: hit.etag });
    if (req.headers['if-none-match'] === hit.etag) {
      res.writeHead(304, headerList(hit, '304', headers)).end();
      return true;
    }
    const { body, encoding } = answerForm(hit, req.headers['accept-encoding']);
    res.writeHead(
      200,
      headerList(hit, encoding ?? 'plain', () => ({ ...headers(), ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length })),
    );
    res.end(body);
    return true;
  }

  /** Answers the request when it is a file of the live release; false leaves it to Fastify. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const site = this.#site;
    const files = site?.files;
    const url = req.url;
    if (!url || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (isApiPath(url)) return this.#api(req, res, url);
    if (!site || !files) return false;
    if (url.startsWith('/admin') || url.startsWith('/uploads/')) return false;
    const pathOnly = url.split('?')[0];
    if (site.redirects.size > 0 && (site.redirects.has(pathOnly) || site.redirects.has(pathOnly.replace(/\/$/, '')))) return false;
    const entry = files.find(pathOnly);
    if (!entry?.body) return false;
    this.answered++;
    const headers = (): OutgoingHttpHeaders => ({
      ...this.#common,
      'content-type': entry.type,
      'cache-control': siteCache(pathOnly, entry.type),
      etag: entry.etag,
      vary: 'accept-encoding',
      ...entry.pageHeaders,
    });
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headerList(entry, '304', headers)).end();
      return true;
    }
    if (req.method === 'HEAD') {
      res
        .writeHead(
          200,
          headerList(entry, 'head', () => ({ ...headers(), 'content-length': entry.size })),
        )
        .end();
      return true;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.body;
    let encoding: 'br' | 'gzip' | undefined;
    if (entry.brotli && /\bbr\b/.test(accept)) [body, encoding] = [entry.brotli, 'br'];
    else if (entry.gzip && /\bgzip\b/.test(accept)) [body, encoding] = [entry.gzip, 'gzip'];
    res.writeHead(
      200,
      headerList(entry, encoding ?? 'plain', () => ({ ...headers(), ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length })),
    );
    res.end(body);
    return true;
  }
}

/**
 * The header list of one form of one answer (304, HEAD, plain, gzip, br), made on its first request and
 * kept with the answer it describes: a busy page is sent thousands of times a second, and the same
 * dozen headers need not be gathered each time (npm run bench: cached API reads went from about 9,000
 * to 10,000-11,000 req/s on the 2-core machine). A file's compressed forms
 * appear later, but each form's list is made only once that form is sent, so none goes stale.
 */
const headerLists = new WeakMap<object, Map<string, Array<string | number | string[]>>>();
function headerList(owner: object, form: string, make: () => OutgoingHttpHeaders): Array<string | number | string[]> {
  let forms = headerLists.get(owner);
  if (!forms) headerLists.set(owner, (forms = new Map()));
  let list = forms.get(form);
  if (!list) {
    list = Object.entries(make()).flatMap(([name, value]) => (value === undefined ? [] : [name, value]));
    forms.set(form, list);
  }
  return list;
}

/** Fastify's serverFactory: the live release's files first, then Fastify. */
export function serverWithFastPath(fast: SiteFastPath) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
    http.createServer((req, res) => {
      if (!fast.handle(req, res)) handler(req, res);
    });
}
