// Attack: guessing the admin's password without limit. With `trustProxy: true` the client-chosen
// left-most X-Forwarded-For was the rate-limit key, so a new header value was a new client (the
// Strapi CVE-2025-64526 class); and nothing limited the tries on one account (issue 12 item 1).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { LoginThrottle } from '../lib/login-throttle.ts';
import { ADMIN, createTestApp, type TestApp } from '../test/helpers.ts';

const ATTACKER = '203.0.113.7';
const REAL_ADMIN = '198.51.100.20';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function login(payload: object, remoteAddress: string, headers: Record<string, string> = {}) {
  return t!.app.inject({ method: 'POST', url: '/v2/api/login', payload, remoteAddress, headers });
}

describe('the per-address login limit and X-Forwarded-For', () => {
  it('is not reset by a new X-Forwarded-For on every try (no proxy trusted by default)', async () => {
    t = await createTestApp({ loginRateLimit: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // a password spray: a new account and a new forged address each time
      const res = await login({ email: `user${i}@example.com`, password: 'secret123' }, ATTACKER, { 'x-forwarded-for': `192.0.2.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // the real admin, from its own address, is not locked out by the attacker
    expect((await login(ADMIN, REAL_ADMIN)).statusCode).toBe(200);
  });

  it('behind one trusted proxy (TRUST_PROXY=1) keys on the address the proxy saw, not on what the client wrote', async () => {
    t = await createTestApp({ loginRateLimit: 10, env: { TRUST_PROXY: '1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const forwarded = `192.0.2.${i}, ${ATTACKER}`; // the client's forged entry, then the proxy's own
      const res = await login({ email: `user${i}@example.com`, password: 'secret123' }, '10.0.0.1', { 'x-forwarded-for': forwarded });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await login(ADMIN, '10.0.0.1', { 'x-forwarded-for': REAL_ADMIN })).statusCode).toBe(200);
  });

  it('trusts only the listed proxy addresses (TRUST_PROXY=10.0.0.1)', async () => {
    t = await createTestApp({ loginRateLimit: 10, env: { TRUST_PROXY: '10.0.0.1' } });
    // from an address that is not the proxy, the header is ignored
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login({ email: `user${i}@example.com`, password: 'secret123' }, ATTACKER, { 'x-forwarded-for': `192.0.2.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses[10]).toBe(429);
    expect((await login(ADMIN, '10.0.0.1', { 'x-forwarded-for': REAL_ADMIN })).statusCode).toBe(200);
  });
});

describe('the per-account login limit', () => {
  let clock = 1_000_000;
  const throttle = () => new LoginThrottle({ now: () => clock });

  it('makes one address wait after 5 failures, even with the right password, while the real admin still signs in', async () => {
    t = await createTestApp({ loginThrottle: throttle() });
    const wrong = { ...ADMIN, password: 'guess-1234' };
    for (let i = 0; i < 5; i++) expect((await login(wrong, ATTACKER, { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(401);
    // the 6th try is refused before any password check: a right guess is not even recognised
    const refused = await login({ ...ADMIN, email: ADMIN.email.toUpperCase() }, ATTACKER);
    expect(refused.statusCode).toBe(429);
    // whole: the right password refused carries no token
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many failed sign-in attempts, retry in 1 second',
      code: 'sign-in-throttled',
      params: { seconds: '1' },
    });
    expect(refused.headers['retry-after']).toBe('1');
    expect((await login(ADMIN, REAL_ADMIN)).statusCode).toBe(200);
  });

  it('doubles the wait with every further failure', async () => {
    t = await createTestApp({ loginThrottle: throttle() });
    const wrong = { ...ADMIN, password: 'guess-1234' };
    for (let i = 0; i < 5; i++) await login(wrong, ATTACKER);
    const waits: string[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await login(wrong, ATTACKER);
      expect(refused.statusCode).toBe(429);
      waits.push(refused.headers['retry-after'] as string);
      clock += Number(refused.headers['retry-after']) * 1000;
      expect((await login(wrong, ATTACKER)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8']);
  });

  it('lets a distributed guess slow every new address down, never one that signed in before', async () => {
    const limiter = new LoginThrottle({ now: () => clock, accountFree: 20 });
    t = await createTestApp({ loginThrottle: limiter });
    expect((await login(ADMIN, REAL_ADMIN)).statusCode).toBe(200);
    const wrong = { ...ADMIN, password: 'guess-1234' };
    for (let i = 0; i < 20; i++) expect((await login(wrong, `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await login(wrong, '192.0.2.99')).statusCode).toBe(429);
    expect((await login(ADMIN, REAL_ADMIN)).statusCode).toBe(200);
  });

  it('stays locked after a flood of new addresses and accounts: the right password is still refused', async () => {
    t = await createTestApp({ loginThrottle: new LoginThrottle({ now: () => clock, maxEntries: 20 }) });
    expect((await login(ADMIN, REAL_ADMIN)).statusCode).toBe(200);
    const wrong = { ...ADMIN, password: 'guess-1234' };
    for (let i = 0; i < 5; i++) expect((await login(wrong, ATTACKER)).statusCode).toBe(401);
    const flood: number[] = [];
    for (let i = 0; i < 25; i++) flood.push((await login({ email: `spray${i}@example.com`, password: 'x-1234' }, `192.0.2.${i}`)).statusCode);
    expect((await login(ADMIN, ATTACKER)).statusCode).toBe(429);
    expect((await login(ADMIN, REAL_ADMIN)).statusCode).toBe(200);
    // the flood itself waits once the throttle is full
    expect(flood.slice(-5)).toEqual(Array(5).fill(429));
  });
});

describe('the per-account limit itself', () => {
  it('forgets a count an hour after its last failure, and a sign-in clears its address', () => {
    let now = 0;
    const limiter = new LoginThrottle({ now: () => now });
    for (let i = 0; i < 5; i++) expect(limiter.take('a@b.co', '1.1.1.1')).toBe(0);
    expect(limiter.take('A@B.CO ', '1.1.1.1')).toBe(1000); // the account is the lower-cased email
    now += 3600_001;
    expect(limiter.take('a@b.co', '1.1.1.1')).toBe(0);
    for (let i = 0; i < 5; i++) limiter.take('c@d.co', '2.2.2.2');
    limiter.succeeded('c@d.co', '2.2.2.2');
    expect(limiter.take('c@d.co', '2.2.2.2')).toBe(0);
  });

  // Attack (issue 19): near the limit, flood the throttle with new addresses and account names so that
  // evicting the oldest entries drops the victim's counts, then guess again with fresh free tries.
  it('keeps its memory bounded, and a flood of 20,000 new addresses and accounts does not reset a count', () => {
    let now = 0;
    const limiter = new LoginThrottle({ now: () => now });
    for (let i = 0; i < 4; i++) expect(limiter.take('victim@b.co', '9.9.9.9')).toBe(0); // one short of the address's limit
    for (let i = 0; i < 15; i++) expect(limiter.take('victim@b.co', `8.8.${i}.8`)).toBe(0); // one short of the account's
    let refused = 0;
    for (let i = 0; i < 20_000; i++) {
      now += 1;
      if (limiter.take(`spray${i}@b.co`, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`) > 0) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    expect(limiter.size).toBeLessThanOrEqual(20_000); // 10,000 per map
    // the address's count held: its 5th try goes through, the 6th waits
    expect(limiter.take('victim@b.co', '9.9.9.9')).toBe(0);
    expect(limiter.take('victim@b.co', '9.9.9.9')).toBeGreaterThan(0);
    // the account's count held too: 20 failures in all, so a new address waits
    expect(limiter.take('victim@b.co', '7.7.7.7')).toBeGreaterThan(0);
  });

  it('while full of live counts, makes a new account wait until the oldest count expires; a known address signs in', () => {
    let now = 0;
    const limiter = new LoginThrottle({ now: () => now, maxEntries: 100 });
    expect(limiter.take('admin@b.co', '1.1.1.1')).toBe(0);
    limiter.succeeded('admin@b.co', '1.1.1.1');
    for (let i = 0; i < 200; i++) limiter.take(`spray${i}@b.co`, `10.0.${i >> 8}.${i & 255}`);
    const wait = limiter.take('other@b.co', '2.2.2.2');
    expect(wait).toBe(3600_000);
    expect(limiter.take('admin@b.co', '1.1.1.1')).toBe(0);
    now += wait + 1;
    expect(limiter.take('other@b.co', '2.2.2.2')).toBe(0);
  });
});

describe('TRUST_PROXY', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-trust-proxy-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;

  it('is off by default, a hop count, or a list of addresses', () => {
    expect(config('')).toBe(false);
    expect(config('0')).toBe(false);
    expect(config('2')).toBe(2);
    expect(config('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
  });

  it('refuses "true" (any client could name its own address) and anything else unclear', () => {
    for (const bad of ['true', 'yes', '-1', '1.5', '10.0.0.300', 'proxy.local', '10.0.0.0/33']) {
      expect(() => config(bad), bad).toThrow(ConfigError);
    }
    expect(() => config('true')).toThrow(/TRUST_PROXY/);
  });
});
