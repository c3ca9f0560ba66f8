// The behaviour shared by the image settings (site logo, favicon), run against each of them.
import { describe, expect, it } from 'vitest';
import { answer, makeImage, SPOOFED_PNG, uploadExists, useTestApp } from './helpers.ts';
import { oversized, sender, storedText, SVG_WITH_SCRIPT } from './api-fixtures.ts';

export interface ImageSettingCase {
  /** '/api/site-logo' */
  url: string;
  field: string;
  column: string;
  folder: string;
  thing: string;
  missingFileMessage: string;
  typeMessage: string;
  sizeMessage: string;
  maxBytes: number;
}

export function imageSettingSuite(c: ImageSettingCase): void {
  const t = useTestApp();
  const send = sender(t);

  const upload = async (file: Parameters<typeof oversized>[0], extra: Record<string, string> = {}) =>
    send('POST', c.url, { form: { [c.field]: file, ...extra } });

  describe(c.url, () => {
    it('needs a token to write', async () => {
      const res = await send('POST', c.url, { form: { [c.field]: await makeImage('png') }, anonymous: true });
      expect(res.statusCode).toBe(401);
    });

    it('needs the file on create and checks its bytes and size', async () => {
      let res = await send('POST', c.url, { form: { status: '1' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answer(false, c.missingFileMessage));
      res = await upload(SPOOFED_PNG);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(c.typeMessage);
      res = await upload(await makeImage('gif'));
      expect(res.statusCode).toBe(415);
      res = await upload(oversized(await makeImage('png'), c.maxBytes));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(c.sizeMessage);
      const list = await send('GET', c.url);
      expect(list.json().data).toEqual([]);
    });

    it('stores an SVG without its script', async () => {
      const res = await upload(SVG_WITH_SCRIPT);
      expect(res.statusCode).toBe(200);
      const path = res.json().data[c.column];
      expect(path).toMatch(new RegExp(`^/uploads/${c.folder}/.+\\.svg$`));
      const stored = storedText(t.dataDir, path);
      expect(stored).toContain('<rect');
      expect(stored).not.toMatch(/<script|onload|alert/);
      await send('DELETE', `${c.url}/${res.json().data.id}`);
    });

    it('keeps one active, flips with all three toggle forms, replaces and deletes files', async () => {
      const first = await upload(await makeImage('png'));
      expect(first.json()).toMatchObject({ success: true, message: `${c.thing} uploaded successfully`, data: { status: 1 } });
      const a = first.json().data;
      expect(uploadExists(t.dataDir, a[c.column])).toBe(true);
      expect(a.media[a[c.column]].variants.length).toBeGreaterThan(0);

      const b = (await upload(await makeImage('jpeg'))).json().data;
      expect(b[c.column]).toMatch(/\.jpg$/);
      // the new active one made the first inactive
      let all = (await send('GET', c.url)).json().data;
      expect(all.map((r: { id: number; status: number }) => [r.id, r.status])).toEqual([
        [a.id, 0],
        [b.id, 1],
      ]);

      // a visitor sees the active one only
      const anon = (await send('GET', c.url, { anonymous: true })).json().data;
      expect(anon.map((r: { id: number }) => r.id)).toEqual([b.id]);
      let active = await send('GET', `${c.url}/active`, { anonymous: true });
      expect(active.json().data).toMatchObject({ id: b.id, [c.column]: b[c.column] });

      // PATCH {c}/{id}/toggle-status: a becomes active, b inactive
      let res = await send('PATCH', `${c.url}/${a.id}/toggle-status`);
      expect(res.json()).toMatchObject({ success: true, message: `${c.thing} status updated successfully`, data: { id: a.id, status: 1 } });
      all = (await send('GET', c.url)).json().data;
      expect(all.map((r: { status: number }) => r.status)).toEqual([1, 0]);
      // PUT {c}/{id}/toggle-status: a off, nothing active
      res = await send('PUT', `${c.url}/${a.id}/toggle-status`);
      expect(res.json().data.status).toBe(0);
      active = await send('GET', `${c.url}/active`, { anonymous: true });
      expect(active.json()).toEqual({ success: true, data: null });
      // PUT {c}/toggle/{id}: b on again
      res = await send('PUT', `${c.url}/toggle/${b.id}`);
      expect(res.json().data).toMatchObject({ id: b.id, status: 1 });
      expect((await send('PUT', `${c.url}/toggle/9999`)).json()).toEqual(answer(false, `${c.thing} not found`));

      // replacing b's file removes the old one from disk
      const upd = await send('PUT', `${c.url}/${b.id}`, { form: { [c.field]: await makeImage('png') } });
      expect(upd.json()).toMatchObject({ success: true, message: `${c.thing} updated successfully`, data: { id: b.id, status: 1 } });
      const newPath = upd.json().data[c.column];
      expect(newPath).not.toBe(b[c.column]);
      expect(uploadExists(t.dataDir, newPath)).toBe(true);
      expect(uploadExists(t.dataDir, b[c.column])).toBe(false);
      // an update setting status 1 also makes the others inactive
      await send('PUT', `${c.url}/${a.id}`, { form: { status: '1' } });
      all = (await send('GET', c.url)).json().data;
      expect(all.map((r: { status: number }) => r.status)).toEqual([1, 0]);
      // a refused file leaves the row as it was
      res = await send('PUT', `${c.url}/${b.id}`, { form: { [c.field]: SPOOFED_PNG } });
      expect(res.statusCode).toBe(415);
      expect(uploadExists(t.dataDir, newPath)).toBe(true);

      // delete removes the row and its file
      const del = await send('DELETE', `${c.url}/${b.id}`);
      expect(del.json()).toEqual(answer(true, `${c.thing} deleted successfully`));
      expect(uploadExists(t.dataDir, newPath)).toBe(false);
      expect((await send('DELETE', `${c.url}/${b.id}`)).statusCode).toBe(404);
      expect((await send('PUT', `${c.url}/abc`, { form: { status: '1' } })).statusCode).toBe(400);
      expect(t.publishRequests.length).toBeGreaterThan(0);
    });
  });
}
