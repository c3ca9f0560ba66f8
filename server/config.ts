// The one place that reads the environment. Validated at start so a bad value stops the server early
// with a message that names the variable.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  siteUrl: string;
  adminEmail: string;
  /** undefined when it is to be generated (and printed once) at first start */
  adminPassword: string | undefined;
  jwtSecret: string;
  buildHookSecret: string;
  deployHookUrl: string | undefined;
  seedDemo: boolean;
  /** the project root: dist/ and the Astro project live here */
  rootDir: string;
  /** site releases and the `current` link (DIST_DIR, default <root>/dist); tests use a temporary one */
  distDir: string;
  /** log level of the server; tests pass 'silent' */
  logLevel: string;
}

export class ConfigError extends Error {}

const ROOT = path.resolve(import.meta.dirname, '..');

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4321;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be an integer 0-65535, got "${raw}"`);
  return n;
}

function parseUrl(name: string, raw: string | undefined, fallback?: string): string | undefined {
  const value = raw === undefined || raw === '' ? fallback : raw;
  if (value === undefined) return undefined;
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function parseBool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json. */
function loadSecrets(dataDir: string): { jwtSecret: string; buildHookSecret: string } {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<{ jwtSecret: string; buildHookSecret: string }> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  const secrets = {
    jwtSecret: stored.jwtSecret ?? crypto.randomBytes(48).toString('base64url'),
    buildHookSecret: stored.buildHookSecret ?? crypto.randomBytes(24).toString('base64url'),
  };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.buildHookSecret !== secrets.buildHookSecret) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(ROOT, env.DATA_DIR || 'content-db/data');
  const adminEmail = env.ADMIN_EMAIL || 'admin@example.com';
  if (!EMAIL.test(adminEmail)) throw new ConfigError(`ADMIN_EMAIL is not a valid email: "${adminEmail}"`);
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD !== '' && env.ADMIN_PASSWORD.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 6 characters long');
  }
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET !== '' && env.JWT_SECRET.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const secrets = loadSecrets(dataDir);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    siteUrl: parseUrl('SITE_URL', env.SITE_URL, 'http://localhost:4321')!,
    adminEmail,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || secrets.jwtSecret,
    buildHookSecret: env.BUILD_HOOK_SECRET || secrets.buildHookSecret,
    deployHookUrl: parseUrl('DEPLOY_HOOK_URL', env.DEPLOY_HOOK_URL),
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, true),
    rootDir: ROOT,
    distDir: path.resolve(ROOT, env.DIST_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
