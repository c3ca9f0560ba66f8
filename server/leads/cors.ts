// CORS for the lead form's two routes: the site may be served from a CDN on SITE_URL while the API
// answers elsewhere. Exactly SITE_URL's origin is allowed; any other origin gets no allow header, so
// its browser refuses to read the answer (a form on another site cannot use ours).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const PREFLIGHT_MAX_AGE = String(60 * 60);

export function allowSiteOrigin(reply: FastifyReply, request: FastifyRequest, siteOrigin: string): boolean {
  reply.header('vary', 'Origin');
  if (request.headers.origin !== siteOrigin) return false;
  reply.header('access-control-allow-origin', siteOrigin);
  return true;
}

/** The allow header on every answer of the plugin's routes, and a preflight answer for each path. */
export function siteCors(app: FastifyInstance, siteUrl: string, paths: string[]): void {
  const siteOrigin = new URL(siteUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    allowSiteOrigin(reply, request, siteOrigin);
  });
  for (const path of paths) {
    app.options(path, { config: { auth: 'public', publishes: false }, schema: { hide: true } }, async (request, reply) => {
      if (allowSiteOrigin(reply, request, siteOrigin)) {
        reply.header('access-control-allow-methods', 'GET, POST');
        reply.header('access-control-allow-headers', 'content-type');
        reply.header('access-control-max-age', PREFLIGHT_MAX_AGE);
      }
      return reply.code(204).send();
    });
  }
}
