// The release check of links and images in the real pipeline: the demo company's site passes, and a
// deleted upload that a page still refers to fails the build (the old release stays live, the log
// names the page and the URL). The REAL Astro build and the demo seed.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../test/real-server.ts';
import { checkLinks } from './link-check.ts';

describe('every internal link and image of a release resolves', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ seed: true });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('the demo company is published, and its live release passes the check', async () => {
    await server.publisher.whenSettled();
    const status = server.publisher.status();
    expect(status.last?.log ?? '').toBe('');
    expect(status).toMatchObject({ state: 'idle', last: { ok: true } });
    const report = checkLinks(path.join(server.distDir, 'current'), { uploadsDir: path.join(server.dataDir, 'uploads'), siteUrl: server.app.config.siteUrl });
    expect(report.broken).toEqual([]);
    expect(report.pages).toBe(status.current!.pages);
    expect(report.links).toBeGreaterThan(report.pages); // every page has links and images
  }, 300_000);

  it('a page referring to a deleted upload fails the build; the log names the page and the URL', async () => {
    await server.publisher.whenSettled();
    const live = server.publisher.status().current!;
    const home = await (await fetch(`${server.url}/`)).text();
    const upload = home.match(/src="(\/uploads\/[^"?]+\.(?:png|jpe?g|webp|svg))"/)?.[1];
    expect(upload).toBeTruthy();
    fs.rmSync(path.join(server.dataDir, upload!));

    server.publisher.buildNow('test: an upload was deleted');
    await server.publisher.whenSettled();
    const after = server.publisher.status();
    expect(after.state).toBe('failed');
    expect(after.current?.id).toBe(live.id);
    expect(after.last?.log).toMatch(/release check failed: \d+ broken internal links?/);
    expect(after.last?.log).toContain(`index.html: ${upload} (no such upload)`);
    expect(await (await fetch(`${server.url}/`)).text()).toBe(home);
  }, 300_000);
});
