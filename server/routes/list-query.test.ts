// Admin lists at scale (issue 22): search (Turkish-aware), sort, status and pages on every list route,
// over a company of 2,500 projects.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../content-db/open.ts';
import { createMenu } from '../../content-db/menus.ts';
import { createNews } from '../../content-db/news.ts';
import { createPage } from '../../content-db/pages.ts';
import { createProject, deleteProject } from '../../content-db/projects.ts';
import { bearer, useTestApp } from '../test/helpers.ts';
import { publishStraightWrites } from '../test/live-copy.ts';

// deleted items stay listed (Recently deleted) for the test's length
const t = useTestApp({ env: { REVISIONS_KEEP_DAYS: '90' } });
const PROJECTS = 2500;
const SORTS = ['created_at', 'updated_at', 'title_en', 'title_tr'] as const;

async function get(url: string, signedIn = true) {
  const res = await t.app.inject({ method: 'GET', url, headers: signedIn ? bearer(t.token) : {} });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

beforeAll(async () => {
  await inTransaction(t.app.db, async (trx) => {
    for (let i = 1; i <= PROJECTS; i++) {
      const n = String(i).padStart(4, '0');
      await createProject(trx, { title_en: `Residence ${n}`, title_tr: `Konut ${n}`, type: 'ongoing', cover_image: null });
    }
    // found only when İ, I, ı and i are one letter: neither ASCII lower() nor toLowerCase() does it
    await createProject(trx, { title_en: 'Bosphorus Mansions', title_tr: 'İstanbul Konakları', type: 'completed', cover_image: null });
    await createProject(trx, { title_en: 'River Homes', title_tr: 'IRMAK EVLERİ', type: 'ongoing', cover_image: null });
    await createProject(trx, { title_en: 'Hidden Tower', title_tr: 'Gizli İstanbul', type: 'ongoing', cover_image: null, status: 'inactive' });
    // timestamps in an order of their own, so that each sort is told apart from the id order
    await sql`UPDATE projects SET
      created_at = strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || ((id * 7919) % 9973) || ' minutes'),
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', '2024-06-01', '+' || ((id * 104729) % 9967) || ' minutes')`.execute(trx);
  });
  await inTransaction(t.app.db, async (trx) => {
    await createPage(trx, { page_name_en: 'About us', page_name_tr: 'Hakkımızda' });
    await createPage(trx, { page_name_en: 'Contact', page_name_tr: 'İletişim' });
    await createMenu(trx, { title: 'Ana Menü', is_primary: 1, pages: [] });
    await createMenu(trx, { title: 'Footer', is_primary: 0, pages: [] });
    for (const [en, tr] of [
      ['Site opened', 'Şantiye açıldı'],
      ['New office', 'Yeni ofis'],
    ]) {
      await createNews(trx, { title_en: en, title_tr: tr, description_en: '', description_tr: '', image: null });
    }
    const doomed = await createProject(trx, { title_en: 'Old Depot', title_tr: 'Eski Depo', type: 'ongoing', cover_image: null });
    const other = await createProject(trx, { title_en: 'Old Shed', title_tr: 'Eski Baraka', type: 'ongoing', cover_image: null });
    await deleteProject(trx, doomed.id);
    await deleteProject(trx, other.id);
    // the same title in both languages: a translation gap
    await createProject(trx, { title_en: 'Rize Park', title_tr: 'Rize Park', type: 'ongoing', cover_image: null });
  });
  await publishStraightWrites(t.app);
}, 120_000);

const titles = (list: Array<{ title_tr: string }>) => list.map((p) => p.title_tr);

describe('GET /v2/api/projects among 2,500 projects', () => {
  it('finds a Turkish title with İ by istanbul, and IRMAK by ırmak (and the other way round)', async () => {
    for (const q of ['istanbul', 'İSTANBUL', 'Istanbul', 'i̇stanbul']) {
      expect(titles((await get(`/v2/api/projects?q=${encodeURIComponent(q)}`)).body.projects), q).toEqual(['Gizli İstanbul', 'İstanbul Konakları']);
    }
    for (const q of ['ırmak', 'IRMAK', 'Irmak', 'evleri']) {
      expect(titles((await get(`/v2/api/projects?q=${encodeURIComponent(q)}`)).body.projects), q).toEqual(['IRMAK EVLERİ']);
    }
    // either language: an English title finds it too
    expect(titles((await get('/v2/api/projects?q=bosphorus')).body.projects)).toEqual(['İstanbul Konakları']);
    // % and _ are letters, not wildcards
    expect((await get('/v2/api/projects?q=%25')).body.projects).toEqual([]);
    expect((await get('/v2/api/projects?q=_')).body.projects).toEqual([]);
  });

  it('shows a visitor the active projects only, whatever the status asked', async () => {
    const visitor = await get('/v2/api/projects?q=istanbul', false);
    expect(titles(visitor.body.projects)).toEqual(['İstanbul Konakları']);
    expect(titles((await get('/v2/api/projects?q=istanbul&status=inactive', false)).body.projects)).toEqual(['İstanbul Konakları']);
    expect(titles((await get('/v2/api/projects?q=istanbul&status=inactive')).body.projects)).toEqual(['Gizli İstanbul']);
    expect(titles((await get('/v2/api/projects?q=istanbul&status=active')).body.projects)).toEqual(['İstanbul Konakları']);
  });

  it('answers each query of a visitor for itself, though public reads are kept in memory', async () => {
    const first = await get('/v2/api/projects?q=ırmak&limit=5', false);
    const again = await get('/v2/api/projects?q=ırmak&limit=5', false);
    const other = await get('/v2/api/projects?q=bosphorus&limit=5', false);
    expect(titles(first.body.projects)).toEqual(['IRMAK EVLERİ']);
    expect(again.raw).toBe(first.raw);
    expect(titles(other.body.projects)).toEqual(['İstanbul Konakları']);
    expect(titles((await get('/v2/api/projects?q=ırmak&limit=5', false)).body.projects)).toEqual(['IRMAK EVLERİ']);
  });

  it('sorts by each field both ways, ties by id', async () => {
    const all = (await get('/v2/api/projects')).body.projects as Array<Record<string, string | number>>;
    expect(all).toHaveLength(PROJECTS + 4);
    const turkish = (s: string) => s.toLocaleLowerCase('tr').replaceAll('ı', 'i').normalize('NFD').replace(/\p{M}/gu, '');
    for (const field of SORTS) {
      const key = (p: Record<string, string | number>) => (field.startsWith('title') ? turkish(String(p[field])) : String(p[field]));
      const ascending = [...all].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : Number(a.id) - Number(b.id))).map((p) => p.id);
      const up = (await get(`/v2/api/projects?sort=${field}&limit=200`)).body;
      const down = (await get(`/v2/api/projects?sort=-${field}&limit=200&page=2`)).body;
      expect(
        up.projects.map((p: { id: number }) => p.id),
        field,
      ).toEqual(ascending.slice(0, 200));
      expect(
        down.projects.map((p: { id: number }) => p.id),
        `-${field}`,
      ).toEqual([...ascending].reverse().slice(200, 400));
    }
    // Turkish letters sort among their Latin twins: İstanbul with the i's, not after z
    const byTitle = (await get('/v2/api/projects?sort=title_tr&q=an')).body.projects;
    expect(titles(byTitle).slice(0, 2)).toEqual(['Gizli İstanbul', 'İstanbul Konakları']);
  });

  it('pages: total, page and limit; a last partial page; past the end an empty list', async () => {
    const total = PROJECTS + 4;
    const first = (await get('/v2/api/projects?limit=200')).body;
    expect(first).toMatchObject({ success: true, total, page: 1, limit: 200 });
    expect(first.projects).toHaveLength(200);
    const last = (await get('/v2/api/projects?limit=200&page=13')).body;
    expect(last).toMatchObject({ total, page: 13, limit: 200 });
    expect(last.projects).toHaveLength(total - 12 * 200);
    const past = await get('/v2/api/projects?limit=200&page=14');
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ success: true, projects: [], total, page: 14, limit: 200 });
    const found = (await get('/v2/api/projects?q=istanbul&limit=1&page=2')).body;
    expect(found).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(titles(found.projects)).toEqual(['İstanbul Konakları']);
    // every page together is the whole list, in its own order
    const pages = await Promise.all([1, 2, 3].map((p) => get(`/v2/api/projects?limit=1000&page=${p}`)));
    expect(pages[0].status).toBe(400);
    const whole = (await get('/v2/api/projects')).body.projects.map((p: { id: number }) => p.id);
    const paged = (await Promise.all(Array.from({ length: 13 }, (_, i) => get(`/v2/api/projects?limit=200&page=${i + 1}`)))).flatMap((r) =>
      r.body.projects.map((p: { id: number }) => p.id),
    );
    expect(paged).toEqual(whole);
  });

  it('answers without parameters as before: every project, newest id first, no paging keys', async () => {
    const { body, raw } = await get('/v2/api/projects');
    expect(Object.keys(body)).toEqual(['success', 'projects']);
    const ids = body.projects.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect((await get('/v2/api/projects?q=&sort=')).status).toBe(400);
    expect((await get('/v2/api/projects?q=')).raw).toBe(raw);
  });

  it('refuses a bad value with a 400 naming the parameter and the allowed values', async () => {
    const sorts = 'created_at, -created_at, updated_at, -updated_at, title_en, -title_en, title_tr, -title_tr';
    const cases: Array<[string, string]> = [
      ['sort=foo', `sort must be one of ${sorts}`],
      ['sort=-', `sort must be one of ${sorts}`],
      ['limit=0', 'limit must be a whole number from 1 to 200'],
      ['limit=201', 'limit must be a whole number from 1 to 200'],
      ['limit=-5', 'limit must be a whole number from 1 to 200'],
      ['page=0', 'page must be a whole number from 1'],
      ['page=abc', 'page must be a whole number from 1'],
      ['page=1.5', 'page must be a whole number from 1'],
      ['status=maybe', 'status must be one of active, inactive'],
    ];
    for (const [query, message] of cases) {
      for (const signedIn of [true, false]) {
        const res = await get(`/v2/api/projects?${query}`, signedIn);
        expect(res.status, query).toBe(400);
        expect(res.body, query).toMatchObject({ success: false, message });
      }
    }
    const long = await get(`/v2/api/projects?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/q must NOT have more than 200 characters/);
  });
});

describe('every admin list route', () => {
  // [path, list key, a search that finds something in the test company, the sort fields]
  const ROUTES: Array<[string, string, string, string[]]> = [
    ['/v2/api/projects', 'projects', 'istanbul', SORTS.slice()],
    ['/v2/api/projects/active', 'projects', 'istanbul', SORTS.slice()],
    ['/api/admin/news', 'news', 'santiye', SORTS.slice()],
    ['/api/news', 'news', 'ŞANTİYE', SORTS.slice()],
    ['/v2/api/pages', 'pages', 'hakkimizda', ['created_at', 'updated_at', 'page_name_en', 'page_name_tr']],
    ['/api/users', 'data', 'ADMIN', ['created_at', 'updated_at', 'name', 'email', 'role']],
    ['/v2/api/activity', 'activity', 'OLD DEPOT', ['at', 'label']],
    ['/v2/api/banners/project/1', 'banners', '', SORTS.slice()],
    ['/v2/api/details/project/1', 'details', '', SORTS.slice()],
    ['/api/banners', 'banners', '', SORTS.slice()],
    ['/api/show-projects', 'showProjects', '', SORTS.slice()],
    ['/v2/api/menu', 'menus', 'ana menu', ['created_at', 'updated_at', 'title']],
    ['/v2/api/revisions/deleted', 'items', 'old dépôt', ['deleted_at', 'label', 'content_type']],
    ['/v2/api/translations', 'gaps', 'rıze', ['label', 'content_type', 'field', 'problem']],
  ];

  it.each(ROUTES)('%s takes q, sort, page and limit', async (path, key, q, sorts) => {
    const plain = await get(path);
    expect(plain.status, plain.raw).toBe(200);
    expect(plain.body).not.toHaveProperty('total');
    const paged = await get(`${path}?limit=1&page=1&sort=-${sorts[0]}`);
    expect(paged.status, paged.raw).toBe(200);
    // the activity log answers its newest 200 entries without a query, and searches a longer window
    if (key === 'activity') expect(paged.body.total).toBeGreaterThan(plain.body[key].length);
    else expect(paged.body).toMatchObject({ total: plain.body[key].length, page: 1, limit: 1 });
    expect(paged.body[key].length).toBe(Math.min(1, plain.body[key].length));
    if (q) {
      const found = await get(`${path}?q=${encodeURIComponent(q)}`);
      expect(found.body[key].length, q).toBeGreaterThan(0);
      for (const item of found.body[key]) expect(JSON.stringify(item), q).not.toBe('');
      if (key !== 'data') expect(found.body[key].length).toBeLessThan(plain.body[key].length);
    }
    expect((await get(`${path}?q=${encodeURIComponent('no such thing anywhere')}`)).body[key]).toEqual([]);
    for (const field of sorts) expect((await get(`${path}?sort=${field}`)).status, field).toBe(200);
    const bad = await get(`${path}?sort=foo`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`sort must be one of ${sorts.flatMap((f) => [f, `-${f}`]).join(', ')}`);
  });
});
