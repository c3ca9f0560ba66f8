import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, SPOOFED_PNG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { addDetail, addDetailBanner, addGallery, addNews, get, image, sendForm, toggleForms } from '../../test/news-fixtures.ts';

const t = useTestApp();
let newsId: number;

beforeAll(async () => {
  newsId = (await addNews(t.app, t.token)).id;
});

const ids = (list: Array<{ id: number }>) => list.map((n) => n.id);

describe('/api/news-details', () => {
  it('creates a detail with sanitized HTML, default status active and an optional Turkish title', async () => {
    const res = await sendForm(
      t.app,
      'POST',
      '/api/news-details',
      {
        news_id: newsId,
        title_en: 'Foundations poured',
        description_en: '<p>Concrete<script>x()</script></p>',
        gallery_description_tr: '<h2 style="color:red">Galeri</h2>',
        feature_image: await image(),
      },
      t.token,
    );
    expect(res.statusCode).toBe(200);
    const { message, detail } = res.json();
    expect(message).toBe('Detail added successfully');
    expect(detail).toMatchObject({
      news_id: newsId,
      title_en: 'Foundations poured',
      title_tr: '',
      status: 'active',
      description_en: '<p>Concrete</p>',
      gallery_description_tr: '<h2>Galeri</h2>',
    });
    expect(detail.feature_image).toMatch(/^\/uploads\/news-details\/.+\.png$/);
    expect(uploadExists(t.dataDir, detail.feature_image)).toBe(true);
    expect(detail.media[detail.feature_image].width).toBe(40);

    const inactive = await addDetail(t.app, t.token, newsId, { status: 'inactive' });
    expect(inactive.status).toBe('inactive');
  });

  it('checks the English title, the feature image, the news item, the status and the file type', async () => {
    const base = { news_id: newsId, title_en: 'T', feature_image: await image() };
    let res = await sendForm(t.app, 'POST', '/api/news-details', { ...base, title_en: '   ', title_tr: 'Sadece TR' }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Title (EN) is required' });
    res = await sendForm(t.app, 'POST', '/api/news-details', { news_id: newsId, title_en: 'No image' }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Feature image is required');
    res = await sendForm(t.app, 'POST', '/api/news-details', { title_en: 'T', feature_image: await image() }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a news item first');
    res = await sendForm(t.app, 'POST', '/api/news-details', { ...base, news_id: 987654 }, t.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('News not found');
    res = await sendForm(t.app, 'POST', '/api/news-details', { ...base, status: 'sometimes' }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Status must be active or inactive');
    res = await sendForm(t.app, 'POST', '/api/news-details', { ...base, feature_image: SPOOFED_PNG }, t.token);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please select a valid image file (JPEG, PNG, GIF, WebP or SVG)');
    // no file of a refused create is left behind
    const rows = await t.app.db.selectFrom('news_details').select('feature_image').execute();
    const media = await t.app.db.selectFrom('media_files').select('path').where('path', 'like', '/uploads/news-details/%').execute();
    expect(media.map((m) => m.path).sort()).toEqual(rows.map((r) => r.feature_image).sort());
  });

  it('shows visitors the active details of an active item only, and an admin every detail', async () => {
    const item = await addNews(t.app, t.token, { title_en: 'Visibility' });
    const live = await addDetail(t.app, t.token, item.id, { title_en: 'Live' });
    const hidden = await addDetail(t.app, t.token, item.id, { title_en: 'Hidden', status: 'inactive' });

    const anon = (await get(t.app, `/api/news-details/news/${item.id}`)).json();
    expect(ids(anon.details)).toEqual([live.id]);
    expect(anon.data).toEqual(anon.details);
    const admin = (await get(t.app, `/api/news-details/news/${item.id}`, t.token)).json();
    expect(ids(admin.details)).toEqual([live.id, hidden.id]);
    expect(ids(admin.data)).toEqual([live.id, hidden.id]);

    expect((await get(t.app, `/api/news-details/${live.id}`)).json()).toMatchObject({ success: true, detail: { id: live.id, title_en: 'Live' } });
    const secret = await get(t.app, `/api/news-details/${hidden.id}`);
    expect(secret.statusCode).toBe(404);
    // whole: a refusal that carried the hidden detail's fields would leak it
    expect(secret.json()).toEqual({ success: false, message: 'Detail not found', code: 'detail-not-found' });
    expect((await get(t.app, `/api/news-details/${hidden.id}`, t.token)).json().detail.status).toBe('inactive');

    // An inactive news item hides its details from visitors, even the active ones.
    await t.app.inject({ method: 'PUT', url: `/api/admin/news/toggle/${item.id}`, headers: bearer(t.token) });
    const gone = await get(t.app, `/api/news-details/news/${item.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('News not found');
    expect((await get(t.app, `/api/news-details/${live.id}`)).statusCode).toBe(404);
    expect((await get(t.app, `/api/news-details/news/${item.id}`, t.token)).json().details).toHaveLength(2);
  });

  it('updates fields that are sent, keeps the rest, and replaces the image', async () => {
    const detail = await addDetail(t.app, t.token, newsId, { title_tr: 'Eski', description_en: '<p>keep</p>' });
    let res = await sendForm(t.app, 'PUT', `/api/news-details/${detail.id}`, { title_en: 'Renamed', status: 'inactive' }, t.token);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Detail updated successfully',
      detail: { title_en: 'Renamed', title_tr: 'Eski', description_en: '<p>keep</p>', status: 'inactive', feature_image: detail.feature_image },
    });
    res = await sendForm(t.app, 'PUT', `/api/news-details/${detail.id}`, { title_en: '' }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Title (EN) is required');

    res = await sendForm(t.app, 'PUT', `/api/news-details/${detail.id}`, { feature_image: await image() }, t.token);
    const updated = res.json().detail;
    expect(updated.feature_image).not.toBe(detail.feature_image);
    expect(uploadExists(t.dataDir, updated.feature_image)).toBe(true);
    expect(uploadExists(t.dataDir, detail.feature_image)).toBe(false);

    // moving to another news item
    const other = await addNews(t.app, t.token, { title_en: 'Other item' });
    res = await sendForm(t.app, 'PUT', `/api/news-details/${detail.id}`, { news_id: other.id }, t.token);
    expect(res.json().detail.news_id).toBe(other.id);
    res = await sendForm(t.app, 'PUT', `/api/news-details/${detail.id}`, { news_id: 555555 }, t.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('News not found');
  });

  it('flips the status with all three toggle forms', async () => {
    const detail = await addDetail(t.app, t.token, newsId);
    const seen: string[] = [];
    for (const { method, url } of toggleForms('/api/news-details', detail.id)) {
      const res = await t.app.inject({ method, url, headers: bearer(t.token) });
      expect(res.json()).toMatchObject({ success: true, message: 'Detail status updated successfully', detail: { id: detail.id } });
      seen.push(res.json().detail.status);
    }
    expect(seen).toEqual(['inactive', 'active', 'inactive']);
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/news-details/777777/toggle-status', headers: bearer(t.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Detail not found');
  });

  it('deletes a detail with its gallery and banners and their files, leaving its siblings', async () => {
    const detail = await addDetail(t.app, t.token, newsId);
    const sibling = await addDetail(t.app, t.token, newsId);
    const gallery = await addGallery(t.app, t.token, detail.id, 3);
    const banner = await addDetailBanner(t.app, t.token, detail.id);
    const siblingGallery = await addGallery(t.app, t.token, sibling.id, 1);
    const files = [detail.feature_image, ...gallery.map((g: { image: string }) => g.image), banner.banner_image];

    const res = await t.app.inject({ method: 'DELETE', url: `/api/news-details/${detail.id}`, headers: bearer(t.token) });
    expect(res.json()).toMatchObject({ success: true, message: 'Detail deleted successfully' });
    for (const f of files) expect(uploadExists(t.dataDir, f)).toBe(false);
    expect(await t.app.db.selectFrom('news_gallery').select('id').where('news_detail_id', '=', detail.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('news_detail_banners').select('id').where('news_detail_id', '=', detail.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('media_files').select('path').where('path', 'in', files).execute()).toEqual([]);
    expect(uploadExists(t.dataDir, sibling.feature_image)).toBe(true);
    expect(uploadExists(t.dataDir, siblingGallery[0].image)).toBe(true);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/news-details/${detail.id}`, headers: bearer(t.token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Detail not found');
  });

  it('answers 400 for a non-integer id, 404 for an unknown one, 401 for an anonymous write', async () => {
    for (const url of ['/api/news-details/abc', '/api/news-details/news/abc']) {
      const res = await get(t.app, url);
      expect(res.statusCode, url).toBe(400);
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/news-details/abc', headers: bearer(t.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/news-details/toggle/abc', headers: bearer(t.token) })).statusCode).toBe(400);
    const res = await get(t.app, '/api/news-details/424242', t.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Detail not found' });
    const forNews = await get(t.app, '/api/news-details/news/424242', t.token);
    expect(forNews.statusCode).toBe(404);
    expect(forNews.json().message).toBe('News not found');
    const put = await sendForm(t.app, 'PUT', '/api/news-details/424242', { title_en: 'x' }, t.token);
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Detail not found');
    const anon = await sendForm(t.app, 'POST', '/api/news-details', { news_id: newsId, title_en: 'x', feature_image: await image() });
    expect(anon.statusCode).toBe(401);
  });
});
