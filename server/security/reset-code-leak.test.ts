// The account takeover found from outside: with mail failing for a moment (the SMTP server answers 451),
// an author asked for the administrator's password reset and read the failed mail's subject, code
// included, from GET /v2/api/mail/status. Through a real smtp-server that refuses the mail, the code must
// be found in no answer to any role, in no column of the database, and only in the mail that reaches
// the administrator's mailbox once the server takes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../content-db/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { mailDb } from '../../content-db/mail.ts';
import { startTestSmtp, type TestSmtp } from '../mail/test-smtp.ts';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../test/helpers.ts';

const PASSWORD = 'leak-test-password-1';

describe('a password-reset code while mail fails', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, mailRetryDelaysMs: [300, 300] });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function signIn(role: 'author' | 'editor'): Promise<string> {
    const email = `${role}@test.local`;
    await createUser(t.app.db, { name: role, email, password_hash: await hashPassword(PASSWORD), profile_image: null, role });
    return login(t.app, { email, password: PASSWORD });
  }

  it("an author cannot read the administrator's code, and nobody else finds it outside the mail", async () => {
    const author = await signIn('author');
    const editor = await signIn('editor');
    const admin = await login(t.app);

    smtp.refuseNext(1);
    const asked = await t.app.inject({ method: 'POST', url: '/v2/api/password/forgot', headers: bearer(author), payload: { email: ADMIN.email } });
    expect(asked.statusCode).toBe(200);
    await expect.poll(() => smtp.refused).toBe(1);

    // what each role reads about the failed mail while it waits for its next try
    const answers: string[] = [];
    const status = (token: string) => t.app.inject({ method: 'GET', url: '/v2/api/mail/status', headers: bearer(token) });
    const byAuthor = await status(author);
    expect(byAuthor.statusCode).toBe(403);
    answers.push(byAuthor.body);
    for (const token of [editor, admin]) {
      const res = await status(token);
      expect(res.statusCode).toBe(200);
      const failed = res.json().status.failed;
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ kind: 'password-reset', to: [ADMIN.email] });
      expect(failed[0].last_error).toContain('Mailbox busy');
      expect(failed[0]).not.toHaveProperty('subject');
      answers.push(res.body);
    }
    // what the database keeps of it: every column of the queued mail and of the reset code
    const kept = [
      ...(await mailDb(t.app.db).selectFrom('mail_queue').selectAll().execute()),
      ...(await mailDb(t.app.db).selectFrom('password_reset_codes').selectAll().execute()),
    ];

    // the next try reaches the administrator's mailbox, with the code in its text only
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([ADMIN.email]);
    const code = /: ([0-9]{6})\s/.exec(mail.text)![1]!;
    expect(mail.subject).not.toContain(code);

    for (const body of answers) expect(body).not.toContain(code);
    expect(JSON.stringify(kept)).not.toContain(code);
    // and the code is the real one: it gives its owner a reset token
    const verified = await t.app.inject({ method: 'POST', url: '/v2/api/password/verify', payload: { email: ADMIN.email, code } });
    expect(verified.statusCode).toBe(200);
  });
});
