// One factory for every collection of titled items with one image: the titled banners of /api (home
// hero, design section, ongoing, our-projects and news page banners), the banners and details of a
// project (/v2/api/banners, /v2/api/details) and the details and detail banners of a news item. Each
// collection is a call with its kind of item (content-db/image-items.ts), keys, fields, reads and
// SPEC.md messages; the differences between them are these settings, nothing else.
import { Type, type TSchema } from 'typebox';
import type { FastifyInstance } from 'fastify';
import {
  countItems,
  createItem,
  deleteItem,
  flipItem,
  getItem,
  getParent,
  itemIsPublic,
  listItems,
  listItemsBy,
  newestActiveItem,
  parentIsPublic,
  updateItem,
  type ImageItemTable,
  type ItemKind,
} from '../../content-db/image-items.ts';
import { TITLED_LIST } from '../../content-db/list-query.ts';
import type { NewRow, RowUpdate } from '../../content-db/schema.ts';
import { listQuerystring, paging, readList } from './list-query.ts';
import { badRequest, conflict, found, notFound } from './errors.ts';
import { IMAGE_RULE, firstFile, formId, has, readForm, statusField, text } from './form.ts';
import { sanitizeHtml } from './html.ts';
import { withMedia, withMediaOne } from './media-answer.ts';
import { activeOnly, contentFor, paramId } from './request.ts';
import { Envelope, IdParams, ListPaging, MultipartBody, errors, idParam } from './schemas.ts';
import { registerToggles } from './toggle.ts';
import { writeWithImage } from './write-with-image.ts';
import { AUTHOR } from './roles.ts';
import { SEO_TABLES } from '../../content-db/migrations/0021_seo.ts';
import { SeoBodyProp, readSeo } from './seo-fields.ts';

export const FIELDS_REQUIRED = 'Please fill in all required fields';

/** The SPEC.md texts of a collection whose items are called banners. */
export const BANNER_MESSAGES = {
  added: 'Banner added successfully',
  updated: 'Banner updated successfully',
  deleted: 'Banner deleted successfully',
  status: 'Banner status updated successfully',
  imageRequired: 'Please upload a banner image',
} as const;

/** The SPEC.md texts of a collection whose items are called details (project and news details). */
export const DETAIL_MESSAGES = {
  added: 'Detail added successfully',
  updated: 'Detail updated successfully',
  deleted: 'Detail deleted successfully',
  status: 'Detail status updated successfully',
  imageRequired: 'Feature image is required',
} as const;

const TITLES = ['title_en', 'title_tr'] as const;

/** The item a collection's items belong to (a project, a news item, a news detail). */
export interface ParentSetting {
  /** the form field and column holding the parent's id, e.g. 'project_id' */
  field: string;
  /** the list route is GET {path}/{segment}/{param}, e.g. 'project' and 'projectId' */
  segment: string;
  param: string;
  /** 'Project' -> 'Project not found' */
  thing: string;
  /** the 400 message of a create that names no parent */
  missing: string;
}

export interface TitledItemCollection<T extends ImageItemTable> {
  kind: ItemKind<T>;
  /** collection path below the prefix, e.g. '/banners' */
  path: string;
  tags: string[];
  /** schema of one answered item (server/schemas) */
  item: TSchema;
  /** answer keys of a list (several names answer the same list) and of one item */
  listKeys: readonly string[];
  itemKey: string;
  /** name in the 404 message: 'Banner' -> 'Banner not found' */
  thing: string;
  parent?: ParentSetting;
  /** text fields besides the titles that hold HTML (sanitized on save) */
  html: readonly string[];
  /** text fields that may not be blank (on create, and when sent on update), with the 400 message */
  required: readonly string[];
  requiredMessage?: string;
  /** the multipart file field, when it is not named like the image column */
  fileField?: string;
  /** advice on the image shown in OpenAPI (e.g. a recommended size) */
  imageAdvice?: string;
  /** upload folder under /uploads */
  folder: string;
  /** the form may set the status ('active' when a create leaves it out) */
  statusField?: boolean;
  /** at most this many rows; a create beyond it is a 409 with the message */
  limit?: { rows: number; message: string };
  /** GET {path}/active: every active item (list), or the newest one (one, 404 when none) */
  active?: 'list' | 'one';
  /**
   * GET {path}/{id} answers the item with that id (default), or, with 'newestOfParent', the newest active
   * item of the parent with that id (a news detail's banner).
   */
  single?: 'byId' | 'newestOfParent';
  messages: { added: string; updated: string; deleted: string; status: string; imageRequired: string; listed?: string };
}

/**
 * What a project banner and a project detail share: they belong to a project, need both titles, may set
 * their status, and GET {path}/active lists the active ones of active projects.
 */
export const PROJECT_PART = {
  parent: { field: 'project_id', segment: 'project', param: 'projectId', thing: 'Project', missing: FIELDS_REQUIRED },
  required: ['title_en', 'title_tr'],
  statusField: true,
  active: 'list',
} as const satisfies Partial<TitledItemCollection<ImageItemTable>>;

type AnyItem = Record<string, unknown> & { id: number; status: string };

/** Page banners that stand for a page document (home, the project lists, the news list) take `seo`. */
const hasSeo = (kind: ItemKind<ImageItemTable>) => (SEO_TABLES as readonly string[]).includes(kind.table);

function bodySchema(c: TitledItemCollection<ImageItemTable>, onCreate: boolean) {
  const optional = (d: string) => Type.Optional(Type.String({ description: d }));
  const props: Record<string, TSchema> = {};
  if (c.parent) {
    const thing = c.parent.thing.toLowerCase();
    props[c.parent.field] = onCreate ? Type.String({ description: `id of the ${thing}` }) : optional(`moves the item to another ${thing}`);
  }
  for (const f of [...TITLES, ...c.html]) {
    const what = [c.required.includes(f) ? (onCreate ? 'required' : 'kept when not sent; not blank') : 'optional', c.html.includes(f) ? 'HTML, sanitized' : '']
      .filter(Boolean)
      .join('; ');
    props[f] = onCreate && c.required.includes(f) ? Type.String({ description: what }) : optional(what);
  }
  if (c.statusField) props.status = optional("'active' (default) or 'inactive'");
  const advice = c.imageAdvice ? `; ${c.imageAdvice}` : '';
  const image = Type.String({
    format: 'binary',
    description: `${onCreate ? 'JPEG, PNG, GIF, WebP or SVG; required' : 'leave empty to keep the existing image'}${advice}`,
  });
  props[c.fileField ?? c.kind.image] = onCreate ? image : Type.Optional(image);
  if (hasSeo(c.kind)) Object.assign(props, SeoBodyProp);
  return MultipartBody(props);
}

export function registerTitledItems<T extends ImageItemTable>(app: FastifyInstance, c: TitledItemCollection<T>): void {
  const { kind, tags, path, parent } = c;
  const imageColumn = kind.image as string;
  const fileField = c.fileField ?? imageColumn;
  const textFields = [...TITLES, ...c.html];
  const seo = hasSeo(kind as unknown as ItemKind<ImageItemTable>);
  const formFields = [...textFields, ...(c.statusField ? ['status'] : []), ...(parent ? [parent.field] : []), ...(seo ? ['seo'] : [])];
  const rule = { [fileField]: IMAGE_RULE };
  const answerAll = (rows: unknown[]) => withMedia(app.media, rows as AnyItem[], [imageColumn]);
  const answerOne = (row: unknown) => withMediaOne(app.media, row as AnyItem, [imageColumn]);
  const listAnswer = (items: unknown[]) => Object.fromEntries(c.listKeys.map((k) => [k, items]));
  const listBody = Envelope({ ...Object.fromEntries(c.listKeys.map((k) => [k, Type.Array(c.item)])), ...ListPaging });
  const querystring = listQuerystring(TITLED_LIST);
  const itemBody = Envelope({ [c.itemKey]: c.item });
  // a create may name an unknown parent (404) or find the collection full (409)
  const createErrors = [400, 401, 413, 415, ...(parent ? [404] : []), ...(c.limit ? [409] : [])];
  const body = (onCreate: boolean) => bodySchema(c as unknown as TitledItemCollection<ImageItemTable>, onCreate);

  /**
   * The texts of a write. On create every field gets a value ('' when absent); on update only the sent
   * fields change. A required field sent blank is refused either way.
   */
  const readTexts = (fields: Record<string, unknown>, onUpdate: boolean): Record<string, string> => {
    const values: Record<string, string> = {};
    for (const name of textFields) {
      if (onUpdate && !has(fields, name)) continue;
      const value = c.html.includes(name) ? sanitizeHtml(text(fields, name)) : text(fields, name);
      if (value === '' && c.required.includes(name)) throw badRequest(c.requiredMessage ?? FIELDS_REQUIRED);
      values[name] = value;
    }
    return values;
  };
  /** The parent a form names: 400 when it names none, 404 when it is unknown. */
  const parentOf = async (fields: Record<string, unknown>) =>
    found(await getParent(app.db, kind, formId(fields, parent!.field, parent!.missing)), parent!.thing).id;

  if (parent) {
    app.get(
      `${path}/${parent.segment}/:${parent.param}`,
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: `A ${parent.thing.toLowerCase()}'s items: every one with a token; without, the active ones of a visible ${parent.thing.toLowerCase()}`,
          params: idParam(parent.param),
          querystring,
          response: { 200: listBody, ...errors(400, 404) },
        },
      },
      async (request) => {
        const parentId = paramId(request, parent.param);
        const publicRead = activeOnly(request);
        const db = contentFor(request);
        const list = readList(request, TITLED_LIST);
        // A visitor never learns of a hidden parent.
        if (!(await getParent(db, kind, parentId)) || (publicRead && !(await parentIsPublic(db, kind, parentId)))) throw notFound(parent.thing);
        const listed = await listItemsBy(db, kind, { parentId, activeOnly: publicRead }, list);
        return { success: true, ...listAnswer(await answerAll(listed.rows)), ...paging(list, listed) };
      },
    );
  } else {
    app.get(
      path,
      {
        config: { publicCache: true },
        schema: { tags, summary: 'Every item with a token, the active ones without', querystring, response: { 200: listBody, ...errors(400) } },
      },
      async (request) => {
        const list = readList(request, TITLED_LIST);
        const listed = await listItemsBy(contentFor(request), kind, { activeOnly: activeOnly(request) }, list);
        return {
          success: true,
          ...(c.messages.listed ? { message: c.messages.listed } : {}),
          ...listAnswer(await answerAll(listed.rows)),
          ...paging(list, listed),
        };
      },
    );
  }

  if (c.active === 'list') {
    app.get(
      `${path}/active`,
      {
        config: { publicCache: true, publicForm: true },
        schema: { tags, summary: 'The active items (of visible parents), whatever the token', response: { 200: listBody } },
      },
      async (request) => ({ success: true, ...listAnswer(await answerAll(await listItems(contentFor(request), kind, { activeOnly: true }))) }),
    );
  } else if (c.active === 'one') {
    app.get(
      `${path}/active`,
      {
        config: { publicCache: true, publicForm: true },
        schema: { tags, summary: 'The item to show: the newest active one, whatever the token', response: { 200: itemBody, ...errors(404) } },
      },
      async (request) => {
        const [newest] = await listItems(contentFor(request), kind, { activeOnly: true });
        return { success: true, [c.itemKey]: await answerOne(found(newest, c.thing)) };
      },
    );
  }

  if (c.single === 'newestOfParent' && parent) {
    app.get(
      `${path}/:${parent.param}`,
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: `The ${parent.thing.toLowerCase()}'s item to show (its newest active one); a visitor gets it only for a visible ${parent.thing.toLowerCase()}`,
          params: idParam(parent.param),
          response: { 200: itemBody, ...errors(400, 404) },
        },
      },
      async (request) => {
        const parentId = paramId(request, parent.param);
        const db = contentFor(request);
        const visible = (await getParent(db, kind, parentId)) && (!activeOnly(request) || (await parentIsPublic(db, kind, parentId)));
        const row = visible ? await newestActiveItem(db, kind, parentId) : undefined;
        return { success: true, [c.itemKey]: await answerOne(found(row, c.thing)) };
      },
    );
  } else {
    app.get(
      `${path}/:id`,
      { config: { publicCache: true }, schema: { tags, params: IdParams, response: { 200: itemBody, ...errors(400, 404) } } },
      async (request) => {
        const db = contentFor(request);
        const row = await getItem(db, kind, paramId(request));
        // A visitor never learns of an inactive item, or of one under a hidden parent.
        if (!row || (activeOnly(request) && !(await itemIsPublic(db, kind, row)))) throw notFound(c.thing);
        return { success: true, [c.itemKey]: await answerOne(row) };
      },
    );
  }

  app.post(path, { config: AUTHOR, schema: { tags, multipartBody: body(true), response: { 200: itemBody, ...errors(...createErrors) } } }, async (request) => {
    const form = await readForm(request, formFields, rule);
    // The limit first: when the collection is full, no field matters.
    if (c.limit && (await countItems(app.db, kind)) >= c.limit.rows) throw conflict(c.limit.message);
    const values: Record<string, unknown> = readTexts(form.fields, false);
    if (parent) values[parent.field] = await parentOf(form.fields);
    if (c.statusField) values.status = statusField(form.fields, 'active');
    const seoValue = seo ? await readSeo(app.db, form.fields, undefined) : undefined;
    if (seoValue) values.seo = seoValue;
    const file = firstFile(form, fileField);
    if (!file) throw badRequest(c.messages.imageRequired);
    const row = await writeWithImage(app.media, file, c.folder, async (image) => {
      // The limit is checked again inside the insert's transaction, so two simultaneous creates cannot both pass.
      const created = await createItem(app.db, kind, { ...values, [imageColumn]: image ?? null } as NewRow<T>, c.limit?.rows);
      if (!created) throw conflict(c.limit!.message);
      return created;
    });
    return { success: true, message: c.messages.added, [c.itemKey]: await answerOne(row) };
  });

  app.put(
    `${path}/:id`,
    { config: AUTHOR, schema: { tags, params: IdParams, multipartBody: body(false), response: { 200: itemBody, ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      const id = paramId(request);
      const existing = found(await getItem(app.db, kind, id), c.thing) as unknown as AnyItem;
      const form = await readForm(request, formFields, rule);
      const changes: Record<string, unknown> = readTexts(form.fields, true);
      if (c.statusField && has(form.fields, 'status')) changes.status = statusField(form.fields, existing.status as 'active' | 'inactive');
      if (parent && has(form.fields, parent.field)) changes[parent.field] = await parentOf(form.fields);
      const seoValue = seo ? await readSeo(app.db, form.fields, existing.seo) : undefined;
      if (seoValue) changes.seo = seoValue;
      const row = await writeWithImage(
        app.media,
        firstFile(form, fileField),
        c.folder,
        // found(): deleted while this request ran
        async (image) => found(await updateItem(app.db, kind, id, (image ? { ...changes, [imageColumn]: image } : changes) as RowUpdate<T>), c.thing),
        existing[imageColumn] as string | null,
      );
      return { success: true, message: c.messages.updated, [c.itemKey]: await answerOne(row) };
    },
  );

  app.delete(
    `${path}/:id`,
    { config: AUTHOR, schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const files = found(await deleteItem(app.db, kind, paramId(request)), c.thing);
      await app.media.remove(files);
      return { success: true, message: c.messages.deleted };
    },
  );

  registerToggles(app, {
    path,
    key: c.itemKey,
    thing: c.thing,
    item: c.item,
    tags,
    message: c.messages.status,
    flip: async (id) => {
      const row = await flipItem(app.db, kind, id);
      return row && answerOne(row);
    },
  });
}
