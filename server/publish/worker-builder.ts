// Builds the site in warm Astro worker processes (astro-worker.ts), one publish at a time, under the same
// cross-process locks as build-site.ts (build-lock.ts).
//
// The first build (and any after the site's code changed) is a whole Astro build in one worker, which
// keeps its renderer. Later builds are rendered with the kept renderer, without bundling (kept-renderer.ts);
// on a big site a second worker builds once in the background to keep a renderer too, and from then on
// the two share each publish (one shard of the pages each: both cores render). The builder then finishes
// the output (sitemap) as an Astro build does. Stopping a build kills its workers: the next build starts
// fresh ones. A failed build, a worker grown too big, or a long idle time also retire them.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishOutput } from '../../site/build/finish-output.ts';
import { RENDER_PLAN_ENV, renderPlan, type RenderPlan } from '../../content-db/render-plan.ts';
import { buildChildEnv } from '../lib/child-env.ts';
import { projectBuildLock, withBuildLock } from './build-lock.ts';
import { PROJECT_ROOT } from './build-site.ts';
import { codeFingerprint } from './release-source.ts';
import type { WorkerJob, WorkerMessage } from './astro-worker.ts';
import type { BuildRequest, BuildResult, SiteBuilder } from './types.ts';

const WORKER = path.join(import.meta.dirname, 'astro-worker.ts');
const LOG_LINES = 80;
/** a worker past this size is replaced after its build */
const MAX_RSS = 1.5 * 1024 ** 3;
/** a whole build leaves its bundle's modules in the worker's memory: a worker that made this many is replaced */
const MAX_JOBS = 200;
/** an editing session keeps its warm workers; after an hour without builds the memory is given back */
const IDLE_MS = 60 * 60_000;
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

interface Worker {
  child: ChildProcess;
  ready: Promise<boolean>;
  jobs: number;
  /** output lines of the job running now */
  lines: string[];
  /** the key of the renderer it keeps (astro-worker.ts WorkerJob.key) */
  kept: string | null;
  /** building its renderer in the background */
  warming: boolean;
}

type Reply = Extract<WorkerMessage, { id: number }>;
type Outcome = { ok: boolean; log: string; reply?: Reply };

/** The error line of a failed job's log (its last line), not the whole tail. */
function lastLine(log: string): string {
  return log.trim().split('\n').at(-1) ?? '';
}

export class WorkerBuilder implements SiteBuilder {
  readonly #opts: WorkerBuilderOptions;
  readonly #slots: Array<Worker | null>;
  #idle: NodeJS.Timeout | null = null;
  #nextJob = 1;
  #closed = false;
  /** the most memory the worker of each slot has held */
  readonly #slotPeaks: number[] = [];
  #lastCpuMs = 0;
  #lastShards = 0;
  /** the background builds of the other workers' renderers */
  #warming = new Set<Promise<unknown>>();

  constructor(opts: WorkerBuilderOptions) {
    this.#opts = opts;
    this.#slots = Array.from({ length: Math.max(1, opts.renderers ?? Math.min(2, os.availableParallelism())) }, () => null);
  }

  get #root(): string {
    return this.#opts.root ?? PROJECT_ROOT;
  }

  warm(): void {
    if (this.#closed || this.#slots[0]) return;
    this.#spawn(0);
    this.#retireWhenIdle();
  }

  build(o: BuildRequest): Promise<BuildResult> {
    let started = false;
    // what the output is made from besides the content: the code as it is now (an edit of the site's
    // code while the server runs counts), the address, the data folder (uploads)
    const key = this.#opts.renderers === 0 ? null : `${codeFingerprint(this.#root)} ${this.#opts.siteUrl ?? ''} ${path.resolve(this.#opts.dataDir)}`;
    // a whole Astro build also takes the project lock (build-lock.ts)
    const buildWhole = () => withBuildLock(projectBuildLock(this.#root), () => this.#buildWhole(key, o), { signal: o.signal });
    const run = async () => {
      started = true;
      // chosen once the publish lock is held: a worker may have gone meanwhile
      const renderers = key ? this.#slots.filter((w): w is Worker => !!w && w.kept === key && !w.warming) : [];
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

  /** the most memory one build worker has held, in bytes (the benchmark prints it) */
  peakRss(): number {
    return Math.max(0, ...this.#slotPeaks);
  }

  /** the peaks of the workers added up, in bytes (two share the publishes of a big site) */
  peakRssAll(): number {
    return this.#slotPeaks.reduce((sum, peak) => sum + (peak ?? 0), 0);
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
    this.#closed = true;
    this.#retireAll();
  }

  /** A whole Astro build in the first worker; on a big site a second worker then keeps a renderer too. */
  async #buildWhole(key: string | null, o: BuildRequest): Promise<BuildResult> {
    if (this.#closed || o.signal.aborted) return { ok: false, log: 'build stopped before it started' };
    const result = await this.#job(0, { outDir: o.outDir, env: o.env ?? {}, key, keep: o.keep }, o.signal);
    this.#lastShards = 0;
    this.#lastCpuMs = result.reply?.cpuMs ?? 0;
    if (result.ok && key && !result.reply?.keepError && (result.reply?.pages ?? 0) >= (this.#opts.shardFromPages ?? SHARD_FROM_PAGES)) this.#warmRenderers(key);
    const keepError = result.reply?.keepError;
    return {
      ok: result.ok,
      log: result.log,
      keptPlaced: result.reply?.keptPlaced,
      ...(keepError ? { warning: `${keepError}: the next publishes are whole builds` } : {}),
    };
  }

  /** Renders with the kept renderers, one shard each, then finishes the output as a build does. */
  async #render(workers: Worker[], key: string, o: BuildRequest): Promise<BuildResult> {
    if (this.#closed || o.signal.aborted) return { ok: false, log: 'build stopped before it started' };
    const results = await Promise.all(
      workers.map((w, index) =>
        this.#job(this.#slots.indexOf(w), { outDir: o.outDir, env: o.env ?? {}, key, shard: { index, count: workers.length }, keep: o.keep }, o.signal),
      ),
    );
    this.#lastShards = workers.length;
    this.#lastCpuMs = results.reduce((sum, r) => sum + (r.reply?.cpuMs ?? 0), 0);
    const failed = results.find((r) => !r.ok);
    if (failed) return { ok: false, log: failed.log };
    const pageNames = results.flatMap((r) => r.reply?.rendered?.pageNames ?? []);
    const written = results.flatMap((r) => r.reply?.rendered?.written ?? []);
    const plan: RenderPlan | null = renderPlan(o.env ?? {});
    try {
      const finished = finishOutput(path.resolve(o.outDir), { site: results[0].reply?.rendered?.site ?? '', pageNames, keptPaths: plan?.keptPaths ?? [] });
      // what an incremental publish compares with the live release (the English 404 page was moved away
      // from en/404/index.html: finished names where it went)
      const renderedHere = o.keep ? [...written.filter((f) => fs.existsSync(path.join(o.outDir, f))), ...finished] : undefined;
      return { ok: true, log: results[0].log, keptPlaced: !!o.keep, written: renderedHere, keptRender: true };
    } catch (err) {
      return { ok: false, log: `finishing the output: ${(err as Error).message}` };
    }
  }

  /**
   * The other workers build once in the background (every page but the detail pages, into a folder of
   * their own that is thrown away) to keep a renderer of `key`; until then the first renders alone.
   */
  #warmRenderers(key: string): void {
    for (let slot = 1; slot < this.#slots.length; slot++) {
      const worker = this.#slots[slot];
      if (worker && (worker.kept === key || worker.warming)) continue;
      const spawned = this.#spawn(slot);
      spawned.warming = true;
      const scratch = path.join(this.#root, 'node_modules', '.astro-worker', `warm-${process.pid}-${slot}-${Date.now()}`);
      fs.mkdirSync(scratch, { recursive: true });
      const planFile = path.join(scratch, 'render-plan.json');
      fs.writeFileSync(planFile, JSON.stringify({ project: [], news: [], keptPaths: [] } satisfies RenderPlan));
      const signal = new AbortController().signal;
      const warming = withBuildLock(projectBuildLock(this.#root), () =>
        this.#job(slot, { outDir: path.join(scratch, 'out'), env: { [RENDER_PLAN_ENV]: planFile }, key }, signal),
      )
        .catch(() => undefined)
        .finally(() => {
          spawned.warming = false;
          this.#warming.delete(warming);
          fs.rmSync(scratch, { recursive: true, force: true });
        });
      this.#warming.add(warming);
    }
  }

  #spawn(slot: number): Worker {
    const existing = this.#slots[slot];
    if (existing) return existing;
    const child = fork(WORKER, [], {
      cwd: this.#root,
      execArgv: [],
      env: buildChildEnv(), // never the server's secrets
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
    });
    const worker: Worker = {
      child,
      jobs: 0,
      lines: [],
      kept: null,
      warming: false,
      ready: new Promise((resolve) => {
        child.once('message', (m: WorkerMessage) => resolve('ready' in m));
        child.once('exit', () => resolve(false));
        child.once('error', () => resolve(false));
      }),
    };
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) worker.lines.push(line);
      if (worker.lines.length > LOG_LINES * 4) worker.lines.splice(0, worker.lines.length - LOG_LINES);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', () => {
      if (this.#slots[slot] === worker) this.#slots[slot] = null;
    });
    this.#slots[slot] = worker;
    return worker;
  }

  /** Runs one job in the worker of `slot` (started if needed); a stop kills that worker. */
  async #job(slot: number, spec: Pick<WorkerJob, 'outDir' | 'env' | 'key' | 'shard' | 'keep'>, signal: AbortSignal): Promise<Outcome> {
    if (this.#idle) clearTimeout(this.#idle);
    const worker = this.#spawn(slot);
    worker.lines = [];
    const tail = (extra?: string) => [...worker.lines.slice(-LOG_LINES), ...(extra ? [extra] : [])].join('\n');
    if (!(await worker.ready)) {
      this.#retire(slot);
      return { ok: false, log: tail('the build worker could not start') };
    }
    const job: WorkerJob = {
      id: this.#nextJob++,
      root: this.#root,
      dataDir: path.resolve(this.#opts.dataDir),
      outDir: path.resolve(spec.outDir),
      siteUrl: this.#opts.siteUrl,
      env: spec.env,
      key: spec.key,
      shard: spec.shard,
      keep: spec.keep,
      ...(spec.shard && this.#opts.testFaults?.keptRender ? { fault: 'kept-render' as const } : {}),
    };
    worker.jobs++;
    const result = await new Promise<Outcome>((resolve) => {
      const onMessage = (m: WorkerMessage) => {
        if ('id' in m && m.id === job.id) {
          this.#slotPeaks[slot] = Math.max(this.#slotPeaks[slot] ?? 0, m.peakRss);
          worker.kept = m.kept;
          finish({ ok: m.ok, log: tail(m.error), reply: m });
        }
      };
      const onExit = (code: number | null, sig: string | null) => finish({ ok: false, log: tail(`build worker exited (${sig ?? `code ${code}`})`) });
      const onAbort = () => {
        worker.child.kill('SIGKILL');
        finish({ ok: false, log: tail('build stopped by SIGKILL') });
      };
      const finish = (r: Outcome) => {
        worker.child.off('message', onMessage);
        worker.child.off('exit', onExit);
        signal.removeEventListener('abort', onAbort);
        resolve(r);
      };
      worker.child.on('message', onMessage);
      worker.child.once('exit', onExit);
      signal.addEventListener('abort', onAbort, { once: true });
      worker.child.send(job);
    });
    // A worker that failed may be in a bad state; a big or old one is replaced to bound memory.
    if (!result.ok || (result.reply?.rss ?? 0) > MAX_RSS || worker.jobs >= MAX_JOBS) this.#retire(slot);
    else this.#retireWhenIdle();
    return result;
  }

  /** An idle worker holds a few hundred MB: they go after a while, and the next build starts one. */
  #retireWhenIdle(): void {
    if (this.#idle) clearTimeout(this.#idle);
    if (!this.#closed) this.#idle = setTimeout(() => this.#retireAll(), IDLE_MS).unref();
  }

  #retireAll(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    for (let slot = 0; slot < this.#slots.length; slot++) this.#retire(slot);
  }

  #retire(slot: number): void {
    const worker = this.#slots[slot];
    this.#slots[slot] = null;
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
  }
}
