// What a handler reads off the request besides its body: a path id, and whether the reader is a visitor.
import type { FastifyRequest } from 'fastify';

/** A path id, already checked to be digits by the route's params schema (IdParams or idParam). */
export function paramId(request: FastifyRequest, name = 'id'): number {
  return Number((request.params as Record<string, string>)[name]);
}

/** API.md "reads": a visitor (no valid token) sees active items only; a signed-in admin sees all. */
export function activeOnly(request: FastifyRequest): boolean {
  return request.viewer === null;
}
