// A long-lived build process (started by worker-builder.ts): Astro is loaded once, then each job is
// one `build()` in this process. A cold `astro build` spends a second or more starting Node and
// loading Astro before it renders anything; a warm worker skips that on every publish.
// The site reads DATA_DIR / SITE_OUT_DIR / SITE_URL when the config loads, which `build()` does anew
// for each job, so setting them per job is enough (and the site keeps no cache across builds).
// While the site's code stays the same, a job after the first is rendered by the renderer the last
// build loaded, without bundling again (kept-renderer.ts), alone or as one shard of a publish.
import fs from 'node:fs';
import path from 'node:path';
import { buildKeepingRenderer } from './astro-build.ts';
import { setBuildEnv } from './astro-internals.ts';
import { pidAlive } from './build-lock.ts';
import { placeKept, shareOf } from './incremental.ts';
import { KEPT_RENDER_FAULT, type KeptRenderer, type RenderedShard, type Shard } from './kept-renderer.ts';
import type { KeptFiles } from './types.ts';

export interface WorkerJob {
  id: number;
  root: string;
  dataDir: string;
  outDir: string;
  siteUrl?: string;
  /** variables of this build only (SITE_RENDER_PLAN, SITE_DATA_FILE: BuildRequest.env) */
  env: Record<string, string>;
  /**
   * what the output is made from besides the content (the code, the address, the data folder): a whole
   * Astro build keeps its renderer under this key; null keeps nothing (every build is a whole one)
   */
  key: string | null;
  /** render with the kept renderer (which must have `key`): all pages, or one shard of them */
  shard?: Shard;
  /** files of the live release to hard-link into the output (a shard links its share of them) */
  keep?: KeptFiles;
  /** only link `keep` into the output, nothing rendered: a folder made ahead of the next publish */
  place?: true;
  /** TESTS ONLY (WorkerBuilderOptions.testFaults): the render with the kept renderer throws */
  fault?: 'kept-render';
}

export type WorkerMessage =
  | { ready: true }
  | {
      id: number;
      ok: boolean;
      error?: string;
      rss: number;
      /** the most memory this process has held (bytes) */ peakRss: number;
      /** CPU time of this build */ cpuMs: number;
      /** the key of the renderer this worker keeps after the job */ kept: string | null;
      /** pages the job rendered */ pages: number;
      /** it linked its part of the job's `keep` */ keptPlaced: boolean;
      /** a render with the kept renderer: what it rendered (the builder finishes the output) */ rendered?: RenderedShard;
      /** a whole build whose renderer was asked for but could not be kept: why */ keepError?: string;
    };

const send = (m: WorkerMessage) => process.send?.(m);
/** the renderer of the last whole build */
let kept: KeptRenderer | null = null;

process.on('message', async (job: WorkerJob) => {
  const root = path.resolve(job.root);
  // a job that only links files leaves the build's variables alone: a preview may be rendering meanwhile
  if (!job.place) setBuildEnv({ dataDir: job.dataDir, outDir: job.outDir, siteUrl: job.siteUrl, extra: job.env });
  const cpu0 = process.cpuUsage();
  const report = (ok: boolean, o: { error?: string; rendered?: RenderedShard; pages?: number; keptPlaced?: boolean; keepError?: string } = {}) => {
    const used = process.cpuUsage(cpu0);
    const peakRss = process.resourceUsage().maxRSS * 1024;
    send({
      id: job.id,
      ok,
      pages: 0,
      keptPlaced: false,
      ...o,
      rss: process.memoryUsage().rss,
      peakRss,
      cpuMs: (used.user + used.system) / 1000,
      kept: kept?.key ?? null,
    });
  };
  const outDir = path.resolve(job.outDir);
  try {
    if (job.place) {
      if (job.keep) placeKept(job.keep.from, outDir, job.keep.files);
      report(true, { keptPlaced: true });
    } else if (job.shard) {
      const { index, count } = job.shard;
      if (!kept || kept.key !== job.key) throw new Error('this worker keeps no renderer of the present code');
      if (job.fault === 'kept-render') throw new Error(KEPT_RENDER_FAULT);
      // the kept pages are linked here, each shard its share, while the other shard renders; a share is
      // a run of the list (pages in path order), so the two shards mostly make folders under different
      // parents: every mkdir locks its parent folder, and interleaved shares took each other's turn
      // (5,068 links: 350-1,063 ms contiguous, 483-1,545 ms interleaved, in alternating trials)
      if (job.keep && !job.keep.prepared) placeKept(job.keep.from, outDir, shareOf(job.keep.files, index, count));
      const rendered = await kept.render(outDir, job.shard, { replace: !!job.keep?.prepared });
      report(true, { rendered, pages: rendered.pageNames.length, keptPlaced: !!job.keep });
    } else {
      kept = null;
      // a folder made ahead holds links of the live release's pages: gone before Astro writes a page
      // (Astro empties the output folder too, unless its config says otherwise)
      if (job.keep?.prepared) emptyFolder(outDir);
      const built = await buildKeepingRenderer(root, job.key);
      kept = built.kept;
      if (built.keepError) console.error(built.keepError);
      // after the build: Astro empties the output folder when it starts
      if (job.keep) placeKept(job.keep.from, outDir, job.keep.files);
      report(true, { pages: built.pageNames.length, keptPlaced: !!job.keep, keepError: built.keepError });
    }
  } catch (err) {
    if (!job.place) kept = null;
    console.error((err as Error)?.stack ?? String(err));
    report(false, { error: (err as Error)?.message ?? String(err) });
  }
});

function emptyFolder(dir: string): void {
  for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

/**
 * The folders of builds whose process is gone (a worker killed while it built: a stop, a crash, a
 * restart): `<worker pid>-<time>` and the background builds' `warm-<server pid>-...`. Folders of live
 * processes (another server, a test beside this one) stay.
 */
function removeLeftFolders(root: string): void {
  const dir = path.join(root, 'node_modules', '.astro-worker');
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^(?:warm-)?(\d+)-/.exec(name)?.[1]);
    if (pid && !pidAlive(pid)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

// The parent going away (crash, kill) must not leave a build running on its own.
process.on('disconnect', () => process.exit(0));
removeLeftFolders(process.cwd()); // the worker starts in the project folder (worker-builder.ts)
send({ ready: true });
