// The dashboard's leads per week (content-db/dashboard.ts leadFigures) counts the leads of the last 12
// weeks by day: an index on created_at makes that a range scan, not a read of every lead ever received.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('leads_created_idx').ifNotExists().on('leads').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leads_created_idx').ifExists().execute();
}
