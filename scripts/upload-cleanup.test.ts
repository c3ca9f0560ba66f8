// The upload cleanup pass: removes files and media records nothing refers to, keeps what an item or a
// kept revision refers to (with its variants), and leaves young files alone (a running server writes
// a file a moment before the row that names it). A kept file goes to its folder: uploads-private when
// only a revision names it, uploads when the content does.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { liveDatabaseFile } from '../content-db/live.ts';
import { databaseFile } from '../content-db/open.ts';
import { makeImage, useTestApp } from '../server/test/helpers.ts';
import { sendForm } from '../server/test/news-fixtures.ts';
import { cleanUploads } from './lib/upload-cleanup.ts';

const t = useTestApp();

/** A news item created with a generated PNG of this size as its image. */
const newsWithImage = async (title_en: string, title_tr: string, width: number, height: number) =>
  sendForm(t.app, 'POST', '/api/admin/news', { title_en, title_tr, image: await makeImage('png', width, height) }, t.token);
const disk = (p: string) => path.join(t.dataDir, 'uploads', p.slice('/uploads/'.length));
const privateDisk = (p: string) => path.join(t.dataDir, 'uploads-private', p.slice('/uploads/'.length));

describe('cleanUploads', () => {
  it('removes orphans only', async () => {
    const add = async (title: string) => {
      const res = await sendForm(t.app, 'POST', '/api/admin/news', { title_en: title, title_tr: title, image: await makeImage('png', 1000, 600) }, t.token);
      expect(res.statusCode, res.body).toBe(200);
      const news = res.json().news;
      return { files: [news.image as string, ...news.media[news.image].variants.map((v: { path: string }) => v.path)] };
    };
    const live = await add('Live');
    const old = new Date(Date.now() - 2 * 3600_000);
    // a crash between writing the files and the row: a file and a media record nobody names
    const orphan = '/uploads/news/orphan-after-crash.png';
    fs.copyFileSync(disk(live.files[0]), disk(orphan));
    const db = new Database(databaseFile(t.dataDir));
    db.prepare("INSERT INTO media_files (path, mime, bytes, width, height, variants) VALUES (?, 'image/png', 1, 1, 1, '[]')").run(orphan);
    // a file only a kept revision names (its item was deleted since): a restore needs it
    const inHistory = '/uploads/news/kept-by-a-revision.png';
    fs.copyFileSync(disk(live.files[0]), disk(inHistory));
    const revision = db.prepare('SELECT max(id) AS id FROM revisions').get() as { id: number };
    expect(revision.id).toBeGreaterThan(0);
    db.prepare('INSERT INTO revision_files (revision_id, path) VALUES (?, ?)').run(revision.id, inHistory);
    db.close();
    for (const p of [orphan, inHistory]) fs.utimesSync(disk(p), old, old);
    const young = '/uploads/news/being-written.png';
    fs.copyFileSync(disk(live.files[0]), disk(young));
    // a restore stopped between its write and moving its files back: the content names a private file
    const restored = await add('Restored');
    fs.mkdirSync(path.dirname(privateDisk(restored.files[0])), { recursive: true });
    for (const f of restored.files) fs.renameSync(disk(f), privateDisk(f));
    // a private file no revision needs any more
    const privateOrphan = '/uploads/news/no-revision-left.png';
    fs.copyFileSync(disk(live.files[0]), privateDisk(privateOrphan));
    fs.utimesSync(privateDisk(privateOrphan), old, old);

    const dry = cleanUploads(t.dataDir, { minAgeMs: 3600_000, dryRun: true });
    expect(dry.files).toEqual([privateOrphan, orphan]);
    expect(fs.existsSync(disk(orphan))).toBe(true);
    expect(fs.existsSync(disk(inHistory))).toBe(true);

    const report = cleanUploads(t.dataDir, { minAgeMs: 3600_000 });
    expect(report).toEqual({ files: [privateOrphan, orphan], hidden: [inHistory], published: [...restored.files].sort(), records: [orphan], missing: [] });
    expect(fs.existsSync(disk(orphan))).toBe(false);
    expect(fs.existsSync(disk(young))).toBe(true);
    for (const f of live.files) expect(fs.existsSync(disk(f)), f).toBe(true);
    expect(fs.existsSync(disk(inHistory))).toBe(false);
    expect(fs.existsSync(privateDisk(inHistory))).toBe(true);
    for (const f of restored.files) expect([fs.existsSync(disk(f)), fs.existsSync(privateDisk(f))], f).toEqual([true, false]);
    expect(fs.existsSync(privateDisk(privateOrphan))).toBe(false);
    const after = new Database(databaseFile(t.dataDir), { readonly: true });
    expect(after.prepare('SELECT count(*) AS n FROM media_files WHERE path = ?').get(orphan)).toEqual({ n: 0 });
    after.close();
  });

  it('keeps public a file only the live copy names (a replaced image whose replacement is not published)', async () => {
    const news = (await newsWithImage('Shown', 'Gösterilen', 900, 500)).json().news;
    const files = [news.image as string, ...news.media[news.image].variants.map((v: { path: string }) => v.path)];
    // the working copy no longer names it (as after an edit in review mode); the live copy still does
    const working = new Database(databaseFile(t.dataDir));
    working.prepare("UPDATE news SET image = '/uploads/news/elsewhere.png' WHERE id = ?").run(news.id);
    working.close();
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const f of files) fs.utimesSync(disk(f), old, old);

    const report = cleanUploads(t.dataDir, { minAgeMs: 3600_000 });
    expect(report.files).not.toContain(news.image);
    expect(report.hidden).not.toContain(news.image);
    for (const f of files) expect(fs.existsSync(disk(f)), f).toBe(true);
    const live = new Database(liveDatabaseFile(t.dataDir), { readonly: true });
    expect(live.prepare('SELECT count(*) AS n FROM media_files WHERE path = ?').get(news.image)).toEqual({ n: 1 });
    live.close();
  });

  it("keeps a named upload's sharing crop (the og:image its pages name), which only the media record lists", async () => {
    const res = await newsWithImage('Shared', 'Paylaşılan', 1400, 900);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().news.image as string;
    const crop = await t.app.media.shareCrop(image);
    expect(crop).toMatch(/-og1200x630-500-500\.jpg$/);
    const old = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(disk(crop!), old, old);

    const report = cleanUploads(t.dataDir, { minAgeMs: 3600_000 });
    expect(report.files).not.toContain(crop);
    expect(fs.existsSync(disk(crop!))).toBe(true);
  });
});
