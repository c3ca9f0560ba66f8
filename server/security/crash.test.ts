// Crash safety (issue 12): the real server (server/main.ts in a child process, with its Astro build
// worker) is killed with SIGKILL, the whole process group at once as a power cut or the OOM killer
// would, in the middle of a burst of writes and in the middle of a site build. After each kill: the
// database passes PRAGMA integrity_check and foreign_key_check, no row names a missing upload, the
// cleanup pass (scripts/lib/upload-cleanup.ts) leaves no unreferenced upload, and the restarted server
// publishes and serves a complete site (every page of its sitemap answers 200).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseFile } from '../../content-db/open.ts';
import { cleanUploads } from '../../scripts/lib/upload-cleanup.ts';

const ROUNDS = 2;
const ADMIN = { email: 'crash@example.com', password: 'crash-test-password-1' };
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-crash-'));
const dataDir = path.join(root, 'data');
const distDir = path.join(root, 'dist');
let child: ChildProcess | null = null;

afterAll(() => {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

interface Server {
  url: string;
  token: string;
  /** SIGKILL to the server and its build worker together; resolves when the server is gone */
  kill(): Promise<void>;
}

async function start(): Promise<Server> {
  const proc = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PORT: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: the kill reaches the build worker too
  });
  child = proc;
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = output.match(/Site: +(http:\/\/127\.0\.0\.1:\d+)\//);
      if (m && output.includes('Admin email:')) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  const login = await fetch(`${url}/v2/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { token: string }).token;
  return {
    url,
    token,
    kill: () =>
      new Promise((done) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return done();
        proc.on('exit', () => done());
        process.kill(-proc.pid!, 'SIGKILL');
      }),
  };
}

async function buildStatus(s: Server): Promise<{ state: string; current: { id: string } | null }> {
  const res = await fetch(`${s.url}/v2/api/build`, { headers: { authorization: `Bearer ${s.token}` } });
  return ((await res.json()) as { build: { state: string; current: { id: string } | null } }).build;
}

/** Polls the build status until no build runs or waits and a release is live. */
const settled = (s: Server) =>
  expect
    .poll(
      async () => {
        const b = await buildStatus(s);
        return { state: b.state, live: b.current !== null };
      },
      {
        timeout: 180_000,
        interval: 100,
        message: 'a settled build',
      },
    )
    .toEqual({ state: 'idle', live: true });

/** Resolves when `promise` does, fails after `ms` saying what it waited for. */
async function within<T>(what: string, promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The database and the upload folder, checked while no server runs. */
function checkData(): { files: number; removed: number } {
  const db = new Database(databaseFile(dataDir));
  try {
    expect(db.prepare('PRAGMA integrity_check').pluck().all()).toEqual(['ok']);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  } finally {
    db.close();
  }
  const report = cleanUploads(dataDir, { minAgeMs: 0 });
  expect(report.missing, 'rows naming a missing upload').toEqual([]);
  // a second pass finds nothing: every upload left is named by a row (or is one's variant)
  expect(cleanUploads(dataDir, { minAgeMs: 0, dryRun: true }).files).toEqual([]);
  const files = fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).length : 0;
  return { files, removed: report.files.length };
}

/** Every page of the live sitemap answers 200 with HTML, in both languages. */
async function expectCompleteSite(s: Server): Promise<number> {
  await settled(s);
  const sitemap = await (await fetch(`${s.url}/sitemap-0.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(pages).toContain('/');
  expect(pages).toContain('/en/');
  for (const p of pages) {
    const res = await fetch(s.url + p);
    expect(res.status, p).toBe(200);
    expect(res.headers.get('content-type'), p).toContain('text/html');
    expect(await res.text(), p).toMatch(/<\/html>\s*$/);
  }
  return pages.length;
}

let image: Blob;
let n = 0;
function write(s: Server): Promise<unknown> {
  const auth = { authorization: `Bearer ${s.token}` };
  const i = n++;
  if (i % 2 === 0) {
    const form = new FormData();
    form.set('title_en', `Crash news ${i}`);
    form.set('title_tr', `Çökme haberi ${i}`);
    form.set('description_en', `<p>Body ${i}</p>`);
    form.set('image', image, `n${i}.png`);
    return fetch(`${s.url}/api/admin/news`, { method: 'POST', headers: auth, body: form }).catch(() => null);
  }
  return fetch(`${s.url}/v2/api/pages`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ page_name_en: `Page ${i}`, page_name_tr: `Sayfa ${i}` }),
  }).catch(() => null);
}

describe('SIGKILL', () => {
  it(`during a burst of writes and during a build, ${ROUNDS} rounds each: data intact, no orphan, a complete site`, async () => {
    image = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#8a6' } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: 'image/png' },
    );
    let s = await start();
    await settled(s);
    const passed: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // 1. a burst of 24 writes, killed when the first few have answered
      // (killed at the third answer itself, not at a poll after it)
      let answered = 0;
      let thirdAnswer!: () => void;
      const firstAnswers = new Promise<void>((resolve) => (thirdAnswer = resolve));
      const burst = Array.from({ length: 24 }, () =>
        write(s).then((res) => {
          if ((res as Response | null)?.ok && ++answered === 3) thirdAnswer();
        }),
      );
      await within('the first answers', firstAnswers, 60_000);
      await s.kill();
      const atKill = answered;
      await Promise.allSettled(burst);
      expect(atKill, 'writes still in flight when killed').toBeLessThan(24);
      const afterWrites = checkData();
      s = await start();
      const pages = await expectCompleteSite(s);
      passed.push(`writes ${round}: killed after ${atKill} of 24 writes answered, ${afterWrites.removed} orphan files removed, ${pages} pages`);

      // 2. a build killed halfway
      await write(s);
      await expect.poll(async () => (await buildStatus(s)).state, { timeout: 60_000, interval: 100, message: 'a build' }).toBe('building');
      await s.kill();
      checkData();
      s = await start();
      passed.push(`build ${round}: ${await expectCompleteSite(s)} pages`);
    }
    await s.kill();
    console.log(`crash runs passed:\n  ${passed.join('\n  ')}`);
    expect(passed).toHaveLength(2 * ROUNDS);
  }, 900_000);
});
