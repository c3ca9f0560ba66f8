// A mail whose send was cut off by a stop of the server (after the SMTP server took it, before its row
// was marked sent) is sent again after the restart, once, with the same Message-ID: delivery is at least
// once, and the receiver can tell the copies apart. Through a real SMTP server (smtp-server on 127.0.0.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { enqueueMail } from './queue.ts';
import { INTERRUPTED_ERROR, MailSender, SENDING_BOUND_MS } from './sender.ts';
import { mailDb } from '../../content-db/mail.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

const FROM = 'Site <site@example.com>';
const messageId = (raw: string) => /^message-id:\s*(\S+)/im.exec(raw)?.[1];

describe('a mail interrupted while sending', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is delivered once more after a restart, with the same Message-ID, and then marked sent', async () => {
    await enqueueMail(t.app.db, { kind: 'lead', to: ['sales@example.com'], subject: 'Yeni talep', text: 'x' });
    await expect.poll(() => smtp.received.length).toBe(1);
    const first = messageId(smtp.received[0]!.raw);
    expect(first).toMatch(/^<mail-\d+\.\d+@example\.com>$/);
    await t.app.mail.stop();

    // the row as a stop right after the SMTP server's answer leaves it: claimed, never marked sent
    const claimedAt = Date.now() - SENDING_BOUND_MS - 60_000;
    const queue = mailDb(t.app.db);
    await queue
      .updateTable('mail_queue')
      .set({ sent_at: null, sending_since: new Date(claimedAt).toISOString(), next_attempt_at: new Date(claimedAt + 60_000).toISOString() })
      .execute();

    const restarted = new MailSender({ db: t.app.db, smtpUrl: smtp.url, from: FROM });
    restarted.start();
    try {
      await expect.poll(() => smtp.received.length).toBe(2);
      await restarted.runDue();
      expect(smtp.received.length).toBe(2);
      expect(messageId(smtp.received[1]!.raw)).toBe(first);
      const row = await queue.selectFrom('mail_queue').select(['attempts', 'sent_at', 'sending_since', 'last_error']).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attempts: 2, sending_since: null, last_error: null });
      expect(row.sent_at).not.toBeNull();
    } finally {
      await restarted.stop();
    }
  });

  it('is not sent again while its try may still be under way, and shows why it was retried once it is not', async () => {
    const queue = mailDb(t.app.db);
    const recent = new Date(Date.now() - 1000).toISOString();
    await queue
      .insertInto('mail_queue')
      .values({ kind: 'lead', to: 'sales@example.com', subject: 'Sürüyor', text: 'x', attempts: 1, sending_since: recent, next_attempt_at: recent })
      .execute();
    const before = smtp.received.length;
    const other = new MailSender({ db: t.app.db, smtpUrl: smtp.url, from: FROM, retryDelaysMs: [] });
    other.start();
    try {
      await other.runDue();
      expect(smtp.received.length).toBe(before);
      const long = new Date(Date.now() - SENDING_BOUND_MS - 1000).toISOString();
      await queue.updateTable('mail_queue').set({ sending_since: long, next_attempt_at: null }).where('subject', '=', 'Sürüyor').execute();
      await other.runDue();
      // its only try was the interrupted one: given up, with the reason for the admin
      const row = await queue
        .selectFrom('mail_queue')
        .select(['sending_since', 'last_error', 'next_attempt_at'])
        .where('subject', '=', 'Sürüyor')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ sending_since: null, last_error: INTERRUPTED_ERROR, next_attempt_at: null });
      expect(smtp.received.length).toBe(before);
    } finally {
      await other.stop();
    }
  });
});
