// KVKK erasure of a lead reaches its notification mails (migration 0014): DELETE /api/leads/{id} also
// deletes the mail waiting for a retry, which is then never sent, and the sent one kept for a look back;
// another lead's mails stay and go out. Against a real SMTP server (smtp-server on 127.0.0.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '../api-types.ts';
import { bearer, createTestApp, login, type TestApp } from '../test/helpers.ts';
import { solvedLeadProof } from '../test/lead-proof.ts';
import { mailDb } from '../../content-db/mail.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

describe('deleting a lead', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // a refused mail waits an hour: only the test's own "later" below makes it due again
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, mailRetryDelaysMs: [3600_000] });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let sent = 0;
  async function sendLead(name: string): Promise<Lead> {
    const payload = { name, phone: '0532 123 45 67', lang: 'tr', consent: true, website: '', altcha: await solvedLeadProof(t.app) };
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload, remoteAddress: `198.51.100.${++sent}` });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/api/leads?q=${encodeURIComponent(name)}`, headers: bearer(token) });
    return (list.json().leads as Lead[])[0]!;
  }
  const mails = () => mailDb(t.app.db).selectFrom('mail_queue').select(['subject', 'sent_at', 'last_error']).orderBy('id').execute();
  const subjectOf = (name: string) => `Yeni talep / New lead: ${name}`;

  it('deletes its notification mails, sent or waiting, and the waiting one is never sent', async () => {
    const delivered = await sendLead('Selin Delivered');
    await expect.poll(() => smtp.received.length).toBe(1);

    smtp.refuseNext(1);
    const waiting = await sendLead('Kaan Waiting');
    await expect.poll(async () => (await mails()).find((m) => m.subject === subjectOf('Kaan Waiting'))?.last_error).toContain('Mailbox busy');
    smtp.refuseNext(1);
    await sendLead('Deniz Kept');
    await expect.poll(async () => (await mails()).find((m) => m.subject === subjectOf('Deniz Kept'))?.last_error).toContain('Mailbox busy');

    for (const lead of [delivered, waiting]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/leads/${lead.id}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
    }
    expect((await mails()).map((m) => m.subject)).toEqual([subjectOf('Deniz Kept')]);

    // an hour later: the remaining mail goes out, the erased lead's never does
    await mailDb(t.app.db).updateTable('mail_queue').set({ next_attempt_at: new Date().toISOString() }).where('sent_at', 'is', null).execute();
    await t.app.mail.runDue();
    await expect.poll(() => smtp.received.map((m) => m.subject)).toEqual([subjectOf('Selin Delivered'), subjectOf('Deniz Kept')]);
  });

  it('answers 404 for a lead that is not there, and leaves the queue alone', async () => {
    const before = await mails();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/leads/999999', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(await mails()).toEqual(before);
  });
});
