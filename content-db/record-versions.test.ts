// The version check inside a write's own transaction (content-db/open.ts inTransaction): a write whose
// expected version went stale, even between the server's first check and its transaction, changes
// nothing; a request's later transactions check against its own write.
import { describe, expect, it } from 'vitest';
import { withActorScope, type Actor } from './history/actor.ts';
import { migrateToLatest } from './migrate.ts';
import { inTransaction, openDatabase } from './open.ts';
import { StaleVersionError, recordVersion } from './record-versions.ts';

async function freshDb() {
  const db = openDatabase(':memory:');
  await migrateToLatest(db);
  const { id } = await db.insertInto('pages').values({ page_name_en: 'About', page_name_tr: 'Hakkımızda' }).returning('id').executeTakeFirstOrThrow();
  return { db, id };
}

describe('record versions', () => {
  it('change with every write of the record and never come back', async () => {
    const { db, id } = await freshDb();
    const seen = new Set([await recordVersion(db, 'pages', id)]);
    for (const name of ['A', 'B', 'About']) {
      await db.updateTable('pages').set({ page_name_en: name }).where('id', '=', id).execute();
      seen.add(await recordVersion(db, 'pages', id));
    }
    expect(seen.size).toBe(4);
  });

  it('refuse a stale write inside its transaction and let the fresh one through, twice in one request', async () => {
    const { db, id } = await freshDb();
    const start = await recordVersion(db, 'pages', id);
    // someone else's write lands after the request read the version
    await db.updateTable('pages').set({ page_name_en: 'Theirs' }).where('id', '=', id).execute();
    const stale: Actor = { userId: 1, expect: { table: 'pages', id, version: start } };
    await expect(
      withActorScope(stale, () => inTransaction(db, (trx) => trx.updateTable('pages').set({ page_name_en: 'Mine' }).where('id', '=', id).execute())),
    ).rejects.toBeInstanceOf(StaleVersionError);
    expect((await db.selectFrom('pages').select('page_name_en').where('id', '=', id).executeTakeFirstOrThrow()).page_name_en).toBe('Theirs');

    const fresh: Actor = { userId: 1, expect: { table: 'pages', id, version: await recordVersion(db, 'pages', id) } };
    await withActorScope(fresh, async () => {
      await inTransaction(db, (trx) => trx.updateTable('pages').set({ page_name_en: 'Mine' }).where('id', '=', id).execute());
      await inTransaction(db, (trx) => trx.updateTable('pages').set({ page_name_tr: 'Benim' }).where('id', '=', id).execute());
    });
    const row = await db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.page_name_en, row.page_name_tr]).toEqual(['Mine', 'Benim']);
  });
  it("stay when background work writes a file's AVIF twins or sharing crops, and change when its alt text does", async () => {
    const { db } = await freshDb();
    const { id } = await db
      .insertInto('media_files')
      .values({ path: '/uploads/x/a.png', mime: 'image/png', bytes: 10, width: 4, height: 3, variants: '[]', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const uploaded = await recordVersion(db, 'media_files', id);
    await db.updateTable('media_files').set({ variants: '[{"path":"/uploads/x/a-320.avif"}]' }).where('id', '=', id).execute();
    await db.updateTable('media_files').set({ crops: '[{"path":"/uploads/x/a-og1200x630-500-500.jpg"}]' }).where('id', '=', id).execute();
    expect(await recordVersion(db, 'media_files', id)).toBe(uploaded);
    await db.updateTable('media_files').set({ alt_en: 'Crane' }).where('id', '=', id).execute();
    expect(await recordVersion(db, 'media_files', id)).not.toBe(uploaded);
  });
});
