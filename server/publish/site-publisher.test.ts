// The publishing pipeline with a stand-in for Astro: what visitors are served while builds succeed,
// fail, are killed halfway, are rolled back, and after a crash of the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../test/helpers.ts';
import { fakeBuilder, type FakeBuilder } from '../test/fake-builder.ts';
import { publishing } from '../lib/background-work.ts';
import type { ReleaseSource } from './release-source.ts';
import { SitePublisher, type SitePublisherOptions } from './site-publisher.ts';
import { nextReleaseDir } from './releases.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-dist-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Rig {
  t: TestApp;
  publisher: SitePublisher;
  fake: FakeBuilder;
  distDir: string;
  /** the body of GET / as a visitor gets it */
  home(): Promise<string>;
}

/** An app whose publisher builds with the fake builder into a temporary dist folder. */
async function rig(o: { distDir?: string; fake?: FakeBuilder; opts?: Partial<SitePublisherOptions> } = {}): Promise<Rig> {
  const distDir = o.distDir ?? tempDist();
  const fake = o.fake ?? fakeBuilder();
  const publisher = new SitePublisher({ distDir, builder: fake.builder, ...o.opts });
  const t = await createTestApp({ publisher, env: { DIST_DIR: distDir } });
  cleanups.push(() => t.close());
  const home = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;
  return { t, publisher, fake, distDir, home };
}

const releaseFolders = (distDir: string) =>
  fs
    .readdirSync(path.join(distDir, 'releases'))
    .filter((n) => n !== 'state.json')
    .sort();

describe('site publisher', () => {
  it('builds at first start without waiting, then serves the release through dist/current', async () => {
    const r = await rig({ opts: { debounceMs: 5000 } });
    const t0 = Date.now();
    await r.publisher.whenSettled();
    expect(Date.now() - t0).toBeLessThan(2000); // not held back by the 5 s debounce
    const { current, last, state } = r.publisher.status();
    expect(state).toBe('idle');
    expect(current?.pages).toBe(3);
    expect(last).toMatchObject({ id: current!.id, ok: true, pages: 3 });
    expect(fs.readlinkSync(path.join(r.distDir, 'current'))).toBe(path.join('releases', current!.id));
    expect(await r.home()).toContain('release one');
  });

  it('a failed build keeps the live site, reports the log tail, and the next request tries again', async () => {
    const r = await rig({ opts: { debounceMs: 20 } });
    await r.publisher.whenSettled();
    const live = r.publisher.status().current!;

    r.fake.text = 'release two';
    r.fake.failWith = 'TypeError: Cannot read properties of undefined (reading "title_en")';
    r.publisher.request('test');
    await r.publisher.whenSettled();
    const failed = r.publisher.status();
    expect(failed.state).toBe('failed');
    expect(failed.current?.id).toBe(live.id);
    expect(failed.last?.ok).toBe(false);
    expect(failed.last?.log).toContain('reading "title_en"');
    expect(await r.home()).toContain('release one');
    expect(releaseFolders(r.distDir)).toEqual([live.id]); // the failed folder is gone

    r.fake.failWith = null;
    r.publisher.request('test');
    await r.publisher.whenSettled();
    expect(r.publisher.status()).toMatchObject({ state: 'idle', last: { ok: true } });
    expect(await r.home()).toContain('release two');
  });

  it('a release with an empty page never goes live', async () => {
    const r = await rig({ opts: { debounceMs: 10 } });
    await r.publisher.whenSettled();
    const live = r.publisher.status().current!;
    const cases = [
      ['en/index.html', 'release check failed: incomplete page: en/index.html'],
      ['en/about-us/index.html', 'release check failed: empty page: en/about-us/index.html'],
    ];
    for (const [empty, problem] of cases) {
      r.fake.text = 'broken';
      r.fake.emptyPage = empty;
      r.publisher.request('test');
      await r.publisher.whenSettled();
      expect(r.publisher.status().last).toMatchObject({ ok: false });
      expect(r.publisher.status().last?.log).toContain(problem);
      expect(r.publisher.status().current?.id).toBe(live.id);
      expect(await r.home()).toContain('release one');
    }
  });

  it('a build killed halfway leaves the old release served', async () => {
    const r = await rig({ opts: { debounceMs: 10 } });
    await r.publisher.whenSettled();
    const live = r.publisher.status().current!;

    r.fake.text = 'half-built release';
    r.fake.hang = true;
    r.publisher.request('test');
    await r.fake.halfway;
    expect(r.publisher.status().state).toBe('building');
    // the half-built folder already has the new home page, but visitors do not see it
    const building = releaseFolders(r.distDir).find((id) => id !== live.id)!;
    expect(fs.readFileSync(path.join(r.distDir, 'releases', building, 'index.html'), 'utf8')).toContain('half-built release');
    expect(await r.home()).toContain('release one');

    expect(r.publisher.queue.cancel()).toBe(true);
    await r.publisher.whenSettled();
    const after = r.publisher.status();
    expect(after.state).toBe('failed');
    expect(after.current?.id).toBe(live.id);
    expect(after.last?.log).toMatch(/stopped/);
    expect(await r.home()).toContain('release one');
    expect(releaseFolders(r.distDir)).toEqual([live.id]);
  });

  it('rolls back to the previous good release, and refuses when there is none', async () => {
    const r = await rig({ opts: { debounceMs: 10 } });
    await r.publisher.whenSettled();
    expect(() => r.publisher.rollback()).toThrow('There is no earlier release to roll back to');
    const first = r.publisher.status().current!;
    r.fake.text = 'release two';
    r.publisher.request('test');
    await r.publisher.whenSettled();
    expect(await r.home()).toContain('release two');
    expect(r.publisher.status().previous?.id).toBe(first.id);

    const status = r.publisher.rollback();
    expect(status.current?.id).toBe(first.id);
    expect(status.previous).toBeNull();
    expect(await r.home()).toContain('release one');
    expect(fs.readlinkSync(path.join(r.distDir, 'current'))).toBe(path.join('releases', first.id));

    // the next write publishes a new release again
    r.fake.text = 'release three';
    r.publisher.request('test');
    await r.publisher.whenSettled();
    expect(await r.home()).toContain('release three');
  });

  it('keeps the last 5 releases on disk', async () => {
    const r = await rig({ opts: { debounceMs: 5 } });
    await r.publisher.whenSettled();
    for (let i = 2; i <= 7; i++) {
      r.fake.text = `release ${i}`;
      r.publisher.request('test');
      await r.publisher.whenSettled();
    }
    const folders = releaseFolders(r.distDir);
    expect(folders).toHaveLength(5);
    expect(folders.at(-1)).toBe(r.publisher.status().current?.id);
    expect(r.publisher.store.releases.map((x) => x.id)).toEqual(folders);
    expect(await r.home()).toContain('release 7');
  });

  it('after a crash during a build, a restart removes the half-built release and builds again', async () => {
    const r = await rig({ opts: { debounceMs: 10 } });
    await r.publisher.whenSettled();
    const live = r.publisher.status().current!;
    r.fake.hang = true;
    r.fake.text = 'interrupted';
    r.publisher.request('test');
    await r.fake.halfway;
    // what a crashed server leaves behind: a copy of dist/ taken mid-build
    const crashed = tempDist();
    fs.cpSync(r.distDir, crashed, { recursive: true, verbatimSymlinks: true });
    const halfBuilt = releaseFolders(crashed).find((id) => id !== live.id)!;
    expect(halfBuilt).toBeTruthy();
    // and the folder of a next release the crashed server made ahead (IncrementalBuilder.prepareNext),
    // beside one of a server still running on the same DIST_DIR (this process), which must stay
    const running = nextReleaseDir(path.join(crashed, 'releases', live.id));
    const gonePid = spawnSync(process.execPath, ['-e', '']).pid!;
    const madeAhead = path.join(path.dirname(running), path.basename(running).replace(String(process.pid), String(gonePid)));
    for (const dir of [madeAhead, running]) {
      fs.mkdirSync(path.join(dir, 'project', 'x'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'project', 'x', 'index.html'), '<html></html>');
    }

    const fake = fakeBuilder();
    fake.text = 'after restart';
    const again = await rig({ distDir: crashed, fake, opts: { debounceMs: 60_000 } });
    // served at once from the old release, while the new build runs
    expect(await again.home()).toContain('release one');
    await again.publisher.whenSettled();
    expect(fake.calls).toBe(1); // queued at start, not after the 60 s debounce
    const status = again.publisher.status();
    expect(status.current?.id).not.toBe(live.id);
    expect(status.previous?.id).toBe(live.id);
    expect(releaseFolders(crashed)).not.toContain(halfBuilt);
    expect(fs.existsSync(madeAhead)).toBe(false);
    expect(fs.existsSync(running)).toBe(true);
    expect(await again.home()).toContain('after restart');
  });

  it('a restart with a live release and no interrupted build does not rebuild', async () => {
    const r = await rig({ opts: { debounceMs: 10 } });
    await r.publisher.whenSettled();
    const fake = fakeBuilder();
    const again = await rig({ distDir: r.distDir, fake });
    await again.publisher.whenSettled();
    expect(fake.calls).toBe(0);
    expect(await again.home()).toContain('release one');
  });

  it('records what each release is built from; a stale live release is rebuilt at start, served until then, and reported', async () => {
    const now: ReleaseSource = { databaseId: 'db-1', revision: 1, code: 'code-1', siteUrl: 'http://localhost:4321' };
    const source = async () => ({ ...now });
    let live = await rig({ opts: { debounceMs: 10, source } });
    await live.publisher.whenSettled();
    expect(live.publisher.status().current?.source).toEqual(now);
    const upToDate = async (r: Rig) => {
      const res = await r.t.app.inject({ method: 'GET', url: '/v2/api/build', headers: bearer(await login(r.t.app)) });
      return res.json().build.upToDate;
    };
    expect(await upToDate(live)).toBe(true);

    const same = fakeBuilder();
    live = await rig({ distDir: live.distDir, fake: same, opts: { source } });
    await live.publisher.whenSettled();
    expect(same.calls).toBe(0);

    // (each part of the source is compared in release-source.test.ts; here: new content, another database)
    for (const change of [{ revision: 2 }, { databaseId: 'db-2' }]) {
      Object.assign(now, change);
      expect(await upToDate(live)).toBe(false);
      const servedBefore = await live.home();
      const fake = fakeBuilder();
      fake.text = `built after ${Object.keys(change)[0]} changed`;
      fake.delayMs = 1500; // long enough to look at the site while it builds, even on a busy machine
      const restarted = await rig({ distDir: live.distDir, fake, opts: { source } });
      for (let i = 0; i < 2000 && restarted.publisher.status().state !== 'building'; i++) await new Promise((r) => setTimeout(r, 5));
      expect(restarted.publisher.status().state).toBe('building');
      expect(await restarted.home()).toBe(servedBefore);
      await restarted.publisher.whenSettled();
      expect(fake.calls).toBe(1);
      expect(await restarted.home()).toContain(fake.text);
      expect(await upToDate(restarted)).toBe(true);
      live = restarted;
    }
  }, 120_000);

  it('a command-line publish first tells why the live release is stale, and builds once', async () => {
    const distDir = tempDist();
    const now: ReleaseSource = { databaseId: 'db-1', revision: 1, code: 'code-1', siteUrl: 'http://localhost:4321' };
    const source = async () => ({ ...now });
    const first = new SitePublisher({ distDir, builder: fakeBuilder().builder, source });
    first.start();
    expect(await first.publishNow()).toMatchObject({ ok: true, source: { revision: 1 } });
    await first.close();

    now.revision = 2;
    const warnings: string[] = [];
    const fake = fakeBuilder();
    const cli = new SitePublisher({ distDir, builder: fake.builder, source, log: { info() {}, warn: (m) => warnings.push(m), error() {} } });
    cli.start();
    const attempt = await cli.publishNow('npm run build:site');
    await cli.close();
    expect(attempt).toMatchObject({ ok: true, source: now });
    expect(fake.calls).toBe(1);
    expect(warnings).toEqual([expect.stringContaining('is out of date (it was built from content revision 1, the database is at 2)')]);
  });

  it('a release linked by another process (a command-line publish) is adopted, not removed', async () => {
    const r = await rig({ opts: { debounceMs: 10 } });
    await r.publisher.whenSettled();
    const first = r.publisher.status().current!;
    await r.t.close();
    cleanups.pop();
    // another process publishes into the same dist/ without this server's state file knowing
    const fake = fakeBuilder();
    fake.text = 'published from the command line';
    const cli = new SitePublisher({ distDir: r.distDir, builder: fake.builder });
    cli.start();
    const attempt = await cli.publishNow();
    await cli.close();
    expect(attempt).toMatchObject({ ok: true });
    const state = path.join(r.distDir, 'releases', 'state.json');
    const stored = JSON.parse(fs.readFileSync(state, 'utf8'));
    stored.releases = stored.releases.filter((x: { id: string }) => x.id === first.id); // the server's older view
    stored.current = first.id;
    fs.writeFileSync(state, JSON.stringify(stored));

    const again = await rig({ distDir: r.distDir, fake: fakeBuilder() });
    await again.publisher.whenSettled();
    expect(again.fake.calls).toBe(0);
    expect(again.publisher.status().current).toMatchObject({ id: attempt!.id, pages: 3 });
    expect(again.publisher.status().previous?.id).toBe(first.id);
    expect(releaseFolders(r.distDir)).toEqual([first.id, attempt!.id]);
    expect(await again.home()).toContain('published from the command line');
  });

  it('POSTs the release id to the deploy hook after each publish; a failing hook changes nothing', async () => {
    const received: unknown[] = [];
    let answer = 200;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method, body: JSON.parse(body) });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/deploy`;

    const r = await rig({ opts: { debounceMs: 10, deployHookUrl: url } });
    await r.publisher.whenSettled();
    const first = r.publisher.status().current!;
    expect(received).toEqual([{ method: 'POST', body: { releaseId: first.id } }]);

    answer = 500;
    r.fake.text = 'release two';
    r.publisher.request('test');
    await r.publisher.whenSettled();
    expect(received).toHaveLength(2);
    expect(r.publisher.status()).toMatchObject({ state: 'idle', last: { ok: true } });
    expect(await r.home()).toContain('release two');
  });

  it('a publish a whole build made after the kept renderer failed is a warning: logged, in the status until a kept render works again, even after a restart', async () => {
    const warnings: string[] = [];
    const log = { info() {}, error() {}, warn: (msg: string) => void warnings.push(msg) };
    const distDir = tempDist();
    const r = await rig({ distDir, opts: { log } });
    await r.publisher.whenSettled();
    expect(r.publisher.status().fallback).toBeNull();

    const reason = 'the kept renderer failed, so a whole build made this publish: TypeError: app.routeCache is undefined';
    r.fake.answer = { warning: reason };
    r.publisher.buildNow('test');
    await r.publisher.whenSettled();
    const found = r.publisher.status();
    expect(found.current?.id).toBe(found.last?.id); // it went live all the same
    expect(found.last?.warning).toBe(reason);
    expect(found.fallback).toEqual({ releaseId: found.last!.id, at: found.last!.finishedAt, reason });
    expect(warnings.join('\n')).toContain('app.routeCache is undefined');
    const token = await login(r.t.app);
    const answer = await r.t.app.inject({ method: 'GET', url: '/v2/api/build', headers: bearer(token) });
    expect(answer.json().build).toMatchObject({ last: { warning: reason }, fallback: { reason } });

    // a whole build without a kept render (the code changed, say) leaves it: nothing showed it works again
    r.fake.answer = {};
    r.publisher.buildNow('test');
    await r.publisher.whenSettled();
    expect(r.publisher.status().last?.warning).toBeUndefined();
    expect(r.publisher.status().fallback?.reason).toBe(reason);

    // a restart does not hide it
    const again = new SitePublisher({ distDir, builder: r.fake.builder });
    expect(again.status().fallback?.reason).toBe(reason);

    r.fake.answer = { keptRender: true };
    r.publisher.buildNow('test');
    await r.publisher.whenSettled();
    expect(r.publisher.status().fallback).toBeNull();
    expect(new SitePublisher({ distDir, builder: r.fake.builder }).status().fallback).toBeNull();
  });

  it('holds background work back from the write that asks for a build (its debounce too) until the publish is over', async () => {
    const fake = fakeBuilder();
    const r = await rig({ fake, opts: { debounceMs: 300 } });
    await r.publisher.whenSettled();
    expect(publishing.busy).toBe(false);
    r.publisher.request('an edit');
    // the debounce runs, no build yet: an AVIF encode under way would already be paused
    expect(fake.calls).toBe(1);
    expect(publishing.busy).toBe(true);
    await r.publisher.whenSettled();
    expect(fake.calls).toBe(2);
    expect(publishing.busy).toBe(false);
  });

  it('many API writes become few builds', async () => {
    const fake = fakeBuilder();
    const r = await rig({ fake });
    await r.publisher.whenSettled();
    expect(fake.calls).toBe(1);
    // Builds are held open until every write is in, so the answer does not depend on how fast this
    // machine makes 20 requests: a build may start after any of them, but the writes that come while
    // it runs must wait for one more build, not one each.
    let openGate!: () => void;
    fake.gate = new Promise<void>((resolve) => (openGate = resolve));
    const token = await login(r.t.app);
    for (let i = 0; i < 20; i++) {
      const res = await r.t.app.inject({
        method: 'POST',
        url: '/v2/api/pages',
        headers: bearer(token),
        payload: { page_name_en: `Page ${i}`, page_name_tr: `Sayfa ${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    openGate();
    await r.publisher.whenSettled();
    const builds = fake.calls - 1;
    expect(builds).toBeGreaterThanOrEqual(1);
    expect(builds).toBeLessThanOrEqual(2);
  });
});
