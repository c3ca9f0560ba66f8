// Sends the mail queue (migration 0013) from the server process: each due row is claimed (its try
// counted, its next try set and the time it goes to SMTP kept in sending_since, in one update) before it
// is handed to SMTP, and marked sent right after SMTP accepts it; a claimed row is never sent by two
// loops at once. A stop between the two (a crash, a kill) leaves the row "sending": once that is older
// than any send can take (SENDING_BOUND_MS) it counts as a failed try and is sent again. Delivery is at
// least once, the accepted behaviour for notifications: a mail the SMTP server took just before the
// crash arrives twice, with the same Message-ID (messageIdOf, from the row), so a receiving server or
// mail client can tell the copies apart.
// A refused or failed send keeps its error for the admin (GET /v2/api/mail/status) and waits longer
// each time (1 min, 5, 15, 60, 6 h), then the row is given up (next_attempt_at null).
// Old rows are deleted whether or not SMTP is configured: without it the sender only prunes, on every
// poll, so mails that could never go out do not keep visitors' details forever.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../content-db/schema.ts';
import { mailQueued } from './queue.ts';
import { unseal, type SealKey } from './seal.ts';
import { claimMail, dueMails, failInterruptedMails, mailDb, mailSent, mailTryFailed, nextMailAt, pruneMail, type MailDb } from '../../content-db/mail.ts';

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 15 * 60_000, 3600_000, 6 * 3600_000];
const BATCH = 20;
const ERROR_LENGTH = 500;
const DAY = 24 * 3600_000;
/** sent mails hold visitors' details (KVKK): kept only for a look back, then deleted */
export const KEEP_SENT_MS = 7 * DAY;
/** a mail never sent (given up, or waiting with no SMTP to send it) is deleted this long after it was written */
export const KEEP_UNSENT_MS = 30 * DAY;
/** far beyond the transport's timeouts (30 s to connect and greet, 60 s of silence): a try marked sending longer was cut off */
export const SENDING_BOUND_MS = 10 * 60_000;
/** The queue's own reasons, shown in the admin as stored and translated there (its catalog test reads this table). */
const SENDER_MESSAGES = { interrupted: 'The server stopped while sending this mail; it is sent again and may arrive twice' } as const;
export const INTERRUPTED_ERROR = SENDER_MESSAGES.interrupted;

/**
 * The Message-ID of a queued mail, the same on every try: the row's id and the time it was written
 * (ids start again in a new database), at the sender's domain as RFC 5322 asks.
 */
export function messageIdOf(row: { id: number; created_at: string }, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<mail-${row.id}.${Date.parse(row.created_at)}@${domain}>`;
}

export interface MailSenderOptions {
  db: Kysely<Database>;
  /** null: nothing is sent, rows wait (and the Leads screen says mail is not configured) */
  smtpUrl: string | null;
  from: string;
  /** the waits after the 1st, 2nd ... failed try; one try more than there are waits, then it gives up */
  retryDelaysMs?: readonly number[];
  /** how often the queue is read besides the wake-ups of this process's own writes */
  pollMs?: number;
  onError?: (err: unknown) => void;
  /** opens the bodies that wait sealed (password-reset codes); without it such a mail fails with a clear error */
  sealKey?: SealKey;
}

interface Transport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string; messageId: string }): Promise<unknown>;
  close(): void;
}

export class MailSender {
  readonly #db: MailDb;
  readonly #transport: Transport | null;
  readonly #from: string;
  readonly #delays: readonly number[];
  readonly #pollMs: number;
  readonly #onError: (err: unknown) => void;
  readonly #sealKey: SealKey | null;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  readonly #wake = () => void this.runDue();

  constructor(o: MailSenderOptions) {
    this.#db = mailDb(o.db);
    this.#transport = o.smtpUrl
      ? nodemailer.createTransport({ url: o.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
      : null;
    this.#from = o.from;
    this.#delays = o.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.#pollMs = o.pollMs ?? 60_000;
    this.#onError = o.onError ?? (() => {});
    this.#sealKey = o.sealKey ?? null;
  }

  get configured(): boolean {
    return this.#transport !== null;
  }

  /** the most tries of one mail */
  get maxAttempts(): number {
    return this.#delays.length + 1;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    if (this.#transport) mailQueued.on('queued', this.#wake);
    void this.runDue();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    mailQueued.off('queued', this.#wake);
    clearTimeout(this.#timer);
    await this.#running;
    this.#transport?.close();
  }

  /** Prunes, then sends every due row (if SMTP is configured); a call while a run is going makes that run go round once more. */
  runDue(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        await this.#prune();
        await this.#failInterrupted();
        while (this.#transport && !this.#stopped) {
          this.#again = false;
          while (!this.#stopped && (await this.#sendBatch()) === BATCH);
          if (!this.#again) break;
        }
      } catch (err) {
        this.#onError(err);
      } finally {
        this.#running = undefined;
        await this.#scheduleNext().catch(this.#onError);
      }
    })();
    return this.#running;
  }

  /** Sends up to BATCH due rows; answers how many were due. */
  async #sendBatch(): Promise<number> {
    const now = new Date().toISOString();
    const due = await dueMails(this.#db, now, BATCH);
    for (const row of due) {
      if (this.#stopped) break;
      const attempts = row.attempts + 1;
      const delay = this.#delays[attempts - 1];
      const nextAt = delay === undefined ? null : new Date(Date.now() + delay).toISOString();
      if (!(await claimMail(this.#db, row, nextAt, new Date().toISOString()))) continue;
      try {
        await this.#transport!.sendMail({
          from: this.#from,
          to: row.to,
          subject: row.subject,
          text: unseal(this.#sealKey, row.text),
          ...(row.html ? { html: unseal(this.#sealKey, row.html) } : {}),
          messageId: messageIdOf(row, this.#from),
        });
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_LENGTH);
        await mailTryFailed(this.#db, row.id, message);
        continue;
      }
      await mailSent(this.#db, row.id, new Date().toISOString());
    }
    return due.length;
  }

  /**
   * Counts a try left "sending" beyond SENDING_BOUND_MS as failed: the row waits for the next try its
   * claim set (none after the last try: given up), and the admin sees why.
   */
  async #failInterrupted(): Promise<void> {
    await failInterruptedMails(this.#db, new Date(Date.now() - SENDING_BOUND_MS).toISOString(), INTERRUPTED_ERROR);
  }

  /** Deletes old sent and given-up mails, and reset codes long expired. */
  async #prune(): Promise<void> {
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    await pruneMail(this.#db, { sentBefore: iso(now - KEEP_SENT_MS), unsentBefore: iso(now - KEEP_UNSENT_MS), codesBefore: iso(now - DAY) });
  }

  /** Wakes at the next row's time, or at the next poll if that comes first. */
  async #scheduleNext(): Promise<void> {
    clearTimeout(this.#timer);
    if (this.#stopped) return;
    if (!this.#transport) {
      // nothing is sent: the waiting rows are always "due", only the next prune matters
      this.#timer = setTimeout(this.#wake, this.#pollMs);
      this.#timer.unref();
      return;
    }
    const next = await nextMailAt(this.#db);
    const untilNext = next ? Math.max(0, Date.parse(next) - Date.now()) : Infinity;
    this.#timer = setTimeout(this.#wake, Math.min(untilNext, this.#pollMs));
    this.#timer.unref();
  }
}
