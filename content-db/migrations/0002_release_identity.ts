// The identity a site release is checked against (server/publish/release-source.ts): one row with a
// random database id, made here once per database, and the content revision, advanced by triggers on
// every content table (content-db/content-revision.ts).
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { contentTables, dropRevisionTriggers, installRevisionTriggers, REVISION_TABLE } from '../content-revision.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable(REVISION_TABLE)
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('database_id', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto(REVISION_TABLE).values({ id: 1, database_id: crypto.randomUUID(), revision: 0 }).execute();
  await installRevisionTriggers(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of await contentTables(db)) await dropRevisionTriggers(db, table);
  await db.schema.dropTable(REVISION_TABLE).ifExists().execute();
}
