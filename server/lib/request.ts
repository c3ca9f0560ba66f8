// What a handler reads off the request besides its body: a path id, whether the reader is a visitor,
// and which copy of the content answers it.
import type { FastifyRequest } from 'fastify';
import type { ContentDb } from '../../content-db/open.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true for a read whose answer is the same with or without a token (the `.../active` forms, the
     * "active only, whatever the token" lists): a public form, answered from the live copy for everyone.
     */
    publicForm?: boolean;
  }
}

/** A path id, already checked to be digits by the route's params schema (IdParams or idParam). */
export function paramId(request: FastifyRequest, name = 'id'): number {
  return Number((request.params as Record<string, string>)[name]);
}

/** API.md "reads": a visitor (no valid token) sees active items only; a signed-in admin sees all. */
export function activeOnly(request: FastifyRequest): boolean {
  return request.viewer === null;
}

/**
 * The copy of the content a read answers from (API.md "Two copies of the content"): a public read (no
 * valid token, or a public form) gets the live copy, what visitors see; a signed-in reader gets the
 * working copy, what editors edit. Every content GET asks here, so a public read never shows a
 * working-copy value. Writes always go to the working copy (app.db).
 */
export function contentFor(request: FastifyRequest): ContentDb {
  const app = request.server;
  return request.viewer === null || request.routeOptions.config?.publicForm === true ? app.liveDb : app.db;
}
