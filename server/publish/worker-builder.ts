// Builds the site in a warm Astro worker process (astro-worker.ts), one job at a time, under the same
// cross-process locks as build-site.ts (build-lock.ts). Stopping a build kills the worker: the next build
// starts a fresh one. A failed build, a worker grown too big, or a long idle time also retire it.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildChildEnv } from '../lib/child-env.ts';
import { withAstroBuildLocks } from './build-lock.ts';
import { PROJECT_ROOT } from './build-site.ts';
import type { WorkerJob, WorkerMessage } from './astro-worker.ts';
import type { BuildRequest, SiteBuilder } from './types.ts';

const WORKER = path.join(import.meta.dirname, 'astro-worker.ts');
const LOG_LINES = 80;
/** a worker past this size is replaced after its build (repeated builds grow the heap a little) */
const MAX_RSS = 1.5 * 1024 ** 3;
const MAX_JOBS = 50;
/** an editing session keeps its warm worker; after an hour without builds the memory is given back */
const IDLE_MS = 60 * 60_000;

export interface WorkerBuilderOptions {
  dataDir: string;
  siteUrl?: string;
  /** the project folder to build (config.rootDir); default PROJECT_ROOT */
  root?: string;
  /** the publish lock of the DIST_DIR the releases go to (config.buildLockFile) */
  lockFile?: string;
}

interface Worker {
  child: ChildProcess;
  ready: Promise<boolean>;
  jobs: number;
  /** output lines of the job running now */
  lines: string[];
}

export class WorkerBuilder implements SiteBuilder {
  readonly #opts: WorkerBuilderOptions;
  #worker: Worker | null = null;
  #idle: NodeJS.Timeout | null = null;
  #nextJob = 1;
  #closed = false;
  #peakRss = 0;
  #lastCpuMs = 0;

  constructor(opts: WorkerBuilderOptions) {
    this.#opts = opts;
  }

  get #root(): string {
    return this.#opts.root ?? PROJECT_ROOT;
  }

  warm(): void {
    if (this.#closed || this.#worker) return;
    this.#spawn();
    this.#retireWhenIdle();
  }

  build(o: BuildRequest): Promise<{ ok: boolean; log: string }> {
    let started = false;
    const built = withAstroBuildLocks({ root: this.#root, lockFile: this.#opts.lockFile, signal: o.signal }, () => {
      started = true;
      return this.#run(o);
    }).catch((err: Error) => ({ ok: false, log: err.message }));
    // Another build (a test, `npm run build:site`) may hold the lock for a while: a stop must not wait
    // for it. (Once the build runs, stopping it kills the worker and `built` answers at once.)
    const stopped = new Promise<{ ok: boolean; log: string }>((resolve) => {
      const onAbort = () => {
        if (!started) resolve({ ok: false, log: 'build stopped while waiting for another build to finish' });
      };
      if (o.signal.aborted) onAbort();
      else o.signal.addEventListener('abort', onAbort, { once: true });
    });
    return Promise.race([built, stopped]);
  }

  /** the most memory a build worker has held, in bytes (the benchmark prints it) */
  peakRss(): number {
    return this.#peakRss;
  }

  /** the CPU time of the last build (the benchmark prints it: unlike wall time, a loaded machine hardly moves it) */
  lastCpuMs(): number {
    return this.#lastCpuMs;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#retire();
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker;
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
      if (this.#worker === worker) this.#worker = null;
    });
    this.#worker = worker;
    return worker;
  }

  async #run({ outDir, signal, env }: BuildRequest): Promise<{ ok: boolean; log: string }> {
    if (this.#closed || signal.aborted) return { ok: false, log: 'build stopped before it started' };
    if (this.#idle) clearTimeout(this.#idle);
    const worker = this.#spawn();
    worker.lines = [];
    const tail = (extra?: string) => [...worker.lines.slice(-LOG_LINES), ...(extra ? [extra] : [])].join('\n');
    if (!(await worker.ready)) {
      this.#retire();
      return { ok: false, log: tail('the build worker could not start') };
    }
    const job: WorkerJob = {
      id: this.#nextJob++,
      root: this.#root,
      dataDir: path.resolve(this.#opts.dataDir),
      outDir: path.resolve(outDir),
      siteUrl: this.#opts.siteUrl,
      env: env ?? {},
    };
    worker.jobs++;
    const result = await new Promise<{ ok: boolean; log: string; rss: number }>((resolve) => {
      const onMessage = (m: WorkerMessage) => {
        if ('id' in m && m.id === job.id) {
          this.#peakRss = Math.max(this.#peakRss, m.peakRss);
          this.#lastCpuMs = m.cpuMs;
          finish({ ok: m.ok, log: tail(m.error), rss: m.rss });
        }
      };
      const onExit = (code: number | null, sig: string | null) => finish({ ok: false, log: tail(`build worker exited (${sig ?? `code ${code}`})`), rss: 0 });
      const onAbort = () => {
        worker.child.kill('SIGKILL');
        finish({ ok: false, log: tail('build stopped by SIGKILL'), rss: 0 });
      };
      const finish = (r: { ok: boolean; log: string; rss: number }) => {
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
    if (!result.ok || result.rss > MAX_RSS || worker.jobs >= MAX_JOBS) this.#retire();
    else this.#retireWhenIdle();
    return { ok: result.ok, log: result.log };
  }

  /** An idle worker holds a few hundred MB: it goes after a while, and the next build starts one. */
  #retireWhenIdle(): void {
    if (this.#idle) clearTimeout(this.#idle);
    if (!this.#closed) this.#idle = setTimeout(() => this.#retire(), IDLE_MS).unref();
  }

  #retire(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    const worker = this.#worker;
    this.#worker = null;
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
  }
}
