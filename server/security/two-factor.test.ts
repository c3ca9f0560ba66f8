// Two-factor sign-in, every row of API.md "Two-factor sign-in", with real TOTP codes made by otpauth
// from the secret the server answers, on a clock the test moves (no waiting for a 30-second step).
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../content-db/users.ts';
import { LoginThrottle } from '../lib/login-throttle.ts';
import { hashPassword } from '../lib/passwords.ts';
import { twoFactorDb } from '../../content-db/two-factor.ts';
import { ADMIN, bearer, login, useTestApp } from '../test/helpers.ts';

let now = Date.parse('2026-11-28T10:00:00Z');
const PASSWORD = 'two-factor-test-pw-9';
const t = useTestApp({ clock: () => now, signIn: false, loginThrottle: new LoginThrottle({ free: 1000, accountFree: 1000 }) });

/** The code an authenticator app shows for this secret at the test's clock. */
const codeOf = (secret: string, at = now) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
/** Another code than the right one (the next number), never right by chance at this step. */
const wrongCode = (secret: string) => String((Number(codeOf(secret)) + 500_000) % 1_000_000).padStart(6, '0');
const nextStep = () => void (now += 30_000);

const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

let userNo = 0;
/** A new user of this role, signed in with the password alone. */
async function newUser(role: 'author' | 'editor' | 'administrator' = 'editor') {
  const email = `user${++userNo}@test.local`;
  const user = await createUser(t.app.db, { name: `User ${userNo}`, email, password_hash: await hashPassword(PASSWORD), profile_image: null, role });
  return { id: user.id, email, password: PASSWORD, token: await login(t.app, { email, password: PASSWORD }) };
}

/** Setup and enable: the secret and the recovery codes. */
async function turnOn(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post('/v2/api/2fa/setup', {}, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enabled = await post('/v2/api/2fa/enable', { code: codeOf(secret) }, token);
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json().recoveryCodes };
}

async function challengeOf(email: string, password = PASSWORD): Promise<string> {
  const res = await post('/v2/api/login', { email, password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ success: true, twoFactor: true });
  return res.json().challenge;
}

describe('setup and enable', () => {
  it('answers a secret, its otpauth URL (issuer: the company) and a QR code; nothing is on until enabled', async () => {
    const u = await newUser();
    const res = await post('/v2/api/2fa/setup', {}, u.token);
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBeTruthy();
    expect(decodeURIComponent(url.pathname)).toContain(u.email);
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // still off: the password alone signs in
    expect((await post('/v2/api/login', { email: u.email, password: PASSWORD })).json().token).toBeTruthy();
    // the secret waits sealed: the database never holds it in plain text
    const rows = await twoFactorDb(t.app.db).selectFrom('user_two_factor').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('refuses a wrong code with 400 "Invalid code"; a right one turns it on and answers 10 recovery codes, kept hashed', async () => {
    const u = await newUser();
    const { secret } = (await post('/v2/api/2fa/setup', {}, u.token)).json();
    const wrong = await post('/v2/api/2fa/enable', { code: wrongCode(secret) }, u.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid code', code: 'invalid-code' });
    const res = await post('/v2/api/2fa/enable', { code: codeOf(secret) }, u.token);
    expect(res.statusCode).toBe(200);
    const { recoveryCodes, message } = res.json();
    expect(message).toBe('Two-factor sign-in is on');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = JSON.stringify(await twoFactorDb(t.app.db).selectFrom('user_two_factor').selectAll().execute());
    for (const code of [secret, ...recoveryCodes]) expect(stored).not.toContain(code);
    // the badge of User Management
    const admin = await login(t.app);
    const users = (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin) })).json().data;
    expect(users.find((x: { id: number }) => x.id === u.id).twoFactor).toBe(true);
    expect(users.find((x: { id: number }) => x.id === 1).twoFactor).toBe(false);
  });
});

describe('signing in', () => {
  it('answers a challenge and no token after the password; the code gives the token', async () => {
    const u = await newUser();
    const { secret } = await turnOn(u.token);
    nextStep();
    const first = await post('/v2/api/login', { email: u.email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, twoFactor: true });
    expect(body).not.toHaveProperty('token');
    expect(body).not.toHaveProperty('user');
    // the challenge is no token
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(body.challenge) })).statusCode).toBe(401);
    // a wrong password still answers as before
    expect((await post('/v2/api/login', { email: u.email, password: 'not-the-password' })).statusCode).toBe(401);

    const second = await post('/v2/api/login/2fa', { challenge: body.challenge, code: codeOf(secret) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ success: true, message: 'Login successful', user: { id: u.id, twoFactor: true } });
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(second.json().token) })).statusCode).toBe(200);
    // a challenge works once
    expect((await post('/v2/api/login/2fa', { challenge: body.challenge, code: codeOf(secret) })).statusCode).toBe(401);
  });

  it('accepts a code once: the same code on a new challenge is refused (replay), as is the code that enabled it', async () => {
    const u = await newUser();
    const { secret } = await turnOn(u.token);
    const enablingCode = codeOf(secret);
    const replayOfEnable = await post('/v2/api/login/2fa', { challenge: await challengeOf(u.email), code: enablingCode });
    expect(replayOfEnable.statusCode).toBe(401);
    // whole: a refused code carries no token
    expect(replayOfEnable.json()).toEqual({ success: false, message: 'Invalid code', code: 'invalid-code' });
    nextStep();
    const code = codeOf(secret);
    expect((await post('/v2/api/login/2fa', { challenge: await challengeOf(u.email), code })).statusCode).toBe(200);
    expect((await post('/v2/api/login/2fa', { challenge: await challengeOf(u.email), code })).statusCode).toBe(401);
    // an earlier step's code (still inside the window of one step) is refused too once a later one was used
    expect((await post('/v2/api/login/2fa', { challenge: await challengeOf(u.email), code: codeOf(secret, now - 30_000) })).statusCode).toBe(401);
    nextStep();
    expect((await post('/v2/api/login/2fa', { challenge: await challengeOf(u.email), code: codeOf(secret) })).statusCode).toBe(200);
  });

  it('allows five tries per challenge: the sixth is a 429, even with the right code', async () => {
    const u = await newUser();
    const { secret } = await turnOn(u.token);
    nextStep();
    const challenge = await challengeOf(u.email);
    for (let i = 0; i < 5; i++) {
      const res = await post('/v2/api/login/2fa', { challenge, code: wrongCode(secret) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid code');
    }
    const sixth = await post('/v2/api/login/2fa', { challenge, code: codeOf(secret) });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ success: false, message: 'Too many tries: sign in again' });
    // a new sign-in starts a new challenge
    expect((await post('/v2/api/login/2fa', { challenge: await challengeOf(u.email), code: codeOf(secret) })).statusCode).toBe(200);
  });

  it('lets a challenge last 5 minutes', async () => {
    const u = await newUser();
    const { secret } = await turnOn(u.token);
    const challenge = await challengeOf(u.email);
    now += 5 * 60_000 + 1000;
    const late = await post('/v2/api/login/2fa', { challenge, code: codeOf(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This sign-in has expired: sign in again');
    const inTime = await challengeOf(u.email);
    now += 4 * 60_000;
    expect((await post('/v2/api/login/2fa', { challenge: inTime, code: codeOf(secret) })).statusCode).toBe(200);
  });

  it('takes a recovery code once, in any letter case and without dashes', async () => {
    const u = await newUser();
    const { recoveryCodes } = await turnOn(u.token);
    const [code] = recoveryCodes;
    const typed = code!.toLowerCase().replaceAll('-', ' ');
    const res = await post('/v2/api/login/2fa', { challenge: await challengeOf(u.email), recoveryCode: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toBeTruthy();
    const again = await post('/v2/api/login/2fa', { challenge: await challengeOf(u.email), recoveryCode: code });
    expect(again.statusCode).toBe(401);
    expect((await post('/v2/api/login/2fa', { challenge: await challengeOf(u.email), recoveryCode: recoveryCodes[1] })).statusCode).toBe(200);
  });

  it('refuses a made-up challenge and a body without a code with clear 4xx', async () => {
    expect((await post('/v2/api/login/2fa', { challenge: 'made-up', code: '123456' })).statusCode).toBe(401);
    expect((await post('/v2/api/login/2fa', { challenge: 'made-up' })).statusCode).toBe(400);
    expect((await post('/v2/api/login/2fa', { challenge: 'x'.repeat(101), code: '123456' })).statusCode).toBe(400);
  });
});

describe('turning it off', () => {
  it('needs the password and a code', async () => {
    const u = await newUser();
    const { secret } = await turnOn(u.token);
    nextStep();
    const wrongPassword = await post('/v2/api/2fa/disable', { password: 'not-the-password', code: codeOf(secret) }, u.token);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Wrong password');
    expect((await post('/v2/api/2fa/disable', { password: PASSWORD, code: wrongCode(secret) }, u.token)).json().message).toBe('Invalid code');
    const off = await post('/v2/api/2fa/disable', { password: PASSWORD, code: codeOf(secret) }, u.token);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ success: true, message: 'Two-factor sign-in is off' });
    expect((await post('/v2/api/login', { email: u.email, password: PASSWORD })).json().token).toBeTruthy();
    expect((await post('/v2/api/2fa/disable', { password: PASSWORD, code: codeOf(secret) }, u.token)).statusCode).toBe(400);
  });

  it("an administrator turns a user's off (a lost phone); nobody else may", async () => {
    const u = await newUser();
    await turnOn(u.token);
    const editor = await newUser('editor');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${u.id}/2fa`, headers: bearer(editor.token) })).statusCode).toBe(403);
    const admin = await login(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${u.id}/2fa`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.twoFactor).toBe(false);
    expect((await post('/v2/api/login', { email: u.email, password: PASSWORD })).json().token).toBeTruthy();
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/99999/2fa', headers: bearer(admin) })).statusCode).toBe(404);
  });
});

describe('the policy', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(t.app);
  });
  const security = (method: 'GET' | 'PUT', token: string, payload?: object) =>
    t.app.inject({ method, url: '/v2/api/security', headers: bearer(token), payload });

  it('is for administrators, stores a partial change and refuses unknown values', async () => {
    const editor = await newUser('editor');
    expect((await security('GET', editor.token)).statusCode).toBe(403);
    expect((await security('PUT', editor.token, { require2fa: 'none' })).statusCode).toBe(403);
    expect((await security('GET', admin)).json().security).toEqual({ require2fa: 'none', blockPublishOn: [] });
    expect((await security('PUT', admin, { blockPublishOn: ['alt-missing', 'seo-length'] })).json().security).toEqual({
      require2fa: 'none',
      blockPublishOn: ['alt-missing', 'seo-length'],
    });
    expect((await security('PUT', admin, { require2fa: 'sometimes' })).statusCode).toBe(400);
    expect((await security('PUT', admin, { blockPublishOn: ['typo'] })).statusCode).toBe(400);
    expect((await security('GET', admin)).json().security.blockPublishOn).toEqual(['alt-missing', 'seo-length']);
  });

  it('gives a covered user without two-factor a token that can only set it up, the administrator who set it included', async () => {
    const editor = await newUser('editor');
    const set = await security('PUT', admin, { require2fa: 'administrators' });
    expect(set.statusCode).toBe(200);
    // the administrator's own token: set up first
    const refused = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'Set up two-factor sign-in first' });
    expect((await post('/v2/api/pages', { page_name_en: 'x', page_name_tr: 'x' }, admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(admin) })).statusCode).toBe(200);
    // an editor is not covered by "administrators"
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/changes', headers: bearer(editor.token) })).statusCode).toBe(200);
    // the administrator sets it up, and the same token can do everything again
    const { secret } = await turnOn(admin);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin) })).statusCode).toBe(200);

    nextStep();
    const c = await challengeOf(ADMIN.email, ADMIN.password);
    const signedIn = (await post('/v2/api/login/2fa', { challenge: c, code: codeOf(secret) })).json().token;
    expect((await security('PUT', signedIn, { require2fa: 'everyone' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/changes', headers: bearer(editor.token) })).json().message).toBe(
      'Set up two-factor sign-in first',
    );
    expect((await post('/v2/api/2fa/setup', {}, editor.token)).statusCode).toBe(200);
    expect((await post('/v2/api/logout', {}, editor.token)).statusCode).toBe(200);
    expect((await security('PUT', signedIn, { require2fa: 'none' })).json().security.require2fa).toBe('none');
  });
});
