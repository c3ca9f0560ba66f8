// The public site: Astro pre-renders every TR (/) and EN (/en/) page from the content database.
// The build runs in a child process (server/publish/build-site.ts, or the warm worker of server/publish/worker-builder.ts) with DATA_DIR, SITE_OUT_DIR and SITE_URL set.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { finishOutput } from './site/build/finish-output.ts';
import { renderPlan } from './content-db/render-plan.ts';
// a warm build worker keeps the renderer of a build for the next publishes: Astro's private parts, and
// this hand-over of the renderer, live in server/publish/astro-internals.ts
import { shareRenderer } from './server/publish/astro-internals.ts';

const outDir = path.resolve(process.cwd(), process.env.SITE_OUT_DIR || 'dist/preview');
const site = process.env.SITE_URL || 'http://localhost:4321';

/**
 * The sitemap, /sitemap.xml and the English 404 page (site/build/finish-output.ts). The sitemap lists
 * the pages this build rendered and the detail pages an incremental publish kept from the live release
 * (SITE_RENDER_PLAN, content-db/render-plan.ts).
 */
function finishOutputFiles() {
  return {
    name: 'finish-output',
    hooks: {
      'astro:build:done': ({ dir, pages }) => {
        finishOutput(fileURLToPath(dir), { site, pageNames: pages.map((p) => p.pathname), keptPaths: renderPlan()?.keptPaths ?? [] });
      },
    },
  };
}

/**
 * client:afterpaint (site/directives/after-paint.ts): the two islands (the language switcher, the WhatsApp
 * button) hydrate once the first screen is shown and the page has loaded, so the first paint pays nothing.
 */
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
  integrations: [islandDirectives(), react(), finishOutputFiles(), shareRenderer()],
  vite: {
    // better-sqlite3 is native: load it from node_modules at build time instead of bundling it.
    ssr: { external: ['better-sqlite3'] },
    // Fonts stay files (cached across pages, preloaded where needed), even the tiny Turkish ones that
    // Vite would otherwise inline as data: URLs into every page.
    build: { assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined) },
  },
});
