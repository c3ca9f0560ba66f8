// The sign-in challenge between the password step and the code step (POST /v2/api/login, then
// /v2/api/login/2fa): a random token naming the user, valid 5 minutes, five tries. Kept in memory (one
// server process; a restart only asks the user to sign in again), bounded: at most 10,000 live ones,
// and a full map refuses a new sign-in (429) rather than dropping a challenge that is being tried.
import crypto from 'node:crypto';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_TRIES = 5;
const MAX_LIVE = 10_000;

interface Challenge {
  userId: number;
  email: string;
  tokenVersion: number;
  expires: number;
  tries: number;
}

export type ChallengeTry = { ok: true; challenge: Challenge } | { ok: false; why: 'unknown' | 'spent' };

export class SignInChallenges {
  readonly #now: () => number;
  /** keyed by the SHA-256 of the token: the map holds no usable token */
  readonly #live = new Map<string, Challenge>();

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** A new challenge's token, or null when too many are live. */
  create(userId: number, email: string, tokenVersion: number): string | null {
    const now = this.#now();
    for (const [key, c] of this.#live) if (c.expires <= now) this.#live.delete(key);
    if (this.#live.size >= MAX_LIVE) return null;
    const token = crypto.randomBytes(32).toString('base64url');
    this.#live.set(idOf(token), { userId, email, tokenVersion, expires: now + CHALLENGE_TTL_MS, tries: 0 });
    return token;
  }

  /** Counts a try of the challenge; the sixth and later are refused, as is an expired or unknown one. */
  try(token: string): ChallengeTry {
    const key = idOf(token);
    const c = this.#live.get(key);
    if (!c || c.expires <= this.#now()) {
      this.#live.delete(key);
      return { ok: false, why: 'unknown' };
    }
    if (c.tries >= CHALLENGE_TRIES) return { ok: false, why: 'spent' };
    c.tries += 1;
    return { ok: true, challenge: c };
  }

  /** The challenge did its work: it cannot be used again. */
  end(token: string): void {
    this.#live.delete(idOf(token));
  }
}

const idOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
