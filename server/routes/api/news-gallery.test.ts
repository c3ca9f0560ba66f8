import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeImage, SPOOFED_PNG, SVG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { addDetail, addGallery, addNews, get, image, sendForm, toggleForms } from '../../test/news-fixtures.ts';

const t = useTestApp();
let detailId: number;

beforeAll(async () => {
  const news = await addNews(t.app, t.token);
  detailId = (await addDetail(t.app, t.token, news.id)).id;
});

const ids = (list: Array<{ id: number }>) => list.map((n) => n.id);
const galleryFilesOnDisk = () => {
  const dir = path.join(t.dataDir, 'uploads', 'news-gallery');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('/api/news-gallery', () => {
  it('uploads several images at once, with titles, after the existing ones', async () => {
    const res = await sendForm(
      t.app,
      'POST',
      '/api/news-gallery/multiple',
      { news_detail_id: detailId, title_en: 'Site', title_tr: 'Şantiye', images: [await makeImage('jpeg'), await makeImage('webp'), SVG] },
      t.token,
    );
    expect(res.statusCode).toBe(200);
    const { message, gallery } = res.json();
    expect(message).toBe('Images uploaded successfully');
    expect(gallery).toHaveLength(3);
    expect(gallery.map((g: { sort_order: number }) => g.sort_order)).toEqual([0, 1, 2]);
    expect(gallery[0]).toMatchObject({ news_detail_id: detailId, title_en: 'Site', title_tr: 'Şantiye', status: 'active' });
    expect(gallery[0].image).toMatch(/^\/uploads\/news-gallery\/.+\.jpg$/);
    expect(gallery[2].image).toMatch(/\.svg$/);
    for (const g of gallery) expect(uploadExists(t.dataDir, g.image)).toBe(true);
    expect(gallery[0].media[gallery[0].image].variants.length).toBeGreaterThan(0);

    const more = await addGallery(t.app, t.token, detailId, 1);
    expect(more[0].sort_order).toBe(3);
    const list = (await get(t.app, `/api/news-gallery/detail/${detailId}`)).json().gallery;
    expect(ids(list)).toEqual([...ids(gallery), more[0].id]);
  });

  it('checks the detail and that there is at least one image', async () => {
    let res = await sendForm(t.app, 'POST', '/api/news-gallery/multiple', { news_detail_id: detailId }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please select at least one image' });
    res = await sendForm(t.app, 'POST', '/api/news-gallery/multiple', { images: [await image()] }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a detail first');
    res = await sendForm(t.app, 'POST', '/api/news-gallery/multiple', { news_detail_id: 99999, images: [await image()] }, t.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Detail not found');
  });

  it('stores nothing when one file of an upload is refused', async () => {
    const before = (await get(t.app, `/api/news-gallery/detail/${detailId}`, t.token)).json().gallery.length;
    const filesBefore = galleryFilesOnDisk().length;
    const res = await sendForm(
      t.app,
      'POST',
      '/api/news-gallery/multiple',
      { news_detail_id: detailId, images: [await image(), SPOOFED_PNG, await image()] },
      t.token,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please select a valid image file (JPEG, PNG, GIF, WebP or SVG)');
    expect((await get(t.app, `/api/news-gallery/detail/${detailId}`, t.token)).json().gallery).toHaveLength(before);
    expect(galleryFilesOnDisk()).toHaveLength(filesBefore);
  });

  it('reorders the images; the ones not named follow in their old order', async () => {
    const news = await addNews(t.app, t.token, { title_en: 'Sorting' });
    const detail = await addDetail(t.app, t.token, news.id);
    const [a, b, c, d] = ids(await addGallery(t.app, t.token, detail.id, 4));
    const res = await t.app.inject({ method: 'PUT', url: '/api/news-gallery/sort-order', headers: bearer(t.token), payload: { ids: [c, a] } });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().gallery)).toEqual([c, a, b, d]);
    expect(res.json().gallery.map((g: { sort_order: number }) => g.sort_order)).toEqual([0, 1, 2, 3]);
    expect(ids((await get(t.app, `/api/news-gallery/detail/${detail.id}`)).json().gallery)).toEqual([c, a, b, d]);

    let bad = await t.app.inject({ method: 'PUT', url: '/api/news-gallery/sort-order', headers: bearer(t.token), payload: { ids: [a, 999999] } });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe('Image not found');
    const other = await addGallery(t.app, t.token, detailId, 1);
    bad = await t.app.inject({ method: 'PUT', url: '/api/news-gallery/sort-order', headers: bearer(t.token), payload: { ids: [a, other[0].id] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('All images must belong to the same detail');
    bad = await t.app.inject({ method: 'PUT', url: '/api/news-gallery/sort-order', headers: bearer(t.token), payload: { ids: [] } });
    expect(bad.statusCode).toBe(400);
    bad = await t.app.inject({ method: 'PUT', url: '/api/news-gallery/sort-order', payload: { ids: [a] } });
    expect(bad.statusCode).toBe(401);
  });

  it('reorders like the project gallery: ids as numbers or digits, each once; one message; at most 20 files an upload', async () => {
    const news = await addNews(t.app, t.token, { title_en: 'Same rules' });
    const detail = await addDetail(t.app, t.token, news.id);
    const [a, b, c] = ids(await addGallery(t.app, t.token, detail.id, 3));
    const res = await t.app.inject({ method: 'PUT', url: '/api/news-gallery/sort-order', headers: bearer(t.token), payload: { ids: [String(b), c] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Sort order updated successfully' });
    expect(ids(res.json().gallery)).toEqual([b, c, a]);
    for (const payload of [{}, { ids: ['x'] }, { ids: [a, a] }]) {
      const bad = await t.app.inject({ method: 'PUT', url: '/api/news-gallery/sort-order', headers: bearer(t.token), payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toBe('Please send the image ids in their new order');
    }
    const one = await image();
    const tooMany = await sendForm(
      t.app,
      'POST',
      '/api/news-gallery/multiple',
      { news_detail_id: detail.id, images: Array.from({ length: 21 }, () => one) },
      t.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(ids((await get(t.app, `/api/news-gallery/detail/${detail.id}`, t.token)).json().gallery)).toEqual([b, c, a]);
  });

  it('hides inactive images and the images of a hidden detail from visitors', async () => {
    const news = await addNews(t.app, t.token, { title_en: 'Hiding' });
    const detail = await addDetail(t.app, t.token, news.id);
    const [shown, hidden] = ids(await addGallery(t.app, t.token, detail.id, 2));
    const flip = await t.app.inject({ method: 'PUT', url: `/api/news-gallery/toggle/${hidden}`, headers: bearer(t.token) });
    expect(flip.json()).toMatchObject({ success: true, message: 'Image status updated successfully', image: { id: hidden, status: 'inactive' } });
    expect(ids((await get(t.app, `/api/news-gallery/detail/${detail.id}`)).json().gallery)).toEqual([shown]);
    expect(ids((await get(t.app, `/api/news-gallery/detail/${detail.id}`, t.token)).json().gallery)).toEqual([shown, hidden]);

    await t.app.inject({ method: 'PUT', url: `/api/news-details/toggle/${detail.id}`, headers: bearer(t.token) });
    const res = await get(t.app, `/api/news-gallery/detail/${detail.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Detail not found');
    expect((await get(t.app, `/api/news-gallery/detail/${detail.id}`, t.token)).json().gallery).toHaveLength(2);
  });

  it('flips the status with all three toggle forms', async () => {
    const [img] = await addGallery(t.app, t.token, detailId, 1);
    const seen: string[] = [];
    for (const { method, url } of toggleForms('/api/news-gallery', img.id)) {
      const res = await t.app.inject({ method, url, headers: bearer(t.token) });
      expect(res.json().message).toBe('Image status updated successfully');
      expect(res.json().image.media[img.image]).toBeDefined();
      seen.push(res.json().image.status);
    }
    expect(seen).toEqual(['inactive', 'active', 'inactive']);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/news-gallery/888888/toggle-status', headers: bearer(t.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Image not found');
  });

  it('deletes an image and its file', async () => {
    const [img] = await addGallery(t.app, t.token, detailId, 1);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/news-gallery/${img.id}`, headers: bearer(t.token) });
    expect(res.json()).toMatchObject({ success: true, message: 'Image deleted successfully' });
    expect(uploadExists(t.dataDir, img.image)).toBe(false);
    expect(ids((await get(t.app, `/api/news-gallery/detail/${detailId}`, t.token)).json().gallery)).not.toContain(img.id);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/news-gallery/${img.id}`, headers: bearer(t.token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Image not found');
  });

  it('answers 400 for a non-integer id and 404 for an unknown detail', async () => {
    expect((await get(t.app, '/api/news-gallery/detail/abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/news-gallery/abc', headers: bearer(t.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/news-gallery/abc/toggle-status', headers: bearer(t.token) })).statusCode).toBe(400);
    const res = await get(t.app, '/api/news-gallery/detail/424242', t.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Detail not found' });
  });
});
