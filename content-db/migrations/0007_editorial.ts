// The editorial workflow (issue 20): the working copy's record of unpublished changes, the publishing
// mode, and scheduled publishes. These tables live in the working copy; the live copy (content-db/live.ts)
// has them too, empty, because both files run the same migrations.
import { sql, type Kysely } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  // one row per item whose working state may differ from its live state; the state comparison in
  // content-db/live.ts decides, this only keeps the list cheap to read at 10,000 items
  await db.schema
    .createTable('unpublished_changes')
    .ifNotExists()
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('ready', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('unpublished_changes_pk', ['content_type', 'item_id'])
    .execute();

  await db.schema
    .createTable('publishing_settings')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('instant')
        .check(sql`mode in ('instant','review')`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await sql`INSERT OR IGNORE INTO publishing_settings (id, mode) VALUES (1, 'instant')`.execute(db);

  await db.schema
    .createTable('publish_schedule')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // UTC ISO time; waiting ones are polled in this order
    .addColumn('at', 'text', (c) => c.notNull())
    // JSON [{type, item_id, action?}] or null for "every change"
    .addColumn('items', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`state in ('waiting','done','failed','cancelled')`),
    )
    .addColumn('log', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('publish_schedule_waiting_idx').ifNotExists().on('publish_schedule').columns(['state', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('publish_schedule').ifExists().execute();
  await db.schema.dropTable('publishing_settings').ifExists().execute();
  await db.schema.dropTable('unpublished_changes').ifExists().execute();
}
