// Work that visitors never wait for (AVIF encodes, sharing crops, the site search's index) runs at a lower priority
// than publishing, in two ways (DESIGN.md, the two-cores trap):
// - in a worker process of its own at the lowest CPU priority (background-task.ts): on a 2-core machine
//   a publish's build gets the cores while an encode runs;
// - a task waits to start while a publish runs (PublishGate: the publisher enters it around each build),
//   so a hundred waiting encodes never start one during a publish.
// `npm run bench` measures a publish with and without 100 waiting encodes (scripts/bench/background.ts).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildChildEnv } from './child-env.ts';

/** Whether a publish runs; background tasks wait until none does. */
export class PublishGate {
  #running = 0;
  #waiting: Array<() => void> = [];

  enter(): void {
    this.#running++;
  }

  leave(): void {
    this.#running = Math.max(0, this.#running - 1);
    if (this.#running === 0) for (const go of this.#waiting.splice(0)) go();
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
  /** tasks handed to the worker so far */
  sent = 0;

  constructor(gate: PublishGate = publishing) {
    this.#gate = gate;
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
    this.#child?.kill();
    this.#child = null;
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
    child.on('exit', (code, signal) => {
      if (this.#child === child) this.#child = null;
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
