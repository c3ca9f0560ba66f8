// Publishing entry point: every successful API write asks for a site build.
// (The build queue itself lives in server/publish/; this plugin wires it to requests.)
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isWriteMethod } from './auth.ts';
import { isApiPath } from './errors.ts';

export interface Publisher {
  /** marks the site dirty; a build follows after the debounce */
  request(reason: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher;
  }
  interface FastifyContextConfig {
    /** false for writes that change no content (login, logout, build controls) */
    publishes?: boolean;
  }
}

export default fp(async function publisher(app: FastifyInstance, opts: { publisher: Publisher }) {
  app.decorate('publisher', opts.publisher);
  app.addHook('onResponse', async (request, reply) => {
    if (!isWriteMethod(request.method) || reply.statusCode >= 400 || !isApiPath(request.url)) return;
    if (request.routeOptions.config?.publishes === false) return;
    app.publisher.request(`${request.method} ${request.routeOptions.url ?? request.url}`);
  });
});
