// Writing a mail is only a row in the queue (migration 0013): the request that makes it is answered
// whether or not SMTP works, and server/mail/sender.ts sends the row, retrying with backoff.
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database } from '../../content-db/schema.ts';
import { seal, type SealKey } from './seal.ts';
import { deleteLeadMails as deleteMailsOfLead, insertMail, type MailKind } from '../../content-db/mail.ts';

export interface OutgoingMail {
  kind: MailKind;
  to: readonly string[];
  subject: string;
  text: string;
  html?: string;
  /** the lead the mail tells about: deleting the lead deletes the mail (deleteLeadMails) */
  leadId?: number;
  /** the body carries a secret: it waits sealed with this key (server/mail/seal.ts); the subject must hold none */
  sealWith?: SealKey;
}

/** Wakes the senders of this process right after a row is written instead of at their next poll. */
export const mailQueued = new EventEmitter();

export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<void> {
  if (mail.to.length === 0) return;
  await insertMail(db, {
    kind: mail.kind,
    to: mail.to.join(', '),
    subject: mail.subject,
    text: mail.sealWith ? seal(mail.sealWith, mail.text) : mail.text,
    html: mail.html === undefined ? null : mail.sealWith ? seal(mail.sealWith, mail.html) : mail.html,
    lead_id: mail.leadId ?? null,
    next_attempt_at: new Date().toISOString(),
  });
  mailQueued.emit('queued');
}

/**
 * Erases the mails about a lead, waiting or sent (KVKK: they carry the visitor's details). Given the
 * transaction that deletes the lead, so neither goes without the other; a mail already handed to SMTP
 * at that moment cannot be called back.
 */
export async function deleteLeadMails(db: Kysely<Database>, leadId: number): Promise<void> {
  await deleteMailsOfLead(db, leadId);
}
