// The release check of links and images in the real pipeline: the demo company's site passes, and a
// deleted upload that a page still refers to fails the build (the old release stays live, the log
// names the page and the URL). The REAL Astro build and the demo seed. On the same server: the demo's
// pictures get their AVIF twins in the background after the first release is live, and the release
// that follows offers them on the home page (issue 30, item 3).
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../test/real-server.ts';
import { checkLinks } from './link-check.ts';

describe('every internal link and image of a release resolves', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ seed: true, avif: true });
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
    // the first release went live without waiting for the demo pictures' AVIF
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain('image/avif');
  }, 300_000);

  it("the demo's pictures offer AVIF on the home page once the background work ends, and that release passes the check", async () => {
    // the home pages' pictures are made first and published on their own (lib/avif-backfill.ts): the
    // rest of the demo's follow, and this test does not wait for them
    const avifOnHome = async () => {
      const doc = new JSDOM(await (await fetch(`${server.url}/`)).text()).window.document;
      const pictures = [...doc.querySelectorAll('picture')];
      return pictures.length > 0 && pictures.every((p) => p.querySelector('source[type="image/avif"]')) ? doc : null;
    };
    await expect.poll(avifOnHome, { timeout: 800_000, interval: 2000 }).not.toBeNull();
    const home = (await avifOnHome())!;
    const pictures = [...home.querySelectorAll('picture')];
    expect(pictures.length).toBeGreaterThan(3);
    for (const picture of pictures) {
      const avif = picture.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '';
      expect(avif, picture.outerHTML.slice(0, 200)).toMatch(/\/uploads\/\S+\.avif \d+w/);
      const first = avif.split(/\s/)[0];
      const res = await fetch(server.url + first);
      expect(res.status, first).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/avif');
    }
    const report = checkLinks(path.join(server.distDir, 'current'), { uploadsDir: path.join(server.dataDir, 'uploads'), siteUrl: server.app.config.siteUrl });
    expect(report.broken).toEqual([]);
  }, 900_000);

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
