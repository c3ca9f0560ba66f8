// Redirects an administrator or editor sets (issue 33, API.md "SEO and sharing"): a site path answered
// with a 301 or 302 to another path or an absolute URL, and the hits each got. Hits are a table of
// their own, outside the content revision (content-revision.ts): a visit is no change of the site.
// Scheduled take-downs: a publish schedule's action is 'publish' (issue 20) or 'unpublish'.
import { sql, type Kysely } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_redirects')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('from_path', 'text', (c) => c.notNull().unique())
    .addColumn('to_url', 'text', (c) => c.notNull())
    .addColumn('code', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(301)
        .check(sql`code in (301, 302)`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema
    .createTable('site_redirect_hits')
    .addColumn('redirect_id', 'integer', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit_at', 'text')
    .execute();
  await db.schema
    .alterTable('publish_schedule')
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .defaultTo('publish')
        .check(sql`action in ('publish', 'unpublish')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('publish_schedule').dropColumn('action').execute();
  await db.schema.dropTable('site_redirect_hits').execute();
  await db.schema.dropTable('site_redirects').execute();
}
