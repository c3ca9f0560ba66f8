// The storage sync of the REAL site: the demo company built by Astro in the server's worker, synced to a
// real S3-compatible server (s3rver on 127.0.0.1). An edit of one project through the API uploads exactly
// the files its publish changed (counted against the two release folders), its old slug becomes a
// storage redirect, and a deleted project's pages and images leave the bucket.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, multipart } from '../../test/helpers.ts';
import { BENCH_ADMIN, startServer, type RunningServer } from '../../test/real-server.ts';
import { missingAssets, startS3, type LocalS3 } from '../../test/s3-server.ts';
import { Bucket } from './bucket.ts';
import { MANIFEST_NAME } from './plan.ts';
import { StoragePublisher } from './storage-publisher.ts';

/** Every file of a folder by its relative path, with the SHA-256 of its content. */
function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!d.isFile()) continue;
    const full = path.join(d.parentPath, d.name);
    out.set(path.relative(dir, full).split(path.sep).join('/'), crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
  }
  return out;
}

/** How many files of `after` are new or different from `before`, and how many of `before` are gone. */
function difference(before: Map<string, string>, after: Map<string, string>): { changed: number; gone: string[] } {
  return {
    changed: [...after].filter(([file, hash]) => before.get(file) !== hash).length,
    gone: [...before.keys()].filter((file) => !after.has(file)),
  };
}

describe('storage sync of the real site', () => {
  let s3: LocalS3;
  let server: RunningServer;
  let token: string;
  let storage: StoragePublisher;
  const releaseFiles = () => hashes(server.publisher.store.dirOf(server.publisher.status().current!.id));
  const uploadFiles = () => hashes(path.join(server.dataDir, 'uploads'));
  const stored = () => s3.objects('site');
  /** The projects the site shows. */
  const activeProjects = async () =>
    (
      (await server.app.inject({ method: 'GET', url: '/v2/api/projects', headers: bearer(token) })).json().projects as Array<{ id: number; status: string }>
    ).filter((p) => p.status === 'active');
  /** Sends an API write and waits until its publish and sync are done. */
  async function write(o: { method: 'PUT' | 'DELETE'; url: string; headers?: Record<string, string>; payload?: Buffer }) {
    const live = server.publisher.status().current!.id;
    const res = await server.app.inject({ ...o, headers: { ...bearer(token), ...o.headers } });
    expect(res.statusCode).toBe(200);
    // the write asks for a build once its answer is sent
    for (let i = 0; i < 2400 && server.publisher.status().current!.id === live; i++) await new Promise((r) => setTimeout(r, 50));
    await server.publisher.whenSettled();
  }

  beforeAll(async () => {
    s3 = await startS3(['site']);
    server = await startServer({
      storage: (uploadsDir) => (storage = new StoragePublisher({ bucket: new Bucket(s3.client(), s3.config('site')), uploadsDir })),
    });
    await server.publisher.whenSettled();
    token = await login(server.app, BENCH_ADMIN);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('the first sync puts every file of the release and every upload in the bucket, each page with its assets', async () => {
    const status = server.publisher.status();
    expect(status.last?.log).toBe('');
    const files = releaseFiles().size + uploadFiles().size;
    expect(status.storage).toMatchObject({ state: 'idle', syncedId: status.current!.id, uploaded: files, deleted: 0 });
    const objects = await stored();
    expect(objects.size).toBe(files + 1); // and the manifest
    expect(objects.has(MANIFEST_NAME)).toBe(true);
    expect(missingAssets(objects)).toEqual([]);
    expect(objects.get('index.html')?.contentType).toBe('text/html; charset=utf-8');
    const css = [...objects.keys()].find((k) => k.startsWith('_astro/') && k.endsWith('.css'));
    if (css) expect(objects.get(css)?.cacheControl).toBe('public, max-age=31536000, immutable');
  }, 120_000);

  it('renaming one project uploads only the files its publish changed; the old slug redirects', async () => {
    const before = { release: releaseFiles(), uploads: uploadFiles() };
    const projects = await activeProjects();
    const form = multipart({ title_en: 'Harbour View Residences Renamed', title_tr: 'Liman Manzara Konutları Yeni' });
    await write({ method: 'PUT', url: `/v2/api/projects/${projects[0].id}`, headers: form.headers, payload: form.payload });

    const release = difference(before.release, releaseFiles());
    const uploads = difference(before.uploads, uploadFiles());
    const total = releaseFiles().size + uploadFiles().size;
    expect(release.changed).toBeGreaterThan(0);
    expect(release.changed).toBeLessThan(total / 2);
    expect(server.publisher.status().storage).toMatchObject({
      state: 'idle',
      uploaded: release.changed + uploads.changed,
      deleted: release.gone.length + uploads.gone.length,
    });

    const objects = await stored();
    expect(missingAssets(objects)).toEqual([]);
    const redirects = JSON.parse(objects.get('redirects.json')!.body) as Record<string, string>;
    const [oldPath, newPath] = Object.entries(redirects).find(([, to]) => /renamed/.test(to))!;
    const oldPage = objects.get(`${oldPath.slice(1)}/index.html`);
    expect(oldPage?.redirect).toBe(newPath);
    expect(/<h1[^>]*>Liman Manzara Konutları Yeni<\/h1>/.test(objects.get(`${newPath.slice(1)}index.html`)?.body ?? '')).toBe(true);
  }, 240_000);

  it('deleting a project removes its pages and images from the bucket', async () => {
    const projects = await activeProjects();
    const victim = projects.at(-1)!;
    const before = await stored();
    const pagesOf = (objects: Map<string, unknown>) => [...objects.keys()].filter((k) => k.endsWith('/index.html') && k.includes('project/'));
    await write({ method: 'DELETE', url: `/v2/api/projects/${victim.id}` });

    const live = releaseFiles();
    const after = await stored();
    const gone = [...before.keys()].filter((k) => !after.has(k));
    // its Turkish and English pages, and its cover image with its variants, if it had one
    expect(gone.filter((k) => k.endsWith('/index.html')).length).toBeGreaterThanOrEqual(2);
    expect(pagesOf(after).every((k) => live.has(k))).toBe(true);
    expect(server.publisher.status().storage).toMatchObject({ state: 'idle', deleted: gone.length });
    expect(missingAssets(after)).toEqual([]);
    expect(storage.lastReport?.changedPaths).toEqual(
      expect.arrayContaining(gone.filter((k) => k.endsWith('/index.html')).map((k) => `/${k.slice(0, -'index.html'.length)}`)),
    );
  }, 240_000);
});
