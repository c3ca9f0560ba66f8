// The storage sync inside the publishing pipeline, against a real S3-compatible server (s3rver on
// 127.0.0.1): every release that goes live reaches the bucket, the build status tells how the sync went
// (GET /v2/api/build), a rollback puts the previous pages back, a failing sync is retried and then shown
// with its log, and the CDN purge webhook hears the changed paths.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuilder } from '../../test/fake-builder.ts';
import { bearer, createTestApp, login, type TestApp } from '../../test/helpers.ts';
import { tempDir } from '../../test/real-server.ts';
import { startS3, storageProxy, type LocalS3 } from '../../test/s3-server.ts';
import { SitePublisher } from '../site-publisher.ts';
import { Bucket } from './bucket.ts';
import { StoragePublisher } from './storage-publisher.ts';

describe('publishing to storage', () => {
  let s3: LocalS3;
  const cleanups: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    s3 = await startS3(['site']);
  });
  afterAll(async () => {
    await s3?.close();
  });
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  /** An app whose publisher builds with the fake builder and syncs to `bucket` under `prefix`. */
  async function rig(o: { bucket?: string; prefix: string; attempts?: number; cdnPurgeUrl?: string; endpoint?: string }) {
    const distDir = tempDir('cms-dist-');
    const uploadsDir = tempDir('cms-uploads-');
    fs.writeFileSync(path.join(uploadsDir, 'logo.webp'), 'logo');
    const config = { ...s3.config(o.bucket ?? 'site', o.prefix), ...(o.endpoint ? { endpoint: o.endpoint } : {}) };
    const storage = new StoragePublisher({
      bucket: new Bucket(s3.client(config), config),
      uploadsDir,
      attempts: o.attempts ?? 3,
      backoffMs: 5,
      cdnPurgeUrl: o.cdnPurgeUrl,
    });
    const fake = fakeBuilder();
    const publisher = new SitePublisher({ distDir, builder: fake.builder, storage, debounceMs: 10 });
    const t: TestApp = await createTestApp({ publisher, env: { DIST_DIR: distDir } });
    cleanups.push(async () => {
      await t.close();
      fs.rmSync(distDir, { recursive: true, force: true });
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    });
    await publisher.whenSettled(); // the first-start build and its sync
    const token = await login(t.app);
    const buildStatus = async () => (await t.app.inject({ method: 'GET', url: '/v2/api/build', headers: bearer(token) })).json().build;
    const stored = async (key: string) => (await s3.objects(o.bucket ?? 'site', o.prefix)).get(o.prefix + key)?.body;
    const publish = async (text: string) => {
      fake.text = text;
      publisher.request('test');
      await publisher.whenSettled();
    };
    return { t, token, publisher, storage, fake, buildStatus, stored, publish };
  }

  it('syncs each release that goes live, shows the sync in the build status, and a rollback puts the previous pages back', async () => {
    const r = await rig({ prefix: 'pipeline/' });
    const first = r.publisher.status().current!;
    expect((await r.buildStatus()).storage).toMatchObject({ state: 'idle', syncedId: first.id, uploaded: 4, deleted: 0, log: '' });
    expect(await r.stored('index.html')).toContain('release one');
    expect(await r.stored('uploads/logo.webp')).toBe('logo');

    await r.publish('release two');
    const second = r.publisher.status().current!;
    // the two home pages changed; the 404 page and the upload did not
    expect((await r.buildStatus()).storage).toMatchObject({ state: 'idle', syncedId: second.id, uploaded: 2 });
    expect(await r.stored('en/index.html')).toContain('release two (en)');

    const res = await r.t.app.inject({ method: 'POST', url: '/v2/api/build/rollback', headers: bearer(r.token) });
    expect(res.statusCode).toBe(200);
    await r.publisher.whenSettled();
    expect((await r.buildStatus()).storage).toMatchObject({ state: 'idle', syncedId: first.id, uploaded: 2 });
    expect(await r.stored('index.html')).toContain('release one');
    expect(await r.stored('en/index.html')).toContain('release one (en)');
  });

  it('retries a sync while the storage is unavailable, then uploads everything', async () => {
    // a sync starts with two requests (list, manifest) and the SDK tries each 3 times: 6 refusals make
    // the first attempt fail
    const flaky = await storageProxy(s3.endpoint);
    cleanups.push(() => flaky.close());
    flaky.unavailable = 6;
    const r = await rig({ prefix: 'flaky/', endpoint: flaky.endpoint, attempts: 4 });
    expect(flaky.refused).toBe(6);
    const status = await r.buildStatus();
    expect(status.storage).toMatchObject({ state: 'idle', syncedId: status.current.id, uploaded: 4, log: '' });
    expect(status.storage.attempt).toBeGreaterThanOrEqual(2);
    expect(await r.stored('index.html')).toContain('release one');
  });

  it('a refusal that a retry would repeat fails at once with its log; the site stays published and the next publish syncs', async () => {
    const r = await rig({ bucket: 'not-made-yet', prefix: '', attempts: 3 });
    const status = await r.buildStatus();
    expect(status).toMatchObject({ state: 'idle', last: { ok: true } });
    expect(status.storage).toMatchObject({ state: 'failed', syncedId: null, attempt: 1 });
    expect(status.storage.log).toMatch(/^attempt 1: NoSuchBucket: /);
    expect(status.storage.log).toContain('npm run deploy:s3');

    await r.storage.bucket.client.send(new CreateBucketCommand({ Bucket: 'not-made-yet' }));
    await r.publish('release two');
    expect((await r.buildStatus()).storage).toMatchObject({ state: 'idle', syncedId: r.publisher.status().current!.id, log: '' });
    expect(await r.stored('index.html')).toContain('release two');
  });

  it('calls the CDN purge webhook with the paths a sync changed', async () => {
    const received: Array<{ releaseId: string; paths: string[] }> = [];
    const hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => hook.close(() => resolve())));
    const url = `http://127.0.0.1:${(hook.address() as { port: number }).port}/purge`;

    const r = await rig({ prefix: 'purge/', cdnPurgeUrl: url });
    received.length = 0; // the first sync uploaded everything
    await r.publish('release two');
    expect(received).toEqual([{ releaseId: r.publisher.status().current!.id, paths: ['/', '/en/', '/en/index.html', '/index.html'] }]);
  });
});
