// A fixed-window count per key (an email address): at most `max` tries per window, then 429 until the
// window that began with the first try ends. The password-reset request uses it per asked address,
// known or unknown alike, so the limit itself tells nobody whether an account exists.
// Memory is bounded like the login throttle's: a live count is never dropped to make room (a flood of
// new addresses cannot reset a victim's count); while the map is full of live counts, a new key waits
// until the oldest window ends.

export interface AddressWindowOptions {
  max: number;
  windowMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Window {
  started: number;
  tries: number;
}

export class AddressWindow {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** insertion order is the order windows started in */
  readonly #windows = new Map<string, Window>();

  constructor(o: AddressWindowOptions) {
    this.#max = o.max;
    this.#windowMs = o.windowMs;
    this.#maxEntries = o.maxEntries ?? 10_000;
    this.#now = o.now ?? Date.now;
  }

  /** Counts a try of `key`: 0 when it may go on, else the milliseconds until it may try again. */
  take(key: string): number {
    const now = this.#now();
    this.#dropEnded(now);
    const w = this.#windows.get(key);
    if (w) {
      if (w.tries >= this.#max) return Math.max(1, w.started + this.#windowMs - now);
      w.tries += 1;
      return 0;
    }
    if (this.#windows.size >= this.#maxEntries) {
      const oldest = this.#windows.values().next().value!;
      return Math.max(1, oldest.started + this.#windowMs - now);
    }
    this.#windows.set(key, { started: now, tries: 1 });
    return 0;
  }

  #dropEnded(now: number): void {
    for (const [key, w] of this.#windows) {
      if (now - w.started < this.#windowMs) break;
      this.#windows.delete(key);
    }
  }
}
