// Public API reads answered from memory: a read without a token answers the same until the content
// changes, so each answer is serialized once per content revision (advanced by every write, in the
// write's transaction, content-db/content-revision.ts) and sent again with its ETag (304 when the client
// has it), compressed once too (gzip and brotli: a list of 300 projects is 80 KB of JSON, 8 KB in
// brotli). A write makes the revision move on, and the next read finds the cache emptied.
// Only reads whose route takes a token if sent (the default) are cached, and only when no token is
// sent: an admin sees inactive items too, so a token's read always runs the route. Routes that need a
// token or are public for another reason (health, the site, sign-in) are never cached.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readContentRevision } from '../../content-db/content-revision.ts';
import { isApiPath } from './errors.ts';

interface CachedAnswer {
  etag: string;
  type: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the content revision a cacheable read was answered at; null when it is not cached */
    readRevision: string | null;
  }
  interface FastifyContextConfig {
    /** false: never cache this read (its answer depends on more than the content) */
    readCache?: boolean;
  }
}

/** Answers kept per revision: bounded, as every query string is another key. */
const MAX_ANSWERS = 1000;
/** Smaller answers are sent as they are (compression would not pay). */
const COMPRESS_FROM = 1024;

function cachedAnswer(payload: string | Buffer, type: string): CachedAnswer {
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

/** The form of the answer the client takes: brotli, gzip or plain. */
function encoded(request: FastifyRequest, reply: FastifyReply, a: CachedAnswer): Buffer {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (a.brotli !== a.body && /\bbr\b/.test(accept)) {
    reply.header('content-encoding', 'br');
    return a.brotli;
  }
  if (a.gzip !== a.body && /\bgzip\b/.test(accept)) {
    reply.header('content-encoding', 'gzip');
    return a.gzip;
  }
  return a.body;
}

function cacheable(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return (
    request.method === 'GET' &&
    !request.headers.authorization &&
    request.routeOptions.url !== undefined &&
    config?.auth === undefined &&
    config?.readCache !== false &&
    isApiPath(request.url)
  );
}

function answer(request: FastifyRequest, reply: FastifyReply, etag: string) {
  // no shared cache may hand a public answer to an admin's request, nor keep it unchecked
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding, authorization');
  return request.headers['if-none-match'] === etag;
}

export default fp(async function readCache(app: FastifyInstance) {
  const answers = new Map<string, CachedAnswer>();
  let revision = '';
  app.decorateRequest('readRevision', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const now = await readContentRevision(app.db);
    const key = `${now.databaseId}:${now.revision}`;
    if (key !== revision) {
      answers.clear();
      revision = key;
    }
    const hit = answers.get(request.url);
    if (!hit) {
      request.readRevision = key;
      return;
    }
    if (answer(request, reply, hit.etag)) return reply.code(304).send();
    return reply
      .code(200)
      .type(hit.type)
      .send(encoded(request, reply, hit));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.readRevision;
    if (key === null || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const made = cachedAnswer(payload, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'));
    // an answer made while a write moved the revision on is sent but not kept
    if (key === revision && answers.size < MAX_ANSWERS) answers.set(request.url, made);
    if (answer(request, reply, made.etag)) {
      reply.code(304);
      return '';
    }
    return encoded(request, reply, made);
  });
});
