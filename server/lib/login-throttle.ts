// The second sign-in limit, per account (lower-cased email): besides the per-address limit of the login
// route, failed sign-ins make the next try wait longer and longer (1 s, 2 s, 4 s ... up to 15 min), so
// a password cannot be guessed from one address, and a guess from many addresses slows down too.
// Checked before any password work: a client over its limit costs no argon2 time.
//
// Two counts, so an attacker cannot lock the real administrator out:
// - per account and address: after FREE failures from one address, that address waits;
// - per account: after ACCOUNT_FREE failures from all addresses (a distributed guess), every address
//   waits, except one that has signed in to this account before.
// Everything is in memory (one server process); a restart forgets it, which only gives an attacker
// the free tries again.
// Memory is bounded, but a count is never pushed out to make room: with the oldest entries evicted, a
// flood of 10,000 new addresses or account names reset the victim's count. A count goes only when it
// expires; while a map is full of live counts, a try that would need a new entry waits until the
// oldest expires (an address that signed in to the account before still gets through).

export interface LoginThrottleOptions {
  /** the clock; tests move it by hand */
  now?: () => number;
  /** failures from one address before it waits */
  free?: number;
  /** failures from all addresses before every unknown address waits */
  accountFree?: number;
  /** the first wait; each further failure doubles it */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** counts are forgotten this long after their last failure */
  forgetAfterMs?: number;
  /** most live counts kept per map (besides those of known addresses): memory stays bounded whatever is sent */
  maxEntries?: number;
}

interface Count {
  failures: number;
  last: number;
}

const DAY = 24 * 3600_000;

export class LoginThrottle {
  readonly #now: () => number;
  readonly #free: number;
  readonly #accountFree: number;
  readonly #base: number;
  readonly #max: number;
  readonly #forget: number;
  readonly #maxEntries: number;
  readonly #pairs = new Map<string, Count>();
  readonly #accounts = new Map<string, Count>();
  /** account + address pairs that signed in, with the time */
  readonly #known = new Map<string, number>();

  constructor(o: LoginThrottleOptions = {}) {
    this.#now = o.now ?? Date.now;
    this.#free = o.free ?? 5;
    this.#accountFree = o.accountFree ?? 20;
    this.#base = o.baseDelayMs ?? 1000;
    this.#max = o.maxDelayMs ?? 15 * 60_000;
    this.#forget = o.forgetAfterMs ?? 3600_000;
    this.#maxEntries = o.maxEntries ?? 10_000;
  }

  /**
   * Milliseconds this address must still wait before trying this account, or 0: then the try is
   * counted as a failure right away (so parallel tries cannot all slip in) until `succeeded` clears it.
   */
  take(email: string, address: string): number {
    const account = email.trim().toLowerCase();
    const pair = `${account}\n${address}`;
    const now = this.#now();
    const known = (this.#known.get(pair) ?? -Infinity) > now - 30 * DAY;
    const wait = Math.max(this.#waitOf(this.#pairs, pair, this.#free, now), known ? 0 : this.#waitOf(this.#accounts, account, this.#accountFree, now));
    if (wait > 0) return wait;
    if (!known) {
      const full = Math.max(this.#fullFor(this.#pairs, pair, now), this.#fullFor(this.#accounts, account, now));
      if (full > 0) return full;
    }
    this.#count(this.#pairs, pair, now);
    this.#count(this.#accounts, account, now);
    return 0;
  }

  /** Counts and remembered sign-ins held, all maps together. */
  get size(): number {
    return this.#pairs.size + this.#accounts.size + this.#known.size;
  }

  /** The try went through: this address starts afresh and is remembered for this account. */
  succeeded(email: string, address: string): void {
    const account = email.trim().toLowerCase();
    const pair = `${account}\n${address}`;
    this.#pairs.delete(pair);
    const total = this.#accounts.get(account);
    if (total) total.failures = Math.max(0, total.failures - 1);
    this.#remember(pair, this.#now());
  }

  /**
   * The try was no failure, though not yet a sign-in (a right password of a two-factor account): it is
   * uncounted, and the address is not remembered as one that signed in (the code step is still to come).
   */
  forgive(email: string, address: string): void {
    const account = email.trim().toLowerCase();
    for (const [map, key] of [
      [this.#pairs, `${account}\n${address}`],
      [this.#accounts, account],
    ] as const) {
      const c = map.get(key);
      if (c) c.failures = Math.max(0, c.failures - 1);
    }
  }

  #waitOf(map: Map<string, Count>, key: string, free: number, now: number): number {
    const c = map.get(key);
    if (!c) return 0;
    if (now - c.last > this.#forget) {
      map.delete(key);
      return 0;
    }
    if (c.failures < free) return 0;
    const delay = Math.min(this.#base * 2 ** Math.min(c.failures - free, 30), this.#max);
    return Math.max(0, c.last + delay - now);
  }

  /**
   * 0 when `key` has a count or there is room for one (expired counts are dropped first), else how long
   * until the oldest count expires: a live count is never dropped to make room.
   */
  #fullFor(map: Map<string, Count>, key: string, now: number): number {
    if (map.has(key)) return 0;
    for (const [oldKey, c] of map) {
      if (now - c.last <= this.#forget) break; // the map's order is the age order
      map.delete(oldKey);
    }
    if (map.size < this.#maxEntries) return 0;
    const oldest = map.values().next().value!;
    return Math.max(1, oldest.last + this.#forget - now);
  }

  #count(map: Map<string, Count>, key: string, now: number): void {
    const c = map.get(key);
    map.delete(key); // re-inserted last: the map's order is the age order
    map.set(key, { failures: (c?.failures ?? 0) + 1, last: now });
  }

  /** Sign-ins only (an attacker cannot add them), so the oldest may go to make room. */
  #remember(pair: string, now: number): void {
    this.#known.delete(pair);
    this.#known.set(pair, now);
    if (this.#known.size > this.#maxEntries) this.#known.delete(this.#known.keys().next().value!);
  }
}
