// The lead form's proof of work (ALTCHA, altcha-lib's v1 protocol: find the number whose SHA-256 with
// the salt is the challenge). The salt carries the challenge's creation time and expiry, signed with
// the rest by an HMAC key derived from the token signing secret (secrets store or JWT_SECRET), so the
// server keeps no state until a proof is used: then its signature is stored, and a second use refused.
import crypto from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';

/** How long a challenge may be solved and sent. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
/** A person reads and fills the form: a proof sent sooner after its challenge was made is a bot's. */
export const MIN_FILL_MS = 3000;
/**
 * The default difficulty (LEAD_PROOF_MAXNUMBER): the secret number is drawn from 0..maxnumber, so a
 * visitor's browser tries maxnumber / 2 = 25,000 SHA-256 hashes on average. How the number was chosen:
 * the widget hashes with WebCrypto spread over Web Workers; on a mid-range phone one core does a small
 * SHA-256 in about 20 µs once the promise overhead is counted (an estimate from published WebCrypto
 * figures, not a measurement on a phone here): 25,000 x 20 µs = 0.5 s on one core, less when the widget's
 * workers share it, and a slow phone at most a few seconds in the worst case (2x the average). A bot
 * pays the same for every lead it sends, on top of the per-address limit. (altcha-lib's solver under
 * Node on this 2-core build server, shared and without workers, measured 140 µs a hash: servers are not
 * the audience.) Raise it when spam gets through, lower it when visitors complain of a slow form.
 */
export const DEFAULT_PROOF_MAX_NUMBER = 50_000;

/** The key is the token signing secret's: a separate secret would be one more thing to back up. */
export function proofKey(jwtSecret: string): string {
  return crypto.createHmac('sha256', jwtSecret).update('lead-form-proof').digest('hex');
}

export interface LeadChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export async function createLeadChallenge(key: string, now = Date.now(), maxNumber = DEFAULT_PROOF_MAX_NUMBER): Promise<LeadChallenge> {
  const challenge = await createChallenge({
    hmacKey: key,
    maxNumber,
    expires: new Date(now + CHALLENGE_LIFETIME_MS),
    params: { created: String(now) },
  });
  return { ...challenge, maxnumber: challenge.maxnumber ?? maxNumber };
}

export type ProofCheck = { ok: true; signature: string; expiresAt: number } | { ok: false; why: 'missing' | 'invalid' | 'early' };

type ProofPayload = Payload;

function parsePayload(value: unknown): ProofPayload | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<ProofPayload>;
    const ok =
      typeof parsed.algorithm === 'string' &&
      typeof parsed.challenge === 'string' &&
      typeof parsed.salt === 'string' &&
      typeof parsed.signature === 'string' &&
      Number.isInteger(parsed.number);
    return ok ? (parsed as ProofPayload) : undefined;
  } catch {
    return undefined;
  }
}

/** Checks a proof (the widget's base64 payload); whether it was used before is the caller's question. */
export async function checkProof(value: unknown, key: string, now = Date.now()): Promise<ProofCheck> {
  if (value === undefined || value === null || value === '') return { ok: false, why: 'missing' };
  const payload = parsePayload(value);
  if (!payload || payload.algorithm !== 'SHA-256' || !(await verifySolution(payload, key, true))) return { ok: false, why: 'invalid' };
  const params = new URLSearchParams(payload.salt.split('?')[1] ?? '');
  const created = Number(params.get('created'));
  const expires = Number(params.get('expires')) * 1000;
  if (!Number.isFinite(created) || !Number.isFinite(expires) || expires < now) return { ok: false, why: 'invalid' };
  if (now - created < MIN_FILL_MS) return { ok: false, why: 'early' };
  return { ok: true, signature: payload.signature, expiresAt: expires };
}
