// Serves private previews at /preview/<token>/ (server/publish/preview.ts): no token needed, so the link
// opens in a new tab or can be sent to a colleague, until it expires; then, like an unknown token, a 404.
// Every answer says noindex and no-store; pages get their own CSP, as live pages do (lib/csp.ts).
// Files are read from disk on each request: previews are few and seldom visited, and a whole-site
// preview kept in memory like the live release would cost as much memory again.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageCsp } from '../lib/csp.ts';
import { contentTypeOf } from '../lib/static-files.ts';
import { previewFile, Previews } from '../publish/preview.ts';

declare module 'fastify' {
  interface FastifyInstance {
    previews: Previews;
  }
}

const PREVIEW_PREFIX = '/preview/';
const GONE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Önizleme bulunamadı · Preview not found</title></head><body style="font-family:system-ui;padding:3rem;text-align:center"><h1>Önizleme bulunamadı</h1><p>Bu önizleme yok ya da süresi doldu (önizlemeler bir saat açık kalır).</p><p lang="en">This preview does not exist or has expired (previews stay open for an hour).</p></body></html>`;

/** Headers of every answer under /preview/: never indexed, never kept by a browser or a proxy. */
function privateAnswer(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
}

export default fp(async function preview(app: FastifyInstance, opts: { distDir: string }) {
  const previews = new Previews({
    dir: path.join(opts.distDir, 'previews'),
    builder: () => app.publisher.previewBuilder(),
    log: app.log,
  });
  app.decorate('previews', previews);
  app.addHook('onReady', async () => previews.start());
  app.addHook('onClose', async () => previews.close());

  app.route({
    method: ['GET', 'HEAD'],
    url: `${PREVIEW_PREFIX}*`,
    schema: { hide: true },
    config: { auth: 'public' },
    handler: async (request, reply) => {
      const rest = request.url.slice(PREVIEW_PREFIX.length).split('?')[0];
      const slash = rest.indexOf('/');
      const token = slash === -1 ? rest : rest.slice(0, slash);
      const root = previews.folderOf(token);
      if (!root) return privateAnswer(reply, 404).type('text/html; charset=utf-8').send(GONE);
      // "/preview/<token>" is the preview's home page, as "/" is the site's
      if (slash === -1) return privateAnswer(reply, 301).redirect(`${PREVIEW_PREFIX}${token}/`, 301);
      const file = previewFile(root, rest.slice(slash));
      const notFound = file ? null : (previewFile(root, rest.slice(slash).startsWith('/en/') ? '/en/404.html' : '/404.html') ?? null);
      const served = file ?? notFound;
      if (!served) return privateAnswer(reply, 404).type('text/html; charset=utf-8').send(GONE);
      const body = await fs.promises.readFile(served);
      const type = contentTypeOf(served);
      privateAnswer(reply, file ? 200 : 404).type(type);
      if (type.startsWith('text/html')) reply.header('content-security-policy', pageCsp(body.toString('utf8')));
      if (request.method === 'HEAD') return reply.header('content-length', body.length).send();
      return reply.send(body);
    },
  });
});
