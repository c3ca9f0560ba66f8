// The in-memory page finder (list-index.ts) answers every page exactly as SQL does, and never from a
// stale copy: a write, even one made around it by another connection, shows on the next page asked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listIndex } from './list-index.ts';
import { TITLED_LIST, runListed, type ListQuery } from './list-query.ts';
import { migrateToLatest } from './migrate.ts';
import { databaseFile, openDatabase, type ContentDb } from './open.ts';

let dir = '';
let db: ContentDb;

const TITLES = ['İstanbul', 'IRMAK', 'ırmak kenarı', 'Şişli', 'sisli', 'Kır evi', 'Zeytin', 'çamlık', 'Çamlık', 'Öz', 'oz'];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-index-'));
  db = openDatabase(databaseFile(dir));
  await migrateToLatest(db);
  // titles that fold alike, equal timestamps (ties broken by id), both statuses and types
  for (let i = 0; i < 120; i++) {
    const title = `${TITLES[i % TITLES.length]} ${i % 7}`;
    await db
      .insertInto('projects')
      .values({
        title_en: i % 5 === 0 ? title.toUpperCase() : `Project ${i % 13}`,
        title_tr: title,
        slug: `p-${i}`,
        type: i % 3 === 0 ? 'ongoing' : 'completed',
        cover_image: null,
        status: i % 4 === 0 ? 'inactive' : 'active',
        created_at: `2026-01-${String(1 + (i % 9)).padStart(2, '0')}T00:00:00.000Z`,
        updated_at: `2026-02-${String(1 + (i % 5)).padStart(2, '0')}T00:00:00.000Z`,
      })
      .execute();
  }
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const where = { status: undefined as 'active' | undefined, type: undefined as 'ongoing' | undefined };
const select = (w: typeof where) => {
  let q = db.selectFrom('projects').selectAll();
  if (w.status) q = q.where('status', '=', w.status);
  if (w.type) q = q.where('type', '=', w.type);
  return q.orderBy('id', 'desc');
};
const finder = (w: typeof where) => listIndex(db, 'projects', { where: w, order: [['id', true]] });
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('listIndex', () => {
  it('finds the same page and total as SQL for every search, filter, sort and page', async () => {
    const queries: ListQuery[] = [];
    for (const q of [undefined, 'istanbul', 'ırmak', 'IRMAK', 'sisli', 'kir', 'ÇAMLIK', 'oz 3', 'nothing'])
      for (const sort of [undefined, 'title_en', 'title_tr', 'created_at', 'updated_at'])
        for (const descending of [false, true])
          for (const status of [undefined, 'inactive'])
            for (const number of [1, 2, 9]) {
              queries.push({ q, status, sort: sort ? { field: sort, descending } : undefined, page: { number, limit: 7 } });
            }
    for (const w of [where, { status: 'active' as const, type: undefined }, { status: undefined, type: 'ongoing' as const }]) {
      for (const list of queries) {
        const bySql = await runListed(select(w), list, TITLED_LIST);
        const byIndex = await runListed(select(w), list, TITLED_LIST, finder(w));
        expect({ ids: ids(byIndex.rows), total: byIndex.total }, JSON.stringify({ list, w })).toEqual({ ids: ids(bySql.rows), total: bySql.total });
      }
    }
  });

  it('shows a write at once, whoever made it, and reads nothing uncommitted inside a transaction', async () => {
    const list: ListQuery = { q: 'yeni', page: { number: 1, limit: 10 } };
    expect((await runListed(select(where), list, TITLED_LIST, finder(where))).total).toBe(0);
    // another connection to the same file (the server's other copy of the app, a script)
    const other = openDatabase(databaseFile(dir));
    await other.updateTable('projects').set({ title_tr: 'Yeni İskele' }).where('id', '=', 3).execute();
    await other.destroy();
    expect(ids((await runListed(select(where), list, TITLED_LIST, finder(where))).rows)).toEqual([3]);

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('projects').set({ title_tr: 'Yeni Liman' }).where('id', '=', 4).execute();
        const inside = listIndex(trx, 'projects', { where, order: [['id', true]] });
        const q = trx.selectFrom('projects').selectAll().orderBy('id', 'desc');
        expect(ids((await runListed(q, list, TITLED_LIST, inside)).rows)).toEqual([4, 3]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ids((await runListed(select(where), list, TITLED_LIST, finder(where))).rows)).toEqual([3]);
  });
});
