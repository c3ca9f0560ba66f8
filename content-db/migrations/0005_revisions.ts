// History of every content item (issue 14): revisions (an item's full state with its children as
// JSON after each write; a delete keeps the state before it), the uploads each revision refers to (a
// file stays on disk while a kept revision needs it), the marks the history triggers leave during a
// write (content-db/history/triggers.ts), a change log that outlives pruned revisions, and the publish log.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { removeHistoryTriggers } from '../history/triggers.ts';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** What a revision and a change-log entry both say: which item, what happened, who, when, in which content revision. */
const change = <T extends CreateTableBuilder<string, never>>(t: T) =>
  t
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    // the content revision (content_revision.revision) the write produced: which publish carried it
    .addColumn('content_rev', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW));

export async function up(db: Kysely<any>): Promise<void> {
  await change(
    db.schema
      .createTable('revisions')
      .ifNotExists()
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
  )
    // the item's revision before this one (null for its first)
    .addColumn('parent_id', 'integer')
    .addColumn('state', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revisions_item_idx').ifNotExists().on('revisions').columns(['content_type', 'item_id', 'id']).execute();

  await db.schema
    .createTable('revision_files')
    .ifNotExists()
    .addColumn('revision_id', 'integer', (c) => c.notNull().references('revisions.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('revision_files_pk', ['revision_id', 'path'])
    .execute();
  await db.schema.createIndex('revision_files_path_idx').ifNotExists().on('revision_files').column('path').execute();

  await db.schema
    .createTable('revision_marks')
    .ifNotExists()
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('op', 'text', (c) => c.notNull())
    // a deleted root's state just before the delete
    .addColumn('state', 'text')
    .execute();

  await change(
    db.schema
      .createTable('change_log')
      .ifNotExists()
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('revision_id', 'integer', (c) => c.references('revisions.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('change_log_rev_idx').ifNotExists().on('change_log').column('content_rev').execute();

  await db.schema
    .createTable('publish_log')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('release_id', 'text', (c) => c.notNull().unique())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    // the content revision it was built from (null when the publisher did not say)
    .addColumn('content_rev', 'integer')
    .addColumn('log', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await removeHistoryTriggers(db);
  for (const t of ['publish_log', 'change_log', 'revision_marks', 'revision_files', 'revisions']) await db.schema.dropTable(t).ifExists().execute();
}
