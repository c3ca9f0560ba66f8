import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();
let home: number;
let about: number;
let contact: number;

async function page(en: string, tr: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/v2/api/pages', headers: bearer(t.token), payload: { page_name_en: en, page_name_tr: tr } });
  return res.json().page.id;
}
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.token), ...(payload ? { payload } : {}) });
const get = (url: string, signedIn = false) => t.app.inject({ method: 'GET', url, headers: signedIn ? bearer(t.token) : {} });

beforeAll(async () => {
  home = await page('Home', 'Ana Sayfa');
  about = await page('About Us', 'Hakkımızda');
  contact = await page('Contact', 'İletişim');
});

describe('/v2/api/menu', () => {
  it('answers no primary menu while none exists', async () => {
    const res = await get('/v2/api/menu/primary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, menu: null, menus: [] });
  });

  it('refuses writes without a token and a blank title', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/v2/api/menu', payload: { title: 'Main' } });
    expect(anon.statusCode).toBe(401);
    const blank = await write('POST', '/v2/api/menu', { title: '   ', data: { pages: [] } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ success: false, message: 'Please enter a menu title' });
    const missing = await write('POST', '/v2/api/menu', { is_primary: 1 });
    expect(missing.json().message).toBe('Please enter a menu title');
  });

  it('creates a menu, filling defaults and dropping entries of unknown pages', async () => {
    const res = await write('POST', '/v2/api/menu', {
      title: ' Footer ',
      is_primary: 0,
      data: { pages: [{ id: about, name: 'About', name_tr: 'Biz' }, { id: 9999, name: 'Ghost' }, { id: String(home) }] },
    });
    expect(res.statusCode).toBe(200);
    const { menu, message } = res.json();
    expect(message).toBe('Menu created successfully');
    expect(menu).toMatchObject({ title: 'Footer', is_primary: 0, pageCount: 2 });
    expect(menu.data.pages).toEqual([
      { id: about, name: 'About', name_tr: 'Biz', active: true, position: 0, page_name: 'About Us', menu_name_en: 'About', menu_name_tr: 'Biz' },
      { id: home, name: 'Home', name_tr: 'Ana Sayfa', active: true, position: 2, page_name: 'Home', menu_name_en: 'Home', menu_name_tr: 'Ana Sayfa' },
    ]);
    expect(menu.created_at).toBeTruthy();
    expect(menu.updated_at).toBeTruthy();
  });

  it('accepts data as a JSON string', async () => {
    const res = await write('POST', '/v2/api/menu', { title: 'Stringy', data: JSON.stringify({ pages: [{ id: contact, active: 'false', position: 3 }] }) });
    expect(res.json().menu.data.pages).toMatchObject([{ id: contact, active: false, position: 3 }]);
    const bad = await write('POST', '/v2/api/menu', { title: 'Broken', data: '{not json' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps only one primary menu', async () => {
    const a = (await write('POST', '/v2/api/menu', { title: 'A', is_primary: 1, data: { pages: [] } })).json().menu;
    const b = (await write('POST', '/v2/api/menu', { title: 'B', is_primary: true, data: { pages: [] } })).json().menu;
    const primaries = async () =>
      (await get('/v2/api/menu', true))
        .json()
        .menus.filter((m: { is_primary: number }) => m.is_primary === 1)
        .map((m: { id: number }) => m.id);
    expect(await primaries()).toEqual([b.id]);

    const upd = await write('PUT', `/v2/api/menu/${a.id}`, { id: a.id, title: 'A again', is_primary: '1', data: { pages: [] } });
    expect(upd.json()).toMatchObject({ success: true, message: 'Menu updated successfully', menu: { id: a.id, title: 'A again', is_primary: 1 } });
    expect(await primaries()).toEqual([a.id]);
    expect((await get('/v2/api/menu/primary')).json().menu.id).toBe(a.id);
  });

  it('shows the public only the active entries of the primary menu, by position', async () => {
    const created = await write('POST', '/v2/api/menu', {
      title: 'Main',
      is_primary: 1,
      data: {
        pages: [
          { id: contact, name: 'Contact', name_tr: 'İletişim', active: true, position: 2 },
          { id: about, name: 'About', name_tr: 'Hakkımızda', active: false, position: 1 },
          { id: home, name: 'Home', name_tr: 'Ana Sayfa', position: 0 },
        ],
      },
    });
    const id = created.json().menu.id;
    const pub = (await get('/v2/api/menu/primary')).json();
    expect(pub.menu.id).toBe(id);
    expect(pub.menus[0].data.pages.map((p: { id: number }) => p.id)).toEqual([home, contact]);
    expect(pub.menu.pageCount).toBe(2);

    const admin = (await get('/v2/api/menu/primary', true)).json();
    expect(admin.menu.data.pages.map((p: { id: number }) => p.id)).toEqual([home, about, contact]);
    // the same rule for every menu read
    expect((await get(`/v2/api/menu/${id}`)).json().menu.pageCount).toBe(2);
    expect((await get(`/v2/api/menu/${id}`, true)).json().menu.pageCount).toBe(3);
    for (const url of ['/v2/api/menu', '/v2/api/menu/with-pages']) {
      const entries = async (signedIn: boolean) =>
        (await get(url, signedIn))
          .json()
          .menus.find((m: { id: number }) => m.id === id)
          .data.pages.map((p: { id: number }) => p.id);
      expect(await entries(false), url).toEqual([home, contact]);
      expect(await entries(true), url).toEqual([home, about, contact]);
    }
  });

  it('lists menus with every page for the builder', async () => {
    const res = (await get('/v2/api/menu/with-pages', true)).json();
    expect(res.success).toBe(true);
    expect(res.menus.length).toBeGreaterThan(0);
    expect(res.pages.map((p: { id: number }) => p.id).sort()).toEqual([home, about, contact].sort());
    const list = (await get('/v2/api/menu', true)).json();
    expect(list).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('takes a deleted page out of every menu', async () => {
    const temp = await page('Temp', 'Geçici');
    const menu = (await write('POST', '/v2/api/menu', { title: 'With temp', data: { pages: [{ id: temp }, { id: home }] } })).json().menu;
    expect(menu.pageCount).toBe(2);
    expect((await write('DELETE', `/v2/api/pages/${temp}`)).statusCode).toBe(200);
    const after = (await get(`/v2/api/menu/${menu.id}`, true)).json().menu;
    expect(after.data.pages.map((p: { id: number }) => p.id)).toEqual([home]);
    expect(after.pageCount).toBe(1);
    // a new page reusing nothing: the stored data itself no longer names the deleted page
    const row = await t.app.db.selectFrom('menus').select('data').where('id', '=', menu.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data).pages.map((p: { id: number }) => p.id)).toEqual([home]);
  });

  it('deletes a menu; 400 for a non-integer id, 404 for an unknown one', async () => {
    const menu = (await write('POST', '/v2/api/menu', { title: 'Doomed' })).json().menu;
    const del = await write('DELETE', `/v2/api/menu/${menu.id}`);
    expect(del.json()).toMatchObject({ success: true, message: 'Menu deleted successfully' });
    for (const res of [
      await get(`/v2/api/menu/${menu.id}`),
      await write('DELETE', `/v2/api/menu/${menu.id}`),
      await write('PUT', `/v2/api/menu/${menu.id}`, { title: 'X' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Menu not found' });
    }
    expect((await get('/v2/api/menu/abc')).statusCode).toBe(400);
    expect((await write('PUT', '/v2/api/menu/abc', { title: 'X' })).statusCode).toBe(400);
    expect((await write('DELETE', '/v2/api/menu/abc')).statusCode).toBe(400);
  });
});
