// The smaller holes of issue 12 item 7: the build hook secret in the request log, the build process
// inheriting the server's secrets, email uniqueness only in code, and the most common passwords.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { buildChildEnv } from '../lib/child-env.ts';
import { COMMON_PASSWORD_MESSAGE } from '../lib/passwords.ts';
import { redactUrl } from '../lib/log-redact.ts';
import { ADMIN, bearer, multipart, useTestApp } from '../test/helpers.ts';

const HOOK_SECRET = 'hook-secret-that-must-not-be-logged-42';

describe('the build hook secret', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-log-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('never appears in the request log, for the right secret or a guess', async () => {
    const lines: string[] = [];
    const config = loadConfig({
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'dist'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      BUILD_HOOK_SECRET: HOOK_SECRET,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const app = await buildApp({ config, publisher: { request: () => {} }, logStream: { write: (line) => void lines.push(line) } });
    try {
      await app.ready();
      expect((await app.inject({ method: 'POST', url: `/v2/api/build/hook/${HOOK_SECRET}` })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/v2/api/build/hook/a-guessed-secret?x=1' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/v2/api/build/hook/[redacted]'); // the requests were logged...
    expect(log).not.toContain(HOOK_SECRET); // ...without the secret
    expect(log).not.toContain('a-guessed-secret');
  });

  it('redactUrl keeps everything but the secret segment', () => {
    expect(redactUrl('/v2/api/build/hook/abc?x=1#y')).toBe('/v2/api/build/hook/[redacted]?x=1#y');
    expect(redactUrl('/v2/api/build/hook/abc/more')).toBe('/v2/api/build/hook/[redacted]/more');
    expect(redactUrl('/api/news?page=2')).toBe('/api/news?page=2');
  });
});

describe('the site build process', () => {
  it('gets what Node and Astro need, never the server secrets', () => {
    const env = buildChildEnv({
      PATH: '/usr/bin',
      HOME: '/home/site',
      TMPDIR: '/tmp',
      LANG: 'tr_TR.UTF-8',
      LC_ALL: 'C.UTF-8',
      JWT_SECRET: 'j'.repeat(40),
      ADMIN_PASSWORD: 'admin-pass-1',
      BUILD_HOOK_SECRET: 'h'.repeat(30),
      DEPLOY_HOOK_URL: 'https://cdn.example/hook?token=t',
      AWS_SECRET_ACCESS_KEY: 'k',
      DATABASE_URL: 'x',
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/site',
      TMPDIR: '/tmp',
      LANG: 'tr_TR.UTF-8',
      LC_ALL: 'C.UTF-8',
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
    });
  });
});

describe('users', () => {
  const t = useTestApp();
  const post = (fields: Record<string, string>) => {
    const body = multipart(fields);
    return t.app.inject({ method: 'POST', url: '/api/users', headers: { ...bearer(t.token), ...body.headers }, payload: body.payload });
  };

  it('one account per email whatever its letter case, in the schema as in the code', async () => {
    expect((await post({ name: 'A', email: 'Editor@Example.com', password: 'first-pass-77' })).statusCode).toBe(200);
    const again = await post({ name: 'B', email: 'editor@EXAMPLE.com', password: 'first-pass-77' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A user with this email already exists');
    // the database refuses it too, whatever path a row comes by (an import, a race between two requests)
    await expect(t.app.db.insertInto('users').values({ name: 'C', email: 'EDITOR@example.COM', password_hash: 'x' }).execute()).rejects.toThrow(/UNIQUE/);
  });

  it('two requests for one email at once: one account, and the other gets the same 409 (never a 500)', async () => {
    const answers = await Promise.all(
      ['Race@Example.com', 'race@example.COM', 'RACE@example.com'].map((email) => post({ name: 'R', email, password: 'race-pass-991' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().message).toBe('A user with this email already exists');
  });

  it('refuses the most common passwords, in any letter case, on create and on change', async () => {
    for (const password of ['123456', 'password', 'Password1', 'QWERTY123', 'iloveyou', 'sunshine']) {
      const res = await post({ name: 'C', email: 'common@example.com', password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: COMMON_PASSWORD_MESSAGE });
    }
    const body = multipart({ password: 'letmein1' });
    const change = await t.app.inject({ method: 'PUT', url: '/api/users/1', headers: { ...bearer(t.token), ...body.headers }, payload: body.payload });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    // a password that is long and not on the list still works
    expect((await post({ name: 'C', email: 'common@example.com', password: 'kara-deniz-1987' })).statusCode).toBe(200);
  });

  it('ADMIN_PASSWORD cannot be a common password either', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-admin-pass-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'password1' })).toThrow(ConfigError);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
