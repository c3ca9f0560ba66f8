import { describe, expect, it } from 'vitest';
import { slugRedirects } from '../../../content-db/slugs.ts';
import { bearer, SPOOFED_PNG, SVG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { addDetail, addDetailBanner, addGallery, addNews, get, image, sendForm, toggleForms } from '../../test/news-fixtures.ts';

const t = useTestApp();

const ids = (list: Array<{ id: number }>) => list.map((n) => n.id);

describe('/api/news and /api/admin/news', () => {
  it('refuses writes without a token and the admin list without a token', async () => {
    const res = await sendForm(t.app, 'POST', '/api/admin/news', { title_en: 'A', title_tr: 'B', image: await image() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Unauthorized' });
    expect((await get(t.app, '/api/admin/news')).statusCode).toBe(401);
  });

  it('creates an item with a sanitized description, a slug, the stored image and its media', async () => {
    const res = await sendForm(
      t.app,
      'POST',
      '/api/admin/news',
      {
        title_en: 'New Site Opened in Trabzon!',
        title_tr: 'Trabzon’da yeni şantiye',
        description_en: '<p onclick="x()">Hello<script>alert(1)</script></p>',
        description_tr: '<p>Merhaba</p>',
        image: await image(),
        status: 'inactive', // not a create field: ignored
      },
      t.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'News created successfully' });
    const item = body.news;
    expect(item).toMatchObject({
      title_en: 'New Site Opened in Trabzon!',
      slug: 'new-site-opened-in-trabzon',
      status: 'active',
      description_en: '<p>Hello</p>',
    });
    expect(item.image).toMatch(/^\/uploads\/news\/.+\.png$/);
    expect(uploadExists(t.dataDir, item.image)).toBe(true);
    expect(item.media[item.image]).toMatchObject({ width: 40, height: 30 });
    expect(item.media[item.image].variants.length).toBeGreaterThan(0);
    expect(typeof item.created_at).toBe('string');
  });

  it('checks both titles and the image on create, and refuses a spoofed image by its bytes', async () => {
    let res = await sendForm(t.app, 'POST', '/api/admin/news', { title_en: 'Only English', title_tr: '  ', image: await image() }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please fill in all required fields' });
    res = await sendForm(t.app, 'POST', '/api/admin/news', { title_tr: 'Sadece Türkçe', image: await image() }, t.token);
    expect(res.json().message).toBe('Please fill in all required fields');
    res = await sendForm(t.app, 'POST', '/api/admin/news', { title_en: 'No image', title_tr: 'Resim yok' }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload an image');
    res = await sendForm(t.app, 'POST', '/api/admin/news', { title_en: 'Evil', title_tr: 'Kötü', image: SPOOFED_PNG }, t.token);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please select a valid image file (JPEG, PNG, GIF, WebP or SVG)');
    const all = (await get(t.app, '/api/admin/news', t.token)).json().news as Array<{ title_en: string }>;
    expect(all.map((n) => n.title_en)).not.toContain('Evil');
  });

  it('gives a clashing title the next free slug', async () => {
    const a = await addNews(t.app, t.token, { title_en: 'Annual Report' });
    const b = await addNews(t.app, t.token, { title_en: 'Annual  Report!' });
    const c = await addNews(t.app, t.token, { title_en: 'annual report' });
    expect([a.slug, b.slug, c.slug]).toEqual(['annual-report', 'annual-report-2', 'annual-report-3']);
  });

  it('hides inactive items from visitors and shows every item to an admin', async () => {
    const live = await addNews(t.app, t.token, { title_en: 'Live one' });
    const hidden = await addNews(t.app, t.token, { title_en: 'Hidden one' });
    const flip = await t.app.inject({ method: 'PUT', url: `/api/admin/news/toggle/${hidden.id}`, headers: bearer(t.token) });
    expect(flip.json()).toMatchObject({ success: true, message: 'News status updated successfully', news: { id: hidden.id, status: 'inactive' } });

    const publicList = (await get(t.app, '/api/news')).json().news;
    expect(ids(publicList)).toContain(live.id);
    expect(ids(publicList)).not.toContain(hidden.id);
    expect(publicList.every((n: { status: string }) => n.status === 'active')).toBe(true);

    expect(ids((await get(t.app, '/api/news', t.token)).json().news)).toContain(hidden.id);
    const admin = (await get(t.app, '/api/admin/news', t.token)).json();
    expect(admin.message).toBe('News fetched successfully');
    expect(ids(admin.news)).toEqual(expect.arrayContaining([live.id, hidden.id]));
    // newest first
    expect(ids(admin.news).indexOf(hidden.id)).toBeLessThan(ids(admin.news).indexOf(live.id));

    const one = await get(t.app, `/api/news/${live.id}`);
    expect(one.json()).toMatchObject({ success: true, news: { id: live.id, slug: 'live-one' } });
    expect(one.json().news.media[live.image]).toBeDefined();
    const secret = await get(t.app, `/api/news/${hidden.id}`);
    expect(secret.statusCode).toBe(404);
    // whole: a refusal that carried the hidden item's fields would leak it
    expect(secret.json()).toEqual({ success: false, message: 'News not found', code: 'news-not-found' });
    expect((await get(t.app, `/api/news/${hidden.id}`, t.token)).json().news.status).toBe('inactive');
  });

  it('flips the status with all three toggle forms', async () => {
    const item = await addNews(t.app, t.token, { title_en: 'Toggled' });
    const seen: string[] = [];
    for (const { method, url } of toggleForms('/api/admin/news', item.id)) {
      const res = await t.app.inject({ method, url, headers: bearer(t.token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('News status updated successfully');
      expect(res.json().news.media[item.image]).toBeDefined();
      seen.push(res.json().news.status);
    }
    expect(seen).toEqual(['inactive', 'active', 'inactive']);
    const anon = await t.app.inject({ method: 'PATCH', url: `/api/admin/news/${item.id}/toggle-status` });
    expect(anon.statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/news/toggle/99999', headers: bearer(t.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('News not found');
  });

  it('updates texts, keeps the image when none is sent and removes the replaced one', async () => {
    const item = await addNews(t.app, t.token, { title_en: 'Before edit' });
    let res = await sendForm(
      t.app,
      'PUT',
      `/api/admin/news/${item.id}`,
      { title_tr: 'Düzenlendi', description_en: '<p>new <b>text</b><img src="https://evil.test/x.png"></p>' },
      t.token,
    );
    expect(res.json()).toMatchObject({
      success: true,
      message: 'News updated successfully',
      news: { title_en: 'Before edit', title_tr: 'Düzenlendi', slug: 'before-edit', image: item.image, description_en: '<p>new <b>text</b></p>' },
    });
    expect(uploadExists(t.dataDir, item.image)).toBe(true);

    res = await sendForm(t.app, 'PUT', `/api/admin/news/${item.id}`, { title_en: '' }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields');

    res = await sendForm(t.app, 'PUT', `/api/admin/news/${item.id}`, { image: SVG }, t.token);
    const replaced = res.json().news;
    expect(replaced.image).toMatch(/^\/uploads\/news\/.+\.svg$/);
    expect(uploadExists(t.dataDir, replaced.image)).toBe(true);
    expect(uploadExists(t.dataDir, item.image)).toBe(false);

    res = await sendForm(t.app, 'PUT', `/api/admin/news/${item.id}`, { image: SPOOFED_PNG }, t.token);
    expect(res.statusCode).toBe(415);
    expect(uploadExists(t.dataDir, replaced.image)).toBe(true);
  });

  it('gives a renamed item a new slug and remembers the old one', async () => {
    const item = await addNews(t.app, t.token, { title_en: 'Old Headline' });
    const other = await addNews(t.app, t.token, { title_en: 'Fresh Headline' });
    const res = await sendForm(t.app, 'PUT', `/api/admin/news/${item.id}`, { title_en: 'Fresh Headline' }, t.token);
    expect(res.json().news.slug).toBe('fresh-headline-2');
    expect(other.slug).toBe('fresh-headline');
    const redirects = await slugRedirects(t.app.db, 'news');
    expect(redirects).toContainEqual({ from: 'old-headline', to: 'fresh-headline-2', id: item.id });

    // The same title with other case or punctuation keeps the slug and adds no redirect.
    await sendForm(t.app, 'PUT', `/api/admin/news/${item.id}`, { title_en: 'Fresh headline!' }, t.token);
    expect((await get(t.app, `/api/news/${item.id}`)).json().news.slug).toBe('fresh-headline-2');
    expect((await slugRedirects(t.app.db, 'news')).filter((r) => r.id === item.id)).toHaveLength(1);

    // A new item that takes the old slug wins over the redirect.
    const reuse = await addNews(t.app, t.token, { title_en: 'Old Headline' });
    expect(reuse.slug).toBe('old-headline');
    expect((await slugRedirects(t.app.db, 'news')).map((r) => r.from)).not.toContain('old-headline');
  });

  it('deletes an item with its details, galleries and banners, and removes all their files', async () => {
    const item = await addNews(t.app, t.token, { title_en: 'Going away' });
    const detail = await addDetail(t.app, t.token, item.id);
    const gallery = await addGallery(t.app, t.token, detail.id, 2);
    const banner = await addDetailBanner(t.app, t.token, detail.id);
    const keep = await addNews(t.app, t.token, { title_en: 'Staying' });
    const keepDetail = await addDetail(t.app, t.token, keep.id);
    const files = [item.image, detail.feature_image, ...gallery.map((g: { image: string }) => g.image), banner.banner_image];
    for (const f of files) expect(uploadExists(t.dataDir, f)).toBe(true);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/news/${item.id}`, headers: bearer(t.token) });
    expect(res.json()).toMatchObject({ success: true, message: 'News deleted successfully' });
    for (const f of files) expect(uploadExists(t.dataDir, f)).toBe(false);
    expect((await get(t.app, `/api/news/${item.id}`, t.token)).statusCode).toBe(404);
    expect((await get(t.app, `/api/news-details/${detail.id}`, t.token)).statusCode).toBe(404);
    expect((await get(t.app, `/api/news-gallery/detail/${detail.id}`, t.token)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('news_gallery').select('id').where('news_detail_id', '=', detail.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('news_detail_banners').select('id').where('id', '=', banner.id).execute()).toEqual([]);
    // the other item and its files are untouched
    expect((await get(t.app, `/api/news-details/${keepDetail.id}`, t.token)).statusCode).toBe(200);
    expect(uploadExists(t.dataDir, keep.image)).toBe(true);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/news/${item.id}`, headers: bearer(t.token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('News not found');
  });

  it('answers 400 for a non-integer id and 404 for an unknown one', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/api/news/abc' },
      { method: 'PUT' as const, url: '/api/admin/news/abc' },
      { method: 'DELETE' as const, url: '/api/admin/news/abc' },
      { method: 'PATCH' as const, url: '/api/admin/news/abc/toggle-status' },
    ]) {
      const res = await t.app.inject({ ...req, headers: bearer(t.token) });
      expect(res.statusCode, req.url).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await get(t.app, '/api/news/424242', t.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'News not found' });
    const put = await sendForm(t.app, 'PUT', '/api/admin/news/424242', { title_en: 'x', title_tr: 'y' }, t.token);
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('News not found');
  });

  it('queues a site build after each successful write', async () => {
    const before = t.publishRequests.length;
    await addNews(t.app, t.token, { title_en: 'Published' });
    expect(t.publishRequests.length).toBe(before + 1);
    await sendForm(t.app, 'POST', '/api/admin/news', { title_en: '', title_tr: '' }, t.token);
    expect(t.publishRequests.length).toBe(before + 1);
  });
});
