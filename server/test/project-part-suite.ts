// The behaviour both project part collections (banners and details, server/lib/titled-items.ts)
// must show, as one suite each test file runs with its own path, keys and SPEC.md messages.
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, makeImage, SPOOFED_PNG, type TestApp, uploadExists, useTestApp } from './helpers.ts';
import { client, oversizedImage, uploadFiles, variantPaths, type Client, type Fields } from './project-fixtures.ts';

export interface ProjectPartSuite {
  url: string; // '/v2/api/banners'
  listKey: string;
  itemKey: string;
  thing: string; // 'Banner'
  imageField: string;
  texts: [string, string];
  messages: { added: string; updated: string; deleted: string; status: string; imageRequired: string };
}

export interface SuiteContext {
  t: TestApp;
  c: Client;
}

/** Runs the shared suite; `more` adds the collection's own tests with the same app. */
export function describeProjectParts(s: ProjectPartSuite, more?: (ctx: () => SuiteContext) => void): void {
  describe(s.url, () => {
    const t = useTestApp();
    const c = client(t);
    let project: Record<string, any>;
    const create = async (fields: Fields = {}) => {
      const res = await c.send('POST', s.url, {
        project_id: String(project.id),
        title_en: 'Part',
        title_tr: 'Parça',
        [s.imageField]: await makeImage(),
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json()[s.itemKey];
    };
    const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);

    beforeAll(async () => {
      project = await c.project();
    });

    it('needs a token to write', async () => {
      const res = await c.send('POST', s.url, { project_id: String(project.id), title_en: 'A', title_tr: 'B', [s.imageField]: await makeImage() }, false);
      expect(res.statusCode).toBe(401);
    });

    it('refuses missing titles, project, image, a disguised file and an oversized one', async () => {
      const image = await makeImage();
      const pid = String(project.id);
      const cases: Array<[Fields, number, string]> = [
        [{ project_id: pid, title_en: 'Only English', [s.imageField]: image }, 400, 'Please fill in all required fields'],
        [{ project_id: pid, title_en: ' ', title_tr: 'Türkçe', [s.imageField]: image }, 400, 'Please fill in all required fields'],
        [{ title_en: 'A', title_tr: 'B', [s.imageField]: image }, 400, 'Please fill in all required fields'],
        [{ project_id: '99999', title_en: 'A', title_tr: 'B', [s.imageField]: image }, 404, 'Project not found'],
        [{ project_id: pid, title_en: 'A', title_tr: 'B' }, 400, s.messages.imageRequired],
        [{ project_id: pid, title_en: 'A', title_tr: 'B', [s.imageField]: SPOOFED_PNG }, 415, 'Please select a valid image file (JPEG, PNG, GIF, WebP or SVG)'],
        [{ project_id: pid, title_en: 'A', title_tr: 'B', [s.imageField]: await oversizedImage() }, 413, 'File size must be less than 20MB'],
      ];
      const before = uploadFiles(t.dataDir).length;
      for (const [fields, status, message] of cases) {
        const res = await c.send('POST', s.url, fields);
        expect(res.json(), JSON.stringify(Object.keys(fields))).toEqual(answer(false, message));
        expect(res.statusCode).toBe(status);
      }
      expect(uploadFiles(t.dataDir).length).toBe(before);
      expect((await c.get(`${s.url}/project/${project.id}`, true)).json()[s.listKey]).toEqual([]);
    });

    it('creates an item with sanitized HTML texts and its image', async () => {
      const res = await c.send('POST', s.url, {
        project_id: String(project.id),
        title_en: ' Lobby ',
        title_tr: 'Lobi',
        [s.texts[0]]: '<p onclick="x()">Marble <strong>floors</strong><script>alert(1)</script></p>',
        [s.texts[1]]: '<p>Mermer</p>',
        [s.imageField]: await makeImage('jpeg', 900, 600),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe(s.messages.added);
      const item = body[s.itemKey];
      expect(item).toMatchObject({ project_id: project.id, title_en: 'Lobby', title_tr: 'Lobi', status: 'active', [s.texts[1]]: '<p>Mermer</p>' });
      expect(item[s.texts[0]]).toBe('<p>Marble <strong>floors</strong></p>');
      expect(uploadExists(t.dataDir, item[s.imageField])).toBe(true);
      expect(item.media[item[s.imageField]]).toMatchObject({ width: 900, height: 600 });
      await c.call('DELETE', `${s.url}/${item.id}`);
    });

    it('shows a visitor active items of active projects only, and a signed-in admin all', async () => {
      const shown = await create({ title_en: 'Shown' });
      const hidden = await create({ title_en: 'Hidden', status: 'inactive' });
      expect(hidden.status).toBe('inactive');
      const list = `${s.url}/project/${project.id}`;
      expect(ids((await c.get(list)).json()[s.listKey])).toEqual([shown.id]);
      expect(ids((await c.get(list, true)).json()[s.listKey])).toEqual([shown.id, hidden.id]);
      expect(ids((await c.get(`${s.url}/active`, true)).json()[s.listKey])).toEqual([shown.id]);
      expect((await c.get(`${s.url}/${shown.id}`)).json()[s.itemKey].id).toBe(shown.id);
      const anonHidden = await c.get(`${s.url}/${hidden.id}`);
      expect(anonHidden.statusCode).toBe(404);
      expect(anonHidden.json().message).toBe(`${s.thing} not found`);
      expect((await c.get(`${s.url}/${hidden.id}`, true)).json()[s.itemKey].id).toBe(hidden.id);

      // Inside an inactive project a visitor sees nothing, and learns nothing of the project.
      await c.call('PATCH', `/v2/api/projects/${project.id}/toggle-status`);
      const anonList = await c.get(list);
      expect(anonList.statusCode).toBe(404);
      expect(anonList.json().message).toBe('Project not found');
      expect((await c.get(`${s.url}/${shown.id}`)).statusCode).toBe(404);
      expect((await c.get(`${s.url}/active`)).json()[s.listKey]).toEqual([]);
      expect(ids((await c.get(list, true)).json()[s.listKey])).toEqual([shown.id, hidden.id]);
      await c.call('PATCH', `/v2/api/projects/${project.id}/toggle-status`);
      for (const item of [shown, hidden]) await c.call('DELETE', `${s.url}/${item.id}`);
    });

    it('updates texts, keeps the image when none is sent, and removes the replaced image', async () => {
      const item = await create();
      const oldImage: string = item[s.imageField];
      const oldVariants = variantPaths(item);
      const kept = await c.send('PUT', `${s.url}/${item.id}`, {
        project_id: String(project.id),
        title_en: 'Renamed',
        title_tr: 'Yeni ad',
        [s.texts[0]]: '<p>New</p>',
      });
      expect(kept.json()).toMatchObject({
        success: true,
        message: s.messages.updated,
        [s.itemKey]: { title_en: 'Renamed', [s.texts[0]]: '<p>New</p>', [s.imageField]: oldImage },
      });

      const blank = await c.send('PUT', `${s.url}/${item.id}`, { title_en: 'Renamed', title_tr: '' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Please fill in all required fields');
      const elsewhere = await c.send('PUT', `${s.url}/${item.id}`, { project_id: '99999', title_en: 'A', title_tr: 'B' });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe('Project not found');
      expect((await c.send('PUT', `${s.url}/${item.id}`, { title_en: 'A', title_tr: 'B', [s.imageField]: SPOOFED_PNG })).statusCode).toBe(415);

      const replaced = await c.send('PUT', `${s.url}/${item.id}`, { title_en: 'Renamed', title_tr: 'Yeni ad', [s.imageField]: await makeImage('webp') });
      const image = replaced.json()[s.itemKey][s.imageField];
      expect(image).toMatch(/\.webp$/);
      expect(uploadExists(t.dataDir, image)).toBe(true);
      expect(uploadExists(t.dataDir, oldImage)).toBe(false);
      for (const v of oldVariants) expect(uploadExists(t.dataDir, v)).toBe(false);
      await c.call('DELETE', `${s.url}/${item.id}`);
    });

    it('flips the status with each of the three toggle forms', async () => {
      const item = await create();
      const forms = [
        ['PATCH', `${s.url}/${item.id}/toggle-status`, 'inactive'],
        ['PUT', `${s.url}/${item.id}/toggle-status`, 'active'],
        ['PUT', `${s.url}/toggle/${item.id}`, 'inactive'],
      ] as const;
      for (const [method, url, status] of forms) {
        const res = await c.call(method, url);
        expect(res.json()).toMatchObject({ success: true, message: s.messages.status, [s.itemKey]: { id: item.id, status } });
        expect(res.json()[s.itemKey].media).toBeTypeOf('object');
      }
      expect((await c.get(`${s.url}/project/${project.id}`)).json()[s.listKey]).toEqual([]);
      await c.call('DELETE', `${s.url}/${item.id}`);
    });

    it('deletes an item with its image files', async () => {
      const item = await create();
      const files = [item[s.imageField], ...variantPaths(item)];
      for (const f of files) expect(uploadExists(t.dataDir, f)).toBe(true);
      const del = await c.call('DELETE', `${s.url}/${item.id}`);
      expect(del.json()).toEqual(answer(true, s.messages.deleted));
      for (const f of files) expect(uploadExists(t.dataDir, f)).toBe(false);
      const again = await c.call('DELETE', `${s.url}/${item.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(answer(false, `${s.thing} not found`));
    });

    it('answers 400 for a non-integer id and 404 for an unknown one', async () => {
      for (const res of [
        await c.get(`${s.url}/abc`),
        await c.get(`${s.url}/project/abc`),
        await c.send('PUT', `${s.url}/abc`, { title_en: 'A', title_tr: 'B' }),
        await c.call('DELETE', `${s.url}/abc`),
        await c.call('PUT', `${s.url}/toggle/abc`),
      ]) {
        expect(res.statusCode).toBe(400);
      }
      for (const res of [
        await c.get(`${s.url}/99999`, true),
        await c.send('PUT', `${s.url}/99999`, { title_en: 'A', title_tr: 'B' }),
        await c.call('DELETE', `${s.url}/99999`),
        await c.call('PATCH', `${s.url}/99999/toggle-status`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(`${s.thing} not found`);
      }
      const noProject = await c.get(`${s.url}/project/99999`, true);
      expect(noProject.statusCode).toBe(404);
      expect(noProject.json().message).toBe('Project not found');
    });

    more?.(() => ({ t, c }));
  });
}
