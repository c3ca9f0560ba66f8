// One whole Astro build in this process that keeps its renderer for the next publishes
// (kept-renderer.ts): what a build worker runs (astro-worker.ts), and what astro-internals.test.ts
// runs to check Astro's private parts against the real thing.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'astro';
import { listenToBuild, type AstroRenderer } from './astro-internals.ts';
import { KeptRenderer } from './kept-renderer.ts';

export interface KeepingBuild {
  /** Astro's names of the pages it rendered (its addPageName: 'about-us/', '' for the home page) */
  pageNames: string[];
  /** the renderer kept under the key; null without a key or when it could not be kept */
  kept: KeptRenderer | null;
  /** the renderer Astro handed over (astro.config.mjs shareRenderer), kept or not */
  renderer: AstroRenderer | null;
  /** why no renderer was kept although a key asked for one (the build itself went on) */
  keepError?: string;
}

/**
 * A whole Astro build of `root` (Vite bundles the site, then every page is rendered) with the
 * variables set in process.env; keeps its renderer under `key`. A renderer that cannot be kept (Astro's
 * internals changed) does not fail the build: keepError says why, and the publishes after it are whole
 * builds until it can.
 */
export async function buildKeepingRenderer(root: string, key: string | null): Promise<KeepingBuild> {
  const out: KeepingBuild = { pageNames: [], kept: null, renderer: null };
  listenToBuild({
    keep: key
      ? async (renderer) => {
          out.renderer = renderer;
          try {
            out.kept = await KeptRenderer.keep(key, renderer);
          } catch (err) {
            out.keepError = `the build's renderer could not be kept: ${(err as Error)?.message ?? String(err)}`;
          }
        }
      : undefined,
    built: (pageNames) => (out.pageNames = pageNames),
  });
  // Astro bundles the pages into <outDir>/.prerender/ when outDir lies inside the working folder, and
  // otherwise (DIST_DIR elsewhere: /var/www, a temporary folder) into <cwd>/.astro/: the same file URL
  // on every build, so Node's import cache handed a worker the FIRST build's bundle again, with its
  // cached getStaticPaths props: project/<slug> and news/<slug> kept old content (a detail added later
  // never appeared). Each build therefore works from a folder of its own inside the project (the
  // bundle's packages still resolve from the project's node_modules).
  const workDir = path.join(root, 'node_modules', '.astro-worker', `${process.pid}-${Date.now()}`);
  const cwd = process.cwd();
  fs.mkdirSync(workDir, { recursive: true });
  process.chdir(workDir);
  try {
    await build({ root });
    return out;
  } finally {
    listenToBuild(null);
    process.chdir(cwd);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
