// Review mode (issue 20): a write changes the working copy only. Visitors, the live release and its
// identity stay as they were (no build is asked for, the site stays up to date) until the item is
// published; then it shows. Files follow API.md's uploads rule: public while either copy names them.
// In instant mode, a write whose publish fails stays saved and listed as an unpublished change.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { listChanges, setPublishingMode } from '../../content-db/live.ts';
import { bearer, createTestApp, login, makeImage, useTestApp, type TestApp } from '../test/helpers.ts';
import { client } from '../test/project-fixtures.ts';
import { fakeBuilder } from '../test/fake-builder.ts';
import { SitePublisher, sourceReader } from '../publish/index.ts';
import type { Publisher } from '../plugins/publisher.ts';

describe('review mode: the site and its release stay as they are until a publish', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-review-dist-'));
  const requests: string[] = [];
  const fake = fakeBuilder();
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('a write is not public and asks for no build; publishing the item shows it and builds', async () => {
    let app: FastifyInstance | undefined;
    // the release identity as the server reads it: the live copy's revision (server/publish/index.ts)
    const source = async () => sourceReader(app!.liveDb, { root: '.', siteUrl: 'http://localhost:4321', code: 'test code' })();
    const site = new SitePublisher({ distDir, builder: fake.builder, debounceMs: 10, source });
    const publisher: Publisher = {
      request: (reason) => {
        requests.push(reason);
        site.request(reason);
      },
      start: (host) => site.start(host),
      close: () => site.close(),
      status: () => site.status(),
      upToDate: () => site.upToDate(),
      buildNow: (reason) => site.buildNow(reason),
      rollback: () => site.rollback(),
    };
    t = await createTestApp({ publisher, env: { DIST_DIR: distDir }, routes: (a) => void (app = a) });
    const token = await login(t.app);
    const c = client({ app: t.app, token });
    const upToDate = async () => (await t.app.inject({ method: 'GET', url: '/v2/api/build', headers: bearer(token) })).json().build.upToDate;
    const titles = async (auth: boolean) =>
      ((await c.get('/v2/api/projects', auth)).json().projects as Array<{ title_en: string }>).map((p) => p.title_en).sort();

    const project = await c.project({ title_en: 'Harbour Homes' }); // instant mode: live at once
    await site.whenSettled();
    expect(await titles(false)).toEqual(['Harbour Homes']);
    expect(await upToDate()).toBe(true);

    await setPublishingMode(t.app.db, 'review');
    const before = { requests: requests.length, builds: fake.calls, release: site.status().current?.id };
    const put = await c.send('PUT', `/v2/api/projects/${project.id}`, { title_en: 'Harbour Homes (draft)' });
    expect(put.statusCode, put.body).toBe(200);
    await site.whenSettled();
    expect(await titles(false)).toEqual(['Harbour Homes']);
    expect(((await c.get(`/v2/api/project-complete/${project.slug}`)).json().project as { title_en: string }).title_en).toBe('Harbour Homes');
    expect(await titles(true)).toEqual(['Harbour Homes (draft)']);
    expect({ requests: requests.length, builds: fake.calls, release: site.status().current?.id }).toEqual(before);
    expect(await upToDate()).toBe(true); // the working-copy edit does not make the site out of date

    const outcome = await t.app.publishing.publish([{ type: 'project', item_id: project.id }]);
    expect(outcome.items).toMatchObject([{ type: 'project', item_id: project.id, action: 'updated' }]);
    expect(await titles(false)).toEqual(['Harbour Homes (draft)']);
    await site.whenSettled();
    expect(requests.length).toBe(before.requests + 1);
    expect(fake.calls).toBe(before.builds + 1);
    expect(await upToDate()).toBe(true);
  }, 60_000);
});

describe('instant mode: a publish that fails', () => {
  const t = useTestApp();
  const c = client(t);

  it('leaves the write saved and its item an unpublished change, never a silent loss', async () => {
    // the live copy holds another item with the slug the new project will take: it cannot go live alone
    await sql`INSERT INTO projects (id, title_en, title_tr, slug, type, status) VALUES (9000, 'Other', 'Diğer', 'cliff-houses', 'ongoing', 'active')`.execute(
      t.app.liveDb,
    );
    const builds = t.publishRequests.length;
    const res = await c.send('POST', '/v2/api/projects', { title_en: 'Cliff Houses', title_tr: 'Yamaç Evleri', cover_image: await makeImage('jpeg') });
    expect(res.statusCode, res.body).toBe(200);
    const project = res.json().project;
    expect(project.slug).toBe('cliff-houses');
    expect(t.publishRequests.length).toBe(builds);
    expect(((await c.get('/v2/api/projects')).json().projects as Array<{ id: number }>).map((p) => p.id)).toEqual([9000]);
    expect((await listChanges(t.app.db, t.app.liveDb)).map((ch) => [ch.type, ch.item_id, ch.action])).toEqual([['project', project.id, 'created']]);
  });
});

describe('review mode: uploads', () => {
  const t = useTestApp();
  const c = client(t);
  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  it('a replaced image stays public while the live copy shows it, and leaves public view once the replacement is published', async () => {
    const project = await c.project();
    const old = project.cover_image as string;
    await setPublishingMode(t.app.db, 'review');
    const put = await c.send('PUT', `/v2/api/projects/${project.id}`, { cover_image: await makeImage('png', 80, 50) });
    expect(put.statusCode, put.body).toBe(200);
    const replacement = put.json().project.cover_image as string;
    expect(replacement).not.toBe(old);
    // the live copy still names the old image (visitors see it); the working copy names the new one
    expect(await status(old)).toBe(200);
    expect(await status(replacement)).toBe(200);
    expect(((await c.get(`/v2/api/projects/${project.id}`)).json().project as { cover_image: string }).cover_image).toBe(old);

    await t.app.publishing.publish([{ type: 'project', item_id: project.id }]);
    expect(await status(old)).toBe(404);
    expect(await status(replacement)).toBe(200);
    expect(((await c.get(`/v2/api/projects/${project.id}`)).json().project as { cover_image: string }).cover_image).toBe(replacement);
  });
});
