// Writing a mail is only a row in the queue (migration 0013): the request that makes it is answered
// whether or not SMTP works, and server/mail/sender.ts sends the row, retrying with backoff.
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database } from '../../content-db/schema.ts';
import { mailDb, type MailKind } from './tables.ts';

export interface OutgoingMail {
  kind: MailKind;
  to: readonly string[];
  subject: string;
  text: string;
  html?: string;
}

/** Wakes the senders of this process right after a row is written instead of at their next poll. */
export const mailQueued = new EventEmitter();

export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<void> {
  if (mail.to.length === 0) return;
  await mailDb(db)
    .insertInto('mail_queue')
    .values({
      kind: mail.kind,
      to: mail.to.join(', '),
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      next_attempt_at: new Date().toISOString(),
    })
    .execute();
  mailQueued.emit('queued');
}
