// Issue 34: GET /v2/api/dashboard, each figure against the data it counts, and the warnings of
// GET /v2/api/changes, each code made to appear and to go, and blockPublishOn turning them into a 409
// that publishes nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../content-db/users.ts';
import { isoWeek } from '../../../content-db/dashboard.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { SitePublisher } from '../../publish/site-publisher.ts';
import { fakeBuilder } from '../../test/fake-builder.ts';
import { bearer, createTestApp, login, makeImage, multipart, type FilePart, type TestApp } from '../../test/helpers.ts';
import { solvedLeadProof } from '../../test/lead-proof.ts';
import type { Change, Dashboard } from '../../api-types.ts';

let t: TestApp;
let token: string;
let distDir: string;
let publisher: SitePublisher;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-dist-'));
  publisher = new SitePublisher({ distDir, builder: fakeBuilder().builder, debounceMs: 10 });
  t = await createTestApp({ publisher, env: { DIST_DIR: distDir } });
  await publisher.whenSettled(); // the first-start build
  token = await login(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, who = token) =>
  t.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

async function dashboard(who = token): Promise<Dashboard> {
  const res = await call('GET', '/v2/api/dashboard', undefined, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().dashboard;
}

async function count(table: string, where = sql`1 = 1`): Promise<number> {
  return (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${where}`.execute(t.app.db)).rows[0]!.n;
}

/** Bodies long enough for a search result's description (50 to 160 characters): no seo-length unless a test asks. */
const BODY_EN = '<p>This page tells visitors what the company builds and how to reach it.</p>';
const BODY_TR = '<p>Bu sayfa ziyaretçilere şirketin ne inşa ettiğini ve nasıl ulaşılacağını anlatır.</p>';
let pages = 0;

/** A text page; its titles are made unique (they make its address) unless the test names them. */
async function textPage(fields: Record<string, string>): Promise<{ id: number; version: string }> {
  const n = ++pages;
  const res = await call('POST', '/v2/api/text-pages', {
    title_en: `Plain page ${n}`,
    title_tr: `Düz sayfa ${n}`,
    body_en: BODY_EN,
    body_tr: BODY_TR,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().textPage;
}

async function saveTextPage(page: { id: number }, fields: Record<string, string>): Promise<void> {
  const res = await call('PUT', `/v2/api/text-pages/${page.id}`, fields);
  expect(res.statusCode, res.body).toBe(200);
}

async function changeOf(type: string, id: number): Promise<Change> {
  const res = await call('GET', '/v2/api/changes');
  expect(res.statusCode, res.body).toBe(200);
  const change = (res.json().changes as Change[]).find((c) => c.type === type && c.item_id === id);
  if (!change) throw new Error(`no change of ${type} ${id}`);
  return change;
}
const codes = async (type: string, id: number) => (await changeOf(type, id)).warnings.map((w) => w.code);

async function setMode(mode: 'instant' | 'review') {
  expect((await call('PUT', '/v2/api/publishing', { mode })).statusCode).toBe(200);
}

/** A PNG of random noise: no encoding compresses it (the server stores it re-encoded), so it weighs what its pixels do, over 500 KB. */
async function heavyPng(): Promise<FilePart> {
  const width = 560;
  const height = 400;
  const content = await sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { filename: 'heavy.png', contentType: 'image/png', content };
}

async function project(fields: Parameters<typeof multipart>[0]): Promise<{ id: number; cover_image: string }> {
  const body = multipart({ title_en: 'Sea View', title_tr: 'Deniz Manzarası', ...fields });
  const res = await t.app.inject({ method: 'POST', url: '/v2/api/projects', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().project;
}

describe('GET /v2/api/dashboard', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/dashboard' })).statusCode).toBe(401);
  });

  it("counts the working copy's content as the admin lists it, and moves with a new item", async () => {
    const before = await dashboard();
    expect(before.content).toEqual({
      pages: await count('pages'),
      projects: await count('projects'),
      news: await count('news'),
      textPages: await count('text_pages'),
      media: await count('media_files', sql`hidden = 0`),
    });
    await setMode('review');
    await textPage({ title_en: 'Counted page', title_tr: 'Sayılan sayfa' });
    const after = await dashboard();
    // a working-copy item counts before it is published
    expect(after.content.textPages).toBe(before.content.textPages + 1);
    expect(after.changes.count).toBe(before.changes.count + 1);
  });

  it('counts unpublished changes and those marked ready, as the Changes screen lists them', async () => {
    const page = await textPage({ title_en: 'Ready page', title_tr: 'Hazır sayfa' });
    const listed = (await call('GET', '/v2/api/changes')).json();
    let d = await dashboard();
    expect(d.changes.count).toBe(listed.count);
    const ready = d.changes.ready;
    expect((await call('POST', '/v2/api/changes/ready', { items: [{ type: 'text_page', item_id: page.id }], ready: true })).statusCode).toBe(200);
    d = await dashboard();
    expect(d.changes.ready).toBe(ready + 1);
    expect((await call('POST', '/v2/api/changes/publish', {})).statusCode).toBe(200);
    expect((await dashboard()).changes).toEqual({ count: 0, ready: 0 });
  });

  it('a new lead moves leads.new and the count of its week, the last of 12 ISO weeks', async () => {
    const before = (await dashboard()).leads!;
    expect(before.weeks).toHaveLength(12);
    const thisWeek = isoWeek(new Date());
    expect(before.weeks.at(-1)!.week).toBe(thisWeek);
    // oldest first, one week apart
    expect(before.weeks[0]!.week).toBe(isoWeek(new Date(Date.now() - 11 * 7 * 86_400_000)));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: '192.0.2.7',
      payload: { name: 'Ayşe Yılmaz', phone: '0532 123 45 67', lang: 'tr', consent: true, website: '', altcha: await solvedLeadProof(t.app) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = (await dashboard()).leads!;
    expect(after.new).toBe(before.new + 1);
    expect(after.weeks.at(-1)!.count).toBe(before.weeks.at(-1)!.count + 1);
    expect(after.weeks.slice(0, -1)).toEqual(before.weeks.slice(0, -1));
    // a lead of five weeks ago counts in its own week, and a lead no longer new leaves leads.new
    const old = new Date(Date.now() - 5 * 7 * 86_400_000);
    await sql`INSERT INTO leads (name, phone, lang, state, created_at) VALUES ('Old', '0532 000 00 00', 'en', 'closed', ${old.toISOString()})`.execute(
      t.app.db,
    );
    const withOld = (await dashboard()).leads!;
    expect(withOld.new).toBe(after.new);
    expect(withOld.weeks.find((w) => w.week === isoWeek(old))!.count).toBe(after.weeks.find((w) => w.week === isoWeek(old))!.count + 1);
  });

  it('leaves leads out for an author, who may not read them', async () => {
    await createUser(t.app.db, {
      name: 'An author',
      email: 'author@dash.test',
      password_hash: await hashPassword('dash-test-password-1'),
      profile_image: null,
      role: 'author',
    });
    const author = await login(t.app, { email: 'author@dash.test', password: 'dash-test-password-1' });
    const d = await dashboard(author);
    expect(d.leads).toBeNull();
    expect(d.content.pages).toBe(await count('pages'));
  });

  it('a publish appears first in publishes, with its duration and pages', async () => {
    await textPage({ title_en: 'Published now', title_tr: 'Şimdi yayında' });
    expect((await call('POST', '/v2/api/changes/publish', {})).statusCode).toBe(200);
    await publisher.whenSettled();
    const last = publisher.status().last!;
    const { publishes } = await dashboard();
    expect(publishes[0]).toEqual({ id: expect.any(Number), at: last.finishedAt, ms: last.ms, pages: last.pages, ok: true });
    expect(publishes.length).toBeGreaterThanOrEqual(2);
    expect(publishes.length).toBeLessThanOrEqual(10);
    expect(publishes[0]!.id).toBeGreaterThan(publishes[1]!.id);
  });

  it('health counts broken internal links, untranslated fields, images without alt text and heavy images', async () => {
    const before = (await dashboard()).health;
    expect(before.brokenOutgoing).toBe(0); // no link check has run
    const page = await textPage({ title_en: 'Health page', title_tr: 'Sağlık sayfası', body_en: '<p><a href="/no-such-page/">lost</a></p>' });
    let h = (await dashboard()).health;
    expect(h.brokenLinks).toBe(before.brokenLinks + 1);
    await saveTextPage(page, { body_en: '<p><a href="/about-us/">found</a></p>', title_tr: 'Health page' });
    h = (await dashboard()).health;
    expect(h.brokenLinks).toBe(before.brokenLinks);
    expect(h.untranslated).toBe(before.untranslated + 1); // the two titles are the same

    // a link is judged against the pages of the moment: deleting the page it leads to breaks it
    const target = await textPage({ title_en: 'Link target', title_tr: 'Bağlantı hedefi' });
    const linking = await textPage({ title_en: 'Linking page', title_tr: 'Bağlayan sayfa', body_en: `<p><a href="/en/link-target/">there</a></p>${BODY_EN}` });
    expect((await dashboard()).health.brokenLinks).toBe(before.brokenLinks);
    expect((await call('DELETE', `/v2/api/text-pages/${target.id}`)).statusCode).toBe(200);
    expect((await dashboard()).health.brokenLinks).toBe(before.brokenLinks + 1);
    expect((await call('DELETE', `/v2/api/text-pages/${linking.id}`)).statusCode).toBe(200);
    expect((await dashboard()).health.brokenLinks).toBe(before.brokenLinks);

    const made = await project({ cover_image: await heavyPng() });
    h = (await dashboard()).health;
    expect(h.missingAlt).toBe(before.missingAlt + 1);
    expect(h.heavyImages).toBe(before.heavyImages + 1);
    const file = await t.app.db.selectFrom('media_files').select('id').where('path', '=', made.cover_image).executeTakeFirstOrThrow();
    expect((await call('PATCH', `/v2/api/media/${file.id}`, { alt_en: 'Sea view', alt_tr: 'Deniz manzarası' })).statusCode).toBe(200);
    expect((await dashboard()).health.missingAlt).toBe(before.missingAlt);
  });
});

describe('warnings of GET /v2/api/changes', () => {
  beforeAll(() => setMode('review'));

  it('a clean item has none', async () => {
    const page = await textPage({ title_en: 'Clean page', title_tr: 'Temiz sayfa', body_en: `<h2>Part</h2>${BODY_EN}`, body_tr: `<h2>Bölüm</h2>${BODY_TR}` });
    expect((await changeOf('text_page', page.id)).warnings).toEqual([]);
  });

  it('link-broken: an internal link to no page, named by its field; gone when it leads to a page', async () => {
    const page = await textPage({
      body_en: `<p><a href="/en/nowhere/">x</a> <a href="https://example.com/">out</a></p>${BODY_EN}`,
      body_tr: `<p><a href="/contact/">iletişim</a></p>${BODY_TR}`,
    });
    expect((await changeOf('text_page', page.id)).warnings).toMatchObject([
      { code: 'link-broken', message: 'The link /en/nowhere/ leads to no page', field: 'body_en' },
    ]);
    await saveTextPage(page, { body_en: `<p><a href="/en/contact/">x</a></p>${BODY_EN}` });
    expect(await codes('text_page', page.id)).not.toContain('link-broken');
  });

  it('heading-skipped: a heading two levels below the one above it', async () => {
    const page = await textPage({ body_en: `<h2>Top</h2><h4>Too deep</h4>${BODY_EN}`, body_tr: `<h2>Üst</h2><h3>Alt</h3>${BODY_TR}` });
    expect((await changeOf('text_page', page.id)).warnings).toMatchObject([
      { code: 'heading-skipped', message: 'A heading jumps from level 2 to level 4', field: 'body_en' },
    ]);
    // the page's own h1 is above the text: an h3 first skips the h2
    await saveTextPage(page, { body_en: `<h3>Under the title</h3>${BODY_EN}` });
    expect(await codes('text_page', page.id)).toEqual(['heading-skipped']);
    await saveTextPage(page, { body_en: `<h2>Top</h2><h3>Next</h3>${BODY_EN}` });
    expect(await codes('text_page', page.id)).toEqual([]);
  });

  it('untranslated: a text missing or equal in the other language', async () => {
    const page = await textPage({ body_tr: '' });
    expect((await changeOf('text_page', page.id)).warnings).toMatchObject([
      { code: 'untranslated', message: 'body: the Turkish text is missing', field: 'body_tr' },
    ]);
    await saveTextPage(page, { body_tr: BODY_EN });
    expect((await changeOf('text_page', page.id)).warnings).toMatchObject([{ code: 'untranslated', field: 'body_tr' }]);
    await saveTextPage(page, { body_tr: BODY_TR });
    expect(await codes('text_page', page.id)).toEqual([]);
  });

  it('seo-length: a title over 60 characters, a description outside 50 to 160', async () => {
    const long = 'A very long title for a page that goes on and on past sixty chars';
    const page = await textPage({ title_en: long, body_en: `<p>${'Words '.repeat(40)}</p>`, body_tr: '<p>Kısa.</p>' });
    const warnings = (await changeOf('text_page', page.id)).warnings.filter((w) => w.code === 'seo-length');
    expect(warnings.map((w) => w.field).sort()).toEqual(['description_en', 'description_tr', 'title_en']);
    await saveTextPage(page, { title_en: 'A fine title', body_en: BODY_EN, body_tr: BODY_TR });
    expect(await codes('text_page', page.id)).toEqual([]);
  });

  it('alt-missing and image-heavy: an image without alt text, an upload over 500 KB', async () => {
    const made = await project({ cover_image: await heavyPng() });
    const warnings = (await changeOf('project', made.id)).warnings;
    expect(warnings).toContainEqual({
      code: 'alt-missing',
      message: `The image ${made.cover_image} has no alt text in English and Turkish`,
      text: 'warning-alt-missing',
      params: { path: made.cover_image, languages: 'English and Turkish' },
      field: 'cover_image',
    });
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'image-heavy', field: 'cover_image' }));
    const file = await t.app.db.selectFrom('media_files').select('id').where('path', '=', made.cover_image).executeTakeFirstOrThrow();
    expect((await call('PATCH', `/v2/api/media/${file.id}`, { alt_en: 'Sea view' })).statusCode).toBe(200);
    expect((await changeOf('project', made.id)).warnings).toContainEqual(
      expect.objectContaining({ code: 'alt-missing', message: expect.stringContaining('in Turkish') }),
    );
    expect((await call('PATCH', `/v2/api/media/${file.id}`, { alt_tr: 'Deniz manzarası' })).statusCode).toBe(200);
    expect(await codes('project', made.id)).not.toContain('alt-missing');

    const light = await project({ cover_image: await makeImage('png', 64, 48) });
    expect(await codes('project', light.id)).not.toContain('image-heavy');
  });
});

describe('blockPublishOn', () => {
  beforeAll(() => setMode('review'));
  afterAll(async () => {
    await call('PUT', '/v2/api/security', { blockPublishOn: [] });
  });

  it('makes a publish of an item with a blocked warning a 409 that publishes nothing; other codes still publish', async () => {
    const bad = await textPage({ title_en: 'Blocked page', title_tr: 'Engelli sayfa', body_en: `<p><a href="/nowhere/">x</a></p>${BODY_EN}` });
    const good = await textPage({ title_en: 'Good page', title_tr: 'İyi sayfa' });
    expect((await call('PUT', '/v2/api/security', { blockPublishOn: ['link-broken'] })).statusCode).toBe(200);
    const builds = await t.app.liveDb.selectFrom('text_pages').select('id').execute();

    const one = await call('POST', '/v2/api/changes/publish', { items: [{ type: 'text_page', item_id: bad.id }] });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ success: false, code: 'fix-warnings-before-publishing', message: 'Fix the warnings before publishing' });
    // publishing everything is refused as a whole: the good page waits too
    const all = await call('POST', '/v2/api/changes/publish', {});
    expect(all.statusCode).toBe(409);
    expect(await t.app.liveDb.selectFrom('text_pages').select('id').execute()).toEqual(builds);
    expect(await codes('text_page', bad.id)).toEqual(['link-broken']);

    // a code not blocked does not stop it
    expect((await call('PUT', '/v2/api/security', { blockPublishOn: ['image-heavy'] })).statusCode).toBe(200);
    expect((await call('POST', '/v2/api/changes/publish', { items: [{ type: 'text_page', item_id: good.id }] })).statusCode).toBe(200);
    expect(await t.app.liveDb.selectFrom('text_pages').select('id').where('id', '=', good.id).executeTakeFirst()).toEqual({ id: good.id });
  });

  it('stops instant mode too: the write is saved, the item stays an unpublished change', async () => {
    expect((await call('PUT', '/v2/api/security', { blockPublishOn: ['heading-skipped'] })).statusCode).toBe(200);
    await setMode('instant');
    const page = await textPage({ title_en: 'Instant page', title_tr: 'Anlık sayfa', body_en: `<h4>Deep</h4>${BODY_EN}` });
    expect(await t.app.liveDb.selectFrom('text_pages').select('id').where('id', '=', page.id).executeTakeFirst()).toBeUndefined();
    expect(await codes('text_page', page.id)).toEqual(['heading-skipped']);
    await saveTextPage(page, { body_en: `<h2>Fixed</h2>${BODY_EN}` });
    expect(await t.app.liveDb.selectFrom('text_pages').select('id').where('id', '=', page.id).executeTakeFirst()).toEqual({ id: page.id });
    await setMode('review');
  });
});
