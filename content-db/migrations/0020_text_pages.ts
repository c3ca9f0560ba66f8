// Text pages (API.md "Text pages"): free pages with rich text in both languages, published at
// /<slug_tr>/ and /en/<slug_en>/ (a legal notice such as the KVKK information text, any free page).
import { sql, type Kysely } from 'kysely';
import { removeHistoryTriggers } from '../history/triggers.ts';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('text_pages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('slug_en', 'text', (c) => c.notNull().unique())
    .addColumn('slug_tr', 'text', (c) => c.notNull().unique())
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_tr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_tr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'inactive')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await sql
    .raw(
      `CREATE TRIGGER IF NOT EXISTS text_pages_touch AFTER UPDATE ON text_pages
       FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
       BEGIN UPDATE text_pages SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = NEW.id; END`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // the history's state view of text pages reads the table: it goes first (migrateToLatest makes the
  // views of the schema that is left again)
  await removeHistoryTriggers(db);
  await db.schema.dropTable('text_pages').execute();
}
