// npm run backup / npm run restore: a backup taken while the server runs comes back table for table and
// file for file; a damaged archive is refused before anything in DATA_DIR changes; a restore ends every
// session (the restored users and revoked tokens are older than the tokens in circulation).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../content-db/leads.ts';
import { allRows } from '../content-db/snapshot.ts';
import { readContentRevision } from '../content-db/content-revision.ts';
import { databaseFile, openDatabase } from '../content-db/open.ts';
import { sameSource } from '../server/publish/release-source.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { ADMIN, bearer, createTestApp, login, makeImage, type TestApp } from '../server/test/helpers.ts';
import { sender } from '../server/test/api-fixtures.ts';
import { createBackup, FORMAT, restoreBackup, unpackVerified } from './lib/backup.ts';
import { DamagedArchiveError, writeTarGz } from './lib/tar.ts';

let t: TestApp;
let dataDir: string;
let token: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backups-'));
const archive = path.join(work, 'backup.tar.gz');

/** Every upload's SHA-256 by its path under DATA_DIR (uploads/ and uploads-private/). */
function uploads(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const folder of ['uploads', 'uploads-private']) {
    const root = path.join(dir, folder);
    if (!fs.existsSync(root)) continue;
    for (const d of fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
      if (!d.isFile()) continue;
      const full = path.join(d.parentPath, d.name);
      out[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  }
  return out;
}
const state = () => ({ rows: allRows(databaseFile(dataDir)), files: uploads(dataDir) });

let atBackup: ReturnType<typeof state>;

beforeAll(async () => {
  // revisions kept, so a replaced logo is kept privately (uploads-private) and must be backed up too
  t = await createTestApp({ env: { REVISIONS_KEEP: '50', REVISIONS_KEEP_DAYS: '90' } });
  dataDir = t.dataDir;
  token = await login(t.app);
  const send = sender({ app: t.app, token });
  expect((await send('POST', '/v2/api/pages', { json: { page_name_en: 'Backup page', page_name_tr: 'Yedek sayfa' } })).statusCode).toBe(200);
  const logo = await send('POST', '/api/site-logo', { form: { logo: await makeImage('png', 300, 120) } });
  expect(logo.statusCode).toBe(200);
  expect((await send('PUT', `/api/site-logo/${logo.json().data.id}`, { form: { logo: await makeImage('png', 320, 120) } })).statusCode).toBe(200);
  expect((await send('POST', '/api/favicon', { form: { favicon: await makeImage('png', 64, 64) } })).statusCode).toBeLessThan(500);
  // a visitor's lead: company data of the working copy, not content, and backed up all the same
  await createLead(t.app.db, { name: 'Yedek Talep', phone: '+905321234567', email: null, message: 'Şubat', project_id: null, lang: 'tr' });
});
afterAll(async () => {
  await t.app.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('takes a sound copy during a burst of writes (SQLite online backup)', async () => {
    const send = sender({ app: t.app, token });
    const burst = Promise.all(
      Array.from({ length: 40 }, (_, i) => send('POST', '/v2/api/pages', { json: { page_name_en: `Burst ${i}`, page_name_tr: `Yoğun ${i}` } })),
    );
    const during = path.join(work, 'during.tar.gz');
    await createBackup(dataDir, during);
    for (const res of await burst) expect(res.statusCode).toBe(200);
    const staging = fs.mkdtempSync(path.join(work, 'check-'));
    const manifest = await unpackVerified(during, staging); // checksums and PRAGMA integrity_check
    expect(manifest.files[0].name).toBe('content.sqlite');
    for (let i = 0; i < 40; i++)
      await send(
        'DELETE',
        `/v2/api/pages/${(await send('GET', '/v2/api/pages')).json().pages.find((p: { page_name_en: string }) => p.page_name_en === `Burst ${i}`).id}`,
      );
  });

  it('backs up while the server runs, and restores every table and file exactly', async () => {
    atBackup = state();
    expect(Object.keys(atBackup.files).length).toBeGreaterThan(1);
    expect(Object.keys(atBackup.files).filter((f) => f.startsWith('uploads-private/')).length).toBeGreaterThan(0);
    const manifest = await createBackup(dataDir, archive);
    expect(manifest.files.map((f) => f.name)).toEqual(expect.arrayContaining(['content.sqlite', 'live.sqlite']));
    expect(manifest.files).toHaveLength(2 + Object.keys(atBackup.files).length); // the two copies of the content, the uploads

    // life goes on after the backup: a page deleted, a logo replaced, a new user
    const send = sender({ app: t.app, token });
    const pages = (await send('GET', '/v2/api/pages')).json().pages as Array<{ id: number; page_name_en: string }>;
    await send('DELETE', `/v2/api/pages/${pages.find((p) => p.page_name_en === 'Backup page')!.id}`);
    await send('POST', '/api/site-logo', { form: { logo: await makeImage('jpeg', 200, 80) } });
    const lead = (await send('GET', '/api/leads')).json().leads[0] as { id: number };
    expect((await send('DELETE', `/api/leads/${lead.id}`)).statusCode).toBe(200);
    expect(state()).not.toEqual(atBackup);

    // what the live site was last built from (server/publish/release-source.ts records it per release)
    const liveSource = await readContentRevision(t.app.liveDb);
    await t.app.close(); // the restore runs with the server stopped
    const restored = await restoreBackup(dataDir, archive);
    expect(restored.manifest.format).toBe(FORMAT);
    expect(state()).toEqual(atBackup);
    // the restored content is not what the live site shows: the server rebuilds it when it starts
    const db = openDatabase(databaseFile(dataDir));
    try {
      const now = await readContentRevision(db);
      const code = { code: 'same code', siteUrl: 'http://localhost:4321' };
      expect(sameSource({ ...liveSource, ...code }, { ...now, ...code })).toBe(false);
    } finally {
      await db.destroy();
    }
    // the replaced content is kept, not deleted
    expect(fs.existsSync(path.join(restored.keptIn, 'content.sqlite'))).toBe(true);
  });

  it('ends every session: a token from before the restore no longer works; signing in does', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      DIST_DIR: path.join(dataDir, 'dist'),
    });
    const app = await buildApp({ config, publisher: { request: () => {} }, loginRateLimit: 1000 });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(token) })).statusCode).toBe(401);
      const fresh = await login(app);
      expect((await app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(fresh) })).statusCode).toBe(200);
      const pages = await app.inject({ method: 'GET', url: '/v2/api/pages', headers: bearer(fresh) });
      expect(pages.json().pages.map((p: { page_name_en: string }) => p.page_name_en)).toContain('Backup page');
      const leads = await app.inject({ method: 'GET', url: '/api/leads', headers: bearer(fresh) });
      expect(leads.json().leads.map((l: { name: string }) => l.name)).toEqual(['Yedek Talep']);
    } finally {
      await app.close();
    }
  });
});

describe('a damaged archive', () => {
  const bytes = () => fs.readFileSync(archive);
  const refused = async (name: string, content: Buffer | (() => Promise<void>), reason: RegExp) => {
    const file = path.join(work, name);
    if (Buffer.isBuffer(content)) fs.writeFileSync(file, content);
    else await content();
    const before = state();
    const secrets = fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8');
    const entries = fs.readdirSync(dataDir).sort();
    await expect(restoreBackup(dataDir, file), name).rejects.toThrow(DamagedArchiveError);
    await expect(restoreBackup(dataDir, file), name).rejects.toThrow(reason);
    expect(state(), name).toEqual(before);
    expect(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe(secrets);
    expect(fs.readdirSync(dataDir).sort(), name).toEqual(entries); // no staging folder left behind
  };

  it('is refused before anything changes: cut off, a flipped byte, not gzip at all', async () => {
    const whole = bytes();
    await refused('cut.tar.gz', whole.subarray(0, Math.floor(whole.length / 2)), /damaged|cut off/);
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)] ^= 0x40;
    await refused('flipped.tar.gz', flipped, /damaged|checksum|cut off/);
    await refused('text.tar.gz', Buffer.from('not an archive at all'), /damaged/);
  });

  it('is refused when a file does not match the manifest, a name is not one of a backup, or the database is not one', async () => {
    const manifest = (files: Array<{ name: string; content: Buffer }>, lie = false) =>
      Buffer.from(
        JSON.stringify({
          format: FORMAT,
          createdAt: new Date().toISOString(),
          files: files.map((f) => ({
            name: f.name,
            bytes: f.content.length,
            sha256: crypto
              .createHash('sha256')
              .update(lie ? 'other' : f.content)
              .digest('hex'),
          })),
        }),
      );
    const dbCopy = path.join(work, 'db-copy.sqlite');
    const staging = fs.mkdtempSync(path.join(work, 'stage-'));
    await unpackVerified(archive, staging); // the good archive unpacks: take its database
    fs.copyFileSync(path.join(staging, 'content.sqlite'), dbCopy);
    const db = { name: 'content.sqlite', content: fs.readFileSync(dbCopy) };
    const make =
      (file: string, files: Array<{ name: string; content: Buffer }>, lie = false) =>
      async () => {
        const dir = fs.mkdtempSync(path.join(work, 'src-'));
        const all = [...files, { name: 'manifest.json', content: manifest(files, lie) }];
        for (const f of all) {
          fs.mkdirSync(path.dirname(path.join(dir, f.name)), { recursive: true });
          fs.writeFileSync(path.join(dir, f.name), f.content);
        }
        await writeTarGz(
          path.join(work, file),
          dir,
          (async function* () {
            for (const f of all) yield f.name;
          })(),
        );
      };

    await refused('lying.tar.gz', make('lying.tar.gz', [db], true), /checksum/);
    await refused('outside.tar.gz', make('outside.tar.gz', [db, { name: 'evil.txt', content: Buffer.from('x') }]), /unexpected entry "evil.txt"/);
    await refused('garbage-db.tar.gz', make('garbage-db.tar.gz', [{ name: 'content.sqlite', content: Buffer.alloc(8192, 7) }]), /database is damaged/);
    await refused('no-db.tar.gz', make('no-db.tar.gz', [{ name: 'uploads/a.png', content: Buffer.from('png') }]), /no database/);
  });
});
