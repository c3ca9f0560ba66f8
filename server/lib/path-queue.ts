// One queue of background work per upload path (MediaStore's AVIF twins and sharing crops): a path
// waits once however often it is asked for, the work runs one path at a time, and when the queue runs
// dry the paths whose result the live copy shows are handed over together (the server then publishes).

export interface PathWork {
  /** does the work for one path; answers whether the live copy's record now shows its result */
  make(path: string): Promise<boolean>;
  /** the queue ran dry; these paths' results are shown by the live copy since the last call */
  made(paths: string[]): void;
  failed(path: string, error: unknown): void;
}

export class PathQueue {
  readonly #work: PathWork;
  #waiting = new Set<string>();
  #tail: Promise<void> = Promise.resolve();
  #madeLive: string[] = [];
  #closed = false;

  constructor(work: PathWork) {
    this.#work = work;
  }

  add(path: string): void {
    if (this.#closed || this.#waiting.has(path)) return;
    this.#waiting.add(path);
    this.#tail = this.#tail.then(async () => {
      this.#waiting.delete(path);
      try {
        if (!this.#closed && (await this.#work.make(path))) this.#madeLive.push(path);
      } catch (err) {
        if (!this.#closed) this.#work.failed(path, err);
      }
      if (this.#waiting.size === 0 && this.#madeLive.length > 0 && !this.#closed) this.#work.made(this.#madeLive.splice(0));
    });
  }

  /** Resolves once every queued path is done (or failed). */
  async idle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.#tail;
      await seen;
    } while (seen !== this.#tail);
  }

  /** Drops the waiting paths and waits for the one in progress. */
  close(): Promise<void> {
    this.#closed = true;
    this.#waiting.clear();
    return this.idle();
  }
}
