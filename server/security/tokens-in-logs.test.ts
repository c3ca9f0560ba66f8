// Preview tokens and reset tokens never appear in a log line (API.md "Secrets"): the real request log of
// a server at LOG_LEVEL=info, read line by line, after a preview is visited and a password is reset.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { redactUrl } from '../lib/log-redact.ts';
import { startTestSmtp, type TestSmtp } from '../mail/test-smtp.ts';
import type { SiteBuilder } from '../publish/types.ts';
import { ADMIN, bearer, login } from '../test/helpers.ts';

/** A stand-in for Astro: a home page and nothing else. */
const homeOnly: SiteBuilder = {
  async build({ outDir }) {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><html><body>preview home</body></html>');
    fs.writeFileSync(path.join(outDir, '404.html'), '<!doctype html><html><body>Not here</body></html>');
    return { ok: true, log: '' };
  },
};

describe('tokens in the request log', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-log-tokens-'));
  const lines: string[] = [];
  let smtp: TestSmtp;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const config = loadConfig({
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'dist'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      UPLOAD_AVIF: '0',
      SHARE_CROPS: '0',
      SMTP_URL: smtp.url,
    });
    app = await buildApp({
      config,
      publisher: { request: () => {}, previewBuilder: () => homeOnly },
      loginRateLimit: 1000,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a preview token out of every line, for pages, redirects, missing pages and queries', async () => {
    const token = await login(app);
    const made = await app.inject({ method: 'POST', url: '/v2/api/preview', headers: bearer(token), payload: {} });
    expect(made.statusCode).toBe(200);
    const url: string = made.json().preview.url;
    const previewToken = /^\/preview\/([^/]+)\//.exec(url)![1]!;
    const before = lines.length;

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/preview/${previewToken}` })).statusCode).toBe(301);
    expect((await app.inject({ method: 'GET', url: `/preview/${previewToken}/no-such-page/?token=${previewToken}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(200);

    const log = lines.slice(before).join('');
    expect(log).toContain('/preview/[redacted]/'); // the visits were logged...
    expect(log).not.toContain(previewToken); // ...without the token
  });

  it('keeps a reset token out of every line, and the mailed code too, even in a malformed body', async () => {
    const before = lines.length;
    expect((await app.inject({ method: 'POST', url: '/v2/api/password/forgot', payload: { email: ADMIN.email } })).statusCode).toBe(200);
    await expect.poll(() => smtp.received.length).toBe(1);
    const code = /: ([0-9]{6})\s/.exec(smtp.received[0]!.text)![1]!;
    const verified = await app.inject({ method: 'POST', url: '/v2/api/password/verify', payload: { email: ADMIN.email, code } });
    expect(verified.statusCode).toBe(200);
    const resetToken: string = verified.json().resetToken;

    // a body the parser refuses: its error must not quote the token it carries
    const broken = await app.inject({
      method: 'POST',
      url: '/v2/api/password/reset',
      headers: { 'content-type': 'application/json' },
      payload: `{"resetToken":"${resetToken}", "password": }`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain(resetToken);
    // a token sent in a query (a client's mistake) and the real reset
    expect(
      (await app.inject({ method: 'POST', url: `/v2/api/password/reset?resetToken=${resetToken}`, payload: { resetToken: 'x', password: 'a-new-password-7' } }))
        .statusCode,
    ).toBe(400);
    const reset = await app.inject({ method: 'POST', url: '/v2/api/password/reset', payload: { resetToken, password: 'a-new-password-7' } });
    expect(reset.statusCode).toBe(200);

    const log = lines.slice(before).join('');
    expect(log).toContain('/v2/api/password/reset'); // the requests were logged...
    expect(log).not.toContain(resetToken); // ...without the token
    expect(log).not.toContain(code);
  });

  it('redactUrl cuts the secret segments and query values only', () => {
    expect(redactUrl('/preview/abc_DEF-1/en/project/x/?q=1')).toBe('/preview/[redacted]/en/project/x/?q=1');
    expect(redactUrl('/preview/abc')).toBe('/preview/[redacted]');
    expect(redactUrl('/x?resetToken=abc&page=2#top')).toBe('/x?resetToken=[redacted]&page=2#top');
    expect(redactUrl('/api/news?page=2')).toBe('/api/news?page=2');
  });
});
