// Astro's private parts, behind this one module (issue 35): what the kept renderer (kept-renderer.ts)
// takes from Astro's build objects, how astro.config.mjs hands a running build's renderer over
// (shareRenderer), and the environment a build worker sets for each build (astro-worker.ts). None of it
// is Astro's public API: astro-internals.test.ts names each symbol and checks it against a real build,
// so an Astro upgrade that changes one fails there by name instead of every publish quietly falling back
// to a whole build. Nothing else in the project reaches into Astro's objects.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A route as Astro's build manifest holds it (astro/dist/core/build: default-prerenderer.js, generate.js). */
export interface AstroRoute {
  type: string;
  distURL?: URL[];
}
/** What the prerenderer's app.getOptions() answers: the build's settings and logger. */
export interface AstroBuildOptions {
  settings: { config: { outDir: URL; site?: string; trailingSlash: string; build: { format: string; concurrency: number } } };
  logger: unknown;
}
/** The prerenderer Astro hands to setPrerenderer, once its setup() has run. */
export interface AstroRenderer {
  app: { manifest: { routes: Array<{ routeData: AstroRoute }> }; routeCache: { clearAll(): void }; getOptions(): AstroBuildOptions };
  getStaticPaths(): Promise<Array<{ pathname: string; route: AstroRoute }>>;
}
export type RenderPath = (o: {
  prerenderer: AstroRenderer;
  pathname: string;
  route: AstroRoute;
  options: AstroBuildOptions;
  logger: unknown;
  collectMetadata: boolean;
}) => Promise<{ body: Buffer | string; outFile: URL; outFolder: URL } | null>;

// ---- the kept renderer's parts

/** Astro's generate.js, relative to its main module (not in its package exports): the module the build itself uses. */
export const RENDER_PATH_MODULE = './core/build/generate.js';

/** Astro's renderPath (generate.js): renders one page and names its file as the build does. */
export async function astroRenderPath(): Promise<RenderPath> {
  const generate = new URL(RENDER_PATH_MODULE, import.meta.resolve('astro'));
  return ((await import(generate.href)) as { renderPath: RenderPath }).renderPath;
}

/** The build's options (prerenderer.app.getOptions()). */
export const buildOptions = (renderer: AstroRenderer): AstroBuildOptions => renderer.app.getOptions();

/** The build's output folder (app.getOptions().settings.config.outDir). */
export const outDirOf = (renderer: AstroRenderer): string => fileURLToPath(buildOptions(renderer).settings.config.outDir);

/**
 * Forgets what the last render learnt: getStaticPaths answers are cached per route (routeCache) and
 * renderPath records each route's files in distURL, which would grow with every publish.
 */
export function forgetLastRender(renderer: AstroRenderer): void {
  renderer.app.routeCache.clearAll();
  for (const { routeData } of renderer.app.manifest.routes) routeData.distURL = undefined;
}

/** Astro's name of a page (its addPageName, trailingSlash 'ignore' with the 'directory' format): 'about-us/', '' for the home page. */
export const pageNameOf = (pathname: string): string => pathname.replace(/\/?$/, '/').replace(/^\//, '');

// ---- the config's renderer hand-over

/** astro.config.mjs (shareRenderer) hands the renderer of a running build, then its page names, to the listener under this symbol. */
const KEEP_RENDERER = Symbol.for('site.keep-renderer');
export interface RendererListener {
  keep?: (renderer: AstroRenderer) => Promise<void>;
  built: (pageNames: string[]) => void;
}
// a global symbol: Astro loads astro.config.mjs (and this module with it) through Vite, apart from Node's copy
const shared = globalThis as { [KEEP_RENDERER]?: RendererListener };

/** Listens to the next build of this process (astro-build.ts); `null` stops. */
export function listenToBuild(listener: RendererListener | null): void {
  if (listener) shared[KEEP_RENDERER] = listener;
  else delete shared[KEEP_RENDERER];
}

/** A minimal type of the integration hooks used: Astro's own types stay out of the server's code. */
interface Prerenderer {
  setup?(): Promise<void>;
  getStaticPaths(): Promise<unknown>;
  render(request: unknown, options: unknown): Promise<unknown>;
  teardown?(): Promise<void>;
}
interface ShareRendererHooks {
  'astro:build:start': (o: { setPrerenderer: (wrap: (renderer: Prerenderer) => Prerenderer & { name: string }) => void }) => void;
  'astro:build:done': (o: { pages: Array<{ pathname: string }> }) => void;
}

/**
 * The integration astro.config.mjs registers: when a worker listens, the build's prerenderer is wrapped
 * so the listener gets it once Astro has set it up, and the page names once the build is done (Astro's
 * own page naming, which the kept renderer follows). Outside a worker nothing listens.
 */
export function shareRenderer(): { name: string; hooks: ShareRendererHooks } {
  return {
    name: 'share-renderer',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        const keep = shared[KEEP_RENDERER]?.keep;
        if (typeof keep !== 'function') return;
        setPrerenderer((renderer) => ({
          name: 'share-renderer',
          async setup() {
            await renderer.setup?.();
            await keep(renderer as unknown as AstroRenderer);
          },
          getStaticPaths: () => renderer.getStaticPaths(),
          render: (request, options) => renderer.render(request, options),
          teardown: async () => renderer.teardown?.(),
        }));
      },
      'astro:build:done': ({ pages }) => shared[KEEP_RENDERER]?.built(pages.map((p) => p.pathname)),
    },
  };
}

// ---- the worker's environment

/** What astro.config.mjs and the site read from process.env at build time, set by the worker for each build. */
export const BUILD_ENV = ['DATA_DIR', 'SITE_OUT_DIR', 'SITE_URL', 'NODE_ENV', 'ASTRO_TELEMETRY_DISABLED'] as const;

export interface BuildEnv {
  dataDir: string;
  outDir: string;
  siteUrl?: string;
  /** variables of this build only (SITE_RENDER_PLAN, SITE_DATA_FILE): unset before the next */
  extra: Record<string, string>;
}

/** the extra variables the last build set */
let lastExtra: string[] = [];

/** Sets process.env for the next build in this process (Astro reads its config and the site their variables there). */
export function setBuildEnv(env: BuildEnv): void {
  process.env.DATA_DIR = path.resolve(env.dataDir);
  process.env.SITE_OUT_DIR = path.resolve(env.outDir);
  if (env.siteUrl) process.env.SITE_URL = env.siteUrl;
  else delete process.env.SITE_URL;
  for (const name of lastExtra) delete process.env[name];
  Object.assign(process.env, env.extra);
  lastExtra = Object.keys(env.extra);
}
