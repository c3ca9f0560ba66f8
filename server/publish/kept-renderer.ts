// Renders a publish with the renderer of the build worker's last Astro build, without bundling again.
//
// An Astro build spends most of a small publish bundling the site with Vite (about a second), though the
// code has not changed since the last build: only the content has, and the site reads that at render
// time (SITE_DATA_FILE, SITE_RENDER_PLAN). So the worker (astro-worker.ts) keeps the renderer Astro
// loaded (astro.config.mjs hands it over: shareRenderer), with the files the build wrote before any
// page (the client scripts and styles in _astro/, the public folder). While the code stays the same
// (`key`), the next publish asks that renderer for the paths and pages, writes them as Astro's own
// generator does (its exported renderPath names each file) and copies the kept files; the builder then
// finishes the output as a build does (site/build/finish-output.ts): the same bytes as a full build
// (incremental.test.ts). Two workers can share one publish, each rendering a shard of the pages.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  astroRenderPath,
  buildOptions,
  forgetLastRender,
  outDirOf,
  pageNameOf,
  type AstroBuildOptions,
  type AstroRenderer,
  type RenderPath,
} from './astro-internals.ts';
import { filesUnder } from './incremental.ts';

/** The error of a kept render a test made fail (astro-worker.ts WorkerJob.fault). */
export const KEPT_RENDER_FAULT = 'kept render failed on purpose (a test fault)';

/** Which part of a publish's pages a worker renders. */
export interface Shard {
  index: number;
  count: number;
}

/** What a worker rendered: the names of its pages (for the sitemap), the files it wrote and the site's address. */
export interface RenderedShard {
  pageNames: string[];
  /** relative to the output folder */
  written: string[];
  site: string;
}

export class KeptRenderer {
  readonly key: string;
  readonly #renderer: AstroRenderer;
  readonly #renderPath: RenderPath;
  /** the files the build wrote before its pages (relative path -> bytes): small (about 0.5 MB) */
  readonly #files: Map<string, Buffer>;

  private constructor(key: string, renderer: AstroRenderer, renderPath: RenderPath, files: Map<string, Buffer>) {
    this.key = key;
    this.#renderer = renderer;
    this.#renderPath = renderPath;
    this.#files = files;
  }

  /** Called by the build as it starts rendering pages: what its output folder holds then is not a page. */
  static async keep(key: string, renderer: AstroRenderer): Promise<KeptRenderer> {
    const dir = outDirOf(renderer);
    const files = new Map(filesUnder(dir).map((rel) => [rel, fs.readFileSync(path.join(dir, rel))]));
    return new KeptRenderer(key, renderer, await astroRenderPath(), files);
  }

  /**
   * Renders the pages the site's getStaticPaths give now (the render plan and the content of this
   * publish) into `outDir`: all of them, or every `shard.count`-th from `shard.index` when several
   * workers share a publish. Shard 0 also writes the files the build wrote before its pages. The
   * output is finished (sitemap) once every shard is done: finishOutput with the page names of all.
   * `replace`: the folder may hold hard links of the live release's files (made ahead of the publish:
   * KeptFiles.prepared), so each file is written as a new one instead of through the link.
   */
  async render(outDir: string, shard: Shard = { index: 0, count: 1 }, o: { replace?: boolean } = {}): Promise<RenderedShard> {
    const options = buildOptions(this.#renderer);
    const { config } = options.settings;
    // the same options with this publish's output folder (renderPath names each file under config.outDir)
    const here: AstroBuildOptions = {
      ...options,
      settings: { ...options.settings, config: { ...config, outDir: pathToFileURL(path.resolve(outDir) + path.sep) } },
    };
    // each publish has new content: nothing cached by the last render
    forgetLastRender(this.#renderer);

    fs.mkdirSync(outDir, { recursive: true });
    const written: string[] = [];
    if (shard.index === 0) {
      for (const [rel, bytes] of this.#files) {
        fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
        if (o.replace) fs.rmSync(path.join(outDir, rel), { force: true });
        fs.writeFileSync(path.join(outDir, rel), bytes);
        written.push(rel);
      }
    }
    const seen = new Set<string>();
    const paths = (await this.#renderer.getStaticPaths())
      .filter(({ pathname }) => {
        const key = pathname.replace(/\/$/, '');
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .filter((_, i) => i % shard.count === shard.index);
    const pageNames: string[] = [];
    let next = 0;
    const renderNext = async (): Promise<void> => {
      while (next < paths.length) {
        const { pathname, route } = paths[next++];
        if (route.type === 'page') pageNames.push(pageNameOf(pathname));
        const result = await this.#renderPath({ prerenderer: this.#renderer, pathname, route, options: here, logger: options.logger, collectMetadata: false });
        if (!result) continue;
        await fs.promises.mkdir(result.outFolder, { recursive: true });
        if (o.replace) await fs.promises.rm(result.outFile, { force: true });
        await fs.promises.writeFile(result.outFile, result.body);
        written.push(path.relative(outDir, fileURLToPath(result.outFile)));
      }
    };
    // pages in flight at once: Astro's own build.concurrency (astro.config.mjs), as its generator does
    await Promise.all(Array.from({ length: Math.max(1, config.build.concurrency) }, renderNext));
    return { pageNames, written, site: config.site ?? '' };
  }
}
