// Public API reads answered from memory: a read without a token answers the same until the content
// changes, so each answer is serialized once per content revision of the LIVE copy, which public reads
// answer from (server/lib/request.ts contentFor; advanced by every publish, in its transaction,
// content-db/content-revision.ts: a working-copy edit in review mode keeps the kept answers), and sent
// again with its ETag (304 when the client has it), compressed once too (gzip and brotli: a list of 300
// projects is 80 KB of JSON, 8 KB in brotli). A publish makes the revision move on, and the next read
// finds the cache emptied.
// Caching is opt-in: only a route that declares `config: { publicCache: true }` is cached, as only its
// author knows that its answer changes with the content tables alone (a read of users, the build or the
// health would be answered stale, since their writes do not advance the revision). It must also take a
// token if sent (the default), and it is cached only when no token is sent: an admin sees inactive
// items too, so a token's read always runs the route.
// The same answers are also given by the server's request listener ahead of Fastify
// (site-fast-path.ts), once the pipeline has made and kept them: a cached read then costs a map lookup
// and one revision check, like a static file.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RevisionReader } from '../../content-db/content-revision.ts';
import { liveDatabaseFile } from '../../content-db/live.ts';
import { isApiPath } from './errors.ts';
import { LruMap } from '../lib/lru-map.ts';

export interface CachedAnswer {
  etag: string;
  type: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: PublicReads;
  }
  interface FastifyRequest {
    /** the content revision a cacheable read was answered at; null when it is not cached */
    readRevision: string | null;
  }
  interface FastifyContextConfig {
    /** true: a public read of this route is answered from memory until the content revision moves on */
    publicCache?: boolean;
  }
}

/** Answers kept per revision: bounded (the least recently read go first), as every query string is another key. */
const MAX_ANSWERS = 1000;
/** Smaller answers are sent as they are (compression would not pay). */
const COMPRESS_FROM = 1024;

export function cachedAnswer(payload: string | Buffer, type: string): CachedAnswer {
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  const small = body.length < COMPRESS_FROM;
  return {
    etag,
    type,
    body,
    gzip: small ? body : zlib.gzipSync(body, { level: 6 }),
    brotli: small ? body : zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  };
}

/** The form of the answer a client that sent `acceptEncoding` takes: brotli, gzip or plain (no encoding). */
export function answerForm(a: CachedAnswer, acceptEncoding: string | string[] | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accept = String(acceptEncoding ?? '');
  if (a.brotli !== a.body && /\bbr\b/.test(accept)) return { body: a.brotli, encoding: 'br' };
  if (a.gzip !== a.body && /\bgzip\b/.test(accept)) return { body: a.gzip, encoding: 'gzip' };
  return { body: a.body };
}

/** The body of `a` in the form the request takes, its Content-Encoding set on `reply`. */
export function encoded(request: FastifyRequest, reply: FastifyReply, a: CachedAnswer): Buffer {
  const { body, encoding } = answerForm(a, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return body;
}

/** The headers of a cached answer besides its type and encoding. */
export const CACHED_ANSWER_HEADERS = {
  // no shared cache may hand a public answer to an admin's request, nor keep it unchecked
  'cache-control': 'no-cache',
  vary: 'accept-encoding, authorization',
} as const;

/**
 * The kept answers of the present content revision. The revision is read with a statement of its own
 * on a read-only connection: synchronous (the fast path cannot wait), a few microseconds, and it sees
 * committed writes only, so an answer is kept only if no write committed while it was made.
 */
export class PublicReads {
  readonly #answers = new LruMap<string, CachedAnswer>(MAX_ANSWERS);
  #revision = '';
  readonly #reader: RevisionReader;

  constructor(dataDir: string) {
    this.#reader = new RevisionReader(liveDatabaseFile(dataDir));
  }

  /** The committed content revision of the live copy; the kept answers are dropped when it moved on. */
  revision(): string {
    const now = this.#reader.read();
    if (now !== this.#revision) {
      this.#answers.clear();
      this.#revision = now;
    }
    return now;
  }

  /** The kept answer to a public GET of `url`, when the content has not changed since it was made. */
  find(url: string): CachedAnswer | undefined {
    this.revision();
    return this.kept(url);
  }

  /** The kept answer to `url` as of the last revision() check. */
  kept(url: string): CachedAnswer | undefined {
    return this.#answers.get(url);
  }

  /** Keeps an answer made at `revision`, unless a write has committed since. */
  keep(url: string, revision: string, answer: CachedAnswer): void {
    if (revision === this.revision()) this.#answers.set(url, answer);
  }

  close(): void {
    this.#reader.close();
  }
}

function cacheable(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return (
    request.method === 'GET' &&
    !request.headers.authorization &&
    request.routeOptions.url !== undefined &&
    config?.publicCache === true &&
    config.auth === undefined &&
    isApiPath(request.url)
  );
}

/** Sends a kept answer from an onRequest hook, with its ETag and `headers`: 304 when the client has it. */
export function sendKept(request: FastifyRequest, reply: FastifyReply, hit: CachedAnswer, headers: Readonly<Record<string, string>>) {
  reply.header('etag', hit.etag).headers(headers);
  if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
  return reply
    .code(200)
    .type(hit.type)
    .send(encoded(request, reply, hit));
}

/** The payload an onSend hook gives for an answer it just kept, with its ETag and `headers`: empty for a 304. */
export function madePayload(request: FastifyRequest, reply: FastifyReply, made: CachedAnswer, headers: Readonly<Record<string, string>>): Buffer | string {
  reply.header('etag', made.etag).headers(headers);
  if (request.headers['if-none-match'] === made.etag) {
    reply.code(304);
    return '';
  }
  return encoded(request, reply, made);
}

export default fp(async function readCache(app: FastifyInstance) {
  const reads = new PublicReads(app.config.dataDir);
  app.decorate('readCache', reads);
  app.decorateRequest('readRevision', null);
  app.addHook('onClose', async () => reads.close());

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const revision = reads.revision();
    const hit = reads.kept(request.url);
    if (!hit) {
      request.readRevision = revision;
      return;
    }
    return sendKept(request, reply, hit, CACHED_ANSWER_HEADERS);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.readRevision;
    if (key === null || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const made = cachedAnswer(payload, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'));
    // an answer made while a write moved the revision on is sent but not kept
    reads.keep(request.url, key, made);
    return madePayload(request, reply, made, CACHED_ANSWER_HEADERS);
  });
});
