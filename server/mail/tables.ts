// The mail tables of migration 0013, typed here rather than in content-db/schema.ts: only server/mail
// and the password routes use them, through mailDb(). Type aliases, not interfaces: withTables needs
// types with an index signature.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../content-db/schema.ts';

type Stamp = ColumnType<string, string | undefined, string>;

export type MailKind = 'lead' | 'password-reset' | 'broken-links';

export type MailQueueTable = {
  id: Generated<number>;
  kind: MailKind;
  /** comma-separated addresses */
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  /** UTC ISO time of the next try; null once sent or given up */
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: Stamp;
  /** UTC ISO time the current try was handed to SMTP (migration 0015); null when no try is under way */
  sending_since: ColumnType<string | null, string | null | undefined, string | null>;
  /** the lead a notification tells about (migration 0014): erased with it */
  lead_id: ColumnType<number | null, number | null | undefined, number | null>;
};

export type PasswordResetCodeTable = {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: string;
  tries: ColumnType<number, number | undefined, number>;
  verified_at: string | null;
  reset_token_hash: string | null;
  reset_expires_at: string | null;
  used_at: string | null;
  created_at: Stamp;
};

export type MailSettingsTable = {
  id: number;
  /** JSON array of addresses; null: every administrator */
  lead_recipients: string | null;
  updated_at: Stamp;
};

export type MailTables = {
  mail_queue: MailQueueTable;
  password_reset_codes: PasswordResetCodeTable;
  mail_settings: MailSettingsTable;
};

export type MailDb = Kysely<Database & MailTables>;

export function mailDb(db: Kysely<Database>): MailDb {
  return db.withTables<MailTables>();
}
