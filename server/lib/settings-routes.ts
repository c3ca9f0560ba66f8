// One factory for the site-settings collections (Instagram, logo, favicon, WhatsApp): each is a list of
// rows with a 1/0 status, optionally one image per row, read by visitors as "the active ones".
// A collection only says how its text fields are read and checked, and which image it carries.
import { Type, type TSchema } from 'typebox';
import type { FastifyInstance } from 'fastify';
import {
  createSetting,
  deleteSetting,
  flipSetting,
  getSetting,
  listSettings,
  newestActiveSetting,
  updateSetting,
  type Setting,
  type SettingTable,
} from '../../content-db/settings.ts';
import type { NewRow, RowUpdate } from '../../content-db/schema.ts';
import { badRequest, found, notFound } from './errors.ts';
import { firstFile, flag, has, readForm, type FileRule } from './form.ts';
import { withMedia } from './media-answer.ts';
import { activeOnly, contentFor, paramId } from './request.ts';
import { Envelope, IdParams, MultipartBody, Nullable, errors } from './schemas.ts';
import { registerToggles } from './toggle.ts';
import { writeWithImage } from './write-with-image.ts';
import { AUTHOR } from './roles.ts';

export interface SettingImage<T extends SettingTable> {
  /** the multipart field, e.g. 'logo' */
  field: string;
  /** the column holding the public path, e.g. 'logo_path' */
  column: keyof Setting<T> & string;
  rule: FileRule;
  /** folder under /uploads */
  folder: string;
  /** set when a new row needs the file: the 400 message without it */
  requiredMessage?: string;
}

export interface SettingsRoutesOptions<T extends SettingTable> {
  /** collection path below /api, e.g. '/site-logo' */
  path: string;
  table: T;
  /** 'Logo' -> 'Logo not found' */
  thing: string;
  tags: string[];
  /** schema of one answered row */
  item: TSchema;
  /** the request body for OpenAPI; `multipart` says whether it is a form or JSON */
  body: TSchema;
  multipart: boolean;
  /** text fields the routes read */
  fields: readonly string[];
  image?: SettingImage<T>;
  /** checks the text fields and answers the columns to write; `existing` is undefined on create */
  read(fields: Record<string, unknown>, existing: Setting<T> | undefined): Partial<NewRow<T>>;
  /** GET /active answers the newest active row (or null) or every active row */
  active: 'one' | 'list';
  /** only one row may be active: making one active makes the others inactive */
  singleActive?: boolean;
  /** what a new row gets for fields left blank, answered with the list so that a client's form need not know */
  defaults?: { schema: TSchema; values: Record<string, unknown> };
  messages: { created: string; updated: string; deleted: string; toggled: string };
}

export function registerSettingsRoutes<T extends SettingTable>(app: FastifyInstance, o: SettingsRoutesOptions<T>): void {
  const { path, table, tags, image } = o;
  const writeOptions = { singleActive: o.singleActive ?? false };
  const fileRules = image ? { [image.field]: image.rule } : {};
  const answer = async (rows: Array<Setting<T>>) => (image ? withMedia(app.media, rows, [image.column]) : rows);
  const answerOne = async (row: Setting<T>) => (await answer([row]))[0];
  const bodySchema = o.multipart ? { multipartBody: o.body } : { body: o.body };
  const find = async (id: number) => found(await getSetting(app.db, table, id), o.thing);

  app.get(
    path,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Every row for an admin, the active ones for a visitor',
        response: { 200: Envelope({ data: Type.Array(o.item), ...(o.defaults ? { defaults: o.defaults.schema } : {}) }) },
      },
    },
    async (request) => ({
      success: true,
      data: await answer(await listSettings(contentFor(request), table, activeOnly(request))),
      ...(o.defaults ? { defaults: o.defaults.values } : {}),
    }),
  );

  if (o.active === 'one') {
    app.get(
      `${path}/active`,
      {
        config: { publicCache: true, publicForm: true },
        schema: { tags, summary: 'The newest active row, or null', response: { 200: Envelope({ data: Nullable(o.item) }) } },
      },
      async (request) => {
        const row = await newestActiveSetting(contentFor(request), table);
        return { success: true, data: row ? await answerOne(row) : null };
      },
    );
  } else {
    app.get(
      `${path}/active`,
      {
        config: { publicCache: true, publicForm: true },
        schema: { tags, summary: 'Every active row', response: { 200: Envelope({ data: Type.Array(o.item) }) } },
      },
      async (request) => ({
        success: true,
        data: await answer(await listSettings(contentFor(request), table, true)),
      }),
    );
  }

  app.post(
    path,
    { config: AUTHOR, schema: { tags, ...bodySchema, response: { 200: Envelope({ data: o.item }), ...errors(400, 401, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, o.fields, fileRules);
      const values = o.read(form.fields, undefined);
      const file = image ? firstFile(form, image.field) : undefined;
      if (image?.requiredMessage && !file) throw badRequest(image.requiredMessage);
      const row = await writeWithImage(app.media, file, image?.folder ?? '', (saved) =>
        createSetting(app.db, table, { ...values, ...(saved && image ? { [image.column]: saved } : {}) } as NewRow<T>, writeOptions),
      );
      return { success: true, message: o.messages.created, data: await answerOne(row) };
    },
  );

  app.put(
    `${path}/:id`,
    { config: AUTHOR, schema: { tags, params: IdParams, ...bodySchema, response: { 200: Envelope({ data: o.item }), ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      const id = paramId(request);
      const existing = await find(id);
      const form = await readForm(request, o.fields, fileRules);
      const changes = o.read(form.fields, existing) as Record<string, unknown>;
      const row = await writeWithImage(
        app.media,
        image ? firstFile(form, image.field) : undefined,
        image?.folder ?? '',
        async (saved) => {
          if (saved && image) changes[image.column] = saved;
          // found(): deleted while this request ran
          return found(await updateSetting(app.db, table, id, changes as RowUpdate<T>, writeOptions), o.thing);
        },
        image ? (existing[image.column] as string | null) : null,
      );
      return { success: true, message: o.messages.updated, data: await answerOne(row) };
    },
  );

  app.delete(
    `${path}/:id`,
    { config: AUTHOR, schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const id = paramId(request);
      const existing = await find(id);
      if (!(await deleteSetting(app.db, table, id))) throw notFound(o.thing);
      if (image) await app.media.remove([existing[image.column] as string | null]);
      return { success: true, message: o.messages.deleted };
    },
  );

  registerToggles(app, {
    path,
    key: 'data',
    thing: o.thing,
    item: o.item,
    tags,
    message: o.messages.toggled,
    flip: async (id) => {
      const row = await flipSetting(app.db, table, id, writeOptions);
      return row ? answerOne(row) : undefined;
    },
  });
}

/**
 * A setting that is just an image with a status (site logo, favicon): the file is required on create,
 * replaces the old one on update, and only one row is active at a time.
 */
export function registerImageSetting<T extends 'site_logos' | 'favicons'>(
  app: FastifyInstance,
  o: Pick<SettingsRoutesOptions<T>, 'path' | 'table' | 'thing' | 'tags' | 'item'> & {
    image: SettingImage<T>;
    /** the file field's description in OpenAPI */
    fileDescription: string;
  },
): void {
  const thing = o.thing;
  registerSettingsRoutes(app, {
    ...o,
    body: MultipartBody({
      [o.image.field]: Type.Optional(Type.String({ format: 'binary', description: `${o.fileDescription}; required on create` })),
      status: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')], { description: '1 active (default), 0 inactive' })),
    }),
    multipart: true,
    fields: ['status'],
    read: (fields, existing) => (has(fields, 'status') || !existing ? { status: flag(fields, 'status', 1) } : {}) as Partial<NewRow<T>>,
    active: 'one',
    singleActive: true,
    messages: {
      created: `${thing} uploaded successfully`,
      updated: `${thing} updated successfully`,
      deleted: `${thing} deleted successfully`,
      toggled: `${thing} status updated successfully`,
    },
  });
}
