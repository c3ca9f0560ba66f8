// The admin's language per user (issue 22): 'en' or 'tr', or null while the user has not chosen, when the
// browser's language decides.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en','tr')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
