// Versions on every record (API.md "Versions"): ETag on the GET of one record and on every write,
// `version` per record in lists, and a stale If-Match refused with a 412, the record now and nothing
// written; two writes racing from the same version: exactly one wins.
import { describe, expect, it } from 'vitest';
import { bearer, makeImage, multipart, useTestApp, type FilePart } from '../test/helpers.ts';
import { client } from '../test/project-fixtures.ts';

const t = useTestApp();
const c = client(t);
const STALE = 'This item was changed by someone else';

type Fields = Record<string, string | FilePart>;
const unquote = (etag: string | undefined) => etag?.replace(/^"(.*)"$/, '$1');

/** A write with If-Match: JSON when `json`, else multipart. */
function write(method: 'PUT' | 'PATCH' | 'DELETE', url: string, version: string | null, body?: { json?: object; form?: Fields }) {
  const headers: Record<string, string> = { ...bearer(t.token), ...(version !== null ? { 'if-match': `"${version}"` } : {}) };
  if (body?.form) {
    const m = multipart(body.form);
    return t.app.inject({ method, url, headers: { ...headers, ...m.headers }, payload: m.payload });
  }
  return t.app.inject({ method, url, headers, ...(body?.json ? { payload: body.json } : {}) });
}

describe('a project', () => {
  it('answers its version as ETag and in lists; a write answers the new one', async () => {
    const project = await c.project();
    expect(project.version).toMatch(/^[0-9]+$/);
    const one = await c.get(`/v2/api/projects/${project.id}`, true);
    expect(unquote(one.headers.etag as string)).toBe(project.version);
    expect(one.json().project.version).toBe(project.version);
    const list = (await c.get('/v2/api/projects', true)).json().projects;
    expect(list.find((p: { id: number }) => p.id === project.id).version).toBe(project.version);

    const res = await write('PUT', `/v2/api/projects/${project.id}`, project.version, { form: { title_en: 'Renamed', title_tr: 'Yeni ad' } });
    expect(res.statusCode).toBe(200);
    const next = unquote(res.headers.etag as string);
    expect(next).toBe(res.json().project.version);
    expect(next).not.toBe(project.version);
  });

  it('refuses a stale If-Match with 412, the record now and its version, and writes nothing', async () => {
    const project = await c.project();
    const first = await write('PUT', `/v2/api/projects/${project.id}`, project.version, { form: { title_en: 'By B', title_tr: 'B' } });
    expect(first.statusCode).toBe(200);
    const stale = await write('PUT', `/v2/api/projects/${project.id}`, project.version, { form: { title_en: 'By A', title_tr: 'A' } });
    expect(stale.statusCode).toBe(412);
    const body = stale.json();
    expect(body).toMatchObject({ success: false, message: STALE, version: first.json().project.version });
    expect(body.current).toMatchObject({ id: project.id, title_en: 'By B', version: first.json().project.version });
    expect((await c.get(`/v2/api/projects/${project.id}`, true)).json().project.title_en).toBe('By B');
    // a toggle and a delete from the old version are refused too
    expect((await write('PATCH', `/v2/api/projects/${project.id}/toggle-status`, project.version)).statusCode).toBe(412);
    const del = await write('DELETE', `/v2/api/projects/${project.id}`, project.version);
    expect(del.statusCode).toBe(412);
    expect(del.json().message).toBe(STALE);
    expect((await c.get(`/v2/api/projects/${project.id}`, true)).statusCode).toBe(200);
    // without If-Match, as the original API's clients send, it works as before
    expect((await write('PUT', `/v2/api/projects/${project.id}`, null, { form: { title_en: 'Old client', title_tr: 'Eski' } })).statusCode).toBe(200);
  });

  it('of two writes racing from the same version, exactly one wins', async () => {
    const project = await c.project();
    const results = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => write('PUT', `/v2/api/projects/${project.id}`, project.version, { form: { title_en: name, title_tr: name } })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 412, 412]);
    const winner = results.find((r) => r.statusCode === 200)!.json().project.title_en;
    expect((await c.get(`/v2/api/projects/${project.id}`, true)).json().project.title_en).toBe(winner);
  });
});

describe('every kind of record', () => {
  it('a news item, a gallery image, a page document and a setting refuse a stale write and keep their state', async () => {
    // a news item
    const news = (
      await c.send('POST', '/api/admin/news', { title_en: 'News', title_tr: 'Haber', description_en: 'x', description_tr: 'y', image: await makeImage() })
    ).json().news;
    expect(news.version).toMatch(/^[0-9]+$/);
    expect(unquote((await c.get(`/api/news/${news.id}`, true)).headers.etag as string)).toBe(news.version);
    expect((await write('PUT', `/api/admin/news/${news.id}`, news.version, { form: { title_en: 'News 2', title_tr: 'Haber 2' } })).statusCode).toBe(200);
    const staleNews = await write('PUT', `/api/admin/news/${news.id}`, news.version, { form: { title_en: 'Lost', title_tr: 'Kayıp' } });
    expect(staleNews.statusCode).toBe(412);
    expect(staleNews.json().current).toMatchObject({ id: news.id, title_en: 'News 2' });

    // a gallery image of a project detail
    const project = await c.project();
    const detail = await c.detail(project.id);
    const [image] = await c.images(detail.id, 1);
    const listed = (await c.get(`/v2/api/gallery/detail/${detail.id}`, true)).json().images[0];
    expect(listed.version).toMatch(/^[0-9]+$/);
    expect((await write('PATCH', `/v2/api/gallery/${image!.id}/toggle-status`, listed.version)).statusCode).toBe(200);
    const staleImage = await write('DELETE', `/v2/api/gallery/${image!.id}`, listed.version);
    expect(staleImage.statusCode).toBe(412);
    expect(staleImage.json().current).toMatchObject({ id: image!.id });
    expect((await c.get(`/v2/api/gallery/detail/${detail.id}`, true)).json().images).toHaveLength(1);

    // a one-record document: /api/services
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: bearer(t.token),
      payload: { services_data: { banner: { title_en: 'Our Services', title_tr: 'Hizmetlerimiz' } } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const doc = (await c.get('/api/services', true)).json().data[0];
    expect(unquote((await c.get('/api/services', true)).headers.etag as string)).toBe(doc.version);
    const b = await write('PUT', `/api/services/${doc.id}`, doc.version, {
      json: { services_data: { banner: { title_en: 'By B', title_tr: 'Hizmetlerimiz' } } },
    });
    expect(b.statusCode).toBe(200);
    const a = await write('PUT', `/api/services/${doc.id}`, doc.version, {
      json: { services_data: { banner: { title_en: 'Our Services', title_tr: 'By A' } } },
    });
    expect(a.statusCode).toBe(412);
    expect(a.json().current.services_data.banner).toMatchObject({ title_en: 'By B', title_tr: 'Hizmetlerimiz' });
    expect((await c.get('/api/services', true)).json().data[0].services_data.banner.title_tr).toBe('Hizmetlerimiz');

    // a setting: the Instagram link
    const setting = (
      await t.app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: bearer(t.token),
        payload: { instagram_link: 'https://instagram.com/a', tab: 1, status: 1 },
      })
    ).json().data;
    expect(setting.version).toMatch(/^[0-9]+$/);
    expect((await write('PUT', `/api/settings/${setting.id}`, setting.version, { json: { instagram_link: 'https://instagram.com/b' } })).statusCode).toBe(200);
    const staleSetting = await write('PUT', `/api/settings/${setting.id}`, setting.version, { json: { instagram_link: 'https://instagram.com/c' } });
    expect(staleSetting.statusCode).toBe(412);
    expect(staleSetting.json().current).toMatchObject({ instagram_link: 'https://instagram.com/b' });
  });
});
