// Mail bodies that carry a secret (a password-reset code) wait in the queue sealed: AES-256-GCM with a
// key derived from the token signing secret, which lives in DATA_DIR's secrets file or the environment,
// never in the database. A copy of the database, a backup of it or an SQL reader sees no code; only
// the sender of this server, at the moment it hands the mail to SMTP, opens it.
import crypto from 'node:crypto';

const PREFIX = 'sealed:v1:';

export type SealKey = Buffer & { readonly __sealKey: true };

/** The queue's key, derived from the token signing secret for this use only. */
export function mailSealKey(jwtSecret: string): SealKey {
  return crypto.createHmac('sha256', jwtSecret).update('mail-queue-seal').digest() as SealKey;
}

export function seal(key: SealKey, text: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export const isSealed = (text: string) => text.startsWith(PREFIX);

/** Opens a sealed text (a plain one answers as it is); throws when the key is not the one that sealed it. */
export function unseal(key: SealKey | null, text: string): string {
  if (!isSealed(text)) return text;
  if (!key) throw new Error('This mail is sealed and the sender has no key');
  const raw = Buffer.from(text.slice(PREFIX.length), 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** A sealing key of its own for another use (two-factor secrets, say), derived from the same secret. */
export function derivedSealKey(jwtSecret: string, purpose: string): SealKey {
  return crypto.createHmac('sha256', jwtSecret).update(`seal:${purpose}`).digest() as SealKey;
}
