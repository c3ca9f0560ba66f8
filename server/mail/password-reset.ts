// Password reset by mail (API.md "Password reset by mail"): a 6-digit code, mailed, valid 15 minutes,
// 5 tries, one use; verifying it gives a reset token (valid 15 minutes, one use) that sets the new
// password. Codes and tokens are stored as keyed hashes only: a copy of the database does not reset
// anyone's password. A new code replaces the user's earlier ones. The mail that carries the code waits in
// the queue sealed (server/mail/seal.ts) and its subject holds no code: the code exists in plain text
// only in the mail that reaches the account's own mailbox.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { countCodeTry, deleteUnusedCodes, latestOpenCode, markCodeVerified, replaceResetCode, useResetToken } from '../../content-db/mail.ts';
import type { Database } from '../../content-db/schema.ts';
import { findUserWithHashByEmail, updateUser } from '../../content-db/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { enqueueMail } from './queue.ts';
import type { SealKey } from './seal.ts';

export const CODE_VALID_MS = 15 * 60_000;
export const RESET_VALID_MS = 15 * 60_000;
/** wrong codes allowed; the next try is refused whatever it sends */
export const MAX_TRIES = 5;

export const RESET_MESSAGES = {
  sent: 'If this address has an account, a code has been sent',
  badCode: 'The code is wrong or has expired',
  tooManyTries: 'Too many tries: ask for a new code',
  badToken: 'This reset has expired: ask for a new code',
  updated: 'Password updated',
} as const;

export class ResetRefused extends Error {
  readonly status: 400 | 429;
  constructor(status: 400 | 429, message: string) {
    super(message);
    this.status = status;
  }
}

export interface ResetOptions {
  /** keys the stored hashes (the token signing secret) */
  secret: string;
  now?: () => number;
}

const keyed = (secret: string, value: string) => crypto.createHmac('sha256', secret).update(value).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

/** Six digits, evenly drawn from the system's random source. */
export function newCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

function resetMail(code: string, language: 'en' | 'tr' | null): { subject: string; text: string } {
  const tr = `Şifre sıfırlama kodunuz: ${code}\nKod 15 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.`;
  const en = `Your password reset code: ${code}\nThe code is valid for 15 minutes. If you did not ask for it, ignore this mail: your password stays as it is.`;
  // never the code in a subject: the admin's mail status and every mail log show subjects
  if (language === 'tr') return { subject: 'Şifre sıfırlama kodu', text: `${tr}\n` };
  if (language === 'en') return { subject: 'Password reset code', text: `${en}\n` };
  return { subject: 'Şifre sıfırlama kodu / Password reset code', text: `${tr}\n\n${en}\n` };
}

/** Mails a new code when the address has an account; answers nothing either way. */
export async function requestReset(db: Kysely<Database>, email: string, o: ResetOptions & { sealKey: SealKey }): Promise<void> {
  const user = await findUserWithHashByEmail(db, email.trim());
  if (!user) return;
  const now = (o.now ?? Date.now)();
  const code = newCode();
  await replaceResetCode(db, user.id, keyed(o.secret, `${user.id}:${code}`), iso(now + CODE_VALID_MS));
  await enqueueMail(db, { kind: 'password-reset', to: [user.email], sealWith: o.sealKey, ...resetMail(code, user.language) });
}

/** Checks a code; answers a reset token. Every try counts, right or wrong. */
export async function verifyCode(db: Kysely<Database>, email: string, code: string, o: ResetOptions): Promise<string> {
  const user = await findUserWithHashByEmail(db, email.trim());
  const row = user ? await latestOpenCode(db, user.id) : undefined;
  if (!user || !row) throw new ResetRefused(400, RESET_MESSAGES.badCode);
  if (!(await countCodeTry(db, row.id, MAX_TRIES))) throw new ResetRefused(429, RESET_MESSAGES.tooManyTries);
  const now = (o.now ?? Date.now)();
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(keyed(o.secret, `${user.id}:${code.trim()}`), 'hex');
  if (Date.parse(row.expires_at) <= now || !crypto.timingSafeEqual(expected, given)) throw new ResetRefused(400, RESET_MESSAGES.badCode);
  const token = crypto.randomBytes(32).toString('base64url');
  const verified = await markCodeVerified(db, row.id, { now: iso(now), tokenHash: keyed(o.secret, token), resetExpiresAt: iso(now + RESET_VALID_MS) });
  // two right tries at once: only the first gets a token
  if (!verified) throw new ResetRefused(400, RESET_MESSAGES.badCode);
  return token;
}

/** Sets the new password of the token's user and ends every session of that user (token version). */
export async function resetPassword(db: Kysely<Database>, token: string, password: string, o: ResetOptions): Promise<void> {
  const now = (o.now ?? Date.now)();
  const userId = await useResetToken(db, keyed(o.secret, token), iso(now));
  if (userId === undefined) throw new ResetRefused(400, RESET_MESSAGES.badToken);
  await updateUser(db, userId, { password_hash: await hashPassword(password) });
  await deleteUnusedCodes(db, userId);
}
