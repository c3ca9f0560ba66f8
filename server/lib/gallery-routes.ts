// One factory for the image galleries of a detail (/v2/api/gallery for project details, /api/news-gallery
// for news details): list by sort order, upload several images at once (all or nothing), reorder,
// delete, toggle. A gallery says its kind of item (content-db/image-items.ts), keys and title fields.
import { Type, type TSchema } from 'typebox';
import type { FastifyInstance } from 'fastify';
import {
  addImages,
  deleteItem,
  flipItem,
  getParent,
  listItems,
  parentIsPublic,
  reorderImages,
  type GalleryTable,
  type ItemKind,
} from '../../content-db/image-items.ts';
import { badRequest, found, notFound } from './errors.ts';
import { formId, imageRule, readForm, text } from './form.ts';
import { withMedia, withMediaOne } from './media-answer.ts';
import { activeOnly, contentFor, paramId } from './request.ts';
import { Envelope, IdParams, MultipartBody, errors, idParam } from './schemas.ts';
import { registerToggles } from './toggle.ts';
import { AUTHOR } from './roles.ts';
import { MAX_GALLERY_FILES } from '../shared/upload-limits.ts';

/** At most this many images in one upload (the multipart reader's own ceiling is 30 files). */
const RULES = { images: imageRule({ maxFiles: MAX_GALLERY_FILES }) };
const SELECT_DETAIL = 'Please select a detail first';

export interface Gallery<T extends GalleryTable> {
  kind: ItemKind<T>;
  /** collection path below the prefix, e.g. '/gallery' */
  path: string;
  tags: string[];
  /** schema of one answered image (server/schemas) */
  item: TSchema;
  /** answer key of a list of images ('images', 'gallery'); one image is always `image` */
  listKey: string;
  /** the form field and column holding the detail's id */
  parentField: string;
  /** the plain title fields an upload gives to every image */
  titles: readonly string[];
  /** upload folder under /uploads */
  folder: string;
}

/** The ids of a sort-order body: positive integers (or their digits), each once, at least one. */
function readIds(ids: unknown[] | undefined): number[] {
  const out = (ids ?? []).map((v) => (typeof v === 'number' ? v : /^[0-9]{1,15}$/.test(String(v)) ? Number(v) : NaN));
  if (out.length === 0 || out.some((n) => !Number.isInteger(n) || n < 1) || new Set(out).size !== out.length) {
    throw badRequest('Please send the image ids in their new order');
  }
  return out;
}

const SortBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.Union([Type.Integer(), Type.String()]), { maxItems: 1000, description: 'image ids of one detail in their new order' })),
});

export function registerGallery<T extends GalleryTable>(app: FastifyInstance, g: Gallery<T>): void {
  const { kind, tags, path } = g;
  const imageColumn = kind.image as string;
  const answerAll = (rows: unknown[]) => withMedia(app.media, rows as Array<Record<string, unknown>>, [imageColumn]);
  const listBody = Envelope({ [g.listKey]: Type.Array(g.item) });
  const uploadBody = MultipartBody({
    [g.parentField]: Type.String({ description: 'the detail the images belong to' }),
    ...Object.fromEntries(g.titles.map((t) => [t, Type.Optional(Type.String({ description: 'given to every uploaded image' }))])),
    images: Type.Array(Type.String({ format: 'binary' }), {
      minItems: 1,
      maxItems: MAX_GALLERY_FILES,
      description: `repeated field, 1 to ${MAX_GALLERY_FILES} images (uploads and images_media library ids together); JPEG, PNG, GIF, WebP or SVG`,
    }),
  });

  app.get(
    `${path}/detail/:detailId`,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: "A detail's images by sort order: every one with a token; without, the active ones of a visible detail",
        params: idParam('detailId'),
        response: { 200: listBody, ...errors(400, 404) },
      },
    },
    async (request) => {
      const detailId = paramId(request, 'detailId');
      const publicRead = activeOnly(request);
      const db = contentFor(request);
      // A visitor never learns of an inactive detail, or of one inside a hidden project or news item.
      if (!(await getParent(db, kind, detailId)) || (publicRead && !(await parentIsPublic(db, kind, detailId)))) throw notFound('Detail');
      return { success: true, [g.listKey]: await answerAll(await listItems(db, kind, { parentId: detailId, activeOnly: publicRead })) };
    },
  );

  app.post(
    `${path}/multiple`,
    { config: AUTHOR, schema: { tags, multipartBody: uploadBody, response: { 200: listBody, ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      // Every file (and every library file chosen in images_media) is checked while the form is read,
      // before any is stored: one refused file stores none. A library file is used at its URL, not copied.
      const form = await readForm(request, [g.parentField, ...g.titles], RULES);
      const detail = found(await getParent(app.db, kind, formId(form.fields, g.parentField, SELECT_DETAIL)), 'Detail');
      const files = form.files.images ?? [];
      if (files.length === 0) throw badRequest('Please select at least one image');
      const titles = Object.fromEntries(g.titles.map((t) => [t, text(form.fields, t)]));
      const saved = await app.media.saveAll(files, g.folder);
      const rows = await app.media.withNewFiles(saved, () =>
        addImages(
          app.db,
          kind,
          detail.id,
          saved.map((image) => ({ ...titles, [imageColumn]: image })),
        ),
      );
      return { success: true, message: 'Images uploaded successfully', [g.listKey]: await answerAll(rows) };
    },
  );

  app.put(
    `${path}/sort-order`,
    {
      config: AUTHOR,
      schema: {
        tags,
        summary:
          "Reorders the images of one detail: the named ones first, in the given order, the others after them; answers the detail's images in the new order",
        body: SortBody,
        response: { 200: listBody, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const result = await reorderImages(app.db, kind, readIds((request.body as { ids?: unknown[] }).ids));
      if ('missing' in result) throw notFound('Image');
      if ('mixed' in result) throw badRequest('All images must belong to the same detail');
      return { success: true, message: 'Sort order updated successfully', [g.listKey]: await answerAll(result.images) };
    },
  );

  app.delete(
    `${path}/:id`,
    { config: AUTHOR, schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const files = found(await deleteItem(app.db, kind, paramId(request)), 'Image');
      await app.media.remove(files);
      return { success: true, message: 'Image deleted successfully' };
    },
  );

  registerToggles(app, {
    path,
    key: 'image',
    thing: 'Image',
    item: g.item,
    tags,
    message: 'Image status updated successfully',
    flip: async (id) => {
      const row = await flipItem(app.db, kind, id);
      return row && withMediaOne(app.media, row as Record<string, unknown>, [imageColumn]);
    },
  });
}
