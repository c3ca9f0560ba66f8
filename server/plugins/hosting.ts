// What is not API: the live release of the public site at /, the admin SPA at /admin, uploads at /uploads.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publishing } from '../lib/background-work.ts';
import { siteFileHeaders, sitePageHeaders, UPLOADS_CSP } from '../lib/csp.ts';
import type { ReleaseListing } from '../lib/release-listing.ts';
import { contentTypeOf, StaticFiles } from '../lib/static-files.ts';
import { isApiPath } from './errors.ts';
import preview from './preview.ts';
import type { SiteFastPath } from './site-fast-path.ts';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteHost;
    /** the release's files answered ahead of routing; null when the app was built without it */
    siteFastPath: SiteFastPath | null;
  }
}

/** The release being served; swapped whole when a new one goes live. */
export class SiteHost {
  readonly currentLink: string;
  files: StaticFiles | null = null;
  /** old slug paths → new paths, read from the release's redirects.json */
  redirects = new Map<string, string>();

  /** answers true while a site build is asked for or runs: compressing the live release then waits */
  readonly busy?: () => boolean;

  constructor(distDir: string, busy?: () => boolean) {
    this.currentLink = path.join(distDir, 'current');
    this.busy = busy;
  }

  /**
   * Loads dist/current into memory; keeps the previous map when the folder cannot be read. `listing`:
   * the release as a publish's check just listed it (lib/release-listing.ts), used when it is dist/current.
   */
  reload(listing?: ReleaseListing): boolean {
    if (!fs.existsSync(this.currentLink)) return false;
    // unchanged files keep the compressed forms of the release being replaced
    // each page allows the inline scripts it was built with, by hash, and opens in its opener's group (lib/csp.ts)
    // and the site search's files let its worker run WebAssembly (lib/csp.ts)
    const files = new StaticFiles(this.currentLink, {
      previous: this.files ?? undefined,
      busy: this.busy,
      pageHeaders: sitePageHeaders,
      fileHeaders: siteFileHeaders,
      listing,
    });
    const redirectsFile = path.join(files.root, 'redirects.json');
    const redirects = new Map<string, string>();
    if (fs.existsSync(redirectsFile)) {
      for (const [from, to] of Object.entries(JSON.parse(fs.readFileSync(redirectsFile, 'utf8')) as Record<string, string>)) {
        redirects.set(from, to);
      }
    }
    this.files?.dispose();
    this.files = files;
    this.redirects = redirects;
    return true;
  }
}

const PLACEHOLDER = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="3"><title>Hazırlanıyor · Preparing</title></head><body style="font-family:system-ui;padding:3rem;text-align:center"><h1>Site hazırlanıyor…</h1><p>The site is being published. This page refreshes by itself.</p></body></html>`;
const NO_ADMIN = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admin | Login</title></head><body style="font-family:system-ui;padding:3rem"><h1>Admin</h1><p>The admin app is not built. Run <code>npm run build:admin</code>.</p></body></html>`;

/** the site search's files named by their content (Pagefind's index, fragments, filters and language metadata) */
const PAGEFIND_HASHED = /^\/pagefind\/((index|fragment|filter)\/[^/]+|pagefind\.[^/]+\.pf_meta)$/;

/**
 * Pages are checked on every visit (a publish changes them); the build's own files under /_astro/ have
 * their content hash in the name, so they are cached for good; other files (robots.txt, images in
 * site/public) for an hour.
 */
export function siteCache(urlPath: string, type: string): string {
  if (type.startsWith('text/html')) return 'no-cache';
  // the site search's entry file names the index of the latest publish (server/publish/search-index.ts);
  // the index's own files are named by their content
  if (urlPath === '/pagefind/pagefind-entry.json') return 'no-cache';
  if (urlPath.startsWith('/_astro/') || PAGEFIND_HASHED.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export default fp(async function hosting(
  app: FastifyInstance,
  opts: { distDir: string; adminDir?: string; uploadsDir: string; /** answers the release's files ahead of routing once listening */ fastPath?: SiteFastPath },
) {
  // a publish asked for (its debounce too: publishing.busy) or running holds compression back
  const site = new SiteHost(opts.distDir, () => publishing.busy || (app.hasDecorator('publisher') && app.publisher.status().state === 'building'));
  site.reload();
  app.decorate('site', site);
  const fastPath = opts.fastPath;
  app.decorate('siteFastPath', fastPath ?? null);
  if (fastPath) app.addHook('onListen', () => fastPath.enable(app, site));
  // private previews of unpublished content at /preview/<token>/ (never the live release)
  await app.register(preview, { distDir: opts.distDir });

  const adminDir = opts.adminDir ?? path.join(opts.distDir, 'admin');
  const admin = fs.existsSync(path.join(adminDir, 'index.html')) ? new StaticFiles(adminDir) : null;

  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Upload names are made by the server and never reused, so they can be cached for good.
    immutable: true,
    maxAge: '365d',
    schemaHide: true,
    // an uploaded SVG opened directly runs no script and gets an origin of its own (lib/csp.ts)
    setHeaders: (reply: FastifyReply) => void reply.header('content-security-policy', UPLOADS_CSP),
  });

  function serveAdmin(request: FastifyRequest, reply: FastifyReply, url: string) {
    if (!admin) return reply.code(200).type('text/html; charset=utf-8').send(NO_ADMIN);
    const rel = url.replace(/^\/admin/, '') || '/';
    const asset = rel !== '/' ? admin.find(rel) : undefined;
    if (asset) return admin.send(request, reply, asset, rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    // Client-side routes (/admin/pages, /admin/project-detail/3...) all get the SPA shell.
    return admin.send(request, reply, admin.find('/index.html')!, 'no-cache');
  }

  /** A build asset only a preview holds (Previews.assetFile): sent when there is one. */
  function servePreviewAsset(reply: FastifyReply, pathOnly: string): boolean {
    const file = app.previews.assetFile(pathOnly);
    if (file) reply.type(contentTypeOf(file)).header('cache-control', 'no-store').send(fs.createReadStream(file));
    return file !== null;
  }

  /**
   * A redirect set in the admin (plugins/site-redirects.ts), asked only for a path the release has no
   * file for: a page wins. The visit's query goes along unless the target has its own.
   */
  function serveRedirect(reply: FastifyReply, url: string, pathOnly: string): boolean {
    const redirect = app.hasDecorator('siteRedirects') ? app.siteRedirects.match(pathOnly) : undefined;
    if (!redirect) return false;
    app.siteRedirects.hit(redirect.id);
    const query = url.includes('?') && !redirect.to.includes('?') ? url.slice(url.indexOf('?')) : '';
    const hash = redirect.to.indexOf('#');
    const location = hash < 0 ? redirect.to + query : redirect.to.slice(0, hash) + query + redirect.to.slice(hash);
    reply.header('cache-control', 'no-cache').redirect(location, redirect.code);
    return true;
  }

  function serveSite(request: FastifyRequest, reply: FastifyReply, url: string) {
    const files = site.files;
    const pathOnly = url.split('?')[0];
    if (!files) {
      if (servePreviewAsset(reply, pathOnly)) return reply;
      if (serveRedirect(reply, url, pathOnly)) return reply;
      return reply.code(503).header('retry-after', '3').type('text/html; charset=utf-8').send(PLACEHOLDER);
    }
    const target = site.redirects.get(pathOnly.replace(/\/$/, '')) ?? site.redirects.get(pathOnly);
    if (target) return reply.redirect(target + (url.includes('?') ? url.slice(url.indexOf('?')) : ''), 301);
    const entry = files.find(pathOnly);
    if (entry) return files.send(request, reply, entry, siteCache(pathOnly, entry.type));
    if (servePreviewAsset(reply, pathOnly)) return reply;
    if (serveRedirect(reply, url, pathOnly)) return reply;
    const notFound = files.find(pathOnly.startsWith('/en/') || pathOnly === '/en' ? '/en/404.html' : '/404.html') ?? files.find('/404.html');
    if (notFound) return files.send(request, reply, notFound, 'no-cache', 404);
    return reply.code(404).type('text/plain').send('Not found');
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    config: { auth: 'public' },
    handler: (request, reply) => {
      const url = request.url;
      if (isApiPath(url)) return reply.code(404).send({ success: false, message: 'Route not found' });
      if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) return serveAdmin(request, reply, url.split('?')[0]);
      return serveSite(request, reply, url);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: 'Route not found' });
  });
});
