// One error handler for the API: the envelope of API.md, and no internals in a 5xx message.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { StaleVersionError, sendStale } from './record-versions.ts';

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/v2/api/') || url === '/v2/api';
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    // a write whose If-Match went stale between its first check and its transaction (record-versions.ts)
    if ((err as unknown) instanceof StaleVersionError) {
      const stale = err as unknown as StaleVersionError;
      if (request.actor) request.actor.expect = undefined;
      return sendStale(app, request, reply, stale.table, stale.id);
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ success: false, message: err.message });
    }
    if (err.validation) {
      const message = err.validationContext === 'params' ? 'Invalid id' : `Invalid request: ${err.message}`;
      return reply.code(400).send({ success: false, message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit): safe to show.
      return reply.code(status).send({ success: false, message: err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ success: false, message: 'Internal server error' });
  });
});
