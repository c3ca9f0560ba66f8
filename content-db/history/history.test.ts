// Every content type of the history (content-types.ts) leaves revisions for its writes: whatever table
// a type has and however a module writes it, a create, an update, a status flip and a delete each
// leave one revision with the right action, and a restore of the delete brings the row back as it was.
// (The API tests in server/routes/v2/revisions.test.ts go through the routes of each kind of write.)
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.ts';
import { inTransaction, openDatabase, type ContentDb } from '../open.ts';
import { CONTENT_TYPES } from './content-types.ts';
import { restoreRevision } from './restore.ts';

let db: ContentDb;
beforeAll(async () => {
  db = openDatabase(':memory:');
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
});

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/** Values for every column that needs one, and a text column to change. */
async function rowFor(table: string, n: number): Promise<{ values: Record<string, unknown>; text: string | undefined }> {
  const { rows } = await sql<Column>`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${table})`.execute(db);
  const values: Record<string, unknown> = {};
  for (const c of rows) {
    if (c.pk) continue;
    if (c.name === 'page_name') values[c.name] = 'home';
    else if (c.notnull && c.dflt_value === null) values[c.name] = c.type.toLowerCase() === 'integer' ? 0 : `${c.name} ${n}`;
  }
  const text = rows.find((c) => /_(en|tr)$|^title$|_link$|_path$|_data$/.test(c.name))?.name;
  return { values, text };
}

const actions = async (type: string, id: number) =>
  (await sql<{ action: string }>`SELECT action FROM revisions WHERE content_type = ${type} AND item_id = ${id} ORDER BY id`.execute(db)).rows.map(
    (r) => r.action,
  );

describe('every content type', () => {
  for (const [n, type] of CONTENT_TYPES.entries()) {
    it(`${type.name}: created, updated, status changed, deleted, restored`, async () => {
      const { values, text } = await rowFor(type.table, n);
      const table = sql.table(type.table);
      // the company is one row with id 1, made by its migration: start from a fresh one
      if (type.name === 'company') await inTransaction(db, (trx) => sql`DELETE FROM company`.execute(trx));
      const id = type.name === 'company' ? 1 : undefined;
      const row = { ...(id ? { id } : {}), ...values };
      const { rows: inserted } = await inTransaction(db, (trx) =>
        Object.keys(row).length
          ? sql<{
              id: number;
            }>`INSERT INTO ${table} (${sql.join(Object.keys(row).map((c) => sql.ref(c)))}) VALUES (${sql.join(Object.values(row))}) RETURNING id`.execute(trx)
          : sql<{ id: number }>`INSERT INTO ${table} DEFAULT VALUES RETURNING id`.execute(trx),
      );
      const itemId = Number(inserted[0].id);
      // the company's own row was deleted above: that is its first revision
      const expected = type.name === 'company' ? ['deleted', 'created'] : ['created'];
      if (text) {
        await inTransaction(db, (trx) => sql`UPDATE ${table} SET ${sql.ref(text)} = 'changed' WHERE id = ${itemId}`.execute(trx));
        expected.push('updated');
      }
      const { rows: cols } = await sql<{ name: string; type: string }>`SELECT name, type FROM pragma_table_info(${type.table})`.execute(db);
      const status = cols.find((c) => c.name === 'status');
      if (status) {
        const flip = status.type.toLowerCase() === 'integer' ? sql`1 - status` : sql`CASE status WHEN 'active' THEN 'inactive' ELSE 'active' END`;
        await inTransaction(db, (trx) => sql`UPDATE ${table} SET status = ${flip} WHERE id = ${itemId}`.execute(trx));
        expected.push('status_changed');
      }
      const before = (await sql`SELECT * FROM ${table} WHERE id = ${itemId}`.execute(db)).rows[0];
      await inTransaction(db, (trx) => sql`DELETE FROM ${table} WHERE id = ${itemId}`.execute(trx));
      expected.push('deleted');
      expect(await actions(type.name, itemId)).toEqual(expected);

      const { rows: last } = await sql<{ id: number }>`SELECT max(id) AS id FROM revisions WHERE content_type = ${type.name} AND item_id = ${itemId}`.execute(
        db,
      );
      await restoreRevision(db, last[0].id);
      expect((await sql`SELECT * FROM ${table} WHERE id = ${itemId}`.execute(db)).rows[0]).toEqual(before);
      expect((await actions(type.name, itemId)).at(-1)).toBe('restored');
      expect((await sql<{ n: number }>`SELECT count(*) AS n FROM revision_marks`.execute(db)).rows[0].n).toBe(0);
    });
  }
});
