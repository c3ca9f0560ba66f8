// POST /v2/api/password/forgot tells nobody whether an address has an account (API.md "Secrets"): the
// same body, the same per-address limit and the same work before the answer, known address or not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../lib/login-throttle.ts';
import { startTestSmtp, type TestSmtp } from '../mail/test-smtp.ts';
import { ADMIN, createTestApp, type TestApp } from '../test/helpers.ts';

const UNKNOWN = 'nobody-here@test.local';

describe('asking for a reset code of a known or an unknown address', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // the sign-in throttle is opened wide: what answers 429 here is the per-address limit itself
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, loginThrottle: new LoginThrottle({ free: 1000, accountFree: 1000 }) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/v2/api/password/forgot', payload: { email } });
  /** what a client can compare: status, body and every header but the date and the request's own id */
  const seen = (res: Awaited<ReturnType<typeof forgot>>) => {
    // (the route's per-client request count goes down by one with every request, whatever it asks)
    const { date: _date, 'x-ratelimit-remaining': _count, ...headers } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  };

  it('answers both with the same status, body and headers', async () => {
    const known = await forgot(ADMIN.email);
    const unknown = await forgot(UNKNOWN);
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.json()).toMatchObject({ success: true, message: 'If this address has an account, a code has been sent' });
  });

  it('answers before looking the address up, so a known one takes no longer than an unknown one', async () => {
    // the database's single connection is held by a transaction: a handler that looked the account up
    // (or queued its mail) before answering would wait here for ever
    const before = smtp.received.length;
    const answers = await t.app.db.transaction().execute(async () => [await forgot('Admin@Test.Local'), await forgot('someone-else@test.local')]);
    expect(answers.map(seen)).toEqual([seen(answers[1]!), seen(answers[1]!)]);
    expect(answers[0]!.statusCode).toBe(200);
    // the work happens after the answer: the known address still gets its code
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([ADMIN.email]);
  });

  it('refuses the sixth request for one address within 15 minutes, known or unknown alike', async () => {
    const fresh = await createTestApp({ env: { SMTP_URL: smtp.url }, loginThrottle: new LoginThrottle({ free: 1000, accountFree: 1000 }) });
    try {
      const ask = (email: string) => fresh.app.inject({ method: 'POST', url: '/v2/api/password/forgot', payload: { email } });
      const answers: Record<string, number[]> = {};
      const sixth: Record<string, unknown> = {};
      for (const email of [ADMIN.email, UNKNOWN]) {
        answers[email] = [];
        for (let i = 0; i < 6; i++) {
          const res = await ask(email);
          answers[email]!.push(res.statusCode);
          if (i === 5) sixth[email] = { body: res.json(), retry: Number(res.headers['retry-after']) };
        }
      }
      expect(answers[ADMIN.email]).toEqual([200, 200, 200, 200, 200, 429]);
      expect(answers[UNKNOWN]).toEqual(answers[ADMIN.email]);
      expect(sixth[ADMIN.email]).toMatchObject({ body: { success: false } });
      // the same refusal, waiting out the same window (give or take the second it took to send them)
      const [a, b] = [sixth[ADMIN.email] as { retry: number }, sixth[UNKNOWN] as { retry: number }];
      expect(Math.abs(a.retry - b.retry)).toBeLessThanOrEqual(1);
      expect(a.retry).toBeGreaterThan(14 * 60);
      // letter case and spaces do not make a new address
      expect((await ask(' ADMIN@test.local ')).statusCode).toBe(429);
      // another address is not held back
      expect((await ask('third@test.local')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
