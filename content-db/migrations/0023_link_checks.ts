// Outgoing links (issue 34 item 3): the result of the last check of every external link of the live
// site, one row per URL, and the check's own state (one row: when it last ran, when it runs next).
// Both are the working copy's own records, like the mail queue (HISTORY_TABLES): no revisions, no
// content revision, never copied to the live copy.
import { sql, type Kysely } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('link_checks')
    .ifNotExists()
    .addColumn('url', 'text', (c) => c.primaryKey())
    // the HTTP status of the last answer (after redirects); null: no answer (see error)
    .addColumn('status', 'integer')
    // why there was no usable answer, or why the URL was not checked; null when it answered
    .addColumn('error', 'text')
    // 1: a real failure or a status of 400 and more; 0: fine, or not checked (a private address)
    .addColumn('broken', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of the site paths that link to the URL (the first ones), and how many there are
    .addColumn('pages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('page_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema.createIndex('link_checks_broken_idx').ifNotExists().on('link_checks').column('broken').execute();

  await db.schema
    .createTable('link_check_state')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    // the next weekly check (UTC ISO); null until the server first looks
    .addColumn('next_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['link_check_state', 'link_checks']) await db.schema.dropTable(table).ifExists().execute();
}
