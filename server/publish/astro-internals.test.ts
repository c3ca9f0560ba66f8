// The private parts of Astro, all behind astro-internals.ts (the kept renderer's, the config's renderer
// hand-over, the worker's environment), each named, against a real build run in this process the way a
// build worker runs it (astro-build.ts): after an Astro upgrade that changes one, this says which,
// instead of every publish quietly falling back to a whole build.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishOutput } from '../../site/build/finish-output.ts';
import { emptyDataDir } from '../../site/test/fixture.ts';
import { tempDir } from '../test/real-server.ts';
import { buildKeepingRenderer, type KeepingBuild } from './astro-build.ts';
import { projectBuildLock, withBuildLock } from './build-lock.ts';
import { PROJECT_ROOT } from './build-site.ts';
import { filesUnder } from './incremental.ts';
import { BUILD_ENV, RENDER_PATH_MODULE, setBuildEnv } from './astro-internals.ts';
import type { RenderedShard } from './kept-renderer.ts';

const SITE_URL = 'https://insaat.example.com';

describe("Astro's private parts the kept renderer uses", () => {
  let data: Awaited<ReturnType<typeof emptyDataDir>>;
  let wholeDir: string;
  let keptDir: string;
  let built: KeepingBuild;
  let rendered: RenderedShard;
  const saved = Object.fromEntries(BUILD_ENV.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    data = await emptyDataDir();
    wholeDir = tempDir('cms-astro-whole-');
    keptDir = tempDir('cms-astro-kept-');
    // the worker's environment (astro-worker.ts), restored afterwards
    setBuildEnv({ dataDir: data.dataDir, outDir: wholeDir, siteUrl: SITE_URL, extra: { NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' } });
    built = await withBuildLock(projectBuildLock(PROJECT_ROOT), () => buildKeepingRenderer(PROJECT_ROOT, 'guard'));
    if (built.kept) {
      rendered = await built.kept.render(keptDir);
      finishOutput(keptDir, { site: rendered.site, pageNames: rendered.pageNames, keptPaths: [] });
    }
  }, 120_000);
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await data?.close();
    for (const dir of [wholeDir, keptDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renderPath, exported by astro/dist/core/build/generate.js', async () => {
    const generate = new URL(RENDER_PATH_MODULE, import.meta.resolve('astro'));
    expect(fs.existsSync(generate), `the module of renderPath: astro/dist/core/build/${path.basename(generate.pathname)}`).toBe(true);
    const mod = (await import(generate.href)) as { renderPath?: unknown };
    expect(typeof mod.renderPath, 'renderPath exported by astro/dist/core/build/generate.js').toBe('function');
  });

  it('the prerenderer handed to setPrerenderer: getStaticPaths(), .app, .app.getOptions(), .app.routeCache, .app.manifest.routes', () => {
    expect(built.keepError, 'keeping the renderer (KeptRenderer.keep)').toBeUndefined();
    const renderer = built.renderer as unknown as Record<string, unknown> | null;
    expect(renderer, "the prerenderer given to astro.config.mjs's setPrerenderer").toBeTypeOf('object');
    expect(renderer!.getStaticPaths, 'prerenderer.getStaticPaths()').toBeTypeOf('function');
    const app = renderer!.app as Record<string, unknown> | undefined;
    expect(app, 'prerenderer.app (set by the default prerenderer setup())').toBeTypeOf('object');
    expect(app!.getOptions, 'prerenderer.app.getOptions()').toBeTypeOf('function');
    const options = (app!.getOptions as () => { settings?: { config?: Record<string, unknown> }; logger?: unknown })();
    const config = options.settings?.config;
    expect(config?.outDir, 'app.getOptions().settings.config.outDir (a URL)').toBeInstanceOf(URL);
    expect(config?.trailingSlash, 'app.getOptions().settings.config.trailingSlash').toBe('ignore');
    const buildConfig = config?.build as { format?: unknown; concurrency?: unknown } | undefined;
    expect(buildConfig?.format, 'app.getOptions().settings.config.build.format').toBe('directory');
    expect(buildConfig?.concurrency, 'app.getOptions().settings.config.build.concurrency (astro.config.mjs says 2)').toBe(2);
    expect(options.logger, 'app.getOptions().logger').toBeTypeOf('object');
    const routeCache = app!.routeCache as { clearAll?: unknown } | undefined;
    expect(routeCache?.clearAll, 'prerenderer.app.routeCache.clearAll()').toBeTypeOf('function');
    const routes = (app!.manifest as { routes?: Array<{ routeData?: { type?: unknown } }> } | undefined)?.routes;
    expect(Array.isArray(routes), 'prerenderer.app.manifest.routes (an array)').toBe(true);
    expect(
      routes!.every((r) => typeof r.routeData?.type === 'string'),
      'prerenderer.app.manifest.routes[].routeData.type',
    ).toBe(true);
  });

  it("the page-naming rule: the kept renderer names the pages as Astro's addPageName did for the whole build", () => {
    expect(rendered, 'a render with the kept renderer').toBeDefined();
    for (const name of ['', 'en/', 'en/about-us/', '404/']) {
      expect(built.pageNames, `Astro's page name "${name}" (astro:build:done pages)`).toContain(name);
    }
    expect([...rendered.pageNames].sort(), 'the page-naming rule (kept-renderer.ts against Astro addPageName)').toEqual([...built.pageNames].sort());
  });

  it("renderPath's file naming: the kept renderer writes the files the whole build wrote, with the same bytes", () => {
    expect(filesUnder(keptDir).sort(), 'renderPath outFile naming: the files of a kept render and of a whole build').toEqual(filesUnder(wholeDir).sort());
    for (const file of ['index.html', 'en/index.html', 'en/about-us/index.html', '404.html', 'en/404.html']) {
      const kept = path.join(keptDir, file);
      expect(fs.existsSync(kept), `renderPath's outFile for ${file}`).toBe(true);
      expect(fs.readFileSync(kept).equals(fs.readFileSync(path.join(wholeDir, file))), `the bytes of ${file}`).toBe(true);
    }
  });
});
