// The build worker processes (astro-worker.ts) behind WorkerBuilder, one per slot: started on demand,
// given one job at a time, and retired when they may be in a bad state (a failed job), have grown too
// big, have made too many whole builds, or have been idle for long. Kept apart from what a build does
// with them (worker-builder.ts) because their life cycle is its own: processes, messages, memory, timers.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildChildEnv } from '../lib/child-env.ts';
import type { WorkerJob, WorkerMessage } from './astro-worker.ts';

const WORKER = path.join(import.meta.dirname, 'astro-worker.ts');
const LOG_LINES = 80;
/** a worker past this size is replaced after its build */
const MAX_RSS = 1.5 * 1024 ** 3;
/** a whole build leaves its bundle's modules in the worker's memory: a worker that made this many is replaced */
const MAX_JOBS = 200;
/** an editing session keeps its warm workers; after an hour without builds the memory is given back */
const IDLE_MS = 60 * 60_000;

export interface PooledWorker {
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

export type Reply = Extract<WorkerMessage, { id: number }>;
export type Outcome = { ok: boolean; log: string; reply?: Reply };
/** what a caller chooses of a job; the pool adds the id, the folders and the address */
export type JobSpec = Pick<WorkerJob, 'outDir' | 'env' | 'key' | 'shard' | 'keep' | 'place' | 'fault'>;

export interface WorkerPoolOptions {
  /** the project folder the workers build (their working directory) */
  root: string;
  dataDir: string;
  siteUrl?: string;
  slots: number;
}

export class WorkerPool {
  readonly #opts: WorkerPoolOptions;
  readonly slots: Array<PooledWorker | null>;
  #idle: NodeJS.Timeout | null = null;
  #nextJob = 1;
  #closed = false;
  /** the most memory the worker of each slot has held */
  readonly peaks: number[] = [];

  constructor(opts: WorkerPoolOptions) {
    this.#opts = opts;
    this.slots = Array.from({ length: Math.max(1, opts.slots) }, () => null);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The workers keeping a renderer of `key` that are not still building it. */
  keeping(key: string): PooledWorker[] {
    return this.slots.filter((w): w is PooledWorker => !!w && w.kept === key && !w.warming);
  }

  /** The worker of `slot`, started if there is none. */
  spawn(slot: number): PooledWorker {
    const existing = this.slots[slot];
    if (existing) return existing;
    const child = fork(WORKER, [], {
      cwd: this.#opts.root,
      execArgv: [],
      env: buildChildEnv(), // never the server's secrets
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
    });
    const worker: PooledWorker = {
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
      if (this.slots[slot] === worker) this.slots[slot] = null;
    });
    this.slots[slot] = worker;
    return worker;
  }

  /** Runs one job in the worker of `slot` (started if needed); a stop kills that worker. */
  async job(slot: number, spec: JobSpec, signal: AbortSignal): Promise<Outcome> {
    if (this.#idle) clearTimeout(this.#idle);
    const worker = this.spawn(slot);
    // a job that only links files (JobSpec.place) may run beside a build: it leaves the build's log
    // lines and its count of jobs alone
    if (!spec.place) worker.lines = [];
    const tail = (extra?: string) => [...worker.lines.slice(-LOG_LINES), ...(extra ? [extra] : [])].join('\n');
    if (!(await worker.ready)) {
      this.retire(slot);
      return { ok: false, log: tail('the build worker could not start') };
    }
    const job: WorkerJob = {
      id: this.#nextJob++,
      root: this.#opts.root,
      dataDir: path.resolve(this.#opts.dataDir),
      outDir: path.resolve(spec.outDir),
      siteUrl: this.#opts.siteUrl,
      env: spec.env,
      key: spec.key,
      shard: spec.shard,
      keep: spec.keep,
      ...(spec.place ? { place: spec.place } : {}),
      ...(spec.fault ? { fault: spec.fault } : {}),
    };
    if (!spec.place) worker.jobs++;
    const result = await new Promise<Outcome>((resolve) => {
      const onMessage = (m: WorkerMessage) => {
        if ('id' in m && m.id === job.id) {
          this.peaks[slot] = Math.max(this.peaks[slot] ?? 0, m.peakRss);
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
    // A worker that failed may be in a bad state (links it could not make do not tell of one); a big or
    // old one is replaced to bound memory.
    if ((!result.ok && !(spec.place && result.reply)) || (result.reply?.rss ?? 0) > MAX_RSS || worker.jobs >= MAX_JOBS) this.retire(slot);
    else this.retireWhenIdle();
    return result;
  }

  /** An idle worker holds a few hundred MB: they go after a while, and the next build starts one. */
  retireWhenIdle(): void {
    if (this.#idle) clearTimeout(this.#idle);
    if (!this.#closed) this.#idle = setTimeout(() => this.retireAll(), IDLE_MS).unref();
  }

  retireAll(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    for (let slot = 0; slot < this.slots.length; slot++) this.retire(slot);
  }

  retire(slot: number): void {
    const worker = this.slots[slot];
    this.slots[slot] = null;
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
  }

  close(): void {
    this.#closed = true;
    this.retireAll();
  }
}
