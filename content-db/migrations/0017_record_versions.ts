// Record versions (API.md "Versions"): one row per record of the working copy holding a number drawn
// from one counter at its last write (the row tbl '' id 0), so a record's version changes with each of
// its writes and never comes back to an earlier value, unlike a timestamp (two writes in one
// millisecond) or a hash of its state (a value changed and changed back). The triggers that keep it
// are installed by content-db/record-versions.ts after every migration, for the tables that exist then.
import { sql, type Kysely } from 'kysely';
import { installRecordVersionTriggers } from '../record-versions.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_versions')
    .addColumn('tbl', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull())
    // a rowid table (not WITHOUT ROWID): backups and snapshots read every table in rowid order
    .addPrimaryKeyConstraint('record_versions_pk', ['tbl', 'id'])
    .execute();
  await sql`INSERT INTO record_versions (tbl, id, rev) VALUES ('', 0, 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // the triggers that write the table go with it
  await installRecordVersionTriggers(db, { on: false });
  await db.schema.dropTable('record_versions').execute();
}
