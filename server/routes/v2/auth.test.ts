import { describe, expect, it } from 'vitest';
import { ADMIN, bearer, login, useTestApp } from '../../test/helpers.ts';

const t = useTestApp({ signIn: false });

describe('login, verify, logout', () => {
  it('answers a token and the user (never the hash) for the right pair', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful', user: { id: 1, email: ADMIN.email } });
    expect(body.token.split('.')).toHaveLength(3);
    expect(res.body).not.toMatch(/password|argon2/);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    for (const payload of [
      { ...ADMIN, password: 'wrong-password' },
      { email: 'nobody@x.io', password: 'whatever1' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/v2/api/login', payload });
      expect(res.statusCode).toBe(401);
      // whole: nothing more (no token, no hint of which field was wrong)
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password', code: 'invalid-email-password' });
    }
  });

  it('asks for both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/login', payload: { email: '  ', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter both email and password');
  });

  it('accepts the email in another letter case', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/login', payload: { ...ADMIN, email: ADMIN.email.toUpperCase() } });
    expect(res.statusCode).toBe(200);
  });

  it('verifies a token, and a logged-out token no longer verifies', async () => {
    const token = await login(t.app);
    const ok = await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(token) });
    expect(ok.json()).toMatchObject({ success: true, user: { id: 1 } });

    const out = await t.app.inject({ method: 'POST', url: '/v2/api/logout', headers: bearer(token) });
    expect(out.json()).toMatchObject({ success: true });

    const after = await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const write = await t.app.inject({ method: 'POST', url: '/v2/api/pages', headers: bearer(token), payload: { page_name_en: 'a', page_name_tr: 'b' } });
    expect(write.statusCode).toBe(401);
    // another session of the same user is unaffected
    const other = await login(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('refuses a forged or malformed token', async () => {
    const token = await login(t.app);
    const [h, p] = token.split('.');
    for (const bad of [`${h}.${p}.forged`, 'garbage', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(bad) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Unauthorized' });
    }
  });

  it('does not queue a site build for login or logout', async () => {
    const before = t.publishRequests.length;
    const token = await login(t.app);
    await t.app.inject({ method: 'POST', url: '/v2/api/logout', headers: bearer(token) });
    expect(t.publishRequests.length).toBe(before);
  });
});

describe('login rate limit', () => {
  // Its own app: a limit of 3 logins a minute from one address, and no sign-in of its own.
  const limited = useTestApp({ loginRateLimit: 3, signIn: false });

  it('answers the 4th login within a minute with 429 and the envelope', async () => {
    const attempt = () => limited.app.inject({ method: 'POST', url: '/v2/api/login', payload: ADMIN });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode, `login ${i + 1}`).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    // the window started with the first login: on a loaded machine a second or two of it has gone by
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Rate limit exceeded, retry in (1 minute|[1-5]?[0-9] seconds)$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // wrong passwords count too: the limit is on attempts, not on successes
    const wrong = await limited.app.inject({ method: 'POST', url: '/v2/api/login', payload: { ...ADMIN, password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(429);
  });
});
