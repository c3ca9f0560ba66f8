// The journal of a publish (content-db/live.ts publishItems): a publish writes the live copy and then
// the working copy's records of it (revisions, activity, unpublished marks), two files that no one
// transaction spans. The journal row is written in the working copy before the live copy's transaction,
// and the same id in the live copy inside it; a start finds a row left by a stop between the two and
// completes the publish (its mark is in the live copy: it went live) or forgets it (it did not).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('publish_journal')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // JSON ItemRef[]: what the publish named
    .addColumn('refs', 'text', (c) => c.notNull().defaultTo('[]'))
    // 1: each published item leaves a 'published' revision (0: a write's own publish in instant mode)
    .addColumn('record', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('publish_journal').execute();
}
