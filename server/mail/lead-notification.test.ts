// The lead notification through a real SMTP server (smtp-server on 127.0.0.1): what arrives, escaping,
// a refusing server, no SMTP at all.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../test/helpers.ts';
import { queueLeadNotification, type LeadForMail } from './lead-notification.ts';
import { mailDb } from '../../content-db/mail.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

const LEAD: LeadForMail = {
  id: 7,
  name: 'Ayşe <script>alert(1)</script>',
  phone: '+90 532 111 22 33',
  email: 'ayse@example.com',
  message: 'Bir "daire" için <b>bilgi</b> & fiyat',
  project: { title_tr: 'Deniz Evleri', title_en: 'Sea Houses' },
  lang: 'tr',
  created_at: '2026-03-01T09:30:00.000Z',
};

async function mailStatus(t: TestApp) {
  const token = await login(t.app);
  const res = await t.app.inject({ method: 'GET', url: '/v2/api/mail/status', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().status as { configured: boolean; pending: number; failed: Array<{ last_error: string; attempts: number }> };
}

describe('lead notification mail', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Site <site@example.com>' }, mailRetryDelaysMs: [50, 50, 50] });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('arrives at every administrator with the lead escaped in HTML and whole in the text part', async () => {
    await queueLeadNotification(t.app.db, LEAD);
    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([ADMIN.email]);
    expect(mail.subject).toBe('Yeni talep / New lead: Ayşe <script>alert(1)</script>');
    expect(mail.html).toContain('Ayşe &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Bir &quot;daire&quot; için &lt;b&gt;bilgi&lt;/b&gt; &amp; fiyat');
    expect(mail.html).toContain('Deniz Evleri / Sea Houses');
    expect(mail.text).toContain('Ad / Name: Ayşe <script>alert(1)</script>');
    expect(mail.text).toContain('Telefon / Phone: +90 532 111 22 33');
    expect(mail.text).toContain('Dil / Language: Türkçe');
    // 09:30 UTC is 12:30 in Istanbul
    expect(mail.text).toMatch(/Zaman \/ Time: 1 Mart 2026 12:30/);
    expect((await mailStatus(t)).pending).toBe(0);
  });

  it('goes to the addresses of the setting once it is saved', async () => {
    const token = await login(t.app);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/v2/api/mail/lead-recipients',
      headers: bearer(token),
      payload: { addresses: ['sales@example.com', 'not-an-address'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Not a valid email address: not-an-address');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/v2/api/mail/lead-recipients',
      headers: bearer(token),
      payload: { addresses: [' sales@example.com ', 'boss@example.com', 'SALES@example.com', ''] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recipients).toEqual({ addresses: ['sales@example.com', 'boss@example.com'], isDefault: false });
    await queueLeadNotification(t.app.db, LEAD);
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]!.to).toEqual(['sales@example.com', 'boss@example.com']);
    await t.app.inject({ method: 'PUT', url: '/v2/api/mail/lead-recipients', headers: bearer(token), payload: { addresses: [ADMIN.email] } });
  });

  it('is delivered exactly once when the server refuses it twice first', async () => {
    smtp.refuseNext(2);
    await queueLeadNotification(t.app.db, LEAD);
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.refused).toBe(2);
    const status = await mailStatus(t);
    expect(status).toEqual({ configured: true, pending: 0, failed: [] });
    expect(smtp.received.length).toBe(1);
  });

  it("gives up after its last try and shows the failure with the server's answer", async () => {
    smtp.refuseNext(4);
    await queueLeadNotification(t.app.db, { ...LEAD, name: 'Kerem' });
    await expect.poll(async () => (await mailStatus(t)).failed.length).toBe(1);
    await expect.poll(async () => (await mailStatus(t)).failed[0]!.attempts).toBe(4);
    const status = await mailStatus(t);
    expect(status.pending).toBe(0);
    // told by kind and recipients, never by the subject: that is the mail's own (it names the visitor)
    expect(status.failed[0]).toMatchObject({ kind: 'lead', to: [ADMIN.email], next_attempt_at: null });
    expect(JSON.stringify(status)).not.toContain('Kerem');
    expect(status.failed[0]!.last_error).toContain('Mailbox busy');
    expect(smtp.received).toEqual([]);
  });
});

describe('what the queue keeps', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("deletes mails sent more than 7 days ago (they hold visitors' details) and keeps the recent ones", async () => {
    const days = (n: number) => new Date(Date.now() - n * 24 * 3600_000).toISOString();
    const row = (subject: string, sent: string) => ({ kind: 'lead' as const, to: 'a@example.com', subject, text: 'x', sent_at: sent, next_attempt_at: null });
    await mailDb(t.app.db)
      .insertInto('mail_queue')
      .values([row('old', days(8)), row('recent', days(6))])
      .execute();
    await t.app.mail.runDue();
    const left = await mailDb(t.app.db).selectFrom('mail_queue').select('subject').execute();
    expect(left.map((r) => r.subject)).toEqual(['recent']);
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the mail waiting and says mail is not configured, without an error', async () => {
    await queueLeadNotification(t.app.db, LEAD);
    expect(await mailStatus(t)).toEqual({ configured: false, pending: 1, failed: [] });
  });
});
