// Work that visitors never wait for (AVIF encodes, sharing crops, the site search's index) runs at a lower priority
// than publishing, in three ways (DESIGN.md, the two-cores trap):
// - in a worker process of its own at the lowest CPU priority (background-task.ts): on a 2-core machine
//   a publish's build gets the cores while an encode runs;
// - a task waits to start while a publish runs (PublishGate: the publisher enters it around each build),
//   so a hundred waiting encodes never start one during a publish;
// - a task already running when a publish is asked for is paused (SIGSTOP, Linux) until the publish is
//   over (SitePublisher holds the gate from the write on, its debounce included): a low priority keeps
//   the task off a busy core only, and a build's single-threaded steps leave one free for it, beside
//   the caches and memory both cores share. A pause lasts at most MAX_PAUSE_MS, so a stuck publish
//   never starves the work for good.
// `npm run bench` measures a publish with and without 100 waiting encodes (scripts/bench/background.ts).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildChildEnv } from './child-env.ts';

/** Whether a publish runs; background tasks wait until none does. */
export class PublishGate {
  #running = 0;
  #waiting: Array<() => void> = [];
  /** told when the first publish starts (true) and when the last one ends (false) */
  #watchers = new Set<(busy: boolean) => void>();

  enter(): void {
    if (this.#running++ === 0) for (const watch of this.#watchers) watch(true);
  }

  leave(): void {
    if (this.#running === 0) return;
    this.#running--;
    if (this.#running > 0) return;
    for (const go of this.#waiting.splice(0)) go();
    for (const watch of this.#watchers) watch(false);
  }

  /** Calls `watch` as publishing starts and stops; answers the unsubscribe. */
  watch(watch: (busy: boolean) => void): () => void {
    this.#watchers.add(watch);
    return () => this.#watchers.delete(watch);
  }

  get busy(): boolean {
    return this.#running > 0;
  }

  /** Resolves at once when no publish runs, else when the last one ends. */
  clear(): Promise<void> {
    return this.#running === 0 ? Promise.resolve() : new Promise((resolve) => this.#waiting.push(resolve));
  }
}

/** The publishes of this process: SitePublisher enters it around each build. */
export const publishing = new PublishGate();

const TASK_MODULE = path.join(import.meta.dirname, 'background-task.ts');

/** The longest a running task stays paused for a publish (a publish of 10,000 pages takes seconds). */
export const MAX_PAUSE_MS = 30_000;

/** A process and the processes it started (the worker and the Pagefind binary it runs), on Linux. */
function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8').trim();
      if (children) out.push(...children.split(' ').map(Number));
    } catch {
      // gone meanwhile, or no /proc
    }
  }
  return out;
}

function sendSignal(pids: readonly number[], sig: 'SIGSTOP' | 'SIGCONT'): void {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      // exited meanwhile
    }
  }
}

/** Processes paused now, continued should this process exit first (they would never see its exit while stopped). */
const pausedNow = new Set<readonly number[]>();
process.on('exit', () => {
  for (const pids of pausedNow) sendSignal(pids, 'SIGCONT');
});

interface Reply {
  ready?: true;
  id: number;
  result?: unknown;
  error?: string;
}

/** The one background worker process, started on the first task and restarted after a crash. */
export class BackgroundWorker {
  #child: ChildProcess | null = null;
  /** resolves once the worker has lowered its priority (its first message) */
  #ready: Promise<void> = Promise.resolve();
  #next = 1;
  #pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  readonly #gate: PublishGate;
  /** the processes paused for a publish, and the timer that ends the pause at the latest */
  #paused: { pids: number[]; timer: NodeJS.Timeout } | null = null;
  /** tasks handed to the worker so far */
  sent = 0;

  constructor(gate: PublishGate = publishing) {
    this.#gate = gate;
    gate.watch((busy) => (busy ? this.#pause() : this.#resume()));
  }

  /** Whether a running task is paused for a publish: tests read it. */
  get paused(): boolean {
    return this.#paused !== null;
  }

  /** The worker's process id once it runs at its low priority (started when there is none): tests read the priority. */
  async pid(): Promise<number | undefined> {
    const child = this.#start();
    await this.#ready;
    return child.pid;
  }

  /** Runs a task in the worker once no publish runs. */
  async run<T>(kind: 'avif' | 'share-crop' | 'search-index', input: unknown): Promise<T> {
    await this.#gate.clear();
    const child = this.#start();
    await this.#ready;
    const id = this.#next++;
    const answer = new Promise<unknown>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    this.#hold(true);
    this.sent++;
    child.send({ id, kind, input });
    try {
      return (await answer) as T;
    } finally {
      this.#hold(this.#pending.size > 0);
    }
  }

  /** Stops the worker; tasks in flight fail. */
  close(): void {
    this.#resume(); // a paused process would hold the signal until continued
    this.#child?.kill();
    this.#child = null;
  }

  /** A publish started: a task under way stops where it is (nothing to do when none runs). */
  #pause(): void {
    const pid = this.#child?.pid;
    if (this.#paused || pid === undefined || this.#pending.size === 0 || process.platform !== 'linux') return;
    const pids = processTree(pid);
    sendSignal(pids, 'SIGSTOP');
    const timer = setTimeout(() => this.#resume(), MAX_PAUSE_MS);
    timer.unref();
    this.#paused = { pids, timer };
    pausedNow.add(pids);
  }

  /** The publishes ended (or the pause lasted its longest): the task goes on. */
  #resume(): void {
    const paused = this.#paused;
    if (!paused) return;
    this.#paused = null;
    pausedNow.delete(paused.pids);
    clearTimeout(paused.timer);
    sendSignal(paused.pids, 'SIGCONT');
  }

  #start(): ChildProcess {
    if (this.#child) return this.#child;
    const child = fork(TASK_MODULE, [], { execArgv: [], env: buildChildEnv(), stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    let ready = () => {};
    this.#ready = new Promise((resolve) => (ready = resolve));
    child.on('message', (reply: Reply) => {
      if (reply.ready) return ready();
      const waiting = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.result);
    });
    // a failed start, or a task sent just as the worker died (ERR_IPC_CHANNEL_CLOSED): its tasks fail, the
    // server does not (an 'error' event without a listener would throw)
    child.on('error', (err) => {
      if (this.#child === child) {
        this.#child = null;
        this.#resume();
      }
      ready();
      const failed = [...this.#pending.values()];
      this.#pending.clear();
      for (const w of failed) w.reject(new Error(`the background worker failed: ${err.message}`));
    });
    child.on('exit', (code, signal) => {
      if (this.#child === child) {
        this.#child = null;
        this.#resume();
      }
      ready(); // a worker that died before it was ready: its tasks fail below, the next one starts another
      const failed = [...this.#pending.values()];
      this.#pending.clear();
      for (const w of failed) w.reject(new Error(`the background worker stopped (${signal ?? `exit ${code}`})`));
    });
    this.#child = child;
    this.#hold(false);
    return child;
  }

  /** An idle worker does not keep the server's process alive (it exits with it: background-task.ts). */
  #hold(busy: boolean): void {
    const child = this.#child;
    if (!child) return;
    if (busy) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }
}

/** The background worker of this process. */
export const background = new BackgroundWorker();
