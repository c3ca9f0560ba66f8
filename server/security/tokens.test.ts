// Attack: a token that outlives what should end it. Before the fix a password change left every token of
// the user working for 24 h, the algorithm was not pinned and no issuer or audience was checked, and
// `npm run seed:reset` kept the signing secret, so tokens signed before a reset came back with the new
// database (issue 12 item 4).
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, login, multipart, useTestApp } from '../test/helpers.ts';

const t = useTestApp();

const verify = (token: string) => t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(token) });
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** A token signed with the server's own secret: only the claims and the algorithm are the attacker's. */
function forge(claims: Record<string, unknown>, alg = 'HS256'): string {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  const hmac = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg];
  const signature = hmac ? crypto.createHmac(hmac, t.app.config.jwtSecret).update(head).digest('base64url') : '';
  return `${head}.${signature}`;
}

async function putUser(id: number, fields: Record<string, string>, token = t.token) {
  const body = multipart(fields);
  return t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

describe('a password change ends every session of the user', () => {
  it('refuses the tokens issued before it, and signs in with the new password', async () => {
    const body = multipart({ name: 'Editor', email: 'editor@example.com', password: 'first-pass-77' });
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: { ...bearer(t.token), ...body.headers }, payload: body.payload });
    const id = created.json().data.id as number;
    const before = [
      await login(t.app, { email: 'editor@example.com', password: 'first-pass-77' }),
      await login(t.app, { email: 'editor@example.com', password: 'first-pass-77' }),
    ];
    for (const token of before) expect((await verify(token)).statusCode).toBe(200);

    expect((await putUser(id, { password: 'second-pass-88' })).statusCode).toBe(200);
    for (const token of before) {
      expect((await verify(token)).statusCode).toBe(401);
      const write = await t.app.inject({ method: 'POST', url: '/v2/api/pages', headers: bearer(token), payload: { page_name_en: 'a', page_name_tr: 'b' } });
      expect(write.statusCode).toBe(401);
    }
    expect((await verify(await login(t.app, { email: 'editor@example.com', password: 'second-pass-88' }))).statusCode).toBe(200);
    // the admin who made the change keeps their own session
    expect((await verify(t.token)).statusCode).toBe(200);
  });

  it('keeps the tokens when an edit leaves the password blank', async () => {
    const token = await login(t.app, { email: 'editor@example.com', password: 'second-pass-88' });
    const id = (await verify(token)).json().user.id as number;
    expect((await putUser(id, { name: 'Editor Two', password: '' })).statusCode).toBe(200);
    expect((await verify(token)).statusCode).toBe(200);
  });
});

describe('the token format is pinned', () => {
  const claims = () => {
    const now = Math.floor(Date.now() / 1000);
    return { sub: '1', jti: crypto.randomUUID(), ver: 0, iss: 'trabzon-cms', aud: 'trabzon-cms-admin', iat: now, exp: now + 3600 };
  };

  it('accepts a token with every expected claim (the forger itself is right)', async () => {
    expect((await verify(forge(claims()))).statusCode).toBe(200);
  });

  it('refuses another algorithm, alg none, a missing or wrong issuer or audience, and an old token version', async () => {
    const { iss: _iss, ...noIssuer } = claims();
    const { aud: _aud, ...noAudience } = claims();
    const { ver: _ver, ...noVersion } = claims();
    const bad = {
      HS512: forge(claims(), 'HS512'),
      HS384: forge(claims(), 'HS384'),
      none: forge(claims(), 'none'),
      'no issuer': forge(noIssuer),
      'other issuer': forge({ ...claims(), iss: 'someone-else' }),
      'no audience': forge(noAudience),
      'other audience': forge({ ...claims(), aud: 'the-public-site' }),
      'no version': forge(noVersion),
      'old version': forge({ ...claims(), ver: -1 }),
    };
    for (const [name, token] of Object.entries(bad)) expect((await verify(token)).statusCode, name).toBe(401);
  });
});

describe('npm run seed:reset', () => {
  it('rotates the signing secret (tokens of the old database cannot come back) and keeps the build hook secret', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-reset-'));
    try {
      const secrets = { jwtSecret: 'a'.repeat(64), buildHookSecret: 'hook-secret-that-stays' };
      fs.writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify(secrets));
      const root = path.resolve(import.meta.dirname, '../..');
      execFileSync(process.execPath, [path.join(root, 'scripts/reset-demo.ts')], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' });
      const after = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
      expect(after.jwtSecret).not.toBe(secrets.jwtSecret);
      expect(after.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(after.buildHookSecret).toBe(secrets.buildHookSecret);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
