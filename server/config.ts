// The one place that reads the environment. Validated at start so a bad value stops the server early
// with a message that names the variable.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isEmailAddress } from './lib/email.ts';
import { isCommonPassword } from './lib/passwords.ts';
import { DEFAULT_PROOF_MAX_NUMBER } from './leads/proof.ts';
import { parseAllowList, type AllowEntry } from './health/address-policy.ts';
import { loadSecrets, SecretsFileError, type Secrets } from './secrets.ts';
import { DEFAULT_RETENTION, type Retention } from '../content-db/history/retention.ts';

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
  /** UPLOAD_AVIF (default on): uploads also get AVIF variants, made in the background (server/lib/media-avif.ts) */
  uploadAvif: boolean;
  /** SHARE_CROPS (default on): every picture gets its 1200x630 sharing crop in the background (MediaStore.queueShareCrop) */
  shareCrops: boolean;
  /** the project root: dist/ and the Astro project live here */
  rootDir: string;
  /** site releases and the `current` link (DIST_DIR, default <root>/dist); tests use a temporary one */
  distDir: string;
  /** the publish lock of DIST_DIR (<DIST_DIR>/.build.lock): builds publishing there take turns */
  buildLockFile: string;
  /**
   * build workers that render a publish together once the first build has loaded the site's renderer
   * (BUILD_RENDERERS, default 2 or the number of cores if fewer: server/publish/worker-builder.ts);
   * 0: every publish is a whole Astro build (slower: bundling each time)
   */
  buildRenderers: number;
  /** the lead form's proof-of-work difficulty, altcha's maxnumber (LEAD_PROOF_MAXNUMBER): server/leads/proof.ts */
  leadProofMaxNumber: number;
  /** log level of the server; tests pass 'silent' */
  logLevel: string;
  /** which X-Forwarded-For hops to believe (TRUST_PROXY): none, a hop count, or the proxies' addresses */
  trustProxy: false | number | string[];
  /** where each live release is synced for a CDN (S3_*; null when S3_BUCKET is unset): server/publish/storage-sync/ */
  storage: StorageConfig | null;
  /** how much history is kept (REVISIONS_KEEP, REVISIONS_KEEP_DAYS): content-db/history/retention.ts */
  retention: Retention;
  /** where mail goes out (SMTP_URL; null: mail waits in the queue, server/mail/sender.ts) and its sender (MAIL_FROM) */
  mail: { smtpUrl: string | null; from: string };
  /**
   * the check of the live site's external links (server/health/): hosts it may reach although they are
   * private (LINK_CHECK_ALLOW), whether it runs by itself once a week (LINK_CHECK_WEEKLY) and each
   * request's limit (LINK_CHECK_TIMEOUT_MS)
   */
  linkCheck: { allow: AllowEntry[]; weekly: boolean; timeoutMs: number };
}

/** An S3-compatible bucket the live release is copied to. Credentials come from the AWS SDK's own chain. */
export interface StorageConfig {
  bucket: string;
  /** key prefix, '' or ending with '/' */
  prefix: string;
  region: string;
  /** set for every store but AWS S3 (R2, B2, MinIO): path-style requests, no default checksums */
  endpoint: string | undefined;
  /** POSTed the changed paths after each sync that changed something */
  cdnPurgeUrl: string | undefined;
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

/**
 * TRUST_PROXY: off (default), the number of proxies in front of the server, or their addresses/CIDR
 * ranges. Never "true": Fastify then takes the left-most X-Forwarded-For, which the client writes, and
 * every per-address limit (login) is bypassed by sending a new value each time.
 */
function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^[0-9]{1,2}$/.test(value)) return Number(value);
  const list = value.split(',').map((a) => a.trim());
  for (const entry of list) {
    const [address, prefix, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    const max = family === 6 ? 128 : 32;
    const okPrefix = prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (!family || !okPrefix || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY must be a hop count (1 = one proxy in front) or a comma list of proxy addresses/CIDR ranges, got "${value}"` +
          (/^(true|yes|on)$/i.test(value) ? ' (trusting every hop lets any client choose its own address)' : ''),
      );
    }
  }
  return list;
}

function parseCount(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^[0-9]{1,6}$/.test(raw) || n < min) throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return n;
}

const S3_VARIABLES = ['S3_PREFIX', 'S3_REGION', 'S3_ENDPOINT', 'CDN_PURGE_URL'] as const;

/** S3_BUCKET turns the storage sync on; the other S3 variables alone are a mistake worth stopping for. */
function parseStorage(env: NodeJS.ProcessEnv): StorageConfig | null {
  const bucket = env.S3_BUCKET ?? '';
  if (bucket === '') {
    const stray = S3_VARIABLES.find((name) => env[name]);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to sync the site to storage, or unset ${stray}`);
    return null;
  }
  // AWS's rules (R2, B2 and MinIO accept the same names): 3-63 lowercase letters, digits, dots and hyphens
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots or hyphens), got "${bucket}"`);
  }
  const rawPrefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  if (rawPrefix !== '' && (!/^[A-Za-z0-9._\-/]+$/.test(rawPrefix) || rawPrefix.split('/').some((part) => part === '' || part === '.' || part === '..'))) {
    throw new ConfigError(`S3_PREFIX must be a folder path of letters, digits, '.', '_', '-' and '/', got "${env.S3_PREFIX}"`);
  }
  const region = env.S3_REGION || env.AWS_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as eu-central-1 or auto, got "${region}"`);
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    throw new ConfigError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither to use a profile or an instance role');
  }
  return {
    bucket,
    prefix: rawPrefix ? `${rawPrefix}/` : '',
    region,
    endpoint: parseUrl('S3_ENDPOINT', env.S3_ENDPOINT),
    cdnPurgeUrl: parseUrl('CDN_PURGE_URL', env.CDN_PURGE_URL),
  };
}

/** SMTP_URL: smtp:// (STARTTLS when offered) or smtps://, user and password in the URL, as nodemailer reads it. */
function parseSmtpUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps:// and name a host, got "${url.protocol}//${url.hostname}"`);
  }
  return raw;
}

/** MAIL_FROM: an address, or `Name <address>`; by default no-reply at SITE_URL's host. */
function parseMailFrom(raw: string | undefined, siteUrl: string): string {
  if (raw === undefined || raw === '') return `no-reply@${new URL(siteUrl).hostname}`;
  const address = /^[^<>]*<([^<>]+)>$/.exec(raw.trim())?.[1] ?? raw.trim();
  if (raw.length > 200 || /[\r\n]/.test(raw) || !isEmailAddress(address)) {
    throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got "${raw.slice(0, 200)}"`);
  }
  return raw.trim();
}

/** LINK_CHECK_ALLOW: a comma list of hosts or host:port the link checker may reach although they are private. */
function parseLinkCheckAllow(raw: string | undefined): AllowEntry[] {
  const list = parseAllowList(raw);
  if (list === null) throw new ConfigError(`LINK_CHECK_ALLOW must be a comma list of hosts or host:port (intranet.example.com, 10.0.0.5:8080), got "${raw}"`);
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(ROOT, env.DATA_DIR || 'content-db/data');
  const adminEmail = env.ADMIN_EMAIL || 'admin@example.com';
  if (!isEmailAddress(adminEmail)) throw new ConfigError(`ADMIN_EMAIL is not a valid email: "${adminEmail}"`);
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD !== '' && env.ADMIN_PASSWORD.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 6 characters long');
  }
  if (env.ADMIN_PASSWORD && isCommonPassword(env.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_PASSWORD is one of the 1,000 most common passwords: choose another');
  }
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET !== '' && env.JWT_SECRET.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  let secrets: Secrets;
  try {
    secrets = loadSecrets(dataDir);
  } catch (err) {
    throw err instanceof SecretsFileError ? new ConfigError(err.message) : err;
  }
  const distDir = path.resolve(ROOT, env.DIST_DIR || 'dist');
  const siteUrl = parseUrl('SITE_URL', env.SITE_URL, 'http://localhost:4321')!;
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    siteUrl,
    adminEmail,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || secrets.jwtSecret,
    buildHookSecret: env.BUILD_HOOK_SECRET || secrets.buildHookSecret,
    deployHookUrl: parseUrl('DEPLOY_HOOK_URL', env.DEPLOY_HOOK_URL),
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, true),
    uploadAvif: parseBool('UPLOAD_AVIF', env.UPLOAD_AVIF, true),
    shareCrops: parseBool('SHARE_CROPS', env.SHARE_CROPS, true),
    rootDir: ROOT,
    distDir,
    buildLockFile: path.join(distDir, '.build.lock'),
    buildRenderers: parseCount('BUILD_RENDERERS', env.BUILD_RENDERERS, Math.min(2, os.availableParallelism()), 0),
    leadProofMaxNumber: parseCount('LEAD_PROOF_MAXNUMBER', env.LEAD_PROOF_MAXNUMBER, DEFAULT_PROOF_MAX_NUMBER, 1000),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    storage: parseStorage(env),
    retention: {
      keep: parseCount('REVISIONS_KEEP', env.REVISIONS_KEEP, DEFAULT_RETENTION.keep, 1),
      days: parseCount('REVISIONS_KEEP_DAYS', env.REVISIONS_KEEP_DAYS, DEFAULT_RETENTION.days, 0),
    },
    mail: { smtpUrl: parseSmtpUrl(env.SMTP_URL), from: parseMailFrom(env.MAIL_FROM, siteUrl) },
    linkCheck: {
      allow: parseLinkCheckAllow(env.LINK_CHECK_ALLOW),
      weekly: parseBool('LINK_CHECK_WEEKLY', env.LINK_CHECK_WEEKLY, true),
      timeoutMs: parseCount('LINK_CHECK_TIMEOUT_MS', env.LINK_CHECK_TIMEOUT_MS, 10_000, 100),
    },
  };
}
