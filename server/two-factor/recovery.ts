// Recovery codes: ten per enable, shown once, stored as SHA-256 hashes. Each holds 80 random bits
// (16 characters of a 32-letter alphabet), too many to try offline even against a fast hash, and the
// hash needs no key: the codes still work after a restore renews the server's secrets.
import crypto from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** no 0/O, 1/I/L: a code copied from paper is read right */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code as it is shown: four groups of four, e.g. "K7QX-M2PA-9RTD-W4HN". */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** Letter case, spaces and dashes do not matter to a typed code. */
function normalise(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return crypto.createHash('sha256').update(normalise(code)).digest('hex');
}

/** The index of the stored hash the code matches, or -1; every hash is compared, in constant time. */
export function matchRecoveryCode(hashes: readonly string[], code: string): number {
  const given = Buffer.from(hashRecoveryCode(code), 'hex');
  let found = -1;
  hashes.forEach((h, i) => {
    const stored = Buffer.from(h, 'hex');
    if (stored.length === given.length && crypto.timingSafeEqual(stored, given) && found === -1) found = i;
  });
  return found;
}
