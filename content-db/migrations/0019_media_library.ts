// The media library (issue 32, API.md "Media library"): every upload already has its media_files row
// (path, size, variants); the library gives each an integer id the API names it by, alt text in both
// languages and a focal point. SQLite cannot add a primary key to a table, so the table is made again
// with the same rows, in the order they were uploaded: every path (every URL) stays as it was.
// `pinned`: uploaded to the library itself, so it stays there while nothing uses it (a field's own
// upload leaves when its item stops naming it, as before). `hidden`: kept privately because only
// revisions name it (server/lib/media.ts): not public, not listed.
import { sql, type Kysely } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_library')
    // AUTOINCREMENT: a deleted file's id is never given to another one
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_tr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('focal_x', 'real', (c) => c.notNull().defaultTo(0.5))
    .addColumn('focal_y', 'real', (c) => c.notNull().defaultTo(0.5))
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    INSERT INTO media_library (path, mime, bytes, width, height, variants, created_at)
    SELECT path, mime, bytes, width, height, variants, created_at FROM media_files ORDER BY created_at, rowid`.execute(db);
  await db.schema.dropTable('media_files').execute();
  await sql`ALTER TABLE media_library RENAME TO media_files`.execute(db);
  // the library's default order and its kind filter
  await db.schema.createIndex('media_files_created').on('media_files').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_old')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await sql`
    INSERT INTO media_old (path, mime, bytes, width, height, variants, created_at)
    SELECT path, mime, bytes, width, height, variants, created_at FROM media_files`.execute(db);
  await db.schema.dropTable('media_files').execute();
  await sql`ALTER TABLE media_old RENAME TO media_files`.execute(db);
}
