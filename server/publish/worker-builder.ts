// Builds the site in warm Astro worker processes (astro-worker.ts), one publish at a time, under the same
// cross-process locks as build-site.ts (build-lock.ts).
//
// The first build (and any after the site's code changed) is a whole Astro build in one worker, which
// keeps its renderer. Later builds are rendered with the kept renderer, without bundling (kept-renderer.ts);
// on a big site a second worker builds once in the background to keep a renderer too, and from then on
// the two share each publish (one shard of the pages each: both cores render). The builder then finishes
// the output (sitemap) as an Astro build does. Stopping a build kills its workers: the next build starts
// fresh ones. This file chooses how each publish is built and falls back when a kept render fails; the
// processes are worker-pool.ts's, the background warm-up renderer-warmup.ts's, and the joining of the
// shards' output shard-output.ts's.
import os from 'node:os';
import path from 'node:path';
import { projectBuildLock, withBuildLock } from './build-lock.ts';
import { PROJECT_ROOT } from './build-site.ts';
import { codeFingerprint } from './release-source.ts';
import { warmRenderers } from './renderer-warmup.ts';
import { finishShards } from './shard-output.ts';
import { shareOf } from './incremental.ts';
import type { BuildRequest, BuildResult, SiteBuilder } from './types.ts';
import { WorkerPool, type PooledWorker } from './worker-pool.ts';

/** below this many pages a second renderer does not pay for its own build (a whole one: about 1.5 s of CPU) */
const SHARD_FROM_PAGES = 500;

export interface WorkerBuilderOptions {
  dataDir: string;
  siteUrl?: string;
  /** the project folder to build (config.rootDir); default PROJECT_ROOT */
  root?: string;
  /** the publish lock of the DIST_DIR the releases go to (config.buildLockFile) */
  lockFile?: string;
  /**
   * workers that keep the renderer of their last build and render the next builds with it while the
   * site's code is the same, sharing each publish on a big site (kept-renderer.ts; default 2, or 1 on a
   * one-core machine); 0: every build is a whole Astro build in one worker (BUILD_RENDERERS=0, and the
   * reference the tests compare with)
   */
  renderers?: number;
  /** the pages a site needs before a second worker renders (default 500) */
  shardFromPages?: number;
  /**
   * TESTS ONLY: faults the workers make on purpose while a field is true (the test owns the object and
   * may flip it between publishes). keptRender: every render with a kept renderer throws, so the
   * fallback to a whole build runs.
   */
  testFaults?: { keptRender?: boolean };
}

/** The error line of a failed job's log (its last line), not the whole tail. */
function lastLine(log: string): string {
  return log.trim().split('\n').at(-1) ?? '';
}

export class WorkerBuilder implements SiteBuilder {
  readonly #opts: WorkerBuilderOptions;
  readonly #pool: WorkerPool;
  #lastCpuMs = 0;
  #lastShards = 0;
  /** the background builds of the other workers' renderers */
  #warming = new Set<Promise<unknown>>();

  constructor(opts: WorkerBuilderOptions) {
    this.#opts = opts;
    this.#pool = new WorkerPool({
      root: opts.root ?? PROJECT_ROOT,
      dataDir: opts.dataDir,
      siteUrl: opts.siteUrl,
      slots: opts.renderers ?? Math.min(2, os.availableParallelism()),
    });
  }

  get #root(): string {
    return this.#opts.root ?? PROJECT_ROOT;
  }

  warm(): void {
    if (this.#pool.closed || this.#pool.slots[0]) return;
    this.#pool.spawn(0);
    this.#pool.retireWhenIdle();
  }

  /**
   * What the output is made from besides the content: the code as it is now (an edit of the site's
   * code while the server runs counts), the address, the data folder (uploads). null: nothing is kept.
   */
  #key(): string | null {
    return this.#opts.renderers === 0 ? null : `${codeFingerprint(this.#root)} ${this.#opts.siteUrl ?? ''} ${path.resolve(this.#opts.dataDir)}`;
  }

  build(o: BuildRequest): Promise<BuildResult> {
    let started = false;
    const key = this.#key();
    // a whole Astro build also takes the project lock (build-lock.ts)
    const buildWhole = () => withBuildLock(projectBuildLock(this.#root), () => this.#buildWhole(key, o), { signal: o.signal });
    const run = async () => {
      started = true;
      // chosen once the publish lock is held: a worker may have gone meanwhile
      const renderers = key ? this.#pool.keeping(key) : [];
      if (!renderers.length) return buildWhole();
      const rendered = await this.#render(renderers, key!, o);
      if (rendered.ok || o.signal.aborted) return rendered;
      // A kept renderer failed (its worker is retired): the same publish is made by a whole build
      // (Astro empties the folder first), so the edit still goes live now, not at the next write. It
      // costs a bundling, and after an Astro upgrade it could cost that on every publish: the failure
      // is not dropped but answered as the publish's warning (the publisher shows and logs it).
      const whole = await buildWhole();
      const warning = `the kept renderer failed, so a whole build made this publish: ${lastLine(rendered.log)}`;
      return whole.ok ? { ...whole, warning } : { ok: false, log: `${rendered.log}\nthen the whole build:\n${whole.log}`, warning };
    };
    const locked = this.#opts.lockFile ? withBuildLock(this.#opts.lockFile, run, { signal: o.signal }) : run();
    const built = locked.catch((err: Error): BuildResult => ({ ok: false, log: err.message }));
    // Another build (a test, `npm run build:site`) may hold the lock for a while: a stop must not wait
    // for it. (Once the build runs, stopping it kills the workers and `built` answers at once.)
    const stopped = new Promise<BuildResult>((resolve) => {
      const onAbort = () => {
        if (!started) resolve({ ok: false, log: 'build stopped while waiting for another build to finish' });
      };
      if (o.signal.aborted) onAbort();
      else o.signal.addEventListener('abort', onAbort, { once: true });
    });
    return Promise.race([built, stopped]);
  }

  /**
   * Links `files` of `from` into `to` in the idle workers that keep a renderer (a run of the list
   * each, as a shard links its share): the folder of the next publish made ahead of it. Starts no
   * worker; a build asked for meanwhile waits behind it in each worker's queue.
   */
  async place(from: string, to: string, files: string[]): Promise<boolean> {
    const key = this.#key();
    const workers = key && !this.#pool.closed ? this.#pool.keeping(key) : [];
    if (!workers.length) return false;
    const signal = new AbortController().signal; // a stop kills the workers, which ends these jobs
    const results = await Promise.all(
      workers.map((w, index) =>
        this.#pool.job(
          this.#pool.slots.indexOf(w),
          { outDir: to, env: {}, key, keep: { from, files: shareOf(files, index, workers.length) }, place: true },
          signal,
        ),
      ),
    );
    return results.every((r) => r.ok);
  }

  /** the most memory one build worker has held, in bytes (the benchmark prints it) */
  peakRss(): number {
    return Math.max(0, ...this.#pool.peaks);
  }

  /** the peaks of the workers added up, in bytes (two share the publishes of a big site) */
  peakRssAll(): number {
    return this.#pool.peaks.reduce((sum, peak) => sum + (peak ?? 0), 0);
  }

  /** the CPU time of the last build, all workers together (the benchmark prints it: unlike wall time, a loaded machine hardly moves it) */
  lastCpuMs(): number {
    return this.#lastCpuMs;
  }

  /** whether the last build bundled the site (false: rendered with kept renderers) */
  lastBundled(): boolean {
    return this.#lastShards === 0;
  }

  /** how many workers shared the last build (0: a whole Astro build) */
  lastShards(): number {
    return this.#lastShards;
  }

  /** resolves when no worker is building its renderer in the background */
  async whenWarm(): Promise<void> {
    while (this.#warming.size) await Promise.all(this.#warming);
  }

  async close(): Promise<void> {
    this.#pool.close();
  }

  /** A whole Astro build in the first worker; on a big site a second worker then keeps a renderer too. */
  async #buildWhole(key: string | null, o: BuildRequest): Promise<BuildResult> {
    if (this.#pool.closed || o.signal.aborted) return { ok: false, log: 'build stopped before it started' };
    const result = await this.#pool.job(0, { outDir: o.outDir, env: o.env ?? {}, key, keep: o.keep }, o.signal);
    this.#lastShards = 0;
    this.#lastCpuMs = result.reply?.cpuMs ?? 0;
    if (result.ok && key && !result.reply?.keepError && (result.reply?.pages ?? 0) >= (this.#opts.shardFromPages ?? SHARD_FROM_PAGES))
      warmRenderers(this.#pool, this.#root, key, this.#warming);
    const keepError = result.reply?.keepError;
    return {
      ok: result.ok,
      log: result.log,
      keptPlaced: result.reply?.keptPlaced,
      ...(keepError ? { warning: `${keepError}: the next publishes are whole builds` } : {}),
    };
  }

  /** Renders with the kept renderers, one shard each, then finishes the output as a build does. */
  async #render(workers: PooledWorker[], key: string, o: BuildRequest): Promise<BuildResult> {
    if (this.#pool.closed || o.signal.aborted) return { ok: false, log: 'build stopped before it started' };
    const fault = this.#opts.testFaults?.keptRender ? ('kept-render' as const) : undefined;
    const results = await Promise.all(
      workers.map((w, index) =>
        this.#pool.job(
          this.#pool.slots.indexOf(w),
          { outDir: o.outDir, env: o.env ?? {}, key, shard: { index, count: workers.length }, keep: o.keep, fault },
          o.signal,
        ),
      ),
    );
    this.#lastShards = workers.length;
    this.#lastCpuMs = results.reduce((sum, r) => sum + (r.reply?.cpuMs ?? 0), 0);
    return finishShards(results, o);
  }
}
