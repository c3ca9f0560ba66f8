// The behaviour every titled-banner collection of /api (server/lib/titled-items.ts) must show, as one suite
// that each collection's test file runs with its own path, keys and SPEC.md messages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answer, bearer, makeImage, multipart, SPOOFED_PNG, type FilePart, uploadExists, useTestApp } from './helpers.ts';

export interface BannerSuite {
  url: string; // '/api/banners'
  listKey: string;
  itemKey: string;
  imageField: string;
  descriptions: boolean;
  notFound: string; // 'Banner not found'
  limitMessage?: string;
  messages: { added: string; updated: string; deleted: string; status: string; imageRequired: string; listed?: string };
}

type Fields = Record<string, string | FilePart>;

/** The SPEC.md texts of every collection whose items are called banners (written out: a test states them). */
export const BANNER_TEXTS = {
  added: 'Banner added successfully',
  updated: 'Banner updated successfully',
  deleted: 'Banner deleted successfully',
  status: 'Banner status updated successfully',
  imageRequired: 'Please upload a banner image',
};

/** How many files (originals and variants) the uploads folder holds. */
function uploadCount(dataDir: string): number {
  const dir = path.join(dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
}

export function describeBannerCollection(s: BannerSuite): void {
  describe(s.url, () => {
    const t = useTestApp();
    const texts = (n: string): Record<string, string> => ({
      title_en: `Title ${n}`,
      title_tr: `Başlık ${n}`,
      ...(s.descriptions ? { description_en: `<p>About ${n}</p>`, description_tr: `<p>Hakkında ${n}</p>` } : {}),
    });
    const send = (method: 'POST' | 'PUT', url: string, fields: Fields, auth = true) => {
      const body = multipart(fields);
      return t.app.inject({ method, url, headers: { ...(auth ? bearer(t.token) : {}), ...body.headers }, payload: body.payload });
    };
    const get = (url: string, auth: boolean) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(t.token) : {} });
    const create = async (n: string) => {
      const res = await send('POST', s.url, { ...texts(n), [s.imageField]: await makeImage('png') });
      expect(res.statusCode, res.body).toBe(200);
      return res.json()[s.itemKey];
    };
    const ids = (list: Array<{ id: number }>) => list.map((b) => b.id).sort();

    it('needs a token to write', async () => {
      const res = await send('POST', s.url, { ...texts('x'), [s.imageField]: await makeImage() }, false);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answer(false, 'Unauthorized'));
    });

    it('refuses a create with a missing field, without an image, or with a file that is not an image', async () => {
      for (const field of Object.keys(texts('x'))) {
        const fields: Fields = { ...texts('x'), [s.imageField]: await makeImage() };
        fields[field] = '   ';
        const res = await send('POST', s.url, fields);
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toEqual(answer(false, 'Please fill in all required fields'));
      }
      let res = await send('POST', s.url, texts('x'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(s.messages.imageRequired);
      res = await send('POST', s.url, { ...texts('x'), [s.imageField]: SPOOFED_PNG });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Please select a valid image file (JPEG, PNG, GIF, WebP or SVG)');
      // nothing was stored by the refused writes
      expect((await get(s.url, true)).json()[s.listKey]).toEqual([]);
    });

    it('creates, updates, toggles in all three forms and deletes an item, cleaning up its files', async () => {
      const res = await send('POST', s.url, {
        ...texts('one'),
        ...(s.descriptions ? { description_en: '<p>Safe <strong>bold</strong></p><script>alert(1)</script>' } : {}),
        [s.imageField]: await makeImage('jpeg', 800, 600),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: s.messages.added });
      const item = res.json()[s.itemKey];
      expect(item).toMatchObject({ title_en: 'Title one', title_tr: 'Başlık one', status: 'active' });
      expect(typeof item.id).toBe('number');
      expect(item.created_at).toBeTruthy();
      if (s.descriptions) expect(item.description_en).toBe('<p>Safe <strong>bold</strong></p>');
      const firstImage: string = item[s.imageField];
      expect(uploadExists(t.dataDir, firstImage)).toBe(true);
      expect(item.media[firstImage].variants.length).toBeGreaterThan(0);

      // one item read back, anonymous and signed in
      const one = await get(`${s.url}/${item.id}`, false);
      expect(one.json()[s.itemKey]).toMatchObject({ id: item.id, title_en: 'Title one' });

      // an update that sends only one field keeps the others and the image
      let upd = await send('PUT', `${s.url}/${item.id}`, { title_en: 'Renamed' });
      expect(upd.statusCode, upd.body).toBe(200);
      expect(upd.json()).toMatchObject({
        success: true,
        message: s.messages.updated,
        [s.itemKey]: { title_en: 'Renamed', title_tr: 'Başlık one', [s.imageField]: firstImage },
      });
      // a field sent blank is refused
      upd = await send('PUT', `${s.url}/${item.id}`, { title_tr: '' });
      expect(upd.statusCode).toBe(400);
      expect(upd.json().message).toBe('Please fill in all required fields');
      // a new image replaces the old one on disk
      upd = await send('PUT', `${s.url}/${item.id}`, { ...texts('two'), [s.imageField]: await makeImage('webp') });
      expect(upd.statusCode, upd.body).toBe(200);
      const secondImage: string = upd.json()[s.itemKey][s.imageField];
      expect(secondImage).not.toBe(firstImage);
      expect(uploadExists(t.dataDir, secondImage)).toBe(true);
      expect(uploadExists(t.dataDir, firstImage)).toBe(false);
      // a spoofed image on update changes nothing
      upd = await send('PUT', `${s.url}/${item.id}`, { title_en: 'Evil', [s.imageField]: SPOOFED_PNG });
      expect(upd.statusCode).toBe(415);
      expect((await get(`${s.url}/${item.id}`, true)).json()[s.itemKey].title_en).toBe('Title two');

      // toggles: PATCH {c}/{id}/toggle-status, PUT {c}/{id}/toggle-status, PUT {c}/toggle/{id}
      const forms = [
        { method: 'PATCH' as const, url: `${s.url}/${item.id}/toggle-status`, expected: 'inactive' },
        { method: 'PUT' as const, url: `${s.url}/${item.id}/toggle-status`, expected: 'active' },
        { method: 'PUT' as const, url: `${s.url}/toggle/${item.id}`, expected: 'inactive' },
      ];
      for (const f of forms) {
        const tog = await t.app.inject({ method: f.method, url: f.url, headers: bearer(t.token) });
        expect(tog.statusCode, f.url).toBe(200);
        expect(tog.json()).toMatchObject({ success: true, message: s.messages.status, [s.itemKey]: { id: item.id, status: f.expected } });
      }
      expect((await t.app.inject({ method: 'PUT', url: `${s.url}/toggle/${item.id}` })).statusCode).toBe(401);

      // inactive now: hidden from visitors, shown to the admin
      expect((await get(s.url, false)).json()[s.listKey]).toEqual([]);
      expect((await get(`${s.url}/active`, true)).json()[s.listKey]).toEqual([]);
      const admin = await get(s.url, true);
      expect(ids(admin.json()[s.listKey])).toEqual([item.id]);
      if (s.messages.listed) expect(admin.json().message).toBe(s.messages.listed);
      const hidden = await get(`${s.url}/${item.id}`, false);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe(s.notFound);
      expect((await get(`${s.url}/${item.id}`, true)).statusCode).toBe(200);

      const del = await t.app.inject({ method: 'DELETE', url: `${s.url}/${item.id}`, headers: bearer(t.token) });
      expect(del.json()).toEqual(answer(true, s.messages.deleted));
      expect(uploadExists(t.dataDir, secondImage)).toBe(false);
      expect((await get(s.url, true)).json()[s.listKey]).toEqual([]);
      const again = await t.app.inject({ method: 'DELETE', url: `${s.url}/${item.id}`, headers: bearer(t.token) });
      expect(again.statusCode).toBe(404);
    });

    it('shows visitors the active items only', async () => {
      const first = await create('visible');
      if (s.limitMessage) {
        // the one allowed item, hidden once inactive
        await t.app.inject({ method: 'PATCH', url: `${s.url}/${first.id}/toggle-status`, headers: bearer(t.token) });
        expect((await get(s.url, false)).json()[s.listKey]).toEqual([]);
        expect(ids((await get(s.url, true)).json()[s.listKey])).toEqual([first.id]);
        expect((await get(`${s.url}/active`, true)).json()[s.listKey]).toEqual([]);
        await t.app.inject({ method: 'PATCH', url: `${s.url}/${first.id}/toggle-status`, headers: bearer(t.token) });
        expect(ids((await get(s.url, false)).json()[s.listKey])).toEqual([first.id]);
        expect(ids((await get(`${s.url}/active`, false)).json()[s.listKey])).toEqual([first.id]);
      } else {
        const second = await create('hidden');
        await t.app.inject({ method: 'PUT', url: `${s.url}/toggle/${second.id}`, headers: bearer(t.token) });
        expect(ids((await get(s.url, false)).json()[s.listKey])).toEqual([first.id]);
        expect(ids((await get(`${s.url}/active`, true)).json()[s.listKey])).toEqual([first.id]);
        expect(ids((await get(s.url, true)).json()[s.listKey])).toEqual(ids([first, second]));
        await t.app.inject({ method: 'DELETE', url: `${s.url}/${second.id}`, headers: bearer(t.token) });
      }
      await t.app.inject({ method: 'DELETE', url: `${s.url}/${first.id}`, headers: bearer(t.token) });
    });

    if (s.limitMessage) {
      it('keeps at most one item: a second create is a 409 that leaves no file behind', async () => {
        const first = await create('only');
        const files = uploadCount(t.dataDir);
        const res = await send('POST', s.url, { ...texts('second'), [s.imageField]: await makeImage() });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual(answer(false, s.limitMessage!));
        expect(ids((await get(s.url, true)).json()[s.listKey])).toEqual([first.id]);
        expect(uploadCount(t.dataDir)).toBe(files);
        // once it is deleted, a new one may be added
        await t.app.inject({ method: 'DELETE', url: `${s.url}/${first.id}`, headers: bearer(t.token) });
        await create('replacement');
      });
    }

    it('answers 400 for a non-integer id and 404 for an unknown one', async () => {
      for (const [method, url] of [
        ['GET', `${s.url}/abc`],
        ['DELETE', `${s.url}/abc`],
        ['PUT', `${s.url}/abc`],
        ['PATCH', `${s.url}/abc/toggle-status`],
      ] as const) {
        expect((await t.app.inject({ method, url, headers: bearer(t.token) })).statusCode, `${method} ${url}`).toBe(400);
      }
      for (const [method, url] of [
        ['GET', `${s.url}/9999`],
        ['DELETE', `${s.url}/9999`],
        ['PUT', `${s.url}/toggle/9999`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: bearer(t.token) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual(answer(false, s.notFound));
      }
      const put = await send('PUT', `${s.url}/9999`, texts('x'));
      expect(put.statusCode).toBe(404);
    });
  });
}
