// The public site: Astro pre-renders every TR (/) and EN (/en/) page from the content database.
// The build runs in a child process (server/publish/build-site.ts, or the warm worker of server/publish/worker-builder.ts) with DATA_DIR, SITE_OUT_DIR and SITE_URL set.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

const outDir = path.resolve(process.cwd(), process.env.SITE_OUT_DIR || 'dist/preview');
const site = process.env.SITE_URL || 'http://localhost:4321';

/**
 * Old slugs' redirect pages are real files but must not be listed in the sitemap. The build writes their
 * paths to redirects.json (site/pages/redirects.json.ts) before the sitemap is made, so read them there,
 * once per build (a warm build worker runs several builds in one process).
 */
let built = { dir: '', redirectPaths: null };
function isRedirectUrl(url) {
  if (!built.redirectPaths) {
    try {
      const map = JSON.parse(fs.readFileSync(path.join(built.dir, 'redirects.json'), 'utf8'));
      built.redirectPaths = new Set(Object.keys(map).map((p) => p.replace(/\/$/, '')));
    } catch {
      built.redirectPaths = new Set();
    }
  }
  return built.redirectPaths.has(new URL(url).pathname.replace(/\/$/, ''));
}

/**
 * The sitemap's language alternates (hreflang), paired by path in one pass over the URLs of the build.
 * @astrojs/sitemap's own i18n option compares every URL with every other one: 0.57 s at 5,000 pages
 * and 2.1 s at 10,000, on every publish. Its `filter` sees each URL of the sitemap first, so the set
 * of URLs is known when `serialize` adds each URL's alternates (both languages present, as the
 * integration does; same order as it gives them).
 */
const LOCALES = ['tr', 'en'];
let sitemapUrls = new Set();
function sitemapPath(url) {
  const p = new URL(url).pathname;
  return p === '/en' || p.startsWith('/en/') ? p.slice(3) || '/' : p;
}
function alternates(url) {
  const p = sitemapPath(url);
  const links = LOCALES.map((lang) => ({ url: new URL(lang === 'tr' ? p : `/en${p}`, url).href, lang })).filter((l) => sitemapUrls.has(l.url));
  links.sort((a, b) => a.url.localeCompare(b.url, 'en', { numeric: true }));
  return links.length > 1 ? links : undefined;
}

/**
 * An incremental publish (server/publish/incremental.ts) keeps unchanged detail pages from the live
 * release instead of rendering them: the sitemap still lists them.
 */
function keptPages() {
  const file = process.env.SITE_RENDER_PLAN;
  if (!file) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')).keptPaths.map((p) => new URL(p, site).href);
}

/**
 * Final touches on the output: search engines look for /sitemap.xml (the sitemap integration writes
 * sitemap-index.xml and sitemap-N.xml), and servers look for a language's 404 page at en/404.html
 * (Astro writes /404 as 404.html but /en/404 as en/404/index.html).
 */
function finishOutput() {
  return {
    name: 'finish-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        built = { dir: fileURLToPath(config.outDir), redirectPaths: null };
        sitemapUrls = new Set();
      },
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const chunk = path.join(root, 'sitemap-0.xml');
        const only = fs.existsSync(chunk) && !fs.existsSync(path.join(root, 'sitemap-1.xml'));
        const source = only ? chunk : path.join(root, 'sitemap-index.xml');
        if (fs.existsSync(source)) fs.copyFileSync(source, path.join(root, 'sitemap.xml'));
        const en404 = path.join(root, 'en', '404', 'index.html');
        if (fs.existsSync(en404)) {
          fs.renameSync(en404, path.join(root, 'en', '404.html'));
          fs.rmSync(path.dirname(en404), { recursive: true, force: true });
        }
      },
    },
  };
}

/** client:afterpaint (site/directives/after-paint.ts): the islands hydrate once the first screen is shown. */
function islandDirectives() {
  return {
    name: 'island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'afterpaint', entrypoint: fileURLToPath(new URL('./site/directives/after-paint.ts', import.meta.url)) });
      },
    },
  };
}

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir,
  site,
  trailingSlash: 'ignore',
  // Two pages in flight overlap one page's file writes with the next one's rendering (measured: ~10-25% faster).
  // Styles are inlined in every page (about 4 KB compressed): no render-blocking stylesheet request.
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 2 },
  i18n: {
    defaultLocale: 'tr',
    locales: ['tr', 'en'],
    routing: { prefixDefaultLocale: false },
  },
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [
    islandDirectives(),
    react(),
    sitemap({
      // no 404 page of either language, no old slug's redirect page
      filter: (url) => {
        if (isRedirectUrl(url) || /^\/(en\/)?404\/?$/.test(new URL(url).pathname)) return false;
        sitemapUrls.add(url);
        return true;
      },
      serialize: (item) => ({ ...item, links: alternates(item.url) }),
      customPages: keptPages(),
    }),
    finishOutput(),
  ],
  vite: {
    // better-sqlite3 is native: load it from node_modules at build time instead of bundling it.
    ssr: { external: ['better-sqlite3'] },
    // Fonts stay files (cached across pages, preloaded where needed), even the tiny Turkish ones that
    // Vite would otherwise inline as data: URLs into every page.
    build: { assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined) },
  },
});
