// The media library's contract (API.md "Media library"): list with uses, one file, uploads, alt text and
// focal point, replace everywhere, delete only what nothing uses, roles, and `<field>_media` in the
// image fields of a project, a news item and a home banner.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { sql } from 'kysely';
import { hashPassword } from '../../lib/passwords.ts';
import { createUser } from '../../../content-db/users.ts';
import { SPOOFED_PNG, SVG, bearer, login, makeImage, multipart, uploadExists, useTestApp, type FilePart } from '../../test/helpers.ts';
import type { MediaFile } from '../../api-types.ts';

const t = useTestApp();
const PASSWORD = 'media-test-password-1';
const tokens: Record<'author' | 'editor', string> = { author: '', editor: '' };

beforeAll(async () => {
  for (const role of ['author', 'editor'] as const) {
    await createUser(t.app.db, { name: `The ${role}`, email: `${role}@media.test`, password_hash: await hashPassword(PASSWORD), profile_image: null, role });
    tokens[role] = await login(t.app, { email: `${role}@media.test`, password: PASSWORD });
  }
});

function send(method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipart>[0], token = t.token) {
  const body = multipart(fields);
  return t.app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}
const get = (url: string, token = t.token) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const call = (method: 'PATCH' | 'DELETE', url: string, payload?: object, token = t.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function upload(...files: FilePart[]): Promise<MediaFile[]> {
  const res = await send('POST', '/v2/api/media', { files });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe('Files uploaded');
  return res.json().media;
}

async function project(fields: Parameters<typeof multipart>[0]) {
  const res = await send('POST', '/v2/api/projects', { title_en: 'Sea View', title_tr: 'Deniz Manzarası', ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().project as { id: number; cover_image: string };
}

describe('uploads to the library', () => {
  it('takes repeated files, answers each with its size, kind, empty alt texts and a centred focal point', async () => {
    const [a, b] = await upload(await makeImage('jpeg', 640, 480), SVG);
    expect(a).toMatchObject({ kind: 'image', width: 640, height: 480, alt_en: '', alt_tr: '', focal: { x: 0.5, y: 0.5 }, uses: [] });
    expect(a!.url).toMatch(/^\/uploads\/media\/[a-z0-9-]+\.jpg$/);
    expect(a!.bytes).toBeGreaterThan(0);
    expect(b).toMatchObject({ kind: 'svg', uses: [] });
    expect(uploadExists(t.dataDir, a!.url)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: a!.url })).statusCode).toBe(200);
  });

  it('checks every file by its bytes, as every upload', async () => {
    const refused = await send('POST', '/v2/api/media', { files: [await makeImage(), SPOOFED_PNG] });
    expect(refused.statusCode).toBe(415);
    expect((await send('POST', '/v2/api/media', { note: 'x' })).statusCode).toBe(400);
  });

  it('sanitizes an SVG before it is stored', async () => {
    const evil: FilePart = {
      filename: 'x.svg',
      contentType: 'image/svg+xml',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>'),
    };
    const [file] = await upload(evil);
    const served = await t.app.inject({ method: 'GET', url: file!.url });
    expect(served.body).not.toContain('<script');
  });

  it('needs a token; an author may upload', async () => {
    const body = multipart({ files: [await makeImage()] });
    expect((await t.app.inject({ method: 'POST', url: '/v2/api/media', headers: body.headers, payload: body.payload })).statusCode).toBe(401);
    expect((await send('POST', '/v2/api/media', { files: [await makeImage()] }, tokens.author)).statusCode).toBe(200);
    expect((await get('/v2/api/media', '')).statusCode).toBe(401);
  });
});

describe('the list', () => {
  it('answers a page with total, page and limit, newest first; limit above 200 is a 400', async () => {
    await upload(await makeImage(), await makeImage(), await makeImage());
    const res = await get('/v2/api/media?limit=2&page=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.media).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body).toMatchObject({ page: 1, limit: 2 });
    expect(body.media[0].id).toBeGreaterThan(body.media[1].id);
    expect(typeof body.media[0].version).toBe('string');
    const page2 = (await get('/v2/api/media?limit=2&page=2')).json();
    expect(page2.media[0].id).toBeLessThan(body.media[1].id);
    expect((await get('/v2/api/media?limit=201')).statusCode).toBe(400);
    expect((await get('/v2/api/media?page=0')).statusCode).toBe(400);
    expect((await get('/v2/api/media?sort=sideways')).statusCode).toBe(400);
    const oldest = (await get('/v2/api/media?sort=oldest&limit=1')).json().media[0];
    expect(oldest.id).toBeLessThan(body.media[0].id);
  });

  it('filters by kind and searches file names and alt texts', async () => {
    const [file] = await upload(await makeImage());
    await call('PATCH', `/v2/api/media/${file!.id}`, { alt_en: 'Crane at dusk', alt_tr: 'Akşam vinç' });
    const byAlt = (await get('/v2/api/media?q=crane%20at')).json().media as MediaFile[];
    expect(byAlt.map((m) => m.id)).toEqual([file!.id]);
    expect(((await get('/v2/api/media?q=Ak%C5%9Fam')).json().media as MediaFile[]).map((m) => m.id)).toEqual([file!.id]);
    const name = file!.url.split('/').pop()!.slice(0, 12);
    expect(((await get(`/v2/api/media?q=${name}`)).json().media as MediaFile[]).map((m) => m.id)).toEqual([file!.id]);
    expect((await get('/v2/api/media?q=%25')).json().total).toBe(0);
    const svgs = (await get('/v2/api/media?kind=svg&limit=200')).json().media as MediaFile[];
    expect(svgs.length).toBeGreaterThan(0);
    expect(svgs.every((m) => m.kind === 'svg')).toBe(true);
  });

  it('answers uses from the content and filters used / unused', async () => {
    const p = await project({ cover_image: await makeImage('jpeg') });
    const used = (await get('/v2/api/media?used=true&limit=200')).json().media as MediaFile[];
    const cover = used.find((m) => m.url === p.cover_image);
    expect(cover?.uses).toEqual([{ type: 'project', item_id: p.id, label: 'Sea View', field: 'cover_image' }]);
    const unused = (await get('/v2/api/media?used=false&limit=200')).json().media as MediaFile[];
    expect(unused.length).toBeGreaterThan(0);
    expect(unused.every((m) => m.uses.length === 0)).toBe(true);
    expect(unused.some((m) => m.url === p.cover_image)).toBe(false);
  });
});

describe('one file, alt text and focal point', () => {
  it('GET answers it; an unknown id is a 404, a bad one a 400', async () => {
    const [file] = await upload(await makeImage());
    const res = await get(`/v2/api/media/${file!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().media).toMatchObject({ id: file!.id, url: file!.url });
    expect(res.headers.etag).toBeDefined();
    expect((await get('/v2/api/media/999999')).json()).toMatchObject({ success: false, message: 'Media file not found' });
    expect((await get('/v2/api/media/abc')).statusCode).toBe(400);
  });

  it('PATCH sets alt texts and the focal point; out of range or too long is a 400', async () => {
    const [file] = await upload(await makeImage());
    const res = await call('PATCH', `/v2/api/media/${file!.id}`, { alt_en: ' Site office ', focal: { x: 0.2, y: 0.9 } }, tokens.author);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().media).toMatchObject({ alt_en: 'Site office', alt_tr: '', focal: { x: 0.2, y: 0.9 } });
    expect((await call('PATCH', `/v2/api/media/${file!.id}`, { focal: { x: 1.5, y: 0 } })).statusCode).toBe(400);
    expect((await call('PATCH', `/v2/api/media/${file!.id}`, { alt_tr: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await call('PATCH', '/v2/api/media/999999', { alt_en: 'x' })).statusCode).toBe(404);
  });

  it('a stale If-Match is a 412 and changes nothing', async () => {
    const [file] = await upload(await makeImage());
    const etag = (await get(`/v2/api/media/${file!.id}`)).headers.etag as string;
    expect((await call('PATCH', `/v2/api/media/${file!.id}`, { alt_en: 'first' })).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/v2/api/media/${file!.id}`,
      headers: { ...bearer(t.token), 'if-match': etag },
      payload: { alt_en: 'second' },
    });
    expect(stale.statusCode).toBe(412);
    // the record now, for the admin to merge with: what the other person saved
    expect(stale.json()).toMatchObject({ message: 'This item was changed by someone else', current: { id: file!.id, alt_en: 'first' } });
    expect((await get(`/v2/api/media/${file!.id}`)).json().media.alt_en).toBe('first');
  });

  it('in instant mode the live copy gets the new alt text of a file it shows', async () => {
    const p = await project({ cover_image: await makeImage('jpeg') });
    const file = ((await get('/v2/api/media?used=true&limit=200')).json().media as MediaFile[]).find((m) => m.url === p.cover_image)!;
    await call('PATCH', `/v2/api/media/${file.id}`, { alt_tr: 'Deniz cephesi' });
    const { rows } = await sql<{ alt_tr: string }>`SELECT alt_tr FROM media_files WHERE path = ${p.cover_image}`.execute(t.app.liveDb);
    expect(rows).toEqual([{ alt_tr: 'Deniz cephesi' }]);
  });
});

describe('<field>_media: a library file in any image field', () => {
  it('a project cover, a news image and a home banner use the file at its URL, and it lists their uses', async () => {
    const [file] = await upload(await makeImage('jpeg', 800, 600));
    const p = await project({ cover_image_media: String(file!.id) });
    expect(p.cover_image).toBe(file!.url);
    const news = await send('POST', '/api/admin/news', {
      title_en: 'Opening',
      title_tr: 'Açılış',
      description_en: '<p>a</p>',
      description_tr: '<p>b</p>',
      image_media: String(file!.id),
    });
    expect(news.statusCode, news.body).toBe(200);
    expect(news.json().news.image).toBe(file!.url);
    const banner = await send('POST', '/api/banners', {
      title_en: 'Hero',
      title_tr: 'Kahraman',
      description_en: '<p>a</p>',
      description_tr: '<p>b</p>',
      banner_image_media: String(file!.id),
    });
    expect(banner.statusCode, banner.body).toBe(200);
    expect(banner.json().banner.banner_image).toBe(file!.url);
    const uses = (await get(`/v2/api/media/${file!.id}`)).json().media.uses;
    expect(uses).toEqual(
      expect.arrayContaining([
        { type: 'project', item_id: p.id, label: 'Sea View', field: 'cover_image' },
        { type: 'news', item_id: news.json().news.id, label: 'Opening', field: 'image' },
        { type: 'home_banner', item_id: banner.json().banner.id, label: 'Hero', field: 'banner_image' },
      ]),
    );
    expect(uses).toHaveLength(3);
    // an update naming another file leaves the library file where it is (it is still used, and it is the library's)
    const other = await send('PUT', `/v2/api/projects/${p.id}`, { cover_image: await makeImage('png') });
    expect(other.statusCode, other.body).toBe(200);
    expect(uploadExists(t.dataDir, file!.url)).toBe(true);
  });

  it('an unknown id is a 400 and a bad id a 400; the write does not happen', async () => {
    const before = (await get('/v2/api/projects')).json().projects.length;
    expect((await send('POST', '/v2/api/projects', { title_en: 'A', title_tr: 'B', cover_image_media: '999999' })).statusCode).toBe(400);
    expect((await send('POST', '/v2/api/projects', { title_en: 'A', title_tr: 'B', cover_image_media: 'abc' })).statusCode).toBe(400);
    expect((await get('/v2/api/projects')).json().projects.length).toBe(before);
  });

  it("the field's rule still holds: a GIF in the logo field (JPEG, PNG or SVG) is a 415, an SVG there is taken", async () => {
    const [gif] = await upload(await makeImage('gif'));
    const refused = await send('POST', '/api/site-logo', { logo_media: String(gif!.id) });
    expect(refused.statusCode, refused.body).toBe(415);
    const [svg] = await upload(SVG);
    const taken = await send('POST', '/api/site-logo', { logo_media: String(svg!.id) });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.body).toContain(svg!.url);
  });
});

describe('replace', () => {
  it('puts a new file at a new URL in every use, keeps alt and focal, and the old URL leaves public view', async () => {
    const [file] = await upload(await makeImage('jpeg'));
    await call('PATCH', `/v2/api/media/${file!.id}`, { alt_en: 'Tower', focal: { x: 0.3, y: 0.4 } });
    const p = await project({ cover_image_media: String(file!.id) });
    const res = await send('POST', `/v2/api/media/${file!.id}/replace`, { file: await makeImage('png', 90, 60) });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().media as MediaFile;
    expect(fresh.url).not.toBe(file!.url);
    expect(fresh).toMatchObject({ alt_en: 'Tower', focal: { x: 0.3, y: 0.4 }, width: 90 });
    expect(fresh.uses).toEqual([{ type: 'project', item_id: p.id, label: 'Sea View', field: 'cover_image' }]);
    expect((await get(`/v2/api/projects/${p.id}`)).json().project.cover_image).toBe(fresh.url);
    // instant mode: visitors get the new file too
    expect((await t.app.inject({ method: 'GET', url: `/v2/api/projects/${p.id}` })).json().project.cover_image).toBe(fresh.url);
    expect((await t.app.inject({ method: 'GET', url: file!.url })).statusCode).toBe(404);
    expect((await get(`/v2/api/media/${file!.id}`)).statusCode).toBe(404);
    // kept privately only while a revision names it (the retention rule decides), never public
    const kept = (await sql`SELECT 1 FROM revision_files WHERE path = ${file!.url}`.execute(t.app.db)).rows.length > 0;
    expect(uploadExists(t.dataDir, file!.url)).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads-private', file!.url.replace('/uploads/', '')))).toBe(kept);
  });

  it('is for editors and administrators; needs a file', async () => {
    const [file] = await upload(await makeImage());
    expect((await send('POST', `/v2/api/media/${file!.id}/replace`, { file: await makeImage() }, tokens.author)).statusCode).toBe(403);
    expect((await send('POST', `/v2/api/media/${file!.id}/replace`, { file: await makeImage() }, tokens.editor)).statusCode).toBe(200);
    expect((await send('POST', `/v2/api/media/${file!.id}/replace`, { note: 'x' })).statusCode).toBe(404);
    const [other] = await upload(await makeImage());
    expect((await send('POST', `/v2/api/media/${other!.id}/replace`, { note: 'x' })).statusCode).toBe(400);
    expect((await send('POST', `/v2/api/media/${other!.id}/replace`, { file: SPOOFED_PNG })).statusCode).toBe(415);
  });
});

describe('delete', () => {
  it('refuses a file in use with its uses, deletes an unused one', async () => {
    const [file] = await upload(await makeImage());
    const p = await project({ cover_image_media: String(file!.id) });
    const refused = await call('DELETE', `/v2/api/media/${file!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'This file is in use',
      uses: [{ type: 'project', item_id: p.id, label: 'Sea View', field: 'cover_image' }],
    });
    expect(uploadExists(t.dataDir, file!.url)).toBe(true);

    const [unused] = await upload(await makeImage());
    const res = await call('DELETE', `/v2/api/media/${unused!.id}`, undefined, tokens.editor);
    expect(res.json()).toMatchObject({ success: true, message: 'File deleted' });
    expect(uploadExists(t.dataDir, unused!.url)).toBe(false);
    expect((await get(`/v2/api/media/${unused!.id}`)).statusCode).toBe(404);
  });

  it('is for editors and administrators', async () => {
    const [file] = await upload(await makeImage());
    expect((await call('DELETE', `/v2/api/media/${file!.id}`, undefined, tokens.author)).statusCode).toBe(403);
    expect(uploadExists(t.dataDir, file!.url)).toBe(true);
  });

  it('a field upload is in the library too, and leaves it when its item stops using it', async () => {
    const p = await project({ cover_image: await makeImage('jpeg') });
    const listed = (await get('/v2/api/media?used=true&limit=200')).json().media as MediaFile[];
    expect(listed.some((m) => m.url === p.cover_image)).toBe(true);
    await send('PUT', `/v2/api/projects/${p.id}`, { cover_image: await makeImage('png') });
    const after = (await get('/v2/api/media?limit=200')).json().media as MediaFile[];
    expect(after.some((m) => m.url === p.cover_image)).toBe(false);
  });
});

describe('alt text in the Translations list', () => {
  it('lists a used file whose alt text is missing, in both languages or in one, and drops it once both are written', async () => {
    const [file] = await upload(await makeImage('jpeg'));
    const p = await project({ title_en: 'Marina Tower', title_tr: 'Marina Kulesi', cover_image_media: String(file!.id) });
    const gapOf = async () =>
      ((await get('/v2/api/translations?limit=200&q=marina')).json().gaps as Array<Record<string, unknown>>).find(
        (g) => g.content_type === 'media' && g.item_id === file!.id,
      );
    expect(await gapOf()).toMatchObject({
      field: 'alt',
      en_field: 'alt_en',
      tr_field: 'alt_tr',
      problem: 'alt_missing',
      label: expect.stringContaining('Marina Tower'),
    });
    await call('PATCH', `/v2/api/media/${file!.id}`, { alt_en: 'Marina at night' });
    expect(await gapOf()).toMatchObject({ problem: 'missing_tr', en: 'Marina at night', tr: '' });
    const filtered = (await get('/v2/api/translations?limit=200&status=alt_missing')).json().gaps as Array<{ problem: string }>;
    expect(filtered.every((g) => g.problem === 'alt_missing')).toBe(true);
    await call('PATCH', `/v2/api/media/${file!.id}`, { alt_tr: 'Gece marina' });
    expect(await gapOf()).toBeUndefined();
    // an unused file's alt text is nobody's concern on the site
    const [unused] = await upload(await makeImage());
    const all = (await get('/v2/api/translations?limit=200&status=alt_missing')).json().gaps as Array<{ item_id: number; content_type: string }>;
    expect(all.some((g) => g.content_type === 'media' && g.item_id === unused!.id)).toBe(false);
    expect(p.id).toBeGreaterThan(0);
  });
});
