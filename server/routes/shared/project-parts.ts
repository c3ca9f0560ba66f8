// One factory for the two "titled part" collections of a project, /v2/api/banners and /v2/api/details:
// a project id, titles, two HTML texts, one image, a word status. Each collection is a call with its
// table, keys and SPEC.md messages. Also the visibility rule every project route shares.
import { Type, type TSchema } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPart, deletePart, getPart, listParts, updatePart, type PartTable } from '../../../content-db/project-parts.ts';
import type { ContentDb } from '../../../content-db/open.ts';
import { getProject, type Project } from '../../../content-db/projects.ts';
import type { NewRow, RowUpdate } from '../../../content-db/schema.ts';
import { FIELDS_REQUIRED } from '../../lib/banner-collection.ts';
import { badRequest, found, notFound } from '../../lib/errors.ts';
import { IMAGE_RULE, firstFile, formId, has, readForm, text, wordStatus } from '../../lib/form.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { withMedia, withMediaOne } from '../../lib/media-answer.ts';
import { activeOnly, paramId } from '../../lib/request.ts';
import { Envelope, IdParams, MultipartBody, errors, idParam } from '../../lib/schemas.ts';
import { flipAndAnswer, registerToggles } from '../../lib/toggle.ts';
import { writeWithImage } from '../../lib/write-with-image.ts';

/**
 * The project as the reader may see it: a visitor never learns of an inactive project, so for them it
 * is a 404 like an unknown one.
 */
export async function visibleProject(app: FastifyInstance, request: FastifyRequest, id: number): Promise<Project> {
  const project = await getProject(app.db, id);
  if (!project || (activeOnly(request) && project.status !== 'active')) throw notFound('Project');
  return project;
}

export interface ProjectPartCollection {
  table: PartTable;
  /** collection path below /v2/api, e.g. '/banners' */
  path: string;
  tags: string[];
  listKey: string;
  itemKey: string;
  /** name in the 404 message: 'Banner' -> 'Banner not found' */
  thing: string;
  item: TSchema;
  /** the two HTML text fields (sanitized on save) */
  texts: readonly [string, string];
  /** the image: both the multipart file field and the column */
  imageField: 'banner_image' | 'feature_image';
  /** upload folder under /uploads */
  folder: string;
  messages: { added: string; updated: string; deleted: string; status: string; imageRequired: string };
}

type AnyPart = Record<string, unknown> & { id: number; project_id: number; status: string };

function bodySchema(c: ProjectPartCollection, onCreate: boolean) {
  const need = (d: string) => (onCreate ? Type.String({ description: `required; ${d}` }) : Type.Optional(Type.String({ description: `kept when not sent; ${d}` })));
  const image = Type.String({ format: 'binary', description: onCreate ? 'JPEG, PNG, GIF, WebP or SVG; required' : 'leave empty to keep the existing image' });
  return MultipartBody({
    project_id: need('an existing project'),
    title_en: need('not blank'),
    title_tr: need('not blank'),
    [c.texts[0]]: Type.Optional(Type.String({ description: 'HTML, sanitized' })),
    [c.texts[1]]: Type.Optional(Type.String({ description: 'HTML, sanitized' })),
    status: Type.Optional(Type.String({ description: "'active' (default) or 'inactive'" })),
    [c.imageField]: onCreate ? image : Type.Optional(image),
  });
}

export function registerProjectParts(app: FastifyInstance, c: ProjectPartCollection): void {
  const { tags, table, imageField } = c;
  const fields = ['project_id', 'title_en', 'title_tr', ...c.texts, 'status'];
  const rule = { [imageField]: IMAGE_RULE };
  const answerAll = async (rows: unknown[]) => withMedia(app.media, rows as AnyPart[], [imageField]);
  const answerOne = async (row: unknown) => withMediaOne(app.media, row as AnyPart, [imageField]);
  const listBody = Envelope({ [c.listKey]: Type.Array(c.item) });
  const itemBody = Envelope({ [c.itemKey]: c.item });
  const getIn = async (db: ContentDb, id: number) => (await getPart(db, table, id)) as AnyPart | undefined;
  const getOne = (id: number) => getIn(app.db, id);

  /** A title may be left out of an update (kept), never sent blank. */
  const title = (form: Record<string, unknown>, name: string, current?: AnyPart): string => {
    const value = current && !has(form, name) ? String(current[name]) : text(form, name);
    if (!value) throw badRequest(FIELDS_REQUIRED);
    return value;
  };
  const html = (form: Record<string, unknown>) =>
    Object.fromEntries(c.texts.filter((n) => has(form, n)).map((n) => [n, sanitizeHtml(text(form, n))]));

  app.get(
    `${c.path}/project/:projectId`,
    {
      schema: {
        tags,
        summary: "A project's items: every one with a token, the active ones without",
        params: idParam('projectId'),
        response: { 200: listBody, ...errors(400, 404) },
      },
    },
    async (request) => {
      const project = await visibleProject(app, request, paramId(request, 'projectId'));
      const rows = await listParts(app.db, table, { projectId: project.id, activeOnly: activeOnly(request) });
      return { success: true, [c.listKey]: await answerAll(rows) };
    },
  );

  app.get(
    `${c.path}/active`,
    { schema: { tags, summary: 'The active items of active projects, whatever the token', response: { 200: listBody } } },
    async () => ({ success: true, [c.listKey]: await answerAll(await listParts(app.db, table, { activeOnly: true })) }),
  );

  app.get(
    `${c.path}/:id`,
    { schema: { tags, params: IdParams, response: { 200: itemBody, ...errors(400, 404) } } },
    async (request) => {
      const row = found(await getOne(paramId(request)), c.thing);
      if (activeOnly(request)) {
        const project = await getProject(app.db, row.project_id);
        if (row.status !== 'active' || project?.status !== 'active') throw notFound(c.thing);
      }
      return { success: true, [c.itemKey]: await answerOne(row) };
    },
  );

  app.post(
    c.path,
    { schema: { tags, multipartBody: bodySchema(c, true), response: { 200: itemBody, ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, fields, rule);
      const values = {
        title_en: title(form.fields, 'title_en'),
        title_tr: title(form.fields, 'title_tr'),
        project_id: formId(form.fields, 'project_id', FIELDS_REQUIRED),
        ...Object.fromEntries(c.texts.map((n) => [n, ''])),
        ...html(form.fields),
        status: wordStatus(form.fields, 'status', 'active'),
      };
      if (!(await getProject(app.db, values.project_id))) throw notFound('Project');
      const file = firstFile(form, imageField);
      if (!file) throw badRequest(c.messages.imageRequired);
      const row = await writeWithImage(app.media, file, c.folder, (saved) =>
        createPart(app.db, table, { ...values, [imageField]: saved } as NewRow<typeof table>),
      );
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
      const existing = found(await getOne(id), c.thing);
      const form = await readForm(request, fields, rule);
      const changes: Record<string, unknown> = {
        title_en: title(form.fields, 'title_en', existing),
        title_tr: title(form.fields, 'title_tr', existing),
        ...html(form.fields),
      };
      if (has(form.fields, 'status')) changes.status = wordStatus(form.fields, 'status', 'active');
      if (has(form.fields, 'project_id')) {
        changes.project_id = formId(form.fields, 'project_id', FIELDS_REQUIRED);
        if (!(await getProject(app.db, changes.project_id as number))) throw notFound('Project');
      }
      const row = await writeWithImage(
        app.media,
        firstFile(form, imageField),
        c.folder,
        // found(): deleted while this request ran
        async (saved) => found(await updatePart(app.db, table, id, (saved ? { ...changes, [imageField]: saved } : changes) as RowUpdate<typeof table>), c.thing),
        existing[imageField] as string | null,
      );
      return { success: true, message: c.messages.updated, [c.itemKey]: await answerOne(row) };
    },
  );

  app.delete(
    `${c.path}/:id`,
    { schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const files = await deletePart(app.db, table, paramId(request));
      if (!files) throw notFound(c.thing);
      await app.media.remove(files);
      return { success: true, message: c.messages.deleted };
    },
  );

  registerToggles(app, {
    path: c.path,
    key: c.itemKey,
    thing: c.thing,
    item: c.item,
    tags,
    message: c.messages.status,
    flip: flipAndAnswer(app, table, getIn, [imageField]),
  });
}
