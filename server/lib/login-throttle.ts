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
  /** most entries kept per map (the oldest go first): memory stays bounded whatever is sent */
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
    this.#count(this.#pairs, pair, now);
    this.#count(this.#accounts, account, now);
    return 0;
  }

  /** The try went through: this address starts afresh and is remembered for this account. */
  succeeded(email: string, address: string): void {
    const account = email.trim().toLowerCase();
    const pair = `${account}\n${address}`;
    this.#pairs.delete(pair);
    const total = this.#accounts.get(account);
    if (total) total.failures = Math.max(0, total.failures - 1);
    this.#put(this.#known, pair, this.#now());
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

  #count(map: Map<string, Count>, key: string, now: number): void {
    const c = map.get(key);
    this.#put(map, key, { failures: (c?.failures ?? 0) + 1, last: now });
  }

  #put<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key); // re-inserted last: the map's order is the age order
    map.set(key, value);
    if (map.size > this.#maxEntries) map.delete(map.keys().next().value!);
  }
}
