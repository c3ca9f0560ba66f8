// Issue 14, history and restore: every write of every content type leaves a revision in its own
// transaction; a restore brings back the exact earlier state with its children and files; pruning
// keeps every file a kept revision needs; a restore publishes like any save.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, makeImage, useTestApp } from '../../test/helpers.ts';
import { client } from '../../test/project-fixtures.ts';
import { addDetail, addGallery, addNews, sendForm } from '../../test/news-fixtures.ts';

// the default rule of the product (docs/configuration.md: REVISIONS_KEEP), not the helpers' keep-nothing rule for other tests
const t = useTestApp({ env: { REVISIONS_KEEP: '50', REVISIONS_KEEP_DAYS: '90' } });
const c = client(t);
const json = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.token), ...(payload ? { payload } : {}) });
const ok = async (res: Promise<{ statusCode: number; body: string; json(): any }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

async function history(type: string, id: number) {
  return (await ok(t.app.inject({ method: 'GET', url: `/v2/api/revisions?type=${type}&item=${id}`, headers: bearer(t.token) }))).revisions as Array<{
    id: number;
    action: string;
    user_name: string | null;
    label: string;
    changes: Array<{ field: string; before: unknown; after: unknown }>;
  }>;
}
const actions = async (type: string, id: number) => (await history(type, id)).map((r) => r.action).reverse();

/** The bytes of every upload and variant an answer names, by path. */
function filesOf(dataDir: string, answer: unknown): Record<string, string> {
  const paths = [...new Set(JSON.stringify(answer).match(/\/uploads\/[A-Za-z0-9._/-]+/g) ?? [])];
  return Object.fromEntries(paths.map((p) => [p, fs.readFileSync(path.join(dataDir, 'uploads', p.slice('/uploads/'.length))).toString('base64')]));
}

describe('every successful write leaves a revision of its item', () => {
  it('projects with their banners, details and gallery: created, updated, status changed, reordered, deleted', async () => {
    const p = await c.project();
    await ok(c.send('PUT', `/v2/api/projects/${p.id}`, { title_en: 'Harbour Residences' }));
    await ok(c.call('PATCH', `/v2/api/projects/${p.id}/toggle-status`));
    const banner = await c.banner(p.id);
    await ok(c.call('PUT', `/v2/api/banners/toggle/${banner.id}`));
    const detail = await c.detail(p.id);
    const [a, b] = await c.images(detail.id, 2);
    await ok(c.call('PUT', '/v2/api/gallery/sort-order', { ids: [b.id, a.id] }));
    await ok(c.call('DELETE', `/v2/api/gallery/${a.id}`));
    await ok(c.call('DELETE', `/v2/api/projects/${p.id}`));
    expect(await actions('project', p.id)).toEqual([
      'created',
      'updated',
      'status_changed',
      'updated',
      'status_changed',
      'updated',
      'updated',
      'reordered',
      'updated',
      'deleted',
    ]);
    const [deleted, , , , , , , , rename] = await history('project', p.id);
    expect(deleted.user_name).toBe('Administrator');
    expect(deleted.label).toBe('Harbour Residences');
    expect(rename.changes).toEqual([
      expect.objectContaining({ field: 'title_en', base: 'title', lang: 'en', before: 'Sea View Residences', after: 'Harbour Residences' }),
      expect.objectContaining({ field: 'slug', before: 'sea-view-residences', after: 'harbour-residences' }),
    ]);
  });

  it('news with its details and gallery', async () => {
    const news = await addNews(t.app, t.token);
    await ok(sendForm(t.app, 'PUT', `/api/admin/news/${news.id}`, { title_en: 'Topping out' }, t.token));
    await ok(json('PATCH', `/api/admin/news/${news.id}/toggle-status`));
    const detail = await addDetail(t.app, t.token, news.id);
    const [a, b] = await addGallery(t.app, t.token, detail.id, 2);
    await ok(json('PUT', '/api/news-gallery/sort-order', { ids: [b.id, a.id] }));
    await ok(json('DELETE', `/api/admin/news/${news.id}`));
    expect(await actions('news', news.id)).toEqual(['created', 'updated', 'status_changed', 'updated', 'updated', 'reordered', 'deleted']);
  });

  it('pages, menus, page banners, show-projects, settings, the company and the page documents', async () => {
    const page = (await ok(json('POST', '/v2/api/pages', { page_name_en: 'Team', page_name_tr: 'Ekip' }))).page;
    await ok(json('PUT', `/v2/api/pages/${page.id}`, { page_name_en: 'Our team', page_name_tr: 'Ekibimiz' }));
    const menu = (await ok(json('POST', '/v2/api/menu', { title: 'Main', data: { pages: [{ id: page.id }] } }))).menu;
    await ok(json('DELETE', `/v2/api/pages/${page.id}`));
    expect(await actions('page', page.id)).toEqual(['created', 'updated', 'deleted']);
    // deleting a page takes it out of the menus that link to it: that menu changed too
    expect(await actions('menu', menu.id)).toEqual(['created', 'updated']);

    const banner = (
      await ok(
        c.send('POST', '/api/banners', { title_en: 'Hero', title_tr: 'Kahraman', description_en: 'x', description_tr: 'y', banner_image: await makeImage() }),
      )
    ).banner;
    await ok(c.send('PUT', `/api/banners/${banner.id}`, { title_en: 'Hero 2' }));
    await ok(json('PATCH', `/api/banners/${banner.id}/toggle-status`));
    await ok(json('DELETE', `/api/banners/${banner.id}`));
    expect(await actions('home_banner', banner.id)).toEqual(['created', 'updated', 'status_changed', 'deleted']);

    const project = await c.project({ title_en: 'Shown', title_tr: 'Gösterilen' });
    const shown = (
      await ok(json('POST', '/api/show-projects', { title_en: 'Featured', title_tr: 'Öne çıkanlar', page_name: 'home', project_ids: [project.id] }))
    ).showProject;
    await ok(json('PATCH', `/api/show-projects/${shown.id}/toggle-status`));
    await ok(json('DELETE', `/api/show-projects/${shown.id}`));
    expect(await actions('show_project', shown.id)).toEqual(['created', 'status_changed', 'deleted']);

    const setting = (await ok(json('POST', '/api/settings', { instagram_link: 'https://instagram.com/acme', tab: 1, status: 1 }))).data ?? null;
    const settingId = setting?.id ?? (await ok(t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(t.token) }))).data?.[0]?.id;
    expect(await actions('instagram', settingId)).toEqual(['created']);

    await ok(json('PUT', '/api/company', { name_en: 'Acme Build', name_tr: 'Acme Yapı' }));
    expect((await actions('company', 1)).at(-1)).toBe('updated');

    const about = await ok(json('POST', '/api/aboutpage', { about_data: { banner: { title_en: 'About', title_tr: 'Hakkımızda' } } }));
    const aboutId = (about.aboutPage ?? about.about ?? about.data)?.id;
    expect(await actions('about', aboutId)).toEqual(['created']);
  });
});

describe('restore', () => {
  it('brings a deleted project back with its banners, details, gallery and files, byte for byte, and publishes', async () => {
    const p = await c.project({ title_en: 'Lighthouse', title_tr: 'Fener' });
    await c.banner(p.id);
    const detail = await c.detail(p.id);
    await c.images(detail.id, 3);
    // a restore is a write: the records' versions move on, all else is as it was
    const withoutVersions = <T>(x: T): T => JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'version' ? undefined : v)));
    const read = async () => ({
      project: (await ok(c.get(`/v2/api/projects/${p.id}`, true))).project,
      banners: (await ok(c.get(`/v2/api/banners/project/${p.id}`, true))).banners,
      details: (await ok(c.get(`/v2/api/details/project/${p.id}`, true))).details,
      gallery: (await ok(c.get(`/v2/api/gallery/detail/${detail.id}`, true))).images,
    });
    const before = await read();
    const bytes = filesOf(t.dataDir, before);
    expect(Object.keys(bytes).length).toBeGreaterThan(5);

    await ok(c.call('DELETE', `/v2/api/projects/${p.id}`));
    expect((await c.get(`/v2/api/projects/${p.id}`, true)).statusCode).toBe(404);
    const deleted = (await ok(t.app.inject({ method: 'GET', url: '/v2/api/revisions/deleted', headers: bearer(t.token) }))).items;
    const entry = deleted.find((d: { content_type: string; item_id: number }) => d.content_type === 'project' && d.item_id === p.id);
    expect(entry).toMatchObject({ label: 'Lighthouse', user_name: 'Administrator' });

    const published = t.publishRequests.length;
    const restored = await ok(json('POST', `/v2/api/revisions/${entry.revision_id}/restore`));
    expect(restored.message).toBe('Version restored successfully');
    expect(restored.revision.action).toBe('restored');
    expect(t.publishRequests.length).toBe(published + 1);
    expect(t.publishRequests.at(-1)).toContain('/revisions/:id/restore');

    const after = await read();
    expect(withoutVersions(after)).toEqual(withoutVersions(before));
    expect(after.banners[0].version).not.toBe(before.banners[0].version);
    expect(filesOf(t.dataDir, before)).toEqual(bytes);
    expect((await c.get(`/v2/api/projects/${p.id}`)).statusCode).toBe(200); // public again
    const now = (await ok(t.app.inject({ method: 'GET', url: '/v2/api/revisions/deleted', headers: bearer(t.token) }))).items;
    expect(now.some((d: { item_id: number; content_type: string }) => d.content_type === 'project' && d.item_id === p.id)).toBe(false);
  });

  it('puts back an overwritten text and image; the diff names the fields', async () => {
    const news = await addNews(t.app, t.token, { title_en: 'First words' });
    const original = filesOf(t.dataDir, news);
    await ok(sendForm(t.app, 'PUT', `/api/admin/news/${news.id}`, { title_en: 'Overwritten', image: await makeImage('png', 50, 20) }, t.token));
    const [latest, first] = await history('news', news.id);
    const diff = (await ok(t.app.inject({ method: 'GET', url: `/v2/api/revisions/diff?from=${first.id}&to=${latest.id}`, headers: bearer(t.token) }))).changes;
    expect(diff.map((d: { field: string }) => d.field).sort()).toEqual(['image', 'slug', 'title_en']);
    expect(diff.find((d: { field: string }) => d.field === 'title_en')).toMatchObject({
      base: 'title',
      lang: 'en',
      before: 'First words',
      after: 'Overwritten',
    });

    await ok(json('POST', `/v2/api/revisions/${first.id}/restore`));
    const back = (await ok(t.app.inject({ method: 'GET', url: `/api/news/${news.id}`, headers: bearer(t.token) }))).news;
    expect(back.title_en).toBe('First words');
    expect(back.image).toBe(news.image);
    expect(filesOf(t.dataDir, back)).toEqual(original);
    expect((await history('news', news.id)).map((r) => r.action)).toEqual(['restored', 'updated', 'created']);
  });

  it('answers 404 for an unknown revision, 400 for a bad id, 401 without a token', async () => {
    expect((await json('POST', '/v2/api/revisions/999999/restore')).statusCode).toBe(404);
    expect((await json('POST', '/v2/api/revisions/abc/restore')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/v2/api/revisions/1/restore' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/revisions?type=project&item=1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/revisions?type=nothing&item=1', headers: bearer(t.token) })).statusCode).toBe(400);
  });
});

describe('retention', () => {
  const r = useTestApp({ env: { REVISIONS_KEEP: '2', REVISIONS_KEEP_DAYS: '1' } });
  const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000);
  const rc = client(r);
  // kept: public while the project shows it, privately while only a revision does (API.md, uploads)
  const inFolder = (folder: string, p: string) => fs.existsSync(path.join(r.dataDir, folder, p.slice('/uploads/'.length)));
  const exists = (p: string) => inFolder('uploads', p) || inFolder('uploads-private', p);
  const isPublic = (p: string) => inFolder('uploads', p);

  it('prunes revisions beyond the rule, then only the files no kept revision needs', async () => {
    const p = await rc.project();
    const covers = [p.cover_image as string];
    for (let i = 0; i < 3; i++) {
      const res = await rc.send('PUT', `/v2/api/projects/${p.id}`, { cover_image: await makeImage('jpeg', 60 + i, 40) });
      expect(res.statusCode, res.body).toBe(200);
      covers.push(res.json().project.cover_image);
    }
    // replaced covers stay while a revision refers to them, out of public view
    expect(covers.map(exists)).toEqual([true, true, true, true]);
    expect(covers.map(isPublic)).toEqual([false, false, false, true]);
    // two days on: the two newest revisions stay, the two before them go with the covers only they used
    const pruned = await r.app.history.prune(inTwoDays());
    expect(pruned.revisions).toBe(2);
    expect(covers.map(exists)).toEqual([false, false, true, true]);

    // a deleted item keeps its files while its revisions are kept, and comes back with them
    await rc.call('DELETE', `/v2/api/projects/${p.id}`);
    await r.app.history.prune();
    expect(covers.map(exists)).toEqual([false, false, true, true]);
    expect(covers.map(isPublic)).toEqual([false, false, false, false]);
    const [gone] = (await r.app.inject({ method: 'GET', url: '/v2/api/revisions/deleted', headers: bearer(r.token) })).json().items;
    const res = await r.app.inject({ method: 'POST', url: `/v2/api/revisions/${gone.revision_id}/restore`, headers: bearer(r.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rc.get(`/v2/api/projects/${p.id}`)).json().project.cover_image).toBe(covers[3]);
    expect(covers.map(isPublic)).toEqual([false, false, false, true]);
    // two more days: the delete and the restore are the two kept; the cover of the older one goes
    await r.app.history.prune(inTwoDays());
    expect(covers.map(exists)).toEqual([false, false, false, true]);

    // a deleted item whose delete is older than the days of the rule goes with its files
    await rc.call('DELETE', `/v2/api/projects/${p.id}`);
    await r.app.history.prune(inTwoDays());
    expect(covers.map(exists)).toEqual([false, false, false, false]);
    expect((await r.app.inject({ method: 'GET', url: '/v2/api/revisions/deleted', headers: bearer(r.token) })).json().items).toEqual([]);
  });
});
