// Issue 33, item 3: every picture's 1200x630 sharing crop on its focal point is made in the background,
// not only the ones an SEO field names: after an upload, after a focal point change, and at start for
// the pictures without one. A page without an SEO image (a news item: its cover) then shares the crop.
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaByPaths, shareCropOf, type MediaInfo } from '../../content-db/media.ts';
import type { ContentDb } from '../../content-db/open.ts';
import { newsPath } from '../../site/lib/routes.ts';
import { SITE_URL, buildFrom } from '../../site/test/built-site.ts';
import { addNews } from '../test/news-fixtures.ts';
import { bearer, createTestApp, makeImage, multipart, useTestApp, type FilePart, type TestApp } from '../test/helpers.ts';
import { typeOfKind } from './file-check.ts';
import type { BuildStatus } from '../publish/types.ts';

const t = useTestApp({ env: { SHARE_CROPS: '1' } });

/** Waits until `db`'s record of `path` lists the sharing crop of its current focal point (the queue works in the background). */
async function cropListed(db: ContentDb, path: string, timeoutMs = 30_000): Promise<{ crop: string; info: MediaInfo }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const info = (await mediaByPaths(db, [path]))[path];
    const crop = info && shareCropOf(info.crops, info.focal!);
    if (crop) return { crop: crop.path, info };
    if (Date.now() > until) throw new Error(`no sharing crop of ${path} listed after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The crop as a visitor's sharing card fetches it: a 1200x630 JPEG. */
async function fetchCrop(crop: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: crop });
  expect(res.statusCode, crop).toBe(200);
  expect(await sharp(res.rawPayload).metadata(), crop).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  return res.rawPayload;
}

/** A 1000x1600 JPEG, light above and dark below: a crop on the bottom is all dark, the centre's half and half. */
async function twoToned(): Promise<FilePart> {
  const dark = await sharp({ create: { width: 1000, height: 800, channels: 3, background: { r: 20, g: 20, b: 20 } } })
    .png()
    .toBuffer();
  const content = await sharp({ create: { width: 1000, height: 1600, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .composite([{ input: dark, top: 800, left: 0 }])
    .jpeg()
    .toBuffer();
  return { filename: 'site.jpg', content, contentType: 'image/jpeg' };
}

/** The mean lightness of a JPEG (0..255). */
const lightness = async (jpeg: Buffer) => (await sharp(jpeg).greyscale().stats()).channels[0]!.mean;

const mediaId = async (path: string): Promise<number> =>
  (await t.app.db.selectFrom('media_files').select('id').where('path', '=', path).executeTakeFirstOrThrow()).id;

describe('sharing crops of every picture, made in the background', () => {
  let news: { slug: string; image: string };
  let corner: string;

  beforeAll(async () => {
    news = await addNews(t.app, t.token, { image: await twoToned() });
  });

  it("an uploaded news cover gets its 1200x630 crop on the focal point, in both copies' records", async () => {
    const { crop } = await cropListed(t.app.db, news.image);
    expect(crop).toBe(`${news.image.replace(/\.jpg$/, '')}-og1200x630-500-500.jpg`);
    await fetchCrop(crop);
    // the live copy (what the site is built from) lists it too, and the site is asked to publish it
    expect((await cropListed(t.app.liveDb, news.image)).crop).toBe(crop);
    await t.app.media.shareCropsIdle();
    expect(t.publishRequests).toContain(`sharing images of ${news.image}`);
  });

  it('a focal point change makes a new crop for the new point, without waiting for it in the answer', async () => {
    const before = await fetchCrop((await cropListed(t.app.db, news.image)).crop);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/v2/api/media/${await mediaId(news.image)}`,
      headers: bearer(t.token),
      payload: { focal: { x: 0, y: 1 } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { crop, info } = await cropListed(t.app.db, news.image);
    expect(info.focal).toEqual({ x: 0, y: 1 });
    expect(crop).toMatch(/-og1200x630-0-1000\.jpg$/);
    corner = crop;
    // the crop on the bottom edge is mostly the dark half; the centre's was half and half
    expect(await lightness(before)).toBeGreaterThan(100);
    expect(await lightness(await fetchCrop(crop))).toBeLessThan(40);
    // the live copy took the new point with the item's publish (instant mode) and lists its crop
    expect((await cropListed(t.app.liveDb, news.image)).crop).toBe(crop);
  });

  it('a library upload is cropped too, and a damaged file is skipped without failing its answer or the queue', async () => {
    const body = multipart({ files: [await makeImage('png', 900, 700), await makeImage('webp', 800, 500)] });
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/media', headers: { ...bearer(t.token), ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const [damaged, good] = res.json().media as Array<{ id: number; url: string }>;
    await t.app.media.shareCropsIdle();
    // the first file's bytes go bad on disk before its focal point moves: no crop for the new point, the PATCH still answers
    fs.writeFileSync(t.app.media.diskPath(damaged.url), 'not a picture');
    const moved = await t.app.inject({ method: 'PATCH', url: `/v2/api/media/${damaged.id}`, headers: bearer(t.token), payload: { focal: { x: 0.1, y: 0.1 } } });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.inject({ method: 'PATCH', url: `/v2/api/media/${good.id}`, headers: bearer(t.token), payload: { focal: { x: 0.9, y: 0.9 } } });
    const { crop } = await cropListed(t.app.db, good.url);
    expect(crop).toMatch(/-og1200x630-900-900\.jpg$/);
    await fetchCrop(crop);
    await t.app.media.shareCropsIdle();
    const info = (await mediaByPaths(t.app.db, [damaged.url]))[damaged.url]!;
    expect(shareCropOf(info.crops, info.focal!)).toBeUndefined();
  });

  it('a site built afterwards shares the crop as og:image of a news item without any SEO image', async () => {
    const site = await buildFrom(t.dataDir);
    try {
      for (const page of [newsPath(news.slug), `/en${newsPath(news.slug)}`]) {
        const doc = site.doc(page);
        const meta = (key: string) => doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
        expect(meta('og:image'), page).toBe(`${SITE_URL}${corner}`);
        expect(meta('og:image:width'), page).toBe('1200');
        expect(meta('og:image:height'), page).toBe('630');
      }
    } finally {
      fs.rmSync(site.outDir, { recursive: true, force: true });
    }
  }, 600_000);
});

describe('the start-time backfill', () => {
  let app: TestApp;
  let live = false;
  const status = (): BuildStatus => ({
    state: 'idle',
    current: live ? { id: 'r1', startedAt: '', finishedAt: '', pages: 1, ms: 1 } : null,
    previous: null,
    last: null,
  });

  beforeAll(async () => {
    app = await createTestApp({ env: { SHARE_CROPS: '1' }, publisher: { request() {}, status } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('crops the pictures stored without a crop once a release is live', async () => {
    // stored as the demo seed stores its pictures: no background work queued
    const image = await makeImage('jpeg', 1300, 900);
    const stored = await app.app.media.save({ field: 'image', filename: 'x.jpg', buffer: image.content, type: typeOfKind('jpeg') }, 'media', {
      background: false,
    });
    await app.app.media.shareCropsIdle();
    expect((await mediaByPaths(app.app.db, [stored]))[stored]!.crops).toEqual([]);
    live = true;
    const { crop } = await cropListed(app.app.db, stored);
    expect(await sharp(app.app.media.diskPath(crop)).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
