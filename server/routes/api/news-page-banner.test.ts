import { describe, expect, it } from 'vitest';
import { bearer, makeImage, SPOOFED_PNG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { get, image, sendForm, toggleForms } from '../../test/news-fixtures.ts';

const t = useTestApp();

const P = '/api/news-page-banner';
const ids = (list: Array<{ id: number }>) => list.map((n) => n.id);
async function addBanner(fields: Record<string, string> = {}) {
  const res = await sendForm(t.app, 'POST', P, { title_en: 'News', title_tr: 'Haberler', banner: await image(), ...fields }, t.token);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
}

describe('/api/news-page-banner', () => {
  it('answers 404 on /active while there is no banner', async () => {
    const res = await get(t.app, `${P}/active`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Banner not found' });
  });

  it('creates a banner from the `banner` file field', async () => {
    const res = await sendForm(t.app, 'POST', P, { title_en: 'Latest News', title_tr: 'Son Haberler', banner: await image() }, t.token);
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Banner added successfully');
    expect(data).toMatchObject({ title_en: 'Latest News', title_tr: 'Son Haberler', status: 'active' });
    expect(data.banner_image).toMatch(/^\/uploads\/news-banners\/.+\.png$/);
    expect(uploadExists(t.dataDir, data.banner_image)).toBe(true);
    expect(data.media[data.banner_image]).toMatchObject({ width: 40, height: 30 });
  });

  it('checks both titles and the image, refuses a spoofed image, and does not enforce the 10MB advice', async () => {
    let res = await sendForm(t.app, 'POST', P, { title_en: 'Only EN', banner: await image() }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please fill in all required fields' });
    res = await sendForm(t.app, 'POST', P, { title_en: ' ', title_tr: 'Sadece TR', banner: await image() }, t.token);
    expect(res.json().message).toBe('Please fill in all required fields');
    res = await sendForm(t.app, 'POST', P, { title_en: 'No image', title_tr: 'Resim yok' }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload a banner image');
    res = await sendForm(t.app, 'POST', P, { title_en: 'Evil', title_tr: 'Kötü', banner: SPOOFED_PNG }, t.token);
    expect(res.statusCode).toBe(415);

    // An image over 10MB (a PNG padded after its end) is accepted: 10MB is advice only.
    const png = await makeImage('png', 20, 20);
    const big = { ...png, content: Buffer.concat([png.content, Buffer.alloc(11 * 1024 * 1024)]) };
    res = await sendForm(t.app, 'POST', P, { title_en: 'Big', title_tr: 'Büyük', banner: big }, t.token);
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `${P}/${res.json().data.id}`, headers: bearer(t.token) });
  });

  it('shows visitors active banners only; /active answers the newest active one whatever the token', async () => {
    const older = await addBanner({ title_en: 'Older' });
    const newer = await addBanner({ title_en: 'Newer' });
    const flip = await t.app.inject({ method: 'PUT', url: `${P}/toggle/${newer.id}`, headers: bearer(t.token) });
    expect(flip.json()).toMatchObject({ success: true, message: 'Banner status updated successfully', data: { id: newer.id, status: 'inactive' } });

    const anon = (await get(t.app, P)).json().data;
    expect(ids(anon)).toContain(older.id);
    expect(ids(anon)).not.toContain(newer.id);
    const admin = (await get(t.app, P, t.token)).json().data;
    expect(ids(admin).slice(0, 2)).toEqual([newer.id, older.id]);

    for (const who of [undefined, t.token]) {
      const active = await get(t.app, `${P}/active`, who);
      expect(active.json()).toMatchObject({ success: true, data: { id: older.id, status: 'active' } });
      expect(Array.isArray(active.json().data)).toBe(false);
    }

    expect((await get(t.app, `${P}/${newer.id}`)).statusCode).toBe(404);
    expect((await get(t.app, `${P}/${newer.id}`, t.token)).json().data.id).toBe(newer.id);
    expect((await get(t.app, `${P}/${older.id}`)).json().data.id).toBe(older.id);
  });

  it('updates titles, keeps the image unless one is sent, and removes a replaced one', async () => {
    const banner = await addBanner();
    let res = await sendForm(t.app, 'PUT', `${P}/${banner.id}`, { title_en: 'Press', title_tr: 'Basın' }, t.token);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Banner updated successfully',
      data: { title_en: 'Press', title_tr: 'Basın', banner_image: banner.banner_image },
    });
    res = await sendForm(t.app, 'PUT', `${P}/${banner.id}`, { title_tr: '' }, t.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields');
    res = await sendForm(t.app, 'PUT', `${P}/${banner.id}`, { banner: await image() }, t.token);
    const updated = res.json().data;
    expect(updated.banner_image).not.toBe(banner.banner_image);
    expect(uploadExists(t.dataDir, updated.banner_image)).toBe(true);
    expect(uploadExists(t.dataDir, banner.banner_image)).toBe(false);
  });

  it('flips the status with all three toggle forms', async () => {
    const banner = await addBanner();
    const seen: string[] = [];
    for (const { method, url } of toggleForms(P, banner.id)) {
      const res = await t.app.inject({ method, url, headers: bearer(t.token) });
      expect(res.json().message).toBe('Banner status updated successfully');
      seen.push(res.json().data.status);
    }
    expect(seen).toEqual(['inactive', 'active', 'inactive']);
  });

  it('deletes a banner and its file', async () => {
    const banner = await addBanner();
    const res = await t.app.inject({ method: 'DELETE', url: `${P}/${banner.id}`, headers: bearer(t.token) });
    expect(res.json()).toMatchObject({ success: true, message: 'Banner deleted successfully' });
    expect(uploadExists(t.dataDir, banner.banner_image)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `${P}/${banner.id}`, headers: bearer(t.token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Banner not found');
  });

  it('answers 400 for a non-integer id and 404 for an unknown one', async () => {
    expect((await get(t.app, `${P}/abc`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `${P}/abc`, headers: bearer(t.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: `${P}/abc/toggle-status`, headers: bearer(t.token) })).statusCode).toBe(400);
    const res = await sendForm(t.app, 'PUT', `${P}/979797`, { title_en: 'a', title_tr: 'b' }, t.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Banner not found');
    expect((await get(t.app, `${P}/979797`, t.token)).json()).toMatchObject({ success: false, message: 'Banner not found' });
  });
});
