// TOTP as API.md fixes it (RFC 6238: SHA-1, 6 digits, 30 s), through otpauth: never hand-made.
import { Secret, TOTP } from 'otpauth';

const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side of now is accepted: a phone's clock a little off, a code typed as it changed. */
const WINDOW = 1;

/** A new secret: 20 random bytes (RFC 4226's recommended 160 bits), in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...PARAMS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/**
 * The time step a right code belongs to, or null for a wrong one. The caller accepts a step only once
 * (later than the last accepted one), so a code seen over a shoulder or in a proxy cannot be replayed.
 * otpauth compares the codes in constant time.
 */
export function stepOfCode(secret: string, code: string, now: number): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const totp = new TOTP({ ...PARAMS, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
