import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, SPOOFED_PNG, SVG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { client, oversizedImage, uploadFiles, variantPaths, type Client } from '../../test/project-fixtures.ts';

const t = useTestApp();
const c = client(t);
const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);

describe('/v2/api/projects writes', () => {
  it('needs a token', async () => {
    const res = await c.send('POST', '/v2/api/projects', { title_en: 'A', title_tr: 'B', cover_image: await makeImage() }, false);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Unauthorized' });
  });

  it('refuses missing titles, a missing cover, an unknown type, a disguised file and an oversized one', async () => {
    const cover = await makeImage();
    const cases: Array<[Parameters<Client['send']>[2], number, string]> = [
      [{ title_en: 'Only English', cover_image: cover }, 400, 'Please fill in all required fields'],
      [{ title_en: '  ', title_tr: 'Türkçe', cover_image: cover }, 400, 'Please fill in all required fields'],
      [{ title_en: 'No cover', title_tr: 'Kapak yok' }, 400, 'Please upload a cover image'],
      [{ title_en: 'Typed', title_tr: 'Tipli', type: 'planned', cover_image: cover }, 400, 'Project type must be ongoing or completed'],
      [{ title_en: 'Evil', title_tr: 'Kötü', cover_image: SPOOFED_PNG }, 415, 'Please select a valid image file (JPEG, PNG, GIF, WebP or SVG)'],
      [{ title_en: 'Huge', title_tr: 'Dev', cover_image: await oversizedImage() }, 413, 'File size must be less than 20MB'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await c.send('POST', '/v2/api/projects', fields);
      expect(res.json(), JSON.stringify(Object.keys(fields))).toMatchObject({ success: false, message });
      expect(res.statusCode).toBe(status);
    }
    expect(uploadFiles(t.dataDir)).toEqual([]);
    expect((await c.get('/v2/api/projects', true)).json().projects).toEqual([]);
  });

  it('creates a project with a slug, default type and status, and the cover with its variants', async () => {
    const res = await c.send('POST', '/v2/api/projects', {
      title_en: 'Çamlık Evleri & Spa!',
      title_tr: 'Çamlık Evleri',
      cover_image: await makeImage('jpeg', 1200, 800),
      extra: 'dropped',
    });
    expect(res.statusCode).toBe(200);
    const { project, message } = res.json();
    expect(message).toBe('Project created successfully');
    expect(project).toMatchObject({
      title_en: 'Çamlık Evleri & Spa!',
      title_tr: 'Çamlık Evleri',
      slug: 'camlik-evleri-spa',
      type: 'ongoing',
      status: 'active',
    });
    expect(project).not.toHaveProperty('extra');
    expect(project.cover_image).toMatch(/^\/uploads\/projects\/.+\.jpg$/);
    expect(uploadExists(t.dataDir, project.cover_image)).toBe(true);
    expect(project.media[project.cover_image]).toMatchObject({ width: 1200, height: 800 });
    expect(variantPaths(project).length).toBeGreaterThan(0);
    expect(project.created_at && project.updated_at).toBeTruthy();
    await c.call('DELETE', `/v2/api/projects/${project.id}`);
  });

  it('makes slugs unique and remembers the old one when the English title changes', async () => {
    const a = await c.project({ title_en: 'Harbour Towers', type: 'completed' });
    const b = await c.project({ title_en: 'Harbour  Towers' });
    expect([a.slug, b.slug]).toEqual(['harbour-towers', 'harbour-towers-2']);
    expect(a.type).toBe('completed');

    // Same English title: the slug stays.
    const same = await c.send('PUT', `/v2/api/projects/${b.id}`, { title_en: 'Harbour  Towers', title_tr: 'Liman Kuleleri' });
    expect(same.json().project).toMatchObject({ slug: 'harbour-towers-2', title_tr: 'Liman Kuleleri' });

    const renamed = await c.send('PUT', `/v2/api/projects/${b.id}`, { title_en: 'Marina Heights', title_tr: 'Marina Tepeleri' });
    expect(renamed.json()).toMatchObject({ success: true, message: 'Project updated successfully', project: { slug: 'marina-heights' } });
    // The old URL still leads to the project.
    const old = await c.get('/v2/api/project-complete/harbour-towers-2');
    expect(old.statusCode).toBe(200);
    expect(old.json().project).toMatchObject({ id: b.id, slug: 'marina-heights' });
    const redirects = await t.app.db.selectFrom('slug_redirects').selectAll().where('target_id', '=', b.id).execute();
    expect(redirects.map((r) => r.old_slug)).toEqual(['harbour-towers-2']);

    // The freed slug can be taken by a new project, which then owns that URL.
    const c2 = await c.project({ title_en: 'Harbour Towers 2' });
    expect(c2.slug).toBe('harbour-towers-2');
    expect((await c.get('/v2/api/project-complete/harbour-towers-2')).json().project.id).toBe(c2.id);
    for (const p of [a, b, c2]) await c.call('DELETE', `/v2/api/projects/${p.id}`);
  });

  it('updates titles and type, keeps the cover when none is sent, and removes the replaced cover', async () => {
    const p = await c.project();
    const oldCover: string = p.cover_image;
    const oldVariants = variantPaths(p);
    const kept = await c.send('PUT', `/v2/api/projects/${p.id}`, { title_en: p.title_en, title_tr: 'Yeni', type: 'completed' });
    expect(kept.json().project).toMatchObject({ cover_image: oldCover, type: 'completed', title_tr: 'Yeni' });

    const blank = await c.send('PUT', `/v2/api/projects/${p.id}`, { title_en: '', title_tr: 'Yeni' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please fill in all required fields');
    const spoofed = await c.send('PUT', `/v2/api/projects/${p.id}`, { title_en: 'X', title_tr: 'Y', cover_image: SPOOFED_PNG });
    expect(spoofed.statusCode).toBe(415);

    const replaced = await c.send('PUT', `/v2/api/projects/${p.id}`, { title_en: p.title_en, title_tr: 'Yeni', cover_image: SVG });
    const cover = replaced.json().project.cover_image;
    expect(cover).toMatch(/\.svg$/);
    expect(uploadExists(t.dataDir, cover)).toBe(true);
    expect(uploadExists(t.dataDir, oldCover)).toBe(false);
    for (const v of oldVariants) expect(uploadExists(t.dataDir, v)).toBe(false);
    await c.call('DELETE', `/v2/api/projects/${p.id}`);
  });

  it('answers 400 for a non-integer id and 404 for an unknown one', async () => {
    for (const [method, url] of [
      ['DELETE', '/v2/api/projects/abc'],
      ['PATCH', '/v2/api/projects/abc/toggle-status'],
    ] as const) {
      expect((await c.call(method, url)).statusCode).toBe(400);
    }
    expect((await c.get('/v2/api/projects/abc')).statusCode).toBe(400);
    expect((await c.send('PUT', '/v2/api/projects/abc', { title_en: 'A', title_tr: 'B' })).statusCode).toBe(400);
    const unknown = [
      await c.get('/v2/api/projects/99999', true),
      await c.send('PUT', '/v2/api/projects/99999', { title_en: 'A', title_tr: 'B' }),
      await c.call('DELETE', '/v2/api/projects/99999'),
      await c.call('PUT', '/v2/api/projects/toggle/99999'),
      await c.get('/v2/api/project-complete/99999'),
      await c.get('/v2/api/project-complete/no-such-project'),
    ];
    for (const res of unknown) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Project not found' });
    }
  });
});

describe('/v2/api/projects reads and toggles', () => {
  let active: Record<string, any>;
  let hidden: Record<string, any>;
  let done: Record<string, any>;
  beforeAll(async () => {
    active = await c.project({ title_en: 'Active Ongoing' });
    hidden = await c.project({ title_en: 'Hidden Ongoing', status: 'inactive' });
    done = await c.project({ title_en: 'Active Completed', type: 'completed' });
  });
  afterAll(async () => {
    for (const p of [active, hidden, done]) await c.call('DELETE', `/v2/api/projects/${p.id}`);
  });

  it('shows a visitor active projects only, and a signed-in admin all', async () => {
    expect(hidden.status).toBe('inactive');
    expect(ids((await c.get('/v2/api/projects')).json().projects)).toEqual([done.id, active.id]);
    expect(ids((await c.get('/v2/api/projects', true)).json().projects)).toEqual([done.id, hidden.id, active.id]);
    expect(ids((await c.get('/v2/api/projects/active', true)).json().projects)).toEqual([done.id, active.id]);

    const anon = await c.get(`/v2/api/projects/${hidden.id}`);
    expect(anon.statusCode).toBe(404);
    expect(anon.json().message).toBe('Project not found');
    const admin = await c.get(`/v2/api/projects/${hidden.id}`, true);
    expect(admin.json().project).toMatchObject({ id: hidden.id, status: 'inactive', slug: 'hidden-ongoing' });
    expect((await c.get(`/v2/api/projects/${active.id}`)).json().project.media).toBeTypeOf('object');
  });

  it('lists the active projects of a type and refuses other types', async () => {
    expect(ids((await c.get('/v2/api/projects/type/ongoing', true)).json().projects)).toEqual([active.id]);
    expect(ids((await c.get('/v2/api/projects/type/completed')).json().projects)).toEqual([done.id]);
    const bad = await c.get('/v2/api/projects/type/planned');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Project type must be ongoing or completed' });
  });

  it('flips the status with each of the three toggle forms', async () => {
    const forms = [
      ['PATCH', `/v2/api/projects/${active.id}/toggle-status`, 'inactive'],
      ['PUT', `/v2/api/projects/${active.id}/toggle-status`, 'active'],
      ['PUT', `/v2/api/projects/toggle/${active.id}`, 'inactive'],
    ] as const;
    for (const [method, url, status] of forms) {
      const res = await c.call(method, url);
      expect(res.json()).toMatchObject({ success: true, message: 'Project status updated', project: { id: active.id, status } });
      expect(res.json().project.media).toBeTypeOf('object');
    }
    expect(ids((await c.get('/v2/api/projects')).json().projects)).toEqual([done.id]);
    await c.call('PUT', `/v2/api/projects/toggle/${active.id}`);
  });
});

describe('/v2/api/project-complete and cascade delete', () => {
  it('answers a project with its parts: a visitor sees only active ones', async () => {
    const p = await c.project({ title_en: 'Complete Project' });
    const b1 = await c.banner(p.id, { title_en: 'Shown banner' });
    const b2 = await c.banner(p.id, { title_en: 'Hidden banner', status: 'inactive' });
    const d1 = await c.detail(p.id, { title_en: 'Shown detail' });
    const d2 = await c.detail(p.id, { title_en: 'Hidden detail' });
    await c.call('PATCH', `/v2/api/details/${d2.id}/toggle-status`);
    const [g1, g2, g3] = await c.images(d1.id, 3);
    const [gHiddenDetail] = await c.images(d2.id, 1);
    await c.call('PATCH', `/v2/api/gallery/${g2.id}/toggle-status`);
    await c.call('PUT', '/v2/api/gallery/sort-order', { ids: [g3.id, g1.id, g2.id] });

    const anon = await c.get(`/v2/api/project-complete/${p.slug}`);
    expect(anon.statusCode).toBe(200);
    const pub = anon.json().project;
    expect(pub).toMatchObject({ id: p.id, slug: 'complete-project', title_en: 'Complete Project' });
    expect(ids(pub.banners)).toEqual([b1.id]);
    expect(ids(pub.details)).toEqual([d1.id]);
    expect(ids(pub.gallery)).toEqual([g3.id, g1.id]);
    expect(pub.gallery[0].media[g3.image_path]).toBeDefined();
    expect(pub.banners[0].media[b1.banner_image]).toBeDefined();

    const admin = (await c.get(`/v2/api/project-complete/${p.id}`, true)).json().project;
    expect(ids(admin.banners)).toEqual([b1.id, b2.id]);
    expect(ids(admin.details)).toEqual([d1.id, d2.id]);
    expect(ids(admin.gallery).sort()).toEqual([g1.id, g2.id, g3.id, gHiddenDetail.id].sort());

    await c.call('PATCH', `/v2/api/projects/${p.id}/toggle-status`);
    const gone = await c.get(`/v2/api/project-complete/${p.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Project not found');
    expect((await c.get(`/v2/api/project-complete/${p.slug}`, true)).statusCode).toBe(200);
    await c.call('DELETE', `/v2/api/projects/${p.id}`);
  });

  it('deletes a project with its banners, details, gallery and every file', async () => {
    const before = uploadFiles(t.dataDir).length;
    const p = await c.project({ title_en: 'Doomed Project' });
    const banner = await c.banner(p.id);
    const detail = await c.detail(p.id);
    const images = await c.images(detail.id, 2);
    const files = [p.cover_image, banner.banner_image, detail.feature_image, ...images.map((g) => g.image_path)];
    const variants = [p, banner, detail, ...images].flatMap(variantPaths);
    for (const f of [...files, ...variants]) expect(uploadExists(t.dataDir, f)).toBe(true);

    const del = await c.call('DELETE', `/v2/api/projects/${p.id}`);
    expect(del.json()).toMatchObject({ success: true, message: 'Project deleted successfully' });
    for (const f of [...files, ...variants]) expect(uploadExists(t.dataDir, f), f).toBe(false);
    expect(uploadFiles(t.dataDir).length).toBe(before);
    expect((await c.get(`/v2/api/banners/${banner.id}`, true)).statusCode).toBe(404);
    expect((await c.get(`/v2/api/details/${detail.id}`, true)).statusCode).toBe(404);
    expect((await c.get(`/v2/api/gallery/detail/${detail.id}`, true)).statusCode).toBe(404);
    const media = await t.app.db.selectFrom('media_files').select('path').where('path', 'in', files).execute();
    expect(media).toEqual([]);
    const again = await c.call('DELETE', `/v2/api/projects/${p.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('queues a site build after each successful write only', async () => {
    const n = t.publishRequests.length;
    await c.send('POST', '/v2/api/projects', { title_en: 'No cover', title_tr: 'Kapaksız' });
    expect(t.publishRequests.length).toBe(n);
    const p = await c.project({ title_en: 'Published' });
    expect(t.publishRequests.length).toBe(n + 1);
    await c.call('DELETE', `/v2/api/projects/${p.id}`);
    expect(t.publishRequests.length).toBe(n + 2);
  });
});
