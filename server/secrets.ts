// DATA_DIR/secrets.json: the token signing secret and the build hook secret when the environment does
// not give them. Generated once; readable by the server's user only (mode 0600, set again on every
// start in case a copy or a restore loosened it); written to a temporary file and renamed, so a crash
// never leaves half a file; a damaged file stops the server with a message instead of being replaced
// (replacing it would silently sign everyone out and change the build hook address).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  jwtSecret: string;
  buildHookSecret: string;
}

export class SecretsFileError extends Error {}

const MODE = 0o600;

export const secretsFile = (dataDir: string): string => path.join(dataDir, 'secrets.json');

const newJwtSecret = () => crypto.randomBytes(48).toString('base64url');
const newHookSecret = () => crypto.randomBytes(24).toString('base64url');

/** The stored secrets ({} when there is no file yet); a damaged file throws SecretsFileError. */
function readStored(file: string): Partial<Secrets> {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  const damaged = (why: string) =>
    new SecretsFileError(
      `${file} is damaged (${why}). Restore it from a backup, or delete it to generate new secrets ` +
        '(every signed-in user is then signed out and the build hook address changes).',
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw damaged('not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw damaged('not a JSON object');
  const { jwtSecret, buildHookSecret } = parsed as Record<string, unknown>;
  if (jwtSecret !== undefined && (typeof jwtSecret !== 'string' || jwtSecret.length < 32))
    throw damaged('jwtSecret must be a string of at least 32 characters');
  if (buildHookSecret !== undefined && (typeof buildHookSecret !== 'string' || buildHookSecret.length < 16))
    throw damaged('buildHookSecret must be a string of at least 16 characters');
  return { jwtSecret, buildHookSecret } as Partial<Secrets>;
}

/** Writes the whole file next to itself, then renames it over the old one (atomic on one file system). */
function writeAtomically(file: string, secrets: Secrets): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temp, 'wx', MODE);
  try {
    fs.writeFileSync(fd, JSON.stringify(secrets, null, 2));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
}

/** The secrets of DATA_DIR, generating the missing ones; the file's mode is made 0600 on every call. */
export function loadSecrets(dataDir: string): Secrets {
  const file = secretsFile(dataDir);
  const stored = readStored(file);
  const secrets = { jwtSecret: stored.jwtSecret ?? newJwtSecret(), buildHookSecret: stored.buildHookSecret ?? newHookSecret() };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.buildHookSecret !== secrets.buildHookSecret) writeAtomically(file, secrets);
  else fs.chmodSync(file, MODE);
  return secrets;
}

/**
 * A new token signing secret (the build hook secret stays): every token signed before stops working.
 * `npm run seed:reset` calls it, so a token revoked in the old database cannot come back with a new one.
 */
export function rotateJwtSecret(dataDir: string): void {
  const file = secretsFile(dataDir);
  const stored = readStored(file);
  writeAtomically(file, { jwtSecret: newJwtSecret(), buildHookSecret: stored.buildHookSecret ?? newHookSecret() });
}
