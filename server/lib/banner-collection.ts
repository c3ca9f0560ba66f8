// One factory for the "titled banner" collections of /api (home hero banners, design sections, ongoing and
// our-projects banners, the news page banner): titles, optional HTML descriptions, one image, a word
// status, maybe a row limit. Each collection is a call with its table, keys and SPEC.md messages.
import { Type, type TSchema } from 'typebox';
import type { FastifyInstance } from 'fastify';
import {
  countBanners, createBanner, deleteBanner, flipBanner, getBanner, listBanners, updateBanner,
  type BannerRow, type BannerTableName, type BannerValues,
} from '../../content-db/titled-banners.ts';
import { badRequest, conflict, found, notFound } from './errors.ts';
import { IMAGE_RULE, firstFile, has, readForm, text } from './form.ts';
import { sanitizeHtml } from './html.ts';
import { withMedia, withMediaOne } from './media-answer.ts';
import { activeOnly, paramId } from './request.ts';
import { Envelope, IdParams, MediaMap, MultipartBody, Nullable, Timestamps, WordStatus, errors } from './schemas.ts';
import { registerToggles } from './toggle.ts';
import { writeWithImage } from './write-with-image.ts';

export const FIELDS_REQUIRED = 'Please fill in all required fields';

/** The SPEC.md texts of a collection whose items are called banners. */
export const BANNER_MESSAGES = {
  added: 'Banner added successfully',
  updated: 'Banner updated successfully',
  deleted: 'Banner deleted successfully',
  status: 'Banner status updated successfully',
  imageRequired: 'Please upload a banner image',
} as const;

export interface BannerCollection {
  /** collection path below /api, e.g. '/banners' */
  path: string;
  table: BannerTableName;
  tags: string[];
  /** answer keys: the list and one item */
  listKey: string;
  itemKey: string;
  /** GET .../active answers every active item under listKey (default), or the newest one under itemKey (404 when none) */
  active?: 'list' | 'one';
  /** name in the 404 message: 'Banner' -> 'Banner not found' */
  thing: string;
  /** whether the collection has description_en/description_tr (HTML, sanitized on save) */
  descriptions: boolean;
  /** the image column, also the multipart file field unless `fileField` names another */
  imageField: 'banner_image' | 'image';
  fileField?: string;
  /** advice on the image shown in OpenAPI (e.g. a recommended size) */
  imageAdvice?: string;
  /** upload folder under /uploads */
  folder: string;
  /** at most this many rows; a create beyond it is a 409 with the message */
  limit?: { rows: number; message: string };
  messages: {
    added: string;
    updated: string;
    deleted: string;
    status: string;
    /** a create without an image */
    imageRequired: string;
    /** optional message of the list answer */
    listed?: string;
  };
}

function textFieldsOf(c: BannerCollection): string[] {
  return c.descriptions ? ['title_en', 'title_tr', 'description_en', 'description_tr'] : ['title_en', 'title_tr'];
}

/** The answered item: every column of the table plus `media` for its image. */
export function bannerItemSchema(c: BannerCollection): TSchema {
  return Type.Object({
    id: Type.Integer(),
    title_en: Type.String(),
    title_tr: Type.String(),
    ...(c.descriptions ? { description_en: Type.String(), description_tr: Type.String() } : {}),
    [c.imageField]: Nullable(Type.String()),
    status: WordStatus,
    ...Timestamps,
    media: Type.Optional(MediaMap),
  });
}

function bodySchema(c: BannerCollection, onCreate: boolean) {
  const texts: Record<string, TSchema> = {};
  for (const f of textFieldsOf(c)) {
    const html = f.startsWith('description') ? ' (HTML, sanitized)' : '';
    texts[f] = onCreate ? Type.String({ description: `required${html}` }) : Type.Optional(Type.String({ description: `kept when not sent${html}` }));
  }
  const advice = c.imageAdvice ? `; ${c.imageAdvice}` : '';
  const image = Type.String({
    format: 'binary',
    description: `${onCreate ? 'JPEG, PNG, GIF, WebP or SVG; required' : 'leave empty to keep the existing image'}${advice}`,
  });
  return MultipartBody({ ...texts, [c.fileField ?? c.imageField]: onCreate ? image : Type.Optional(image) });
}

/**
 * Reads the text columns of a write. On update (`current` given) a field that is not sent keeps its
 * value; a field sent blank is refused like a missing one on create.
 */
function readTexts(c: BannerCollection, fields: Record<string, unknown>, current?: BannerRow): BannerValues {
  const values: BannerValues = {};
  for (const name of textFieldsOf(c)) {
    let value: string;
    if (current && !has(fields, name)) value = String(current[name] ?? '');
    else value = name.startsWith('description') ? sanitizeHtml(text(fields, name)) : text(fields, name);
    if (value === '') throw badRequest(FIELDS_REQUIRED);
    values[name] = value;
  }
  return values;
}

export function registerBannerCollection(app: FastifyInstance, c: BannerCollection): void {
  const item = bannerItemSchema(c);
  const { tags, imageField } = c;
  const fileField = c.fileField ?? imageField;
  const rule = { [fileField]: IMAGE_RULE };
  const answerAll = (rows: BannerRow[]) => withMedia(app.media, rows, [imageField]);
  const answerOne = (row: BannerRow) => withMediaOne(app.media, row, [imageField]);
  const listBody = Envelope({ [c.listKey]: Type.Array(item) });
  const itemBody = Envelope({ [c.itemKey]: item });

  app.get(
    c.path,
    { schema: { tags, summary: 'Every item with a token, the active ones without', response: { 200: listBody } } },
    async (request) => {
      const rows = await listBanners(app.db, c.table, activeOnly(request));
      return { success: true, ...(c.messages.listed ? { message: c.messages.listed } : {}), [c.listKey]: await answerAll(rows) };
    },
  );

  if (c.active === 'one') {
    app.get(
      `${c.path}/active`,
      { schema: { tags, summary: 'The item to show: the newest active one, whatever the token', response: { 200: itemBody, ...errors(404) } } },
      async () => {
        const [newest] = await listBanners(app.db, c.table, true);
        return { success: true, [c.itemKey]: await answerOne(found(newest, c.thing)) };
      },
    );
  } else {
    app.get(
      `${c.path}/active`,
      { schema: { tags, summary: 'The active items, whatever the token', response: { 200: listBody } } },
      async () => ({ success: true, [c.listKey]: await answerAll(await listBanners(app.db, c.table, true)) }),
    );
  }

  app.get(
    `${c.path}/:id`,
    { schema: { tags, params: IdParams, response: { 200: itemBody, ...errors(400, 404) } } },
    async (request) => {
      const row = await getBanner(app.db, c.table, paramId(request));
      // A visitor never learns of an inactive item.
      if (!row || (activeOnly(request) && row.status !== 'active')) throw notFound(c.thing);
      return { success: true, [c.itemKey]: await answerOne(row) };
    },
  );

  app.post(
    c.path,
    { schema: { tags, multipartBody: bodySchema(c, true), response: { 200: itemBody, ...errors(400, 401, 409, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, textFieldsOf(c), rule);
      // The limit first: when the collection is full, no field matters.
      if (c.limit && (await countBanners(app.db, c.table)) >= c.limit.rows) throw conflict(c.limit.message);
      const values = readTexts(c, form.fields);
      const file = firstFile(form, fileField);
      if (!file) throw badRequest(c.messages.imageRequired);
      const row = await writeWithImage(app.media, file, c.folder, async (image) => {
        // Checked again inside the insert's transaction, so two simultaneous creates cannot both pass.
        const created = await createBanner(app.db, c.table, { ...values, [imageField]: image ?? null }, c.limit?.rows);
        if (!created) throw conflict(c.limit!.message);
        return created;
      });
      return { success: true, message: c.messages.added, [c.itemKey]: await answerOne(row) };
    },
  );

  app.put(
    `${c.path}/:id`,
    {
      schema: { tags, params: IdParams, multipartBody: bodySchema(c, false), response: { 200: itemBody, ...errors(400, 401, 404, 413, 415) } },
    },
    async (request) => {
      const id = paramId(request);
      const existing = found(await getBanner(app.db, c.table, id), c.thing);
      const form = await readForm(request, textFieldsOf(c), rule);
      const changes = readTexts(c, form.fields, existing);
      const row = await writeWithImage(
        app.media,
        firstFile(form, fileField),
        c.folder,
        // found(): deleted while this request ran
        async (image) => found(await updateBanner(app.db, c.table, id, image ? { ...changes, [imageField]: image } : changes), c.thing),
        existing[imageField] as string | null,
      );
      return { success: true, message: c.messages.updated, [c.itemKey]: await answerOne(row) };
    },
  );

  app.delete(
    `${c.path}/:id`,
    { schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const id = paramId(request);
      const existing = await getBanner(app.db, c.table, id);
      if (!existing || !(await deleteBanner(app.db, c.table, id))) throw notFound(c.thing);
      await app.media.remove([existing[imageField] as string | null]);
      return { success: true, message: c.messages.deleted };
    },
  );

  registerToggles(app, {
    path: c.path,
    key: c.itemKey,
    thing: c.thing,
    item,
    tags,
    message: c.messages.status,
    flip: async (id) => {
      const row = await flipBanner(app.db, c.table, id);
      return row && answerOne(row);
    },
  });
}
