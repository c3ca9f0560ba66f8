// The whole pipeline with the REAL Astro build: first start publishes the site, an API edit is served
// as new HTML, and a build killed halfway (its worker process SIGKILLed) leaves the old release live.
// The database starts empty (the demo seed is slow to make its images) and gets its home page and
// menu through the API.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteEditor } from '../test/site-editor.ts';
import { BENCH_ADMIN, startServer, type RunningServer } from '../test/real-server.ts';
import { holdsBuildLock, projectBuildLock } from './build-lock.ts';
import { PROJECT_ROOT } from './build-site.ts';
import { htmlFiles } from './verify.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('publishing with the real Astro build', () => {
  let server: RunningServer;
  let editor: SiteEditor;

  beforeAll(async () => {
    // every publish a whole Astro build (bundling included): long enough to be stopped halfway
    server = await startServer({ seed: false, buildRenderers: 0 });
    editor = new SiteEditor(server.url);
  }, 30_000);
  afterAll(async () => {
    await server?.close();
  });

  it('builds the site at first start; until then / answers the placeholder', async () => {
    const before = await editor.page('/');
    if (before.status === 503) expect(before.body).toContain('Site hazırlanıyor');
    await server.publisher.whenSettled();
    const status = server.publisher.status();
    expect(status.last?.log ?? '').toBe('');
    expect(status).toMatchObject({ state: 'idle', last: { ok: true } });

    const live = fs.realpathSync(path.join(server.distDir, 'current'));
    expect(path.basename(live)).toBe(status.current!.id);
    expect(status.current!.pages).toBe(htmlFiles(live).length);

    const tr = await editor.page('/');
    expect(tr.status).toBe(200);
    expect(tr.body).toMatch(/<html[^>]*lang="tr"/);
    const en = await editor.page('/en/');
    expect(en.status).toBe(200);
    expect(en.body).toMatch(/<html[^>]*lang="en"/);
    expect((await editor.page('/no-such-page/')).status).toBe(404);
  }, 180_000);

  it('an API edit is served as new HTML after the publish', async () => {
    await editor.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    await editor.send({ method: 'POST', pathname: '/v2/api/pages', body: { page_name_en: 'Home', page_name_tr: 'Ana Sayfa' } });
    await editor.setHomeLabel('Anasayfa Birinci');
    const ms = await editor.waitFor('Anasayfa Birinci', { timeoutMs: 120_000 });
    expect(ms).toBeGreaterThan(0);
    await server.publisher.whenSettled();
    expect(server.publisher.status().previous).not.toBeNull();
  }, 180_000);

  it('a build killed halfway leaves the old release served, and the next edit publishes', async () => {
    await server.publisher.whenSettled();
    const live = server.publisher.status().current!;
    await editor.setHomeLabel('Anasayfa Yarim');
    // wait until Astro is at work, then a little into it
    for (let i = 0; i < 200 && server.publisher.status().state !== 'building'; i++) await sleep(25);
    expect(server.publisher.status().state).toBe('building');
    // "building" includes waiting for the cross-process project build lock (another test file may be
    // building): kill only once this process holds it, so Astro is really at work.
    const holdsLock = () => holdsBuildLock(projectBuildLock(PROJECT_ROOT));
    for (let i = 0; i < 2400 && !holdsLock(); i++) await sleep(25);
    expect(holdsLock()).toBe(true);
    await sleep(250); // a warm build of even this small site takes about a second
    expect(server.publisher.queue.cancel()).toBe(true);
    await server.publisher.whenSettled();

    const after = server.publisher.status();
    expect(after.state).toBe('failed');
    expect(after.current?.id).toBe(live.id);
    expect(after.last).toMatchObject({ ok: false });
    expect(after.last?.log).toMatch(/SIGKILL/);
    const home = await editor.page('/');
    expect(home.body).toContain('Anasayfa Birinci');
    expect(home.body).not.toContain('Anasayfa Yarim');
    const folders = fs.readdirSync(path.join(server.distDir, 'releases')).filter((n) => n !== 'state.json');
    expect(folders).not.toContain(after.last!.id);

    // the next write builds again (with a fresh worker) and publishes
    await editor.setHomeLabel('Anasayfa Ikinci');
    await editor.waitFor('Anasayfa Ikinci', { timeoutMs: 120_000 });
  }, 240_000);
});
