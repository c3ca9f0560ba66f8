// The mail tables of migration 0013 and every query on them: the outgoing queue (server/mail/queue.ts
// writes, server/mail/sender.ts sends, server/mail/status.ts reports), password reset codes
// (server/mail/password-reset.ts) and who is mailed each lead (server/mail/lead-recipients.ts). Typed
// here rather than in content-db/schema.ts: only these use them. Type aliases, not interfaces:
// withTables needs types with an index signature.
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from './schema.ts';

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

// ---- who is mailed each lead

/** The saved list of lead recipients (JSON), or null while none is saved. */
export async function readLeadRecipients(db: Kysely<Database>): Promise<string | null> {
  const row = await mailDb(db).selectFrom('mail_settings').select('lead_recipients').where('id', '=', 1).executeTakeFirst();
  return row?.lead_recipients ?? null;
}

export async function writeLeadRecipients(db: Kysely<Database>, value: string): Promise<void> {
  await mailDb(db)
    .insertInto('mail_settings')
    .values({ id: 1, lead_recipients: value })
    .onConflict((oc) => oc.column('id').doUpdateSet({ lead_recipients: value, updated_at: new Date().toISOString() }))
    .execute();
}

// ---- the queue

export type QueuedMail = Selectable<MailQueueTable>;

export async function insertMail(db: Kysely<Database>, row: Insertable<MailQueueTable>): Promise<void> {
  await mailDb(db).insertInto('mail_queue').values(row).execute();
}

/** Erases the mails about a lead, waiting or sent; given the lead's deleting transaction. */
export async function deleteLeadMails(db: Kysely<Database>, leadId: number): Promise<void> {
  await mailDb(db).deleteFrom('mail_queue').where('lead_id', '=', leadId).execute();
}

/** How many mails wait for a try, and the latest `limit` that failed (their error kept). */
export async function queueState(db: Kysely<Database>, limit: number) {
  const m = mailDb(db);
  const pending = await m
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', 'is', null)
    .where('next_attempt_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const failed = await m
    .selectFrom('mail_queue')
    .select(['id', 'kind', 'to', 'last_error', 'attempts', 'next_attempt_at'])
    .where('sent_at', 'is', null)
    .where('last_error', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return { pending: Number(pending.n), failed };
}

/** Up to `limit` unsent rows due at `now` and not being sent, oldest first. */
export function dueMails(db: MailDb, now: string, limit: number): Promise<QueuedMail[]> {
  return db
    .selectFrom('mail_queue')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where('sending_since', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a row for one try: counts it, sets its next try and marks it sending, in one update that
 * only matches while nobody else claimed it. Answers whether this caller got it.
 */
export async function claimMail(db: MailDb, row: QueuedMail, nextAttemptAt: string | null, now: string): Promise<boolean> {
  const claimed = await db
    .updateTable('mail_queue')
    .set({ attempts: row.attempts + 1, next_attempt_at: nextAttemptAt, sending_since: now })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .where('sent_at', 'is', null)
    .where('sending_since', 'is', null)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

export async function mailTryFailed(db: MailDb, id: number, error: string): Promise<void> {
  await db.updateTable('mail_queue').set({ last_error: error, sending_since: null }).where('id', '=', id).execute();
}

export async function mailSent(db: MailDb, id: number, now: string): Promise<void> {
  await db.updateTable('mail_queue').set({ sent_at: now, next_attempt_at: null, last_error: null, sending_since: null }).where('id', '=', id).execute();
}

/** Rows left sending since before `before`: their try failed with `error`. */
export async function failInterruptedMails(db: MailDb, before: string, error: string): Promise<void> {
  await db.updateTable('mail_queue').set({ sending_since: null, last_error: error }).where('sent_at', 'is', null).where('sending_since', '<', before).execute();
}

/** Deletes mails sent before `sentBefore`, unsent ones written before `unsentBefore`, reset codes expired before `codesBefore`. */
export async function pruneMail(db: MailDb, o: { sentBefore: string; unsentBefore: string; codesBefore: string }): Promise<void> {
  await db.deleteFrom('mail_queue').where('sent_at', '<', o.sentBefore).execute();
  await db.deleteFrom('mail_queue').where('sent_at', 'is', null).where('created_at', '<', o.unsentBefore).execute();
  await db.deleteFrom('password_reset_codes').where('expires_at', '<', o.codesBefore).execute();
}

/** The time of the next unsent row's try, or null when none waits. */
export async function nextMailAt(db: MailDb): Promise<string | null> {
  const next = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return next?.at ?? null;
}

// ---- password reset codes

/** A new code for the user, replacing the user's earlier ones. */
export async function replaceResetCode(db: Kysely<Database>, userId: number, codeHash: string, expiresAt: string): Promise<void> {
  await mailDb(db)
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('password_reset_codes').where('user_id', '=', userId).execute();
      await trx.insertInto('password_reset_codes').values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt }).execute();
    });
}

/** The user's newest code not yet verified. */
export function latestOpenCode(db: Kysely<Database>, userId: number) {
  return mailDb(db)
    .selectFrom('password_reset_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('verified_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Counts a try of a code; false when its tries are used up (or it was verified meanwhile). */
export async function countCodeTry(db: Kysely<Database>, id: number, maxTries: number): Promise<boolean> {
  const counted = await mailDb(db)
    .updateTable('password_reset_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('tries', '<', maxTries)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return counted.numUpdatedRows > 0n;
}

/** Marks a code verified with its reset token's hash; false when another try verified it first. */
export async function markCodeVerified(db: Kysely<Database>, id: number, o: { now: string; tokenHash: string; resetExpiresAt: string }): Promise<boolean> {
  const verified = await mailDb(db)
    .updateTable('password_reset_codes')
    .set({ verified_at: o.now, reset_token_hash: o.tokenHash, reset_expires_at: o.resetExpiresAt })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return verified.numUpdatedRows > 0n;
}

/** Spends an unexpired, unused reset token: answers its user, or undefined. */
export async function useResetToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<number | undefined> {
  const used = await mailDb(db)
    .updateTable('password_reset_codes')
    .set({ used_at: now })
    .where('reset_token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('reset_expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return used?.user_id;
}

/** Forgets the user's codes not yet used (after a reset). */
export async function deleteUnusedCodes(db: Kysely<Database>, userId: number): Promise<void> {
  await mailDb(db).deleteFrom('password_reset_codes').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
