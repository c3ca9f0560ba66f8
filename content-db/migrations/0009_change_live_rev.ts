// change_log.live_rev: the live copy's content revision at which a change went live (issue 20). A
// release is named by the live copy's revision (server/publish/index.ts), so the activity log finds the
// changes a publish carried by this column: content_rev counts the working copy's writes, which in
// review mode go live later or never. A discarded change never goes live: -1. Changes from before the
// live copy went live as they were written, when the two counters were one: live_rev = content_rev.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('change_log').addColumn('live_rev', 'integer').execute();
  await sql`UPDATE change_log SET live_rev = content_rev`.execute(db);
  await db.schema.createIndex('change_log_live_rev_idx').ifNotExists().on('change_log').column('live_rev').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('change_log_live_rev_idx').ifExists().execute();
  await db.schema.alterTable('change_log').dropColumn('live_rev').execute();
}
