// What the admin says about mail (issue 23 item 5): no SMTP is a notice on the Leads screen, not an
// error; a mail that failed shows on the Leads screen with the server's answer and on the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDb } from '../../content-db/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../server/mail/test-smtp.ts';
import { adminSuite, seriousViolations, startAdmin, type AdminHarness } from './harness.ts';

describe('without a mail server', () => {
  const h = adminSuite();

  it('the Leads screen says notifications are off, and the dashboard has no failure card', async () => {
    const page = await h.open('/admin/leads');
    await page.getByRole('status').filter({ hasText: 'Email notifications are off: no mail server is configured (SMTP_URL).' }).waitFor();
    expect(await page.locator('.alert-danger').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/admin/');
    await page.getByTestId('dashboard-new-leads').waitFor();
    expect(await page.getByTestId('dashboard-mail-failures').count()).toBe(0);
  });
});

describe('with a mail that could not be sent', () => {
  let smtp: TestSmtp;
  let h: AdminHarness;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await startAdmin({ env: { SMTP_URL: smtp.url } });
    // a notification the server refused at every try, given up
    await mailDb(h.app.db)
      .insertInto('mail_queue')
      .values({
        kind: 'lead',
        to: 'a@example.com',
        subject: 'Yeni talep / New lead: Ali',
        text: 'x',
        attempts: 6,
        next_attempt_at: null,
        last_error: '550 Mailbox unavailable',
      })
      .execute();
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it("shows on the dashboard and, with the server's answer, on the Leads screen", async () => {
    const page = await h.open('/admin/');
    expect(await page.getByTestId('dashboard-mail-failures').textContent()).toBe('1');
    await page.getByRole('link', { name: 'See why on the Leads screen' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'A notification email could not be sent.' });
    await notice.waitFor();
    // by kind and recipients: the subject (here the visitor's name) is the mail's own
    expect(await notice.textContent()).toContain('Lead notification (a@example.com): 550 Mailbox unavailable (6 tries, given up)');
    expect(await notice.textContent()).not.toContain('Ali');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
