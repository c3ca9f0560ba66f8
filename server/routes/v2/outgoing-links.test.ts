// Outgoing links through the API (API.md "Dashboard and site health"): every external link of the live
// release checked against a local HTTP server (never the internet), the answer with the pages that
// link to each URL, newly broken links mailed to the administrators through a real SMTP server, the
// weekly run that survives a restart, and who may ask.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countBrokenOutgoing, linkCheckState, setLinkCheckState } from '../../../content-db/link-checks.ts';
import { createUser } from '../../../content-db/users.ts';
import { FIRST_CHECK_DELAY_MS } from '../../health/plugin.ts';
import { startLinkTestServer, type LinkTestServer } from '../../test/link-server.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { startTestSmtp, type TestSmtp } from '../../mail/test-smtp.ts';
import { ADMIN, bearer, createTestApp, login, useTestApp, type TestApp } from '../../test/helpers.ts';

interface LinkAnswer {
  url: string;
  status: number | null;
  error: string | null;
  broken: boolean;
  pages: string[];
  pageCount: number;
}

const page = (body: string) => `<!doctype html><html lang="tr"><head><title>x</title></head><body>${body}</body></html>`;

/** A live release in the app's DIST_DIR whose pages link to the local server's addresses (and more that are no external links). */
function writeRelease(distDir: string, origin: string): void {
  const dir = path.join(distDir, 'releases', 'r1');
  const files: Record<string, string> = {
    'index.html': page(
      `<a href="${origin}/ok">ok</a> <a href="${origin}/missing#part">gone</a> <a href="${origin}/to-private">sneaky</a>` +
        // a name for loopback, not in LINK_CHECK_ALLOW
        `<a href="http://localhost:${new URL(origin).port}/ok">local</a>` +
        // not external links: the site itself, relative, mail, phone, an anchor; an href in a comment or a script is no link
        `<a href="/en/">en</a><a href="http://localhost:4321/about/">self</a><a href="mailto:a@b.example">m</a><a href="tel:+90">t</a><a href="#top">top</a>` +
        `<!-- <a href="${origin}/in-a-comment">x</a> --><script>var s = '<a href="${origin}/in-a-script">';</script>`,
    ),
    'en/index.html': page(`<a href="${origin}/ok">ok</a> <a href="${origin}/slow">slow</a> <a href="${origin}/missing#other">gone</a>`),
    'en/about-us/index.html': page(`<a href="${origin.replace('127.0.0.1', '127.0.0.1')}/ok?x=1&amp;y=2">query</a>`),
  };
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  fs.rmSync(path.join(distDir, 'current'), { force: true });
  fs.symlinkSync(dir, path.join(distDir, 'current'));
}

async function checkAndWait(t: TestApp, token: string): Promise<{ checkedAt: string; nextAt: string | null; links: LinkAnswer[] }> {
  const started = await t.app.inject({ method: 'POST', url: '/v2/api/health/links/check', headers: bearer(token) });
  expect(started.statusCode).toBe(200);
  expect(started.json()).toEqual({ success: true, running: true, message: 'Checking the links' });
  let body: { running: boolean; checkedAt: string; nextAt: string | null; links: LinkAnswer[] };
  await expect
    .poll(async () => {
      body = (await t.app.inject({ method: 'GET', url: '/v2/api/health/links', headers: bearer(token) })).json();
      return body.running;
    })
    .toBe(false);
  return body!;
}

describe('checking the outgoing links of the live site', () => {
  let server: LinkTestServer;
  let smtp: TestSmtp;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    server = await startLinkTestServer();
    smtp = await startTestSmtp();
    Object.assign(env, {
      LINK_CHECK_ALLOW: `127.0.0.1:${server.port}`,
      LINK_CHECK_TIMEOUT_MS: '1000',
      LINK_CHECK_WEEKLY: '0',
      SMTP_URL: smtp.url,
    });
  });
  const t = useTestApp({ env });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('answers 409 while nothing is published, and an empty list before the first check', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/health/links/check', headers: bearer(t.token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Nothing is published yet');
    const list = await t.app.inject({ method: 'GET', url: '/v2/api/health/links', headers: bearer(t.token) });
    expect(list.json()).toMatchObject({ success: true, checkedAt: null, running: false, links: [] });
  });

  it('lists every external link once with its status or error and the pages that link to it, broken ones first', async () => {
    writeRelease(path.join(t.dataDir, 'dist'), server.origin);
    const { checkedAt, nextAt, links } = await checkAndWait(t, t.token);
    expect(checkedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // LINK_CHECK_WEEKLY=0: no weekly check to announce
    expect(nextAt).toBeNull();
    const o = server.origin;
    const port = server.port;
    expect(links.map(({ url, status, error, broken, pages }) => ({ url, status, error, broken, pages }))).toEqual([
      { url: `${o}/missing`, status: 404, error: null, broken: true, pages: ['/', '/en/'] },
      { url: `${o}/slow`, status: null, error: 'No answer in time (1 s)', broken: true, pages: ['/en/'] },
      { url: `${o}/ok`, status: 200, error: null, broken: false, pages: ['/', '/en/'] },
      { url: `${o}/ok?x=1&y=2`, status: 200, error: null, broken: false, pages: ['/en/about-us/'] },
      {
        url: `${o}/to-private`,
        status: null,
        error: 'Not checked: it redirects to a private, loopback or link-local address (10.0.0.1)',
        broken: false,
        pages: ['/'],
      },
      {
        url: `http://localhost:${port}/ok`,
        status: null,
        error: expect.stringMatching(/^Not checked: a private, loopback or link-local address \((127\.0\.0\.1|::1)\)$/),
        broken: false,
        pages: ['/'],
      },
    ]);
    // the comment's and the script's hrefs were never requested
    expect(server.requests.some((r) => r.includes('in-a-'))).toBe(false);
    expect(server.userAgent).toBe('Mozilla/5.0 (compatible; localhost:4321 link checker; +http://localhost:4321)');
    expect(await countBrokenOutgoing(t.app.db)).toBe(2);
  });

  it('mails the links that broke since the last check to the administrators, once', async () => {
    // the first check found two broken links: one mail to the administrator lists both
    await expect.poll(() => smtp.received.length).toBe(1);
    const first = { ...smtp.received[0]!, text: smtp.received[0]!.text.replace(/\r\n/g, '\n') };
    expect(first.to).toEqual([ADMIN.email]);
    expect(first.subject).toBe('Kırık bağlantılar / Broken links: 2 new links');
    expect(first.text).toContain(`${server.origin}/missing\n  HTTP 404\n  http://localhost:4321/\n  http://localhost:4321/en/`);
    expect(first.text).toContain(`${server.origin}/slow\n  No answer in time (1 s)`);
    expect(first.text).not.toContain('to-private');

    // nothing new: no mail
    await checkAndWait(t, t.token);
    // a page that worked now fails (both links to it): only they are mailed
    server.statuses.set('/ok', 500);
    const { links } = await checkAndWait(t, t.token);
    expect(links.find((l) => l.url === `${server.origin}/ok`)).toMatchObject({ status: 500, broken: true });
    await expect.poll(() => smtp.received.length).toBe(2);
    expect(smtp.received[1]!.subject).toBe('Kırık bağlantılar / Broken links: 2 new links');
    const second = smtp.received[1]!.text.replace(/\r\n/g, '\n');
    expect(second).toContain(`${server.origin}/ok\n  HTTP 500`);
    expect(second).toContain(`${server.origin}/ok?x=1&y=2\n  HTTP 500`);
    expect(smtp.received[1]!.text).not.toContain('/missing');
    server.statuses.delete('/ok');
  });

  it('is for editors and administrators: an author is refused both', async () => {
    await createUser(t.app.db, {
      name: 'A',
      email: 'author@test.local',
      password_hash: await hashPassword('author-pass-1'),
      profile_image: null,
      role: 'author',
    });
    const author = await login(t.app, { email: 'author@test.local', password: 'author-pass-1' });
    for (const [method, url] of [
      ['GET', '/v2/api/health/links'],
      ['POST', '/v2/api/health/links/check'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(author) });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/health/links' })).statusCode).toBe(401);
  });
});

describe('the weekly check', () => {
  let server: LinkTestServer;
  let dataDir = '';
  beforeAll(async () => {
    server = await startLinkTestServer();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (dir?: string) => {
    const t = await createTestApp({
      env: { LINK_CHECK_ALLOW: `127.0.0.1:${server.port}`, LINK_CHECK_TIMEOUT_MS: '300', ...(dir ? { DATA_DIR: dir, DIST_DIR: path.join(dir, 'dist') } : {}) },
    });
    return t;
  };

  it('waits an hour after a first start, runs once a week passed, even across a restart, then a week later again', { timeout: 120_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-weekly-'));
    const t0 = Date.now();
    let t = await start(dataDir);
    writeRelease(path.join(dataDir, 'dist'), server.origin);
    await expect.poll(async () => (await linkCheckState(t.app.db)).nextAt).not.toBeNull();
    const planned = Date.parse((await linkCheckState(t.app.db)).nextAt!);
    expect(planned).toBeGreaterThanOrEqual(t0 + FIRST_CHECK_DELAY_MS);
    expect(server.requests).toEqual([]);
    // the time came while the server was down: the first look after the restart runs the check
    await setLinkCheckState(t.app.db, { nextAt: new Date(Date.now() - 1000).toISOString() });
    await t.close();
    t = await start(dataDir);
    await expect.poll(async () => (await linkCheckState(t.app.db)).finishedAt).not.toBeNull();
    const state = await linkCheckState(t.app.db);
    // HEAD, or GET after a HEAD that timed out (the test server shares this process with the app)
    expect(server.requests.some((r) => r.endsWith(' /ok'))).toBe(true);
    expect(Date.parse(state.nextAt!) - Date.parse(state.finishedAt!)).toBe(7 * 24 * 60 * 60_000);
    // not due: nothing runs
    server.requests.length = 0;
    await t.app.linkCheckSchedule.tick();
    expect(server.requests).toEqual([]);
    await t.close();
  });
});
