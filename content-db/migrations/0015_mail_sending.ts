// A queued mail records when its current try was handed to SMTP (server/mail/sender.ts): a row still
// marked so long after that no send can be under way was interrupted by a stop of the server between
// the SMTP server's answer and the row's update, and is tried again as a failed try.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_queue').addColumn('sending_since', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_queue').dropColumn('sending_since').execute();
}
