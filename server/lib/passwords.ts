// argon2id with OWASP's minimum (19 MiB, t=2, p=1); unlike bcrypt it does not cut long passwords.
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
