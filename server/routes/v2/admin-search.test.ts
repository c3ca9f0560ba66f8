// GET /v2/api/search (issue 22, item 3): the admin's global search, Turkish-aware, over the working copy.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { aboutPages, parseAbout } from '../../../content-db/about.ts';
import { ADMIN_ROUTES } from '../../shared/admin-routes.ts';
import { bearer, login, useTestApp } from '../../test/helpers.ts';
import { client } from '../../test/project-fixtures.ts';

const t = useTestApp();
const c = client(t);

const search = async (q: string, token = t.token) => {
  const res = await t.app.inject({ method: 'GET', url: `/v2/api/search?q=${encodeURIComponent(q)}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Array<{ type: string; content_type: string; id: number; title_en: string; title_tr: string; path: string }>;
};

const stamps = { description_en: '', description_tr: '' };
let projectId = 0;
let newsId = 0;

beforeAll(async () => {
  projectId = (await c.project({ title_en: 'Istanbul Towers', title_tr: 'İstanbul Kuleleri' })).id;
  await c.project({ title_en: 'River Houses', title_tr: 'IRMAK EVLERİ' });
  const db = t.app.db;
  newsId = (
    await db
      .insertInto('news')
      .values({ title_en: 'Harbour opening', title_tr: 'Liman açılışı', slug: 'harbour-opening', image: null, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('pages').values({ page_name_en: 'Careers', page_name_tr: 'Kariyer' }).execute();
  await db.insertInto('ongoing_banners').values({ title_en: 'Lighthouse works', title_tr: 'Fener çalışmaları', banner_image: null }).execute();
  await aboutPages.create(db, parseAbout({ banner: { title_en: 'Who we are', title_tr: 'Biz kimiz' } }));
});

describe('GET /v2/api/search', () => {
  it('finds titles in either language, Turkish letters folded: istanbul finds İstanbul, ırmak finds IRMAK', async () => {
    const istanbul = await search('istanbul');
    expect(istanbul).toEqual([
      {
        type: 'project',
        content_type: 'project',
        id: projectId,
        title_en: 'Istanbul Towers',
        title_tr: 'İstanbul Kuleleri',
        path: `/project-detail/${projectId}`,
      },
    ]);
    expect((await search('KULELERİ')).map((h) => h.id)).toEqual([projectId]);
    expect((await search('ırmak')).map((h) => h.title_tr)).toEqual(['IRMAK EVLERİ']);
    expect((await search('evleri')).map((h) => h.title_tr)).toEqual(['IRMAK EVLERİ']);
  });

  it('finds every type, each with the admin route of its editor', async () => {
    const one = async (q: string) => {
      const hits = await search(q);
      expect(hits, q).toHaveLength(1);
      return { type: hits[0].type, path: hits[0].path };
    };
    expect(await one('liman')).toEqual({ type: 'news', path: `/news-detail/${newsId}` });
    expect(await one('kariyer')).toMatchObject({ type: 'page', path: expect.stringMatching(/^\/pages\?edit=[0-9]+$/) });
    expect(await one('fener')).toMatchObject({ type: 'banner', path: expect.stringMatching(/^\/ongoing-banner\?edit=[0-9]+$/) });
    expect(await one('biz kimiz')).toEqual({ type: 'page', path: '/about-page' });
    expect(await one('whatsapp')).toEqual({ type: 'setting', path: '/setting-page?tab=whatsapp' });
    expect(await one('yayınlama')).toEqual({ type: 'setting', path: '/setting-page?tab=publishing' });
  });

  it('searches the working copy: an unpublished rename is found at once', async () => {
    await t.app.db.updateTable('projects').set({ title_en: 'Istanbul Gardens' }).where('id', '=', projectId).execute();
    expect((await search('gardens')).map((h) => h.id)).toEqual([projectId]);
  });

  it('answers at most 20 hits, every source taking turns', async () => {
    for (let i = 0; i < 22; i++) {
      await t.app.db
        .insertInto('news')
        .values({ title_en: `Liman news ${i}`, title_tr: `Liman haberi ${i}`, slug: `liman-${i}`, image: null, ...stamps })
        .execute();
    }
    await t.app.db.insertInto('pages').values({ page_name_en: 'Liman', page_name_tr: 'Liman' }).execute();
    const hits = await search('liman');
    expect(hits).toHaveLength(20);
    expect(hits.filter((h) => h.type === 'page')).toHaveLength(1);
  });

  it('is open to every role, with a token only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(t.token),
      payload: { name: 'Ayşe', email: 'ayse@test.local', password: 'ayse-password-1', role: 'author' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const author = await login(t.app, { email: 'ayse@test.local', password: 'ayse-password-1' });
    expect((await search('istanbul', author)).map((h) => h.id)).toEqual([projectId]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v2/api/search?q=istanbul' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an empty or too long q with a 400 naming it', async () => {
    for (const url of ['/v2/api/search', '/v2/api/search?q=', `/v2/api/search?q=${'a'.repeat(101)}`, '/v2/api/search?q=%20%20']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(t.token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/q/);
    }
  });

  it('links every hit to a route the admin has', async () => {
    // the admin's router is built on ADMIN_ROUTES (admin/src/config/paths.ts): a route there is one it serves
    const routes = Object.values(ADMIN_ROUTES).map((r) => new RegExp(`^${r.replace(/:\w+/g, '[0-9]+')}$`));
    const hits = (await Promise.all(['istanbul', 'liman', 'kariyer', 'fener', 'biz kimiz', 'a', 'e', 'o'].map((q) => search(q)))).flat();
    expect(new Set(hits.map((h) => h.type))).toEqual(new Set(['project', 'news', 'page', 'banner', 'setting']));
    for (const hit of hits)
      expect(
        routes.some((r) => r.test(hit.path.split('?')[0])),
        hit.path,
      ).toBe(true);
  });

  it('loads under plain Node, as the server runs: the editor links import no admin code built for Vite', () => {
    const route = path.join(import.meta.dirname, 'admin-search.ts');
    expect(() => execFileSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(route)})`], { stdio: 'pipe' })).not.toThrow();
  });
});
