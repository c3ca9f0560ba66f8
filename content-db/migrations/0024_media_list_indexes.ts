// The media library's list at 10,000 files (issue 32): its sorts walk an index instead of sorting the
// table. Newest and oldest use media_files_created (migration 0019), name the unique index of path;
// largest and smallest get this one, with the id that breaks ties (content-db/media-library.ts orders
// by both).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('media_files_bytes').ifNotExists().on('media_files').columns(['bytes', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_files_bytes').ifExists().execute();
}
