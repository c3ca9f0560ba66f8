// Mail (issue 23): the outgoing queue, the codes of password resets and the lead notification's
// recipients. All three are the working copy's own records (content-db/history/content-types.ts lists
// them with the workflow's tables): no revisions, no history, never copied to the live copy.
// - mail_queue: one row per mail; server/mail/sender.ts sends it and keeps the tries, so a mail
//   written while SMTP is down or not configured waits instead of failing the write that made it.
// - password_reset_codes: the mailed code and, once it is verified, the reset token, both hashed.
// - mail_settings: one row (id 1); lead_recipients null means "every administrator".
import { sql, type Kysely } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // null once sent or given up
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema.createIndex('mail_queue_due_idx').ifNotExists().on('mail_queue').column('next_attempt_at').execute();

  await db.schema
    .createTable('password_reset_codes')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'text')
    .addColumn('reset_token_hash', 'text', (c) => c.unique())
    .addColumn('reset_expires_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema.createIndex('password_reset_codes_user_idx').ifNotExists().on('password_reset_codes').column('user_id').execute();

  await db.schema
    .createTable('mail_settings')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('lead_recipients', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mail_settings', 'password_reset_codes', 'mail_queue']) await db.schema.dropTable(table).ifExists().execute();
}
