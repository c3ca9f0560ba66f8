// Without SMTP_URL nothing is sent, yet the queue does not keep visitors' details forever: the same age
// rules as with SMTP delete a mail never sent 30 days after it was written, and a sent one after 7.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { mailDb } from '../../content-db/mail.ts';

describe('the mail queue without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes the mails waiting for more than 30 days, and the ones sent more than 7 days ago', async () => {
    expect(t.app.mail.configured).toBe(false);
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600_000).toISOString();
    const waiting = (subject: string, written: string) => ({
      kind: 'lead' as const,
      to: 'a@example.com',
      subject,
      text: 'x',
      created_at: written,
      next_attempt_at: written,
    });
    const sent = (subject: string, at: string) => ({
      kind: 'lead' as const,
      to: 'a@example.com',
      subject,
      text: 'x',
      created_at: at,
      sent_at: at,
      next_attempt_at: null,
    });
    await mailDb(t.app.db)
      .insertInto('mail_queue')
      .values([
        waiting('waiting 31 days', daysAgo(31)),
        waiting('waiting 29 days', daysAgo(29)),
        sent('sent 8 days ago', daysAgo(8)),
        sent('sent 6 days ago', daysAgo(6)),
      ])
      .execute();
    await t.app.mail.runDue();
    const left = await mailDb(t.app.db).selectFrom('mail_queue').select('subject').orderBy('id').execute();
    expect(left.map((r) => r.subject)).toEqual(['waiting 29 days', 'sent 6 days ago']);
  });
});
