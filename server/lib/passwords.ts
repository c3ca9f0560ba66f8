// argon2id with OWASP's minimum (19 MiB, t=2, p=1); unlike bcrypt it does not cut long passwords.
import fs from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under type stripping)
const OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Compared against when the email is unknown, so both failures take the same time.
let dummy: Promise<string> | undefined;

export async function verifyPassword(hashed: string | undefined, password: string): Promise<boolean> {
  if (!hashed) {
    dummy ??= hashPassword('not-a-real-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common password';

let common: Set<string> | undefined;

/** Whether the password is one of the 1,000 most common ones (server/data/common-passwords.txt), in any case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, '../data/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common.has(password.toLowerCase());
}
