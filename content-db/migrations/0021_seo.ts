// SEO and sharing (issue 33, API.md "SEO and sharing"): a `seo` JSON column on the root row of each
// item that is a page of the site (projects, news, text pages) and of each page document (home: its
// hero banner; about, services, contact; the two project lists: their banners; the news list: its
// banner). A column of the item's own row, not a table of its own: the history's state views, the
// record versions, publishing and discarding read every column of a root row, so the fields are part
// of the working copy and the live copy, of revisions and of `If-Match` with nothing more to write.
// The sharing image is kept in it as its upload path (the API answers the library id): a use of the
// file like any other field's, so it stays public, travels with the item's publish and follows a
// library replace. `media_files.crops`: the 1200x630 sharing crops made of a file (server/publish/
// og-image.ts), kept with its other variants.
import type { Kysely } from 'kysely';
import { removeHistoryTriggers } from '../history/triggers.ts';

export const SEO_TABLES = [
  'projects',
  'news',
  'text_pages',
  'about_pages',
  'services_pages',
  'contact_pages',
  'home_banners',
  'ongoing_banners',
  'our_projects_banners',
  'news_page_banners',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of SEO_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('seo', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
  await db.schema
    .alterTable('media_files')
    .addColumn('crops', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // the history's state views read every column: they go first (migrateToLatest makes them again)
  await removeHistoryTriggers(db);
  for (const table of SEO_TABLES) await db.schema.alterTable(table).dropColumn('seo').execute();
  await db.schema.alterTable('media_files').dropColumn('crops').execute();
}
