// One error handler for the API: the envelope of API.md, and no internals in a 5xx message. Every answer
// with a message gets the message's code (server/shared/messages.ts) here too, refusals and successes
// alike, so no route names its codes.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { codeOf, type CodedMessage } from '../shared/messages.ts';
import { StaleVersionError, sendStale } from './record-versions.ts';

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/v2/api/') || url === '/v2/api';
}

/** The answer's code fields for `message`: the ones given, else the catalog's, else none. */
export function codeFields(message: string, given?: CodedMessage): Partial<CodedMessage> {
  const coded = given ?? codeOf(message);
  if (!coded) return {};
  return coded.params ? { code: coded.code, params: coded.params } : { code: coded.code };
}

export default fp(async function errors(app: FastifyInstance) {
  // a success's message ("User created successfully!"): its code, where the route's schema lets it through
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as { message?: unknown; code?: unknown };
    if (typeof body.message !== 'string' || body.code !== undefined) return payload;
    const fields = codeFields(body.message);
    return fields.code ? { ...body, ...fields } : payload;
  });
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    // a write whose If-Match went stale between its first check and its transaction (record-versions.ts)
    if ((err as unknown) instanceof StaleVersionError) {
      const stale = err as unknown as StaleVersionError;
      if (request.actor) request.actor.expect = undefined;
      return sendStale(app, request, reply, stale.table, stale.id);
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ success: false, message: err.message, ...codeFields(err.message, err.coded) });
    }
    if (err.validation) {
      const message = err.validationContext === 'params' ? 'Invalid id' : `Invalid request: ${err.message}`;
      return reply.code(400).send({ success: false, message, ...codeFields(message) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit): safe to show.
      return reply.code(status).send({ success: false, message: err.message, ...codeFields(err.message) });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ success: false, message: 'Internal server error', code: 'internal-error' });
  });
});
