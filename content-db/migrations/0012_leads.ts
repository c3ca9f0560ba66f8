// Leads (issue 23): what visitors send through the site's lead form, and the ALTCHA proofs already
// used (a proof counts once). Company data, not content: no revision or history triggers (both tables
// are in NON_CONTENT_TABLES' list of records that are not content), never copied to the live copy (its
// tables exist there, as every table does, and stay empty), never in a public read.
import { sql, type Kysely } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('message', 'text')
    // no foreign key: a lead outlives the project it asked about (it then shows no project)
    .addColumn('project_id', 'integer')
    .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('tr','en')`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`state in ('new','contacted','closed')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema.createIndex('leads_state_idx').ifNotExists().on('leads').columns(['state', 'created_at']).execute();

  await db.schema
    .createTable('lead_proofs')
    .ifNotExists()
    .addColumn('signature', 'text', (c) => c.primaryKey())
    // epoch milliseconds after which the proof's challenge is refused anyway: the row may go then
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_proofs').ifExists().execute();
  await db.schema.dropTable('leads').ifExists().execute();
}
