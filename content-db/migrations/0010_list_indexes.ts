// Indexes for the admin lists' sorts (issue 22): the big collections, projects and news, sorted by
// their timestamps, with the id that breaks ties (content-db/list-query.ts orders by both, so SQLite
// walks the index, either way, instead of sorting). Titles sort and search by their folded form
// (fold(), a function of our connections): no plain index serves that, and an index on fold() would
// make every writer, a sqlite3 shell included, need the function.
import type { Kysely } from 'kysely';

const SORTED: Array<[string, string]> = [
  ['projects', 'created_at'],
  ['projects', 'updated_at'],
  ['news', 'created_at'],
  ['news', 'updated_at'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of SORTED) {
    await db.schema.createIndex(`${table}_${column}_list_idx`).ifNotExists().on(table).columns([column, 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of SORTED) await db.schema.dropIndex(`${table}_${column}_list_idx`).ifExists().execute();
}
