import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { installRevisionTriggers, readContentRevision } from './content-revision.ts';
import { migrateToLatest } from './migrate.ts';
import { databaseFile, openDatabase } from './open.ts';

async function freshDb() {
  const db = openDatabase(':memory:');
  await migrateToLatest(db);
  return db;
}

describe('content revision', () => {
  it('advances with every insert, update and delete of content, in the write itself', async () => {
    const db = await freshDb();
    const start = (await readContentRevision(db)).revision;
    const page = await db.insertInto('pages').values({ page_name_en: 'News', page_name_tr: 'Haberler' }).returning('id').executeTakeFirstOrThrow();
    const afterInsert = (await readContentRevision(db)).revision;
    expect(afterInsert).toBeGreaterThan(start);
    await db.updateTable('pages').set({ page_name_en: 'Press' }).where('id', '=', page.id).execute();
    const afterUpdate = (await readContentRevision(db)).revision;
    expect(afterUpdate).toBeGreaterThan(afterInsert);
    await db.deleteFrom('pages').where('id', '=', page.id).execute();
    expect((await readContentRevision(db)).revision).toBeGreaterThan(afterUpdate);
    await db.destroy();
  });

  it('stays when a write fails or is rolled back, and when only users, sign-outs or stored files change', async () => {
    const db = await freshDb();
    const before = await readContentRevision(db);
    await expect(
      db
        .insertInto('projects')
        .values({ title_en: 'B', title_tr: 'B', slug: 'b', type: 'other' as 'ongoing', cover_image: null })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('pages').values({ page_name_en: 'A', page_name_tr: 'A' }).execute();
        throw new Error('the rest of the write failed');
      }),
    ).rejects.toThrow('the rest of the write failed');
    await db.insertInto('users').values({ name: 'Editor', email: 'e@example.com', password_hash: 'x', profile_image: null }).execute();
    await db.insertInto('revoked_tokens').values({ jti: 'token-1', expires_at: 1 }).execute();
    await db.insertInto('media_files').values({ path: '/uploads/x.jpg', mime: 'image/jpeg', bytes: 1, width: 1, height: 1, variants: '[]' }).execute();
    await db.deleteFrom('media_files').execute();
    expect(await readContentRevision(db)).toEqual(before);
    await db.destroy();
  });

  it('covers a table a later migration adds', async () => {
    const db = await freshDb();
    await sql`create table later_content (id integer primary key, title text)`.execute(db);
    await installRevisionTriggers(db);
    const before = (await readContentRevision(db)).revision;
    await sql`insert into later_content (title) values ('x')`.execute(db);
    expect((await readContentRevision(db)).revision).toBe(before + 1);
    await db.destroy();
  });

  it('names each database once: kept across opens, new for a new database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revision-'));
    try {
      const db = openDatabase(databaseFile(dir));
      await migrateToLatest(db);
      const first = await readContentRevision(db);
      await db.destroy();
      const reopened = openDatabase(databaseFile(dir));
      await migrateToLatest(reopened);
      expect(await readContentRevision(reopened)).toEqual(first);
      await reopened.destroy();
      const other = await freshDb();
      expect((await readContentRevision(other)).databaseId).not.toBe(first.databaseId);
      await other.destroy();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
