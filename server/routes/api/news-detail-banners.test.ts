import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, SPOOFED_PNG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { addDetail, addDetailBanner, addNews, get, image, sendForm, toggleForms } from '../../test/news-fixtures.ts';

const t = useTestApp();
let newsId: number;

beforeAll(async () => {
  newsId = (await addNews(t.app, t.token)).id;
});

const ids = (list: Array<{ id: number }>) => list.map((n) => n.id);
const P = '/api/news-details-banners';

describe('/api/news-details-banners', () => {
  it('creates a banner with sanitized gallery descriptions; titles are optional', async () => {
    const detail = await addDetail(t.app, t.token, newsId);
    const res = await sendForm(
      t.app,
      'POST',
      P,
      { news_detail_id: detail.id, gallery_description_en: '<p>Gallery <iframe src="x"></iframe>text</p>', banner_image: await image() },
      t.token,
    );
    expect(res.statusCode).toBe(200);
    const { message, banner } = res.json();
    expect(message).toBe('Banner added successfully');
    expect(banner).toMatchObject({ news_detail_id: detail.id, title_en: '', title_tr: '', gallery_description_en: '<p>Gallery text</p>', status: 'active' });
    expect(banner.banner_image).toMatch(/^\/uploads\/news-detail-banners\/.+\.png$/);
    expect(uploadExists(t.dataDir, banner.banner_image)).toBe(true);
    expect(banner.media[banner.banner_image]).toMatchObject({ width: 40, height: 30 });
  });

  it('requires the image and a known detail, and refuses a spoofed image', async () => {
    const detail = await addDetail(t.app, t.token, newsId);
    let res = await sendForm(t.app, 'POST', P, { news_detail_id: detail.id, title_en: 'No image' }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please upload a banner image' });
    res = await sendForm(t.app, 'POST', P, { title_en: 'No detail', banner_image: await image() }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a detail first');
    res = await sendForm(t.app, 'POST', P, { news_detail_id: 'abc', banner_image: await image() }, t.token);
    expect(res.json().message).toBe('Please select a detail first');
    res = await sendForm(t.app, 'POST', P, { news_detail_id: 313131, banner_image: await image() }, t.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Detail not found');
    res = await sendForm(t.app, 'POST', P, { news_detail_id: detail.id, banner_image: SPOOFED_PNG }, t.token);
    expect(res.statusCode).toBe(415);
    expect((await get(t.app, `${P}/detail/${detail.id}`, t.token)).json().banners).toEqual([]);
  });

  it('lists the banners of a detail: visitors see the active ones of a visible detail', async () => {
    const detail = await addDetail(t.app, t.token, newsId);
    const a = await addDetailBanner(t.app, t.token, detail.id, { title_en: 'A' });
    const b = await addDetailBanner(t.app, t.token, detail.id, { title_en: 'B' });
    await t.app.inject({ method: 'PATCH', url: `${P}/${b.id}/toggle-status`, headers: bearer(t.token) });
    expect(ids((await get(t.app, `${P}/detail/${detail.id}`)).json().banners)).toEqual([a.id]);
    expect(ids((await get(t.app, `${P}/detail/${detail.id}`, t.token)).json().banners)).toEqual([a.id, b.id]);

    await t.app.inject({ method: 'PATCH', url: `/api/news-details/${detail.id}/toggle-status`, headers: bearer(t.token) });
    const hidden = await get(t.app, `${P}/detail/${detail.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Detail not found');
  });

  it("answers a detail's active banner, the newest one, or 404 when it has none", async () => {
    const detail = await addDetail(t.app, t.token, newsId);
    let res = await get(t.app, `${P}/${detail.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Banner not found' });

    const first = await addDetailBanner(t.app, t.token, detail.id, { title_en: 'First' });
    const second = await addDetailBanner(t.app, t.token, detail.id, { title_en: 'Second' });
    res = await get(t.app, `${P}/${detail.id}`);
    expect(res.json()).toMatchObject({ success: true, banner: { id: second.id, title_en: 'Second' } });
    expect(res.json().banner.media[second.banner_image]).toBeDefined();

    await t.app.inject({ method: 'PUT', url: `${P}/toggle/${second.id}`, headers: bearer(t.token) });
    expect((await get(t.app, `${P}/${detail.id}`)).json().banner.id).toBe(first.id);
    // with a token too, only an active banner is answered
    await t.app.inject({ method: 'PUT', url: `${P}/toggle/${first.id}`, headers: bearer(t.token) });
    expect((await get(t.app, `${P}/${detail.id}`, t.token)).statusCode).toBe(404);

    // a hidden detail hides its banner from visitors
    await t.app.inject({ method: 'PUT', url: `${P}/toggle/${first.id}`, headers: bearer(t.token) });
    await t.app.inject({ method: 'PUT', url: `/api/news-details/toggle/${detail.id}`, headers: bearer(t.token) });
    expect((await get(t.app, `${P}/${detail.id}`)).statusCode).toBe(404);
    expect((await get(t.app, `${P}/${detail.id}`, t.token)).json().banner.id).toBe(first.id);
  });

  it('updates the sent fields and replaces the image, removing the old file', async () => {
    const detail = await addDetail(t.app, t.token, newsId);
    const banner = await addDetailBanner(t.app, t.token, detail.id, { title_tr: 'Kalır' });
    let res = await sendForm(t.app, 'PUT', `${P}/${banner.id}`, { title_en: 'Changed', gallery_description_tr: '<p>yeni</p>' }, t.token);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Banner updated successfully',
      banner: { title_en: 'Changed', title_tr: 'Kalır', gallery_description_tr: '<p>yeni</p>', banner_image: banner.banner_image },
    });
    res = await sendForm(t.app, 'PUT', `${P}/${banner.id}`, { banner_image: await image() }, t.token);
    const updated = res.json().banner;
    expect(updated.banner_image).not.toBe(banner.banner_image);
    expect(uploadExists(t.dataDir, updated.banner_image)).toBe(true);
    expect(uploadExists(t.dataDir, banner.banner_image)).toBe(false);
    res = await sendForm(t.app, 'PUT', `${P}/${banner.id}`, { news_detail_id: 565656 }, t.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Detail not found');
  });

  it('flips the status with all three toggle forms', async () => {
    const detail = await addDetail(t.app, t.token, newsId);
    const banner = await addDetailBanner(t.app, t.token, detail.id);
    const seen: string[] = [];
    for (const { method, url } of toggleForms(P, banner.id)) {
      const res = await t.app.inject({ method, url, headers: bearer(t.token) });
      expect(res.json()).toMatchObject({ success: true, message: 'Banner status updated successfully', banner: { id: banner.id } });
      seen.push(res.json().banner.status);
    }
    expect(seen).toEqual(['inactive', 'active', 'inactive']);
  });

  it('deletes a banner and its file', async () => {
    const detail = await addDetail(t.app, t.token, newsId);
    const banner = await addDetailBanner(t.app, t.token, detail.id);
    const res = await t.app.inject({ method: 'DELETE', url: `${P}/${banner.id}`, headers: bearer(t.token) });
    expect(res.json()).toMatchObject({ success: true, message: 'Banner deleted successfully' });
    expect(uploadExists(t.dataDir, banner.banner_image)).toBe(false);
    expect(uploadExists(t.dataDir, detail.feature_image)).toBe(true);
    const again = await t.app.inject({ method: 'DELETE', url: `${P}/${banner.id}`, headers: bearer(t.token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Banner not found');
  });

  it('answers 400 for a non-integer id and 404 for unknown ones', async () => {
    for (const url of [`${P}/abc`, `${P}/detail/abc`]) expect((await get(t.app, url)).statusCode, url).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `${P}/abc`, headers: bearer(t.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `${P}/toggle/abc`, headers: bearer(t.token) })).statusCode).toBe(400);
    const put = await sendForm(t.app, 'PUT', `${P}/434343`, { title_en: 'x' }, t.token);
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Banner not found');
    const list = await get(t.app, `${P}/detail/434343`, t.token);
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Detail not found');
    const toggle = await t.app.inject({ method: 'PUT', url: `${P}/toggle/434343`, headers: bearer(t.token) });
    expect(toggle.json()).toMatchObject({ success: false, message: 'Banner not found' });
  });
});
