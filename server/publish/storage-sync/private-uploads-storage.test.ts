// Issue 19, uploads (API.md) against a real S3-compatible server (s3rver on 127.0.0.1): a deleted
// gallery image's object leaves the bucket with the delete's publish, and comes back with the
// restore's, at the same key.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuilder } from '../../test/fake-builder.ts';
import { bearer, createTestApp, login, type TestApp } from '../../test/helpers.ts';
import { client } from '../../test/project-fixtures.ts';
import { tempDir } from '../../test/real-server.ts';
import { startS3, type LocalS3 } from '../../test/s3-server.ts';
import { SitePublisher } from '../site-publisher.ts';
import { Bucket } from './bucket.ts';
import { StoragePublisher } from './storage-publisher.ts';

describe('a deleted upload in the bucket', () => {
  let s3: LocalS3;
  let t: TestApp;
  let dataDir: string;
  let publisher: SitePublisher;

  beforeAll(async () => {
    s3 = await startS3(['site']);
    dataDir = tempDir('cms-private-uploads-');
    const config = s3.config('site', 'live/');
    const storage = new StoragePublisher({ bucket: new Bucket(s3.client(config), config), uploadsDir: path.join(dataDir, 'uploads'), backoffMs: 5 });
    publisher = new SitePublisher({ distDir: path.join(dataDir, 'dist'), builder: fakeBuilder().builder, storage, debounceMs: 10 });
    t = await createTestApp({ publisher, env: { DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), REVISIONS_KEEP: '50', REVISIONS_KEEP_DAYS: '90' } });
    await publisher.whenSettled();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The bucket's uploads under the live prefix, as keys relative to it. */
  const storedUploads = async () => [...(await s3.objects('site', 'live/uploads/')).keys()].map((k) => k.slice('live/'.length)).sort();

  it('leaves with the publish after the delete and comes back with the restore', async () => {
    const token = await login(t.app);
    const c = client({ app: t.app, token });
    const p = await c.project();
    const detail = await c.detail(p.id);
    const [, gone] = await c.images(detail.id, 2);
    const answer = (await c.get(`/v2/api/gallery/detail/${detail.id}`, true)).json().images.find((g: { id: number }) => g.id === gone.id);
    const files = [answer.image_path as string, ...answer.media[answer.image_path].variants.map((v: { path: string }) => v.path)].map((f) => f.slice(1));
    expect(files.length).toBeGreaterThan(1);
    await expect.poll(storedUploads, { timeout: 20_000 }).toEqual(expect.arrayContaining(files));
    const bytes = (await s3.objects('site', `live/${files[0]}`)).get(`live/${files[0]}`)?.body;

    expect((await c.call('DELETE', `/v2/api/gallery/${gone.id}`)).statusCode).toBe(200);
    await expect.poll(async () => (await storedUploads()).filter((k) => files.includes(k)), { timeout: 20_000 }).toEqual([]);
    expect((await storedUploads()).length).toBeGreaterThan(0); // the other images stay

    const [, before] = (await t.app.inject({ method: 'GET', url: `/v2/api/revisions?type=project&item=${p.id}`, headers: bearer(token) })).json().revisions;
    expect((await t.app.inject({ method: 'POST', url: `/v2/api/revisions/${before.id}/restore`, headers: bearer(token) })).statusCode).toBe(200);
    await expect.poll(storedUploads, { timeout: 20_000 }).toEqual(expect.arrayContaining(files));
    expect((await s3.objects('site', `live/${files[0]}`)).get(`live/${files[0]}`)?.body).toBe(bytes);
  });
});
