// publish_log.warning: what went wrong in a publish that still went live (the kept renderer failed and a
// whole build made the release, server/publish/worker-builder.ts), so the activity log shows it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('publish_log')
    .addColumn('warning', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('publish_log').dropColumn('warning').execute();
}
