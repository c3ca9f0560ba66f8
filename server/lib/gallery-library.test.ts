// `images_media` on the two gallery uploads (lib/gallery-routes.ts, read by lib/form.ts): files of the
// media library added to a project or news gallery at their own URL, checked like an upload, all or
// nothing, and listed afterwards among the file's uses.
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeImage, multipart, SVG, type FilePart, useTestApp } from '../test/helpers.ts';
import { makeIco } from '../test/api-fixtures.ts';
import { client, uploadFiles } from '../test/project-fixtures.ts';
import { addDetail, addNews, sendForm } from '../test/news-fixtures.ts';
import type { MediaFile } from '../api-types.ts';

const t = useTestApp();

interface GalleryCase {
  name: string;
  url: string;
  parentField: string;
  listKey: string;
  /** the column of a gallery row holding its image */
  column: string;
  /** the content type and field the library lists the use under */
  use: { type: string; field: string };
  /** a new detail (and its parent item), answered with the ids the use names */
  detail(): Promise<{ detailId: number; itemId: number; label: string }>;
}

const GALLERIES: GalleryCase[] = [
  {
    name: 'project gallery',
    url: '/v2/api/gallery/multiple',
    parentField: 'project_detail_id',
    listKey: 'images',
    column: 'image_path',
    use: { type: 'project', field: 'project_gallery.image_path' },
    async detail() {
      const c = client(t);
      const project = await c.project();
      return { detailId: (await c.detail(project.id)).id, itemId: project.id, label: project.title_en };
    },
  },
  {
    name: 'news gallery',
    url: '/api/news-gallery/multiple',
    parentField: 'news_detail_id',
    listKey: 'gallery',
    column: 'image',
    use: { type: 'news', field: 'news_gallery.image' },
    async detail() {
      const news = await addNews(t.app, t.token);
      return { detailId: (await addDetail(t.app, t.token, news.id)).id, itemId: news.id, label: news.title_en };
    },
  },
];

async function library(...files: FilePart[]): Promise<MediaFile[]> {
  const body = multipart({ files });
  const res = await t.app.inject({ method: 'POST', url: '/v2/api/media', headers: { ...bearer(t.token), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().media;
}

const mediaFile = async (id: number): Promise<MediaFile> =>
  (await t.app.inject({ method: 'GET', url: `/v2/api/media/${id}`, headers: bearer(t.token) })).json().media;

let jpeg: MediaFile;
let svg: MediaFile;
let icon: MediaFile;

beforeAll(async () => {
  [jpeg, svg] = await library(await makeImage('jpeg', 800, 600), SVG);
  // the library's own upload takes no icon; a favicon upload puts one in the library
  const favicon = multipart({ favicon: makeIco((await makeImage('png', 16, 16)).content) });
  const res = await t.app.inject({ method: 'POST', url: '/api/favicon', headers: { ...bearer(t.token), ...favicon.headers }, payload: favicon.payload });
  expect(res.statusCode, res.body).toBe(200);
  const icons = await t.app.inject({ method: 'GET', url: '/v2/api/media?kind=icon', headers: bearer(t.token) });
  [icon] = icons.json().media;
  expect(icon!.url).toBe(res.json().data.favicon_path);
});

describe.each(GALLERIES)('images_media on the $name', (g) => {
  let detailId: number;
  const send = (fields: Parameters<typeof multipart>[0]) => sendForm(t.app, 'POST', g.url, { [g.parentField]: detailId, ...fields }, t.token);
  const images = (res: { json(): Record<string, Array<Record<string, unknown>>> }) => res.json()[g.listKey]!.map((row) => row[g.column]);
  const listed = async () =>
    (await t.app.inject({ method: 'GET', url: `${g.url.replace('/multiple', '')}/detail/${detailId}`, headers: bearer(t.token) })).json()[
      g.listKey
    ] as unknown[];

  beforeAll(async () => {
    ({ detailId } = await g.detail());
  });

  it('adds one library file at its own URL (no copy) and the library lists the gallery among its uses', async () => {
    const before = uploadFiles(t.dataDir).length;
    const res = await send({ images_media: String(jpeg.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(images(res)).toEqual([jpeg.url]);
    expect(res.json()[g.listKey]![0]!.media).toHaveProperty([jpeg.url]);
    expect(uploadFiles(t.dataDir).length).toBe(before);
    const uses = (await mediaFile(jpeg.id)).uses;
    expect(uses).toEqual(expect.arrayContaining([expect.objectContaining(g.use)]));
  });

  it('adds several library files, after the uploads of the same request, in the order sent', async () => {
    const upload = await makeImage('png', 50, 40);
    const res = await send({ images: [upload], images_media: [String(svg.id), String(jpeg.id)] });
    expect(res.statusCode, res.body).toBe(200);
    const added = images(res);
    expect(added).toHaveLength(3);
    expect(added[0]).not.toBe(jpeg.url);
    expect(added.slice(1)).toEqual([svg.url, jpeg.url]);
    expect(await listed()).toHaveLength(4);
  });

  it('adds nothing when one id is unknown, malformed or of a kind the gallery refuses', async () => {
    const count = (await listed()).length;
    const files = uploadFiles(t.dataDir).length;
    const upload = await makeImage('png', 30, 30);
    const cases: Array<[string, number, string]> = [
      ['999999', 400, 'Media file not found'],
      ['abc', 400, 'images_media must be a media id'],
      [String(icon.id), 415, 'Please select a valid image file (JPEG, PNG, GIF, WebP or SVG)'],
    ];
    for (const [bad, status, message] of cases) {
      const res = await send({ images: [upload], images_media: [String(jpeg.id), bad] });
      expect(res.json(), bad).toMatchObject({ success: false, message });
      expect(res.statusCode).toBe(status);
    }
    const tooMany = await send({ images: Array.from({ length: 19 }, () => upload), images_media: [String(jpeg.id), String(svg.id)] });
    expect(tooMany.statusCode).toBe(400);
    expect(await listed()).toHaveLength(count);
    expect(uploadFiles(t.dataDir).length).toBe(files);
  });
});

describe('the uses of a library file in a gallery', () => {
  it('names the item of each gallery it is in, by the gallery field', async () => {
    const [file] = await library(await makeImage('webp', 300, 200));
    const expected = [];
    for (const g of GALLERIES) {
      const { detailId, itemId, label } = await g.detail();
      const res = await sendForm(t.app, 'POST', g.url, { [g.parentField]: detailId, images_media: String(file!.id) }, t.token);
      expect(res.statusCode, res.body).toBe(200);
      expected.push({ ...g.use, item_id: itemId, label });
    }
    expect((await mediaFile(file!.id)).uses).toEqual(expect.arrayContaining(expected));
    expect((await mediaFile(file!.id)).uses).toHaveLength(2);
  });
});
