// Signed-in reads kept in memory (issue 31: admin list pages under 50 connections). The routes the read
// cache serves to visitors (`config: { publicCache: true }`: their answers change with the database
// alone) are kept for a signed-in user too, by user and address, while nothing at all is written to
// either database (content-db/write-stamp.ts: any write by anyone, of any table, drops every kept
// answer). The user's token is checked on every request first (plugins/auth.ts), so a sign-out, a role
// change or a removed user count at once; an answer is only ever given to the user it was made for.
// Like the public reads, an answer is compressed once and sent again with its ETag (304 when the client
// has it), marked private: no shared cache keeps it. An answer with an ETag of its own (one record's
// version) is never kept.
// A kept answer whose token's check is kept too (plugins/auth.ts keptViewer) is answered by the fast path
// (site-fast-path.ts) before Fastify routes the request: at 50 clients the pipeline's own cost put the
// p99 of a kept answer at 24-47 ms (issue 31: 20 ms). Anything not kept goes through Fastify as above.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { cachedAnswer, madePayload, sendKept, type CachedAnswer } from './read-cache.ts';
import { isApiPath } from './errors.ts';
import { LruMap } from '../lib/lru-map.ts';

/** Answers kept at most (each user's pages of each list, search and sort are keys of their own). */
const MAX_ANSWERS = 1000;

export const SIGNED_IN_HEADERS = { 'cache-control': 'private, no-cache', vary: 'accept-encoding, authorization' } as const;

/** The kept answers, for the fast path. */
export interface SignedInReads {
  /** the answer kept for the user of `authorization` at `url` (path and query), while both are kept */
  find(authorization: string, url: string): CachedAnswer | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the key and write stamp of a signed-in read that may be kept; null when it may not */
    signedInRead: { key: string; stamp: string } | null;
  }
  interface FastifyInstance {
    signedInReads: SignedInReads;
  }
}

export default fp(async function signedInReads(app: FastifyInstance) {
  const answers = new LruMap<string, CachedAnswer>(MAX_ANSWERS);
  let keptAt = '';
  /** the present stamp; the kept answers are dropped when it moved on */
  const stampNow = () => {
    const now = app.writeStamp();
    if (now !== keptAt) {
      answers.clear();
      keptAt = now;
    }
    return now;
  };
  const keyOf = (userId: number, url: string) => `${userId} ${url}`;
  app.decorateRequest('signedInRead', null);
  app.decorate('signedInReads', {
    find(authorization: string, url: string) {
      const viewer = app.keptViewer(authorization, stampNow());
      if (!viewer) return null;
      return answers.get(keyOf(viewer.id, url)) ?? null;
    },
  });

  // after plugins/auth.ts's onRequest (registered after it): request.viewer is known
  app.addHook('onRequest', async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer || request.method !== 'GET' || request.routeOptions.config?.publicCache !== true || !isApiPath(request.url)) return;
    const key = keyOf(viewer.id, request.url);
    const stamp = stampNow();
    const hit = answers.get(key);
    if (!hit) {
      request.signedInRead = { key, stamp };
      return;
    }
    return sendKept(request, reply, hit, SIGNED_IN_HEADERS);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.signedInRead;
    if (read === null || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    // an answer of one record carries that record's version as its ETag (record-versions.ts), which a
    // write then names in If-Match: such an answer is sent as made, never kept under another ETag
    if (reply.hasHeader('etag')) return payload;
    const made = cachedAnswer(payload, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'));
    // an answer made while something was written is sent but not kept
    if (stampNow() === read.stamp) answers.set(read.key, made);
    return madePayload(request, reply, made, SIGNED_IN_HEADERS);
  });
});
