// Backups carry both copies of the content (issue 20): the live copy comes back as it was, with the
// working copy's unpublished change still unpublished; a backup from before the live copy (the working
// copy alone) restores too, and the next start makes the live copy from the restored working copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRows } from '../content-db/snapshot.ts';
import { liveDatabaseFile, setPublishingMode } from '../content-db/live.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../server/test/helpers.ts';
import { sender } from '../server/test/api-fixtures.ts';
import { createBackup, restoreBackup } from './lib/backup.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backup-live-'));
let t: TestApp;
let dataDir: string;
let pageId: number;

/** A server on the restored folder; answers what a visitor and a signed-in admin read of the page. */
async function startedOn(dir: string): Promise<{ visitor: string; admin: string; changes: number }> {
  const config = loadConfig({
    DATA_DIR: dir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    DIST_DIR: path.join(dir, 'dist'),
  });
  const app = await buildApp({ config, publisher: { request: () => {} }, loginRateLimit: 1000 });
  try {
    await app.ready();
    const token = await login(app);
    const name = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: `/v2/api/pages/${pageId}`, headers })).json().page.page_name_en as string;
    const changes = await app.db.selectFrom('unpublished_changes').selectAll().execute();
    return { visitor: await name({}), admin: await name(bearer(token)), changes: changes.length };
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  dataDir = t.dataDir;
  const send = sender({ app: t.app, token: await login(t.app) });
  pageId = (await send('POST', '/v2/api/pages', { json: { page_name_en: 'Published name', page_name_tr: 'Yayında' } })).json().page.id;
  await setPublishingMode(t.app.db, 'review');
  expect((await send('PUT', `/v2/api/pages/${pageId}`, { json: { page_name_en: 'Working name', page_name_tr: 'Taslak' } })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.app.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backups of the two copies', () => {
  it('a backup holds the live copy; a restore brings both back, the change still unpublished', async () => {
    const archive = path.join(work, 'both.tar.gz');
    const manifest = await createBackup(dataDir, archive);
    expect(manifest.files.map((f) => f.name)).toEqual(expect.arrayContaining(['content.sqlite', 'live.sqlite']));
    const liveAtBackup = allRows(liveDatabaseFile(dataDir));

    await t.app.close();
    fs.rmSync(liveDatabaseFile(dataDir)); // lost after the backup: the restore must bring it back
    const restored = await restoreBackup(dataDir, archive);
    expect(allRows(liveDatabaseFile(dataDir))).toEqual(liveAtBackup);
    expect(await startedOn(dataDir)).toEqual({ visitor: 'Published name', admin: 'Working name', changes: 1 });
    expect(fs.existsSync(path.join(restored.keptIn, 'content.sqlite'))).toBe(true);
  });

  it('a backup without a live copy restores; the start makes the live copy from the restored working copy', async () => {
    // a backup as made before the live copy existed: the working copy alone
    const old = fs.mkdtempSync(path.join(work, 'old-'));
    fs.cpSync(dataDir, old, { recursive: true });
    for (const f of ['live.sqlite', 'live.sqlite-wal', 'live.sqlite-shm']) fs.rmSync(path.join(old, f), { force: true });
    const archive = path.join(work, 'working-only.tar.gz');
    const manifest = await createBackup(old, archive);
    expect(manifest.files.map((f) => f.name)).not.toContain('live.sqlite');

    // the folder restored into has a live copy of its own (showing 'Published name'): it is set aside
    expect(fs.existsSync(liveDatabaseFile(dataDir))).toBe(true);
    const restored = await restoreBackup(dataDir, archive);
    expect(fs.existsSync(liveDatabaseFile(dataDir))).toBe(false);
    expect(fs.existsSync(path.join(restored.keptIn, 'live.sqlite'))).toBe(true);
    // what the working copy held is what visitors saw before the live copy existed: live, no change left
    expect(await startedOn(dataDir)).toEqual({ visitor: 'Working name', admin: 'Working name', changes: 0 });
  });
});
