// SEO and sharing (API.md "SEO and sharing", issue 33): every route of a project, a news item, a text
// page and the page documents takes `seo` and answers it with the sharing image as a library id; bad
// input is a 400; the fields are part of the working copy (review mode: public reads keep the live
// ones until published); a sharing image is a use of the library file; an SVG is converted for sharing.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPublishingMode } from '../../../content-db/live.ts';
import { SEO_LIMITS } from '../../../content-db/seo.ts';
import { SVG, bearer, makeImage, multipart, useTestApp, type FilePart } from '../../test/helpers.ts';

const t = useTestApp();

type Fields = Parameters<typeof multipart>[0];
function form(method: 'POST' | 'PUT', url: string, fields: Fields, headers: Record<string, string> = {}) {
  const body = multipart(fields);
  return t.app.inject({ method, url, headers: { ...bearer(t.token), ...body.headers, ...headers }, payload: body.payload });
}
const json = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: bearer(t.token), payload });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

let jpeg: { id: number; url: string };
let svg: { id: number; url: string };
let cover: FilePart;

beforeAll(async () => {
  cover = await makeImage('jpeg', 400, 300);
  const res = await form('POST', '/v2/api/media', { files: [await makeImage('jpeg', 1600, 900), SVG] });
  expect(res.statusCode, res.body).toBe(200);
  [jpeg, svg] = res.json().media;
});

const FULL = {
  title_en: 'Sea View Homes in Trabzon',
  title_tr: 'Trabzon Deniz Manzaralı Evler',
  description_en: 'Homes by the sea.',
  description_tr: 'Deniz kenarında evler.',
  noindex: true,
};

/** Every route that takes `seo`: how to make its item, how to update it, and where it is answered. */
interface Target {
  name: string;
  create(): Promise<{ id: number; seo: unknown }>;
  update(id: number, seo: unknown): ReturnType<typeof form>;
  key: string;
}

const multipartTarget = (name: string, path: string, key: string, fields: () => Promise<Fields>): Target => ({
  name,
  key,
  async create() {
    const res = await form('POST', path, { ...(await fields()), seo: JSON.stringify(FULL) });
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    const item = res.json()[key];
    return Array.isArray(item) ? item[0] : item;
  },
  update: (id, seo) => form('PUT', `${path}/${id}`, { seo: JSON.stringify(seo) }),
});

const TARGETS: Target[] = [
  multipartTarget('project', '/v2/api/projects', 'project', async () => ({ title_en: 'Sea View', title_tr: 'Deniz Manzarası', cover_image: cover })),
  multipartTarget('news', '/api/admin/news', 'news', async () => ({ title_en: 'Groundbreaking', title_tr: 'Temel Atma', image: cover })),
  multipartTarget('home banner', '/api/banners', 'banner', async () => ({
    title_en: 'Home',
    title_tr: 'Ana Sayfa',
    description_en: 'x',
    description_tr: 'y',
    banner_image: cover,
  })),
  multipartTarget('ongoing list banner', '/api/ongoing-banners', 'banner', async () => ({ title_en: 'Ongoing', title_tr: 'Devam Eden', banner_image: cover })),
  multipartTarget('our projects banner', '/api/our-projects', 'ourProject', async () => ({
    title_en: 'Ours',
    title_tr: 'Bizimkiler',
    description_en: 'x',
    description_tr: 'y',
    banner_image: cover,
  })),
  multipartTarget('news list banner', '/api/news-page-banner', 'data', async () => ({ title_en: 'News', title_tr: 'Haberler', banner: cover })),
  ...(['aboutpage', 'services', 'contact'] as const).map((doc) => ({
    name: doc,
    key: 'data',
    async create() {
      const res = await json('POST', `/api/${doc}`, { seo: FULL });
      expect(res.statusCode, `${doc}: ${res.body}`).toBe(200);
      return res.json().data;
    },
    update: (id: number, seo: unknown) => form('PUT', `/api/${doc}/${id}`, { seo: JSON.stringify(seo) }),
  })),
  {
    name: 'text page',
    key: 'textPage',
    async create() {
      const res = await json('POST', '/v2/api/text-pages', { title_en: 'Terms', title_tr: 'Koşullar', seo: FULL });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().textPage;
    },
    update: (id, seo) => t.app.inject({ method: 'PUT', url: `/v2/api/text-pages/${id}`, headers: bearer(t.token), payload: { seo } }),
  },
];

describe('seo on every route that takes it', () => {
  for (const target of TARGETS) {
    it(`${target.name}: creates, answers, updates field by field, clears, refuses bad input`, async () => {
      const created = await target.create();
      expect(created.seo).toEqual({ ...FULL, image: null });

      // a field left out keeps its value; the image is named by its library id
      const withImage = await target.update(created.id, { image: jpeg.id, title_en: '  Trimmed title  ' });
      expect(withImage.statusCode, withImage.body).toBe(200);
      const answered = withImage.json()[target.key];
      expect(answered.seo).toEqual({ ...FULL, title_en: 'Trimmed title', image: jpeg.id });

      // empty fields fall back (stored empty), noindex off, no image
      const clearing = await target.update(created.id, { title_en: '', description_tr: null, image: null, noindex: false });
      expect(clearing.statusCode, clearing.body).toBe(200);
      const cleared = clearing.json()[target.key];
      expect(cleared.seo).toEqual({ ...FULL, title_en: '', description_tr: '', image: null, noindex: false });

      // the text page route takes JSON checked by its schema first: it words some refusals itself
      // (and, as every JSON route, reads a number sent for a text as that text)
      const schemaChecked = target.name === 'text page';
      const bad: Array<[unknown, RegExp]> = [
        [{ title_en: 'x'.repeat(SEO_LIMITS.title + 1) }, /seo.title_en must be at most 120 characters/],
        [{ description_tr: 'ğ'.repeat(SEO_LIMITS.description + 1) }, /seo.description_tr must be at most 320 characters/],
        [{ image: 999999 }, /not in the media library/],
        [{ image: 'abc' }, /media library id/],
        [{ image: -3 }, /media library id/],
        [{ noindex: 'maybe' }, /noindex/],
        ...(schemaChecked ? [] : ([[{ title_en: 42 }, /must be text/]] as Array<[unknown, RegExp]>)),
        [['not', 'an', 'object'], schemaChecked ? /seo/ : /seo must be an object/],
      ];
      for (const [seo, message] of bad) {
        const res = await target.update(created.id, seo);
        expect(res.statusCode, `${target.name} ${JSON.stringify(seo)}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
      }
      // nothing of a refused write was kept
      expect((await target.update(created.id, {})).json()[target.key].seo).toEqual(cleared.seo);
    });
  }

  it('a multipart seo that is not JSON is a 400', async () => {
    const project = await TARGETS[0]!.create();
    const res = await form('PUT', `/v2/api/projects/${project.id}`, { seo: '{not json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('seo must be valid JSON');
  });
});

describe('the sharing image', () => {
  it('is a use of the library file: listed with its field, and the file cannot be deleted meanwhile', async () => {
    const project = await TARGETS[0]!.create();
    await TARGETS[0]!.update(project.id, { image: svg.id });
    const media = (await get(`/v2/api/media/${svg.id}`, t.token)).json().media;
    expect(media.uses).toContainEqual(expect.objectContaining({ type: 'project', item_id: project.id, field: 'seo' }));
    const del = await t.app.inject({ method: 'DELETE', url: `/v2/api/media/${svg.id}`, headers: bearer(t.token) });
    expect(del.statusCode).toBe(409);
  });

  it('an SVG is converted: its sharing crop is a 1200x630 JPEG', async () => {
    const cropPath = await t.app.media.shareCrop(svg.url, t.app.db);
    expect(cropPath).toMatch(/-og1200x630-500-500\.jpg$/);
    const res = await get(cropPath!);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // made once: asked again, the same file
    expect(await t.app.media.shareCrop(svg.url, t.app.db)).toBe(cropPath);
  });

  it('a crop follows the focal point: a new point makes a new crop of other pixels', async () => {
    const centre = await t.app.media.shareCrop(jpeg.url, t.app.db);
    const moved = await t.app.inject({ method: 'PATCH', url: `/v2/api/media/${jpeg.id}`, headers: bearer(t.token), payload: { focal: { x: 0, y: 0 } } });
    expect(moved.statusCode, moved.body).toBe(200);
    const corner = await t.app.media.shareCrop(jpeg.url, t.app.db);
    expect(corner).toMatch(/-og1200x630-0-0\.jpg$/);
    expect(corner).not.toBe(centre);
    for (const p of [centre, corner]) expect((await sharp((await get(p!)).rawPayload).metadata()).width).toBe(1200);
  });
});

describe('seo is part of the working copy', () => {
  it('in review mode a public read keeps the live fields until the item is published', async () => {
    const project = await TARGETS[0]!.create();
    await setPublishingMode(t.app.db, 'review');
    try {
      const edited = await TARGETS[0]!.update(project.id, { title_en: 'Draft title' });
      expect(edited.json().project.seo.title_en).toBe('Draft title');
      expect((await get(`/v2/api/projects/${project.id}`)).json().project.seo.title_en).toBe(FULL.title_en);
      const published = await json('POST', '/v2/api/changes/publish', { items: [{ type: 'project', item_id: project.id }] });
      expect(published.statusCode, published.body).toBe(200);
      expect((await get(`/v2/api/projects/${project.id}`)).json().project.seo.title_en).toBe('Draft title');
    } finally {
      await setPublishingMode(t.app.db, 'instant');
    }
  });

  it('a stale If-Match on an seo write is a 412 and changes nothing', async () => {
    const project = await TARGETS[0]!.create();
    const version = (await get(`/v2/api/projects/${project.id}`, t.token)).headers.etag as string;
    expect((await form('PUT', `/v2/api/projects/${project.id}`, { seo: JSON.stringify({ title_tr: 'Bir' }) }, { 'if-match': version })).statusCode).toBe(200);
    const stale = await form('PUT', `/v2/api/projects/${project.id}`, { seo: JSON.stringify({ title_tr: 'İki' }) }, { 'if-match': version });
    expect(stale.statusCode).toBe(412);
    expect((await get(`/v2/api/projects/${project.id}`, t.token)).json().project.seo.title_tr).toBe('Bir');
  });
});
