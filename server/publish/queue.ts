// The build queue: writes mark the site dirty, a short debounce gathers a burst of them into one build,
// only one build runs at a time, and everything asked for during a build becomes ONE follow-up build.
import type { BuildState } from './types.ts';

/** Runs one build; resolves with whether it published. Aborting the signal must stop it. */
export type BuildRun = (signal: AbortSignal) => Promise<boolean>;

export interface QueueOptions {
  /** quiet time after the last request before a build starts */
  debounceMs: number;
  /** a steady stream of requests still gets a build after this long */
  maxWaitMs: number;
}

export class BuildQueue {
  /** builds started since creation (tests and benchmarks count them) */
  started = 0;
  readonly #run: BuildRun;
  readonly #opts: QueueOptions;
  #timer: NodeJS.Timeout | null = null;
  /** when the oldest request not yet taken by a build arrived; 0 = nothing waiting */
  #dirtySince = 0;
  #lastRequestAt = 0;
  #immediate = false;
  #running: Promise<void> | null = null;
  #controller: AbortController | null = null;
  #lastOk = true;
  #closed = false;
  #settledWaiters: Array<() => void> = [];

  constructor(run: BuildRun, opts: QueueOptions) {
    this.#run = run;
    this.#opts = opts;
  }

  /** Asks for a build. `immediate` skips the debounce (first start, a manual build, the hook). */
  request(immediate = false): void {
    if (this.#closed) return;
    const now = Date.now();
    this.#lastRequestAt = now;
    if (!this.#dirtySince) this.#dirtySince = now;
    if (immediate) this.#immediate = true;
    // During a build nothing is scheduled: the build's end looks at what is waiting.
    if (!this.#running) this.#schedule();
  }

  get state(): BuildState {
    if (this.#running) return 'building';
    if (this.#timer) return 'queued';
    return this.#lastOk ? 'idle' : 'failed';
  }

  /** Whether a build is waiting (its debounce running, or asked for during the current build). */
  get pending(): boolean {
    return this.#dirtySince !== 0;
  }

  /** Stops the running build; it ends as a failure and what is live stays live. */
  cancel(): boolean {
    if (!this.#controller) return false;
    this.#controller.abort(new Error('build cancelled'));
    return true;
  }

  /** Resolves when nothing is queued or building. */
  whenSettled(): Promise<void> {
    if (!this.#running && !this.#timer) return Promise.resolve();
    return new Promise((resolve) => this.#settledWaiters.push(resolve));
  }

  /** Clears the timer, stops a running build and waits for it to end. Later requests are ignored. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#controller?.abort(new Error('server closing'));
    await this.#running;
    this.#settle();
  }

  #schedule(): void {
    if (this.#timer) clearTimeout(this.#timer);
    const now = Date.now();
    const due = this.#immediate ? now : Math.min(this.#lastRequestAt + this.#opts.debounceMs, this.#dirtySince + this.#opts.maxWaitMs);
    this.#timer = setTimeout(() => this.#start(), Math.max(0, due - now));
  }

  #start(): void {
    this.#timer = null;
    if (this.#running || this.#closed || !this.#dirtySince) return;
    this.#dirtySince = 0;
    this.#immediate = false;
    const controller = new AbortController();
    this.#controller = controller;
    this.started++;
    this.#running = this.#run(controller.signal)
      .catch(() => false)
      .then((ok) => {
        this.#lastOk = ok;
        this.#running = null;
        this.#controller = null;
        if (this.#dirtySince && !this.#closed) this.#schedule();
        else this.#settle();
      });
  }

  #settle(): void {
    const waiters = this.#settledWaiters;
    this.#settledWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
