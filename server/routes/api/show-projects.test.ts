import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/helpers.ts';
import { publishStraightWrites } from '../../test/live-copy.ts';

const t = useTestApp();
/** project ids by name; 'hidden' is an inactive project */
const p: Record<string, number> = {};

beforeAll(async () => {
  // Projects belong to another module: written straight into their table here.
  for (const [name, status] of [
    ['a', 'active'],
    ['b', 'active'],
    ['c', 'active'],
    ['hidden', 'inactive'],
  ] as const) {
    const row = await t.app.db
      .insertInto('projects')
      .values({
        title_en: `Project ${name}`,
        title_tr: `Proje ${name}`,
        slug: `project-${name}`,
        type: 'ongoing',
        cover_image: `/uploads/projects/${name}.jpg`,
        status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    p[name] = row.id;
  }
  await publishStraightWrites(t.app);
});

const REQUIRED = 'Please fill all required fields and select at least one project';
const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, auth = true) =>
  t.app.inject({ method, url, headers: auth ? bearer(t.token) : {}, payload });
const get = (url: string, auth: boolean) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(t.token) : {} });
const config = (over: Record<string, unknown> = {}) => ({ title_en: 'Featured', title_tr: 'Öne çıkanlar', page_name: 'home', project_ids: [p.a], ...over });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await write('POST', '/api/show-projects', config(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().showProject as { id: number; status: string; project_ids: number[] };
};
const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/show-projects/${id}`, headers: bearer(t.token) });

describe('/api/show-projects', () => {
  it('needs a token to write', async () => {
    expect((await write('POST', '/api/show-projects', config(), false)).statusCode).toBe(401);
  });

  it('requires both titles, the page and at least one existing project', async () => {
    for (const over of [
      { title_en: '' },
      { title_tr: '  ' },
      { page_name: undefined },
      { project_ids: [] },
      { project_ids: '[]' },
      { project_ids: undefined },
    ]) {
      const res = await write('POST', '/api/show-projects', config(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: REQUIRED });
    }
    let res = await write('POST', '/api/show-projects', config({ page_name: 'about' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('page_name must be one of home, ongoing, our-projects');
    res = await write('POST', '/api/show-projects', config({ project_ids: [p.a, 9999] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Selected projects do not exist: 9999');
    res = await write('POST', '/api/show-projects', config({ project_ids: '[1,' }));
    expect(res.statusCode).toBe(400);
    res = await write('POST', '/api/show-projects', config({ project_ids: ['x'] }));
    expect(res.statusCode).toBe(400);
    expect((await get('/api/show-projects', true)).json().showProjects).toEqual([]);
  });

  it('creates a configuration active, with project ids from a JSON string, each once and in order', async () => {
    const res = await write('POST', '/api/show-projects', config({ project_ids: JSON.stringify([p.c, p.a, p.c, String(p.b)]), status: 'inactive' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Configuration created successfully',
      showProject: { title_en: 'Featured', title_tr: 'Öne çıkanlar', page_name: 'home', project_ids: [p.c, p.a, p.b], status: 'active' },
    });
    const item = res.json().showProject;
    expect(item.created_at).toBeTruthy();
    expect((await get(`/api/show-projects/${item.id}`, false)).json().showProject).toMatchObject({ id: item.id, project_ids: [p.c, p.a, p.b] });
    await remove(item.id);
  });

  it('updates keeping the status unless it is sent, and keeps fields that are not sent', async () => {
    const item = await create();
    await t.app.inject({ method: 'PATCH', url: `/api/show-projects/${item.id}/toggle-status`, headers: bearer(t.token) });
    let res = await write('PUT', `/api/show-projects/${item.id}`, config({ title_en: 'Selected', project_ids: [p.b, p.b, p.a] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Configuration updated successfully',
      showProject: { id: item.id, title_en: 'Selected', project_ids: [p.b, p.a], status: 'inactive' },
    });
    res = await write('PUT', `/api/show-projects/${item.id}`, { status: 'active' });
    expect(res.json().showProject).toMatchObject({ title_en: 'Selected', page_name: 'home', project_ids: [p.b, p.a], status: 'active' });
    res = await write('PUT', `/api/show-projects/${item.id}`, { project_ids: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REQUIRED);
    res = await write('PUT', `/api/show-projects/${item.id}`, { page_name: 'news' });
    expect(res.statusCode).toBe(400);
    await remove(item.id);
  });

  it('toggles in all three forms and shows visitors the active configurations only', async () => {
    const shown = await create({ title_en: 'Shown' });
    const item = await create({ title_en: 'Hidden' });
    const forms = [
      { method: 'PATCH' as const, url: `/api/show-projects/${item.id}/toggle-status`, expected: 'inactive' },
      { method: 'PUT' as const, url: `/api/show-projects/${item.id}/toggle-status`, expected: 'active' },
      { method: 'PUT' as const, url: `/api/show-projects/toggle/${item.id}`, expected: 'inactive' },
    ];
    for (const f of forms) {
      const res = await t.app.inject({ method: f.method, url: f.url, headers: bearer(t.token) });
      expect(res.statusCode, f.url).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Configuration status updated successfully',
        showProject: { id: item.id, status: f.expected },
      });
    }
    expect((await get('/api/show-projects', false)).json().showProjects.map((s: { id: number }) => s.id)).toEqual([shown.id]);
    expect((await get('/api/show-projects', true)).json().showProjects.map((s: { id: number }) => s.id)).toEqual([item.id, shown.id]);
    const hidden = await get(`/api/show-projects/${item.id}`, false);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Configuration not found');
    expect((await get(`/api/show-projects/${item.id}`, true)).statusCode).toBe(200);
    await remove(item.id);
    await remove(shown.id);
  });

  it('answers a page its active configurations with their active projects in order and the page banner', async () => {
    const home = await create({ title_en: 'Home picks', project_ids: [p.c, p.hidden, p.a] });
    const off = await create({ title_en: 'Off', project_ids: [p.b] });
    await t.app.inject({ method: 'PUT', url: `/api/show-projects/toggle/${off.id}`, headers: bearer(t.token) });
    const ongoing = await create({ title_en: 'Ongoing picks', page_name: 'ongoing', project_ids: [p.b, p.a] });
    const ours = await create({ title_en: 'Our picks', page_name: 'our-projects', project_ids: [p.a] });
    // the banners of the listing pages: an active one and a newer inactive one
    await t.app.db.insertInto('ongoing_banners').values({ title_en: 'O', title_tr: 'O', banner_image: '/uploads/ongoing-banners/on.jpg' }).execute();
    await t.app.db
      .insertInto('ongoing_banners')
      .values({ title_en: 'X', title_tr: 'X', banner_image: '/uploads/ongoing-banners/off.jpg', status: 'inactive' })
      .execute();
    await t.app.db
      .insertInto('our_projects_banners')
      .values({ title_en: 'P', title_tr: 'P', description_en: '', description_tr: '', banner_image: '/uploads/our-projects/p.jpg' })
      .execute();
    await publishStraightWrites(t.app);

    let res = await get('/api/show-projects/detailed/home', true);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: home.id, title_en: 'Home picks', title_tr: 'Öne çıkanlar', banner_image: null });
    expect(data[0].projects.map((x: { id: number }) => x.id)).toEqual([p.c, p.a]);
    expect(data[0].projects[0]).toMatchObject({
      title_en: 'Project c',
      title_tr: 'Proje c',
      slug: 'project-c',
      cover_image: '/uploads/projects/c.jpg',
      status: 'active',
      type: 'ongoing',
    });

    res = await get('/api/show-projects/detailed/ongoing', false);
    expect(res.json().data).toMatchObject([{ id: ongoing.id, title_en: 'Ongoing picks', banner_image: '/uploads/ongoing-banners/on.jpg' }]);
    expect(res.json().data[0].projects.map((x: { id: number }) => x.id)).toEqual([p.b, p.a]);

    res = await get('/api/show-projects/detailed/our-projects', false);
    expect(res.json().data).toMatchObject([{ id: ours.id, banner_image: '/uploads/our-projects/p.jpg' }]);

    // a project hidden later leaves the page; the configuration keeps its id
    await t.app.db.updateTable('projects').set({ status: 'inactive' }).where('id', '=', p.c).execute();
    await publishStraightWrites(t.app);
    res = await get('/api/show-projects/detailed/home', false);
    expect(res.json().data[0].projects.map((x: { id: number }) => x.id)).toEqual([p.a]);
    expect((await get(`/api/show-projects/${home.id}`, true)).json().showProject.project_ids).toEqual([p.c, p.hidden, p.a]);

    expect((await get('/api/show-projects/detailed/about', false)).statusCode).toBe(400);
  });

  it('deletes, and answers 400 for a non-integer id and 404 for an unknown one', async () => {
    const item = await create();
    const del = await remove(item.id);
    expect(del.json()).toMatchObject({ success: true, message: 'Configuration deleted successfully' });
    for (const [method, url] of [
      ['GET', '/api/show-projects/abc'],
      ['DELETE', '/api/show-projects/abc'],
      ['PUT', '/api/show-projects/toggle/abc'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(t.token) })).statusCode, url).toBe(400);
    }
    for (const [method, url] of [
      ['GET', `/api/show-projects/${item.id}`],
      ['DELETE', `/api/show-projects/${item.id}`],
      ['PATCH', `/api/show-projects/${item.id}/toggle-status`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(t.token) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Configuration not found' });
    }
    const put = await write('PUT', `/api/show-projects/${item.id}`, config());
    expect(put.statusCode).toBe(404);
  });
});
