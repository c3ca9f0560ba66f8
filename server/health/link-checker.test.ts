// The whole check (link-checker.ts) against a local HTTP server: never more than 4 requests at a time,
// and none while a publish runs.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLinkChecks } from '../../content-db/link-checks.ts';
import { PublishGate } from '../lib/background-work.ts';
import { useTestApp } from '../test/helpers.ts';
import { parseAllowList } from './address-policy.ts';
import { LinkChecker, LinkCheckStopped } from './link-checker.ts';
import { startLinkTestServer, type LinkTestServer } from '../test/link-server.ts';

let server: LinkTestServer;
beforeAll(async () => {
  server = await startLinkTestServer();
});
afterAll(() => server.close());
const t = useTestApp({ signIn: false, env: { LINK_CHECK_WEEKLY: '0' } });

/** A live release of one page that links to each of `paths` on the test server. */
function release(paths: string[]): string {
  const dir = path.join(t.dataDir, 'release-' + Math.random().toString(36).slice(2));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><body>${paths.map((p) => `<a href="${server.origin}${p}">x</a>`).join('')}</body></html>`,
  );
  return dir;
}

const checker = (currentDir: string, gate?: PublishGate) =>
  new LinkChecker({
    db: t.app.db,
    currentDir,
    siteUrl: 'https://insaat.example.com',
    allow: parseAllowList(`127.0.0.1:${server.port}`)!,
    timeoutMs: 5000,
    gate,
    log: t.app.log,
  });

describe('a check of the whole site', () => {
  it('sends at most 4 requests at a time', async () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/held/${i}`);
    const summary = await checker(release(paths)).run('test');
    expect(summary).toMatchObject({ links: 12, broken: 0, newlyBroken: 0 });
    expect(server.mostAtOnce).toBe(4);
    const stored = await listLinkChecks(t.app.db);
    expect(stored.map((l) => l.status)).toEqual(Array(12).fill(200));
  });

  it('waits while a publish runs, then checks', async () => {
    const gate = new PublishGate();
    gate.enter();
    server.requests.length = 0;
    const c = checker(release(['/ok']), gate);
    const run = c.run('test');
    // a second ask joins the check under way
    expect(c.run('again')).toBe(run);
    // the check has read the release and waits at the gate: give it every chance to send a request
    await new Promise((r) => setTimeout(r, 300));
    expect(server.requests).toEqual([]);
    expect(c.running).toBe(true);
    gate.leave();
    await run;
    expect(server.requests).toEqual(['HEAD /ok']);
    expect(c.running).toBe(false);
  });

  it('stops when the server closes, without saving anything', async () => {
    const before = await listLinkChecks(t.app.db);
    server.requests.length = 0;
    const c = checker(release(['/slow', '/ok']));
    const run = c.run('test');
    await expect.poll(() => server.requests.includes('HEAD /slow')).toBe(true);
    await c.stop();
    await expect(run).rejects.toBeInstanceOf(LinkCheckStopped);
    expect(await listLinkChecks(t.app.db)).toEqual(before);
  });
});
