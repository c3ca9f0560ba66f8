import { beforeAll, describe, expect, it } from 'vitest';
import { makeImage, SPOOFED_PNG, SVG, type FilePart, uploadExists, useTestApp } from '../../test/helpers.ts';
import { client, oversizedImage, uploadFiles, variantPaths, type Client } from '../../test/project-fixtures.ts';

const t = useTestApp();
const c = client(t);
let project: Record<string, any>;
let detail: Record<string, any>;
const ids = (list: Array<{ id: number }>) => list.map((g) => g.id);
const upload = (fields: Parameters<Client['send']>[2]) => c.send('POST', '/v2/api/gallery/multiple', fields);
const galleryRows = () => t.app.db.selectFrom('project_gallery').select('id').execute();

beforeAll(async () => {
  project = await c.project();
  detail = await c.detail(project.id);
});

describe('/v2/api/gallery uploads', () => {
  it('needs a token', async () => {
    const res = await c.send('POST', '/v2/api/gallery/multiple', { project_detail_id: String(detail.id), images: [await makeImage()] }, false);
    expect(res.statusCode).toBe(401);
  });

  it('refuses an upload without a detail, with an unknown detail, or without images', async () => {
    const image = await makeImage();
    const cases: Array<[Parameters<Client['send']>[2], number, string]> = [
      [{ images: [image] }, 400, 'Please select a detail first'],
      [{ project_detail_id: '', images: [image] }, 400, 'Please select a detail first'],
      [{ project_detail_id: '99999', images: [image] }, 404, 'Detail not found'],
      [{ project_detail_id: String(detail.id) }, 400, 'Please select at least one image'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await upload(fields);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(res.statusCode).toBe(status);
    }
    expect(await galleryRows()).toEqual([]);
  });

  it('stores nothing when one file of several is refused, by type or by size', async () => {
    const before = uploadFiles(t.dataDir).length;
    const good = await makeImage();
    const spoofed = await upload({ project_detail_id: String(detail.id), images: [good, await makeImage('jpeg'), SPOOFED_PNG] });
    expect(spoofed.statusCode).toBe(415);
    expect(spoofed.json().message).toBe('Please select a valid image file (JPEG, PNG, GIF, WebP or SVG)');
    const huge = await upload({ project_detail_id: String(detail.id), images: [good, await oversizedImage()] });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('File size must be less than 20MB');
    const tooMany: FilePart[] = Array.from({ length: 21 }, () => good);
    const many = await upload({ project_detail_id: String(detail.id), images: tooMany });
    expect(many.statusCode).toBe(400);
    expect(uploadFiles(t.dataDir).length).toBe(before);
    expect(await galleryRows()).toEqual([]);
  });

  it('uploads several images in order, up to 20 at once, after the ones already there', async () => {
    const first = await upload({ project_detail_id: String(detail.id), title: 'Facade', images: [await makeImage('png', 1000, 700), SVG] });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.message).toBe('Images uploaded successfully');
    expect(body.images).toHaveLength(2);
    expect(body.images.map((g: { sort_order: number }) => g.sort_order)).toEqual([0, 1]);
    expect(body.images[0]).toMatchObject({ project_detail_id: detail.id, title: 'Facade', status: 'active' });
    expect(body.images[0].media[body.images[0].image_path]).toMatchObject({ width: 1000, height: 700 });
    for (const g of body.images) expect(uploadExists(t.dataDir, g.image_path)).toBe(true);

    const twenty: FilePart[] = [];
    for (let i = 0; i < 20; i++) twenty.push(await makeImage('png', 20 + i, 20));
    const more = await upload({ project_detail_id: String(detail.id), images: twenty });
    expect(more.statusCode).toBe(200);
    expect(more.json().images.map((g: { sort_order: number }) => g.sort_order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    for (const g of more.json().images) await c.call('DELETE', `/v2/api/gallery/${g.id}`);
    for (const g of body.images) await c.call('DELETE', `/v2/api/gallery/${g.id}`);
  });
});

describe('/v2/api/gallery reads, order, toggles and deletes', () => {
  it('reorders images and lists them by the new order', async () => {
    const [a, b, d] = await c.images(detail.id, 3);
    const res = await c.call('PUT', '/v2/api/gallery/sort-order', { ids: [d.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().images)).toEqual([d.id, a.id, b.id]);
    expect(res.json().images.map((g: { sort_order: number }) => g.sort_order)).toEqual([0, 1, 2]);
    expect(ids((await c.get(`/v2/api/gallery/detail/${detail.id}`)).json().images)).toEqual([d.id, a.id, b.id]);

    // Naming some puts them first; the others follow in their order.
    const partial = await c.call('PUT', '/v2/api/gallery/sort-order', { ids: [String(b.id)] });
    expect(ids(partial.json().images)).toEqual([b.id, d.id, a.id]);
    // A new upload goes to the end.
    const [e] = await c.images(detail.id, 1);
    expect(ids((await c.get(`/v2/api/gallery/detail/${detail.id}`)).json().images)).toEqual([b.id, d.id, a.id, e.id]);

    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { ids: [a.id, a.id] }]) {
      const bad = await c.call('PUT', '/v2/api/gallery/sort-order', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await c.call('PUT', '/v2/api/gallery/sort-order', { ids: [a.id, 99999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Image not found');
    expect(ids((await c.get(`/v2/api/gallery/detail/${detail.id}`)).json().images)).toEqual([b.id, d.id, a.id, e.id]);
    for (const g of [a, b, d, e]) await c.call('DELETE', `/v2/api/gallery/${g.id}`);
  });

  it('reorders the images of one detail only, like the news gallery', async () => {
    const other = await c.detail(project.id);
    const [a] = await c.images(detail.id, 1);
    const [b] = await c.images(other.id, 1);
    const mixed = await c.call('PUT', '/v2/api/gallery/sort-order', { ids: [a.id, b.id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ success: false, message: 'All images must belong to the same detail' });
    const ok = await c.call('PUT', '/v2/api/gallery/sort-order', { ids: [a.id] });
    expect(ok.json()).toMatchObject({ success: true, message: 'Sort order updated successfully' });
    for (const g of [a, b]) await c.call('DELETE', `/v2/api/gallery/${g.id}`);
  });

  it('flips the status with each of the three toggle forms; a visitor sees active images of active details only', async () => {
    const [shown, hidden] = await c.images(detail.id, 2);
    const forms = [
      ['PATCH', `/v2/api/gallery/${hidden.id}/toggle-status`, 'inactive'],
      ['PUT', `/v2/api/gallery/${hidden.id}/toggle-status`, 'active'],
      ['PUT', `/v2/api/gallery/toggle/${hidden.id}`, 'inactive'],
    ] as const;
    for (const [method, url, status] of forms) {
      const res = await c.call(method, url);
      expect(res.json()).toMatchObject({ success: true, image: { id: hidden.id, status } });
      expect(res.json().image.media).toBeTypeOf('object');
    }
    const url = `/v2/api/gallery/detail/${detail.id}`;
    expect(ids((await c.get(url)).json().images)).toEqual([shown.id]);
    expect(ids((await c.get(url, true)).json().images)).toEqual([shown.id, hidden.id]);

    await c.call('PATCH', `/v2/api/details/${detail.id}/toggle-status`);
    const anon = await c.get(url);
    expect(anon.statusCode).toBe(404);
    expect(anon.json().message).toBe('Detail not found');
    expect(ids((await c.get(url, true)).json().images)).toEqual([shown.id, hidden.id]);
    await c.call('PATCH', `/v2/api/details/${detail.id}/toggle-status`);

    await c.call('PATCH', `/v2/api/projects/${project.id}/toggle-status`);
    expect((await c.get(url)).statusCode).toBe(404);
    await c.call('PATCH', `/v2/api/projects/${project.id}/toggle-status`);
    for (const g of [shown, hidden]) await c.call('DELETE', `/v2/api/gallery/${g.id}`);
  });

  it('deletes an image with its files', async () => {
    const [g] = await c.images(detail.id, 1);
    const files = [g.image_path, ...variantPaths(g)];
    for (const f of files) expect(uploadExists(t.dataDir, f)).toBe(true);
    const del = await c.call('DELETE', `/v2/api/gallery/${g.id}`);
    expect(del.json()).toMatchObject({ success: true, message: 'Image deleted successfully' });
    for (const f of files) expect(uploadExists(t.dataDir, f)).toBe(false);
  });

  it('answers 400 for a non-integer id and 404 for an unknown one', async () => {
    for (const res of [
      await c.get('/v2/api/gallery/detail/abc'),
      await c.call('DELETE', '/v2/api/gallery/abc'),
      await c.call('PATCH', '/v2/api/gallery/abc/toggle-status'),
    ]) {
      expect(res.statusCode).toBe(400);
    }
    const notImage = [await c.call('DELETE', '/v2/api/gallery/99999'), await c.call('PUT', '/v2/api/gallery/toggle/99999')];
    for (const res of notImage) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Image not found');
    }
    const noDetail = await c.get('/v2/api/gallery/detail/99999', true);
    expect(noDetail.statusCode).toBe(404);
    expect(noDetail.json().message).toBe('Detail not found');
  });
});
