// Password reset by mail, through the API and a real SMTP server (smtp-server on 127.0.0.1).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddressWindow } from '../lib/address-window.ts';
import { LoginThrottle } from '../lib/login-throttle.ts';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../test/helpers.ts';
import { mailDb } from '../../content-db/mail.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

const SENT = { success: true, message: 'If this address has an account, a code has been sent' };

describe('password reset by mail', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // the per-account throttle would answer 429 itself after five failures; these tests count the code's own tries
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      loginThrottle: new LoginThrottle({ free: 100, accountFree: 100 }),
      // these tests ask for the administrator's code more than five times (security/reset-enumeration.test.ts tests that limit)
      forgotLimit: new AddressWindow({ max: 100, windowMs: 15 * 60_000 }),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/v2/api/password/${url}`, payload });

  async function mailedCode(email = ADMIN.email): Promise<string> {
    const before = smtp.received.length;
    const res = await post('forgot', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(SENT);
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([ADMIN.email]);
    return /: ([0-9]{6})\s/.exec(mail.text)![1]!;
  }

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a code; the code gives a reset token; the token sets the password and ends every earlier session', async () => {
    const oldToken = await login(t.app);
    const code = await mailedCode(' Admin@Test.Local ');
    const verified = await post('verify', { email: ADMIN.email, code });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    expect((await post('reset', { resetToken, password: 'short' })).json()).toMatchObject({
      success: false,
      message: 'Password must be at least 6 characters long',
    });
    expect((await post('reset', { resetToken, password: 'password' })).statusCode).toBe(400);
    const reset = await post('reset', { resetToken, password: 'a-new-password-7' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ success: true, message: 'Password updated' });

    expect((await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(oldToken) })).statusCode).toBe(401);
    expect((await post('reset', { resetToken, password: 'another-password-8' })).statusCode).toBe(400);
    expect((await post('verify', { email: ADMIN.email, code })).statusCode).toBe(400);
    const signIn = await t.app.inject({ method: 'POST', url: '/v2/api/login', payload: { email: ADMIN.email, password: 'a-new-password-7' } });
    expect(signIn.statusCode).toBe(200);
    // back to the helpers' password for the other tests
    const code2 = await mailedCode();
    const token2 = (await post('verify', { email: ADMIN.email, code: code2 })).json().resetToken;
    expect((await post('reset', { resetToken: token2, password: ADMIN.password })).statusCode).toBe(200);
  });

  it('refuses a wrong code with a 400 and the sixth try with a 429, even with the right code', async () => {
    const code = await mailedCode();
    for (let i = 0; i < 5; i++) {
      const res = await post('verify', { email: ADMIN.email, code: wrong(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The code is wrong or has expired');
    }
    const sixth = await post('verify', { email: ADMIN.email, code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many tries: ask for a new code');
    // a new code starts afresh
    const fresh = await mailedCode();
    expect((await post('verify', { email: ADMIN.email, code: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await mailedCode();
    await mailDb(t.app.db)
      .updateTable('password_reset_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await post('verify', { email: ADMIN.email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The code is wrong or has expired');
  });

  it('answers an unknown address the same and mails nothing', async () => {
    const res = await post('forgot', { email: 'nobody@test.local' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(SENT);
    // the mail of a known address, asked after, is the only one that arrives
    await mailedCode();
    expect(smtp.received).toHaveLength(1);
    expect((await post('verify', { email: 'nobody@test.local', code: '123456' })).statusCode).toBe(400);
  });
});

describe('asking for codes again and again', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, loginThrottle: new LoginThrottle({ free: 3, accountFree: 100 }) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is limited like failed sign-ins, known address or not, so a mailbox cannot be flooded', async () => {
    for (const email of [ADMIN.email, 'nobody@test.local']) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await t.app.inject({ method: 'POST', url: '/v2/api/password/forgot', payload: { email } })).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
    }
    await expect.poll(() => smtp.received.length).toBe(3);
  });
});
