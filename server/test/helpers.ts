// Shared pieces for API tests: an app on a temporary DATA_DIR, a signed-in token, multipart bodies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AddressWindow } from '../lib/address-window.ts';
import type { LoginThrottle } from '../lib/login-throttle.ts';
import type { Publisher } from '../plugins/publisher.ts';
import { codeFields } from '../plugins/errors.ts';

export const ADMIN = { email: 'admin@test.local', password: 'test-password-1' };

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** what the app asked the publisher for, in order */
  publishRequests: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** fill the data folder with the demo company */
  seed?: boolean;
  /** the build queue; default: a recorder (publishRequests) */
  publisher?: Publisher;
  /** more settings for loadConfig */
  env?: Record<string, string>;
  /** logins per minute from one address; high by default so that tests may sign in freely */
  loginRateLimit?: number;
  /** the per-account sign-in limit (default: the app's own) */
  loginThrottle?: LoginThrottle;
  /** the per-address limit of password-reset requests (default: the app's own) */
  forgotLimit?: AddressWindow;
  /** the clock of two-factor sign-in (server/two-factor); default Date.now */
  clock?: () => number;
  /** routes of the test's own, registered before the app is ready */
  routes?: (app: FastifyInstance) => void;
  /** the mail queue's waits between tries (server/mail/sender.ts) */
  mailRetryDelaysMs?: readonly number[];
}

/** A fresh app on an empty temporary data folder. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: opts.seed ? '1' : '0',
    LOG_LEVEL: 'silent',
    // site releases go to the temporary folder too: a test never touches the real dist/
    DIST_DIR: path.join(dataDir, 'dist'),
    // History keeps only each item's newest revision unless a test asks for more: a replaced or deleted
    // item's files go as soon as its write is answered, as they would with no history at all. Tests of
    // the history (routes/v2/revisions.test.ts) set the rule they need.
    REVISIONS_KEEP: '1',
    REVISIONS_KEEP_DAYS: '0',
    // AVIF variants and sharing crops land in the background after an upload's answer: a test counting
    // the files of the uploads folder around a write would see them arrive. The tests of AVIF
    // (server/lib/media-avif.test.ts) and of sharing crops (server/lib/share-crop-queue.test.ts) turn them on.
    UPLOAD_AVIF: '0',
    SHARE_CROPS: '0',
    ...opts.env,
  });
  const publishRequests: string[] = [];
  const publisher: Publisher = opts.publisher ?? { request: (reason) => void publishRequests.push(reason) };
  const app = await buildApp({
    config,
    publisher,
    loginRateLimit: opts.loginRateLimit ?? 1000,
    loginThrottle: opts.loginThrottle,
    forgotLimit: opts.forgotLimit,
    clock: opts.clock,
    mailRetryDelaysMs: opts.mailRetryDelaysMs,
  });
  if (process.env.API_COVERAGE_LOG) recordRequests(app, process.env.API_COVERAGE_LOG);
  opts.routes?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    publishRequests,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * With API_COVERAGE_LOG=<file>, every request a test makes is logged as one JSON line (route, status,
 * test file and name); server/test/api-coverage.ts turns the log into the route coverage table.
 */
function recordRequests(app: FastifyInstance, logFile: string): void {
  const root = path.resolve(import.meta.dirname, '../..');
  app.addHook('onResponse', async (request, reply) => {
    const { testPath, currentTestName } = expect.getState();
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      file: testPath ? path.relative(root, testPath) : null,
      test: currentTestName ?? null,
    };
    fs.appendFileSync(logFile, JSON.stringify(line) + '\n');
  });
}

export async function login(app: FastifyInstance, who = ADMIN): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v2/api/login', payload: who });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The app of a test file (or describe block) and the admin's token, ready inside its tests and hooks. */
export interface TestContext extends TestApp {
  readonly token: string;
}

/**
 * Registers beforeAll (a fresh app, then a sign-in unless `signIn: false`) and afterAll (close) in the
 * calling file or describe block. The answer's fields read the current app, so use them inside tests
 * and hooks only; a beforeAll registered after this call runs after the app is ready.
 */
export function useTestApp(opts: TestAppOptions & { signIn?: boolean } = {}): TestContext {
  let t: TestApp | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    t = await createTestApp(opts);
    if (opts.signIn !== false) token = await login(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  const ready = (): TestApp => {
    if (!t) throw new Error('useTestApp: the app exists inside tests and hooks only');
    return t;
  };
  return {
    get app() {
      return ready().app;
    },
    get dataDir() {
      return ready().dataDir;
    },
    get publishRequests() {
      return ready().publishRequests;
    },
    get token() {
      if (token === undefined) throw new Error('useTestApp: no token (signIn: false, or used outside a test)');
      return token;
    },
    close: () => ready().close(),
  };
}

export interface FilePart {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** Builds a multipart/form-data body; a field given an array repeats. */
export function multipart(fields: Record<string, string | number | FilePart | Array<string | FilePart>>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----cmsTestBoundary' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  const add = (name: string, value: string | number | FilePart) => {
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => add(name, v));
    else add(name, value);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real image made in memory. */
export async function makeImage(kind: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', width = 64, height = 48): Promise<FilePart> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 140 } } });
  const content = await img.toFormat(kind).toBuffer();
  return { filename: `test.${kind === 'jpeg' ? 'jpg' : kind}`, content, contentType: `image/${kind}` };
}

export const SVG: FilePart = {
  filename: 'logo.svg',
  contentType: 'image/svg+xml',
  content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#123"/></svg>'),
};

/** Text that claims to be a PNG: must be refused by its bytes. */
export const SPOOFED_PNG: FilePart = { filename: 'evil.png', contentType: 'image/png', content: Buffer.from('<?php echo "hi"; ?>') };

/** Whether an upload's file exists on disk. */
export function uploadExists(dataDir: string, publicPath: string): boolean {
  return fs.existsSync(path.join(dataDir, 'uploads', publicPath.replace(/^\/uploads\//, '')));
}

/** An answer with a message as the server writes it: the message's code (and values) from the catalog beside it. */
export function answer(success: boolean, message: string): Record<string, unknown> {
  return { success, message, ...codeFields(message) };
}
