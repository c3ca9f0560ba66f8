// From the visitor's send to the staff's mailbox: POST /api/leads stores the lead and its notification
// arrives at a real SMTP server (smtp-server on 127.0.0.1); a bot's send (the honeypot) mails nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../test/helpers.ts';
import { solvedLeadProof } from '../test/lead-proof.ts';
import { mailDb } from '../../content-db/mail.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

describe('a lead from a project page', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is mailed to the administrators with the project, escaped; the honeypot mails nothing', async () => {
    const project = await t.app.liveDb
      .selectFrom('projects')
      .select(['id', 'title_tr', 'title_en'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const visitor = { name: 'Mehmet <b>Öz</b>', phone: '0532 123 45 67', lang: 'en', consent: true, website: '', project_id: project.id };
    const bot = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { ...visitor, website: 'http://spam.example', altcha: await solvedLeadProof(t.app) },
      remoteAddress: '192.0.2.1',
    });
    expect(bot.json().success).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { ...visitor, altcha: await solvedLeadProof(t.app) },
      remoteAddress: '192.0.2.2',
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([ADMIN.email]);
    expect(mail.html).toContain('Mehmet &lt;b&gt;Öz&lt;/b&gt;');
    expect(mail.text).toContain(project.title_tr);
    expect(mail.text).toContain('Dil / Language: English');
    // one mail was ever queued: the bot's send made none
    expect(await mailDb(t.app.db).selectFrom('mail_queue').select('kind').execute()).toEqual([{ kind: 'lead' }]);
  });
});
