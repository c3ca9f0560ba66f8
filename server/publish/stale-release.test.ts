// A live release built from other content or code is rebuilt when the server starts, without any edit
// (issue 8): after a new site code (an injected code fingerprint), after `npm run seed:reset` with new
// uploads, and when another DATA_DIR is started on the same DIST_DIR. The REAL Astro build, real servers.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataDir, KNOWN } from '../../site/test/fixture.ts';
import { startServer, tempDir, type RunningServer } from '../test/real-server.ts';
import { databaseFile } from '../../content-db/open.ts';

const NO_ONGOING = 'Şu anda devam eden proje yok';

/** A fixture company in its own folder, its database closed (a server opens it). */
async function companyFolder(): Promise<string> {
  const fixture = await fixtureDataDir();
  await fixture.db.destroy();
  // The fixture names a favicon it does not store; every release is checked for broken references.
  const favicon = path.join(fixture.dataDir, 'uploads', 'favicons', 'site.png');
  fs.mkdirSync(path.dirname(favicon), { recursive: true });
  await sharp({ create: { width: 32, height: 32, channels: 3, background: '#1d3557' } })
    .png()
    .toFile(favicon);
  return fixture.dataDir;
}

async function get(server: RunningServer, urlPath: string): Promise<{ status: number; body: string }> {
  const res = await fetch(server.url + urlPath);
  return { status: res.status, body: await res.text() };
}

/** The /uploads/ addresses a page refers to (src, href, srcset). */
function uploadsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/(?:src|href|srcset)="([^"]*)"/g)) {
    for (const part of m[1].split(',')) {
      const url = part.trim().split(/\s+/)[0];
      if (url.startsWith('/uploads/')) urls.add(url);
    }
  }
  return [...urls].sort();
}

/** Starts a server, waits for what its start does, and closes it once `check` has looked. */
async function startAndSettle(o: Parameters<typeof startServer>[0], check: (s: RunningServer) => Promise<void>): Promise<void> {
  const server = await startServer(o);
  try {
    await server.publisher.whenSettled();
    expect(server.publisher.status().last?.log ?? '').toBe('');
    await check(server);
  } finally {
    await server.close();
  }
}

describe('a stale live release is rebuilt at start', () => {
  let distDir: string;
  let dataDir: string;
  const folders: string[] = [];
  let firstUploads: string[] = [];

  beforeAll(async () => {
    distDir = tempDir('cms-stale-dist-');
    dataDir = await companyFolder();
    folders.push(distDir, dataDir);
    await startAndSettle({ dataDir, distDir }, async (s) => {
      expect(s.publisher.queue.started).toBe(1); // the first start
      expect((await get(s, '/ongoing-projects/')).body).toContain(KNOWN.ongoingProject.tr);
      firstUploads = uploadsOf((await get(s, '/')).body);
    });
    expect(firstUploads.length).toBeGreaterThan(0);
  }, 240_000);

  afterAll(() => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('after a change of the site code; a start with the same code and content builds nothing', async () => {
    let rebuilt = '';
    await startAndSettle({ dataDir, distDir, codeFingerprint: 'changed-site-code' }, async (s) => {
      expect(s.publisher.queue.started).toBe(1);
      rebuilt = s.publisher.status().current!.id;
      expect(await s.publisher.upToDate()).toBe(true);
    });
    await startAndSettle({ dataDir, distDir, codeFingerprint: 'changed-site-code' }, async (s) => {
      expect(s.publisher.queue.started).toBe(0);
      expect(s.publisher.status().current!.id).toBe(rebuilt);
      expect(await s.publisher.upToDate()).toBe(true);
    });
  }, 240_000);

  it('after a seed reset: the pages refer to the new uploads, and every one of them is served', async () => {
    // npm run seed:reset removes the database and the uploads; the next start seeds new pictures
    const database = databaseFile(dataDir);
    for (const f of [database, `${database}-wal`, `${database}-shm`, path.join(dataDir, 'uploads')]) fs.rmSync(f, { recursive: true, force: true });
    const reseeded = await companyFolder();
    folders.push(reseeded);
    fs.cpSync(reseeded, dataDir, { recursive: true });

    await startAndSettle({ dataDir, distDir, codeFingerprint: 'changed-site-code' }, async (s) => {
      expect(s.publisher.queue.started).toBe(1);
      const uploads = uploadsOf((await get(s, '/')).body);
      expect(uploads.length).toBeGreaterThan(0);
      expect(uploads.filter((u) => !firstUploads.includes(u)).length).toBeGreaterThan(0); // new names
      for (const url of uploads) expect({ url, status: (await get(s, url)).status }).toEqual({ url, status: 200 });
    });
  }, 240_000);

  it('another DATA_DIR (an empty database) on the same DIST_DIR shows its own content', async () => {
    await startAndSettle({ seed: false, distDir, codeFingerprint: 'changed-site-code' }, async (s) => {
      expect(s.publisher.queue.started).toBe(1);
      const ongoing = await get(s, '/ongoing-projects/');
      expect(ongoing.body).toContain(NO_ONGOING);
      expect(ongoing.body).not.toContain(KNOWN.ongoingProject.tr);
      expect(await s.publisher.upToDate()).toBe(true);
    });
  }, 240_000);
});
