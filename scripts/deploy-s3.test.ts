// npm run deploy:s3 as a user runs it: the script in its own process, configured by the environment only
// (S3_* and the AWS SDK's standard credential variables), syncing the live release to a real
// S3-compatible server (s3rver on 127.0.0.1).
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuilder } from '../server/test/fake-builder.ts';
import { tempDir } from '../server/test/real-server.ts';
import { startS3, type LocalS3 } from '../server/test/s3-server.ts';
import { SitePublisher } from '../server/publish/site-publisher.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');

async function deploy(env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, 'scripts/deploy-s3.ts')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/**
 * Proves that something does NOT happen for `ms`: here waiting is the point (no event marks "still
 * waiting for the lock"). Checks `happened` every 100 ms, so it fails as soon as it does happen.
 */
async function expectNothingFor(ms: number, happened: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + ms;
  do {
    expect(await happened()).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < end);
  expect(await happened()).toBe(false);
}

describe('npm run deploy:s3', () => {
  let s3: LocalS3;
  const dataDir = tempDir('cms-deploy-data-');
  const distDir = tempDir('cms-deploy-dist-');
  let env: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3(['site']);
    fs.mkdirSync(path.join(dataDir, 'uploads', 'projects'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'projects', 'a.webp'), 'image');
    const publisher = new SitePublisher({ distDir, builder: fakeBuilder().builder });
    await publisher.publishNow();
    await publisher.close();
    env = {
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      S3_BUCKET: 'site',
      S3_PREFIX: 'www',
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    };
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('syncs the live release and the uploads, then finds nothing left to do', async () => {
    const first = await deploy(env);
    expect(first.out).toMatch(/is in the bucket: 4 uploaded, 0 deleted/);
    expect(first.code).toBe(0);
    const objects = await s3.objects('site', 'www/');
    expect(objects.get('www/index.html')?.body).toContain('release one');
    expect(objects.get('www/uploads/projects/a.webp')?.body).toBe('image');
    expect((await deploy(env)).out).toMatch(/0 uploaded, 0 deleted/);
  });

  it('waits while another process syncs to the same bucket (the server), then syncs', async () => {
    const lock = path.join(distDir, '.storage-sync.lock');
    fs.writeFileSync(lock, String(process.pid)); // this test process stands for a server in the middle of a sync
    fs.writeFileSync(path.join(dataDir, 'uploads', 'projects', 'b.webp'), 'new image');
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/deploy-s3.ts')], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    const exit = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
    await expect.poll(() => out, { timeout: 30_000, interval: 50 }).toContain('syncing release');
    // the script waits for the lock: for a while, nothing of the sync reaches the bucket
    await expectNothingFor(1500, async () => (await s3.objects('site', 'www/')).has('www/uploads/projects/b.webp'));
    fs.rmSync(lock);
    expect(await exit).toBe(0);
    expect(out).toMatch(/1 uploaded, 0 deleted/);
    expect((await s3.objects('site', 'www/')).get('www/uploads/projects/b.webp')?.body).toBe('new image');
  }, 60_000);

  it('stops with the reason when storage is not configured or the bucket cannot be reached', async () => {
    const off = await deploy({ DATA_DIR: dataDir, DIST_DIR: distDir });
    expect(off.code).toBe(1);
    expect(off.out).toContain('S3_BUCKET is not set');
    const bad = await deploy({ ...env, S3_BUCKET: 'no-such-bucket' });
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('NoSuchBucket');
  }, 120_000);
});
