// Migration 0019 (the media library): every upload keeps its row and path, gets an id in upload order,
// empty alt texts and a centred focal point; the live copy's ids follow the working copy's.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type ContentDb } from './open.ts';
import { migrateDown, migrateToLatest } from './migrate.ts';
import { alignMediaIds } from './media.ts';

async function beforeLibrary(paths: string[]): Promise<ContentDb> {
  const db = openDatabase(':memory:');
  await migrateToLatest(db);
  // down to before 0019 (the migrations after it go down first): media_files as it was before the library
  const hasLibrary = async () =>
    (await sql<{ name: string }>`SELECT name FROM pragma_table_info('media_files') WHERE name = 'alt_en'`.execute(db)).rows.length > 0;
  while (await hasLibrary()) await migrateDown(db);
  let minute = 10;
  for (const p of paths) {
    await sql`INSERT INTO media_files (path, mime, bytes, width, height, variants, created_at)
      VALUES (${p}, 'image/jpeg', 1234, 800, 600, ${JSON.stringify([{ path: `${p}-480w.webp`, width: 480, height: 360 }])}, ${`2026-01-01T00:${minute++}:00.000Z`})`.execute(
      db,
    );
  }
  return db;
}

describe('migration 0019_media_library', () => {
  it('keeps every upload and its path, numbered in upload order, with empty alt texts and a centred focal point', async () => {
    const paths = ['/uploads/projects/b.jpg', '/uploads/news/a.jpg', '/uploads/home-banners/c.jpg'];
    const db = await beforeLibrary(paths);
    const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('media_files')`.execute(db)).rows.map((r) => r.name);
    expect(columns).not.toContain('alt_en');
    expect(await migrateToLatest(db)).toContain('0019_media_library');
    const rows = await db.selectFrom('media_files').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.path])).toEqual(paths.map((p, i) => [i + 1, p]));
    for (const r of rows) {
      expect(r).toMatchObject({
        mime: 'image/jpeg',
        bytes: 1234,
        width: 800,
        height: 600,
        alt_en: '',
        alt_tr: '',
        focal_x: 0.5,
        focal_y: 0.5,
        pinned: 0,
        hidden: 0,
      });
      expect(JSON.parse(r.variants)).toEqual([{ path: `${r.path}-480w.webp`, width: 480, height: 360 }]);
    }
    // a path is still one file's
    await expect(sql`INSERT INTO media_files (path, mime, bytes) VALUES (${paths[0]}, 'image/png', 1)`.execute(db)).rejects.toThrow(/UNIQUE/);
    await db.destroy();
  });

  it("gives the live copy the working copy's ids (it was numbered alone and may lack files)", async () => {
    const working = await beforeLibrary(['/uploads/p/1.jpg', '/uploads/p/2.jpg', '/uploads/p/3.jpg']);
    const live = await beforeLibrary(['/uploads/p/1.jpg', '/uploads/p/3.jpg', '/uploads/p/only-live.jpg']);
    await migrateToLatest(working);
    await migrateToLatest(live);
    expect(await alignMediaIds(working, live)).toBeGreaterThan(0);
    const ids = async (db: ContentDb) => Object.fromEntries((await db.selectFrom('media_files').select(['id', 'path']).execute()).map((r) => [r.path, r.id]));
    const w = await ids(working);
    const l = await ids(live);
    expect(l['/uploads/p/1.jpg']).toBe(w['/uploads/p/1.jpg']);
    expect(l['/uploads/p/3.jpg']).toBe(w['/uploads/p/3.jpg']);
    expect(l['/uploads/p/only-live.jpg']).toBeGreaterThan(Math.max(...Object.values(w)));
    expect(await alignMediaIds(working, live)).toBe(0);
  });
});
