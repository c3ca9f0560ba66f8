// What GET /v2/api/mail/status answers: whether mail can go out, what waits, what failed. A failure is
// told by its kind, recipients and error, never by its subject or text: those are the mail's own.
import type { Kysely } from 'kysely';
import type { Database } from '../../content-db/schema.ts';
import { queueState, type MailKind } from '../../content-db/mail.ts';

export interface MailFailure {
  id: number;
  kind: MailKind;
  to: string[];
  last_error: string;
  attempts: number;
  /** the next try; null: given up */
  next_attempt_at: string | null;
}

export interface MailStatus {
  configured: boolean;
  pending: number;
  failed: MailFailure[];
}

const FAILURES_SHOWN = 20;

export async function mailStatus(db: Kysely<Database>, configured: boolean): Promise<MailStatus> {
  const { pending, failed } = await queueState(db, FAILURES_SHOWN);
  return { configured, pending, failed: failed.map((f) => ({ ...f, to: f.to.split(', '), last_error: f.last_error ?? '' })) };
}
