import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/helpers.ts';
import { fakeBuilder, type FakeBuilder } from '../../test/fake-builder.ts';
import { SitePublisher } from '../../publish/site-publisher.ts';

const HOOK_SECRET = 'hook-secret-for-tests-0123456789';

let t: TestApp;
let publisher: SitePublisher;
let fake: FakeBuilder;
let token: string;
let distDir: string;

beforeEach(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-dist-'));
  fake = fakeBuilder();
  publisher = new SitePublisher({ distDir, builder: fake.builder, debounceMs: 5000 });
  t = await createTestApp({ publisher, env: { DIST_DIR: distDir, BUILD_HOOK_SECRET: HOOK_SECRET } });
  await publisher.whenSettled(); // the first-start build
  token = await login(t.app);
});
afterEach(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('/v2/api/build', () => {
  it('GET answers the state, the live release and the last attempt, to a signed-in user only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/build' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/v2/api/build', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { success, build } = res.json();
    expect(success).toBe(true);
    expect(build.state).toBe('idle');
    expect(build.current).toMatchObject({ id: expect.any(String), pages: 3, ms: expect.any(Number) });
    expect(build.last).toMatchObject({ id: build.current.id, ok: true, pages: 3, log: '' });
    expect(build.previous).toBeNull();
  });

  it('GET shows a failed build with its log while the old release stays live', async () => {
    const live = publisher.status().current!.id;
    fake.failWith = '[ERROR] Could not render /en/news/some-item';
    await t.app.inject({ method: 'POST', url: '/v2/api/build', headers: bearer(token) });
    await publisher.whenSettled();
    const { build } = (await t.app.inject({ method: 'GET', url: '/v2/api/build', headers: bearer(token) })).json();
    expect(build.state).toBe('failed');
    expect(build.current.id).toBe(live);
    expect(build.last.ok).toBe(false);
    expect(build.last.log).toContain('Could not render /en/news/some-item');
  });

  it('POST queues one build at once (not after the debounce), and is not itself a content write', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/v2/api/build' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/build', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Build queued', build: { state: 'queued' } });
    const t0 = Date.now();
    await publisher.whenSettled();
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(fake.calls).toBe(2); // first start + this one, no extra build for the POST itself
  });

  it('POST rollback serves the previous release again; 409 when there is none', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/v2/api/build/rollback', headers: bearer(token) });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ success: false, message: 'There is no earlier release to roll back to' });

    const first = publisher.status().current!.id;
    fake.text = 'release two';
    await t.app.inject({ method: 'POST', url: '/v2/api/build', headers: bearer(token) });
    await publisher.whenSettled();
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('release two');

    expect((await t.app.inject({ method: 'POST', url: '/v2/api/build/rollback' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/build/rollback', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: `Rolled back to release ${first}`, build: { current: { id: first } } });
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('release one');
    await publisher.whenSettled();
    expect(fake.calls).toBe(2); // a rollback does not start a build
  });

  it('the hook needs the secret and no token; a wrong secret is a 404', async () => {
    for (const wrong of ['nope', HOOK_SECRET.slice(0, -1), HOOK_SECRET + 'x']) {
      const res = await t.app.inject({ method: 'POST', url: `/v2/api/build/hook/${wrong}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Route not found' });
    }
    await publisher.whenSettled();
    expect(fake.calls).toBe(1);
    const res = await t.app.inject({ method: 'POST', url: `/v2/api/build/hook/${HOOK_SECRET}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, build: { state: 'queued' } });
    await publisher.whenSettled();
    expect(fake.calls).toBe(2);
  });

  it('a content write queues a build', async () => {
    fake.text = 'after a write';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/api/pages',
      headers: bearer(token),
      payload: { page_name_en: 'Start', page_name_tr: 'Başlangıç' },
    });
    expect(res.statusCode).toBe(200);
    expect(publisher.status().state).toBe('queued');
    await publisher.whenSettled();
    expect(fake.calls).toBe(2);
  }, 15_000);
});
