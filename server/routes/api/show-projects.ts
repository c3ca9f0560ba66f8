// /api/show-projects: which projects the home, ongoing and our-projects pages show, in which order,
// under which titles. GET /detailed/{page} is the public read a page is built from.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SHOW_PAGES,
  createShowProject,
  deleteShowProject,
  flipShowProject,
  getShowProject,
  listShowProjectsBy,
  showProjectGroups,
  unknownProjectIds,
  updateShowProject,
  type ShowPage,
  type ShowProject,
  type ShowProjectValues,
} from '../../../content-db/show-projects.ts';
import { TITLED_LIST } from '../../../content-db/list-query.ts';
import { listQuerystring, paging, readList } from '../../lib/list-query.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { has, json, readForm, text, wordStatus } from '../../lib/form.ts';
import { withMedia } from '../../lib/media-answer.ts';
import { Envelope, IdParams, ListPaging, errors } from '../../lib/schemas.ts';
import { ShowPageSchema, ShowProjectGroupSchema, ShowProjectSchema } from '../../schemas/home.ts';
import { activeOnly, contentFor } from '../../lib/request.ts';
import { registerToggles } from '../../lib/toggle.ts';
import { AUTHOR } from '../../lib/roles.ts';

export const SHOW_PROJECTS_REQUIRED = 'Please fill all required fields and select at least one project';

const ShowProjectBody = Type.Object(
  {
    title_en: Type.Optional(Type.String()),
    title_tr: Type.Optional(Type.String()),
    page_name: Type.Optional(Type.String({ description: SHOW_PAGES.join(' | ') })),
    project_ids: Type.Optional(Type.Unknown({ description: 'project ids in display order: an array or a JSON string of one; duplicates are dropped' })),
    status: Type.Optional(Type.Unknown({ description: "'active' | 'inactive'; a new configuration is always active, an update keeps the status unless sent" })),
  },
  { additionalProperties: false },
);
const FIELDS = ['title_en', 'title_tr', 'page_name', 'project_ids', 'status'] as const;
const tags = ['show projects'];

/** The project ids of a write: numbers in their first-chosen order, each once. */
function readProjectIds(fields: Record<string, unknown>): number[] {
  const raw = json<unknown>(fields, 'project_ids', []);
  if (!Array.isArray(raw)) throw badRequest('project_ids must be a list of project ids');
  const ids = raw.map((v) => (typeof v === 'string' && /^[0-9]{1,15}$/.test(v.trim()) ? Number(v) : v));
  if (!ids.every((v): v is number => Number.isSafeInteger(v) && (v as number) > 0)) throw badRequest('project_ids must be a list of project ids');
  return [...new Set(ids)];
}

/** The values of a write; on update, fields that are not sent keep their current values. */
async function readValues(db: Parameters<typeof unknownProjectIds>[0], fields: Record<string, unknown>, current?: ShowProject): Promise<ShowProjectValues> {
  const keep = (name: string) => current !== undefined && !has(fields, name);
  const title_en = keep('title_en') ? current!.title_en : text(fields, 'title_en');
  const title_tr = keep('title_tr') ? current!.title_tr : text(fields, 'title_tr');
  const page = keep('page_name') ? current!.page_name : text(fields, 'page_name');
  const project_ids = keep('project_ids') ? current!.project_ids : readProjectIds(fields);
  if (!title_en || !title_tr || !page || project_ids.length === 0) throw badRequest(SHOW_PROJECTS_REQUIRED);
  if (!SHOW_PAGES.includes(page as ShowPage)) throw badRequest(`page_name must be one of ${SHOW_PAGES.join(', ')}`);
  const unknown = await unknownProjectIds(db, project_ids);
  if (unknown.length > 0) throw badRequest(`Selected projects do not exist: ${unknown.join(', ')}`);
  // A new configuration starts active (SPEC.md section 4).
  const status = current ? wordStatus(fields, 'status', current.status) : 'active';
  return { title_en, title_tr, page_name: page as ShowPage, project_ids, status };
}

const showProjects: FastifyPluginAsyncTypebox = async (app) => {
  const itemBody = Envelope({ showProject: ShowProjectSchema });

  app.get(
    '/show-projects',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Every configuration with a token, the active ones without',
        querystring: listQuerystring(TITLED_LIST),
        response: { 200: Envelope({ showProjects: Type.Array(ShowProjectSchema), ...ListPaging }), ...errors(400) },
      },
    },
    async (request) => {
      const list = readList(request, TITLED_LIST);
      const listed = await listShowProjectsBy(contentFor(request), activeOnly(request), list);
      return { success: true, showProjects: listed.rows, ...paging(list, listed) };
    },
  );

  app.get(
    '/show-projects/detailed/:page',
    {
      config: { publicCache: true, publicForm: true },
      schema: {
        tags,
        summary: "A page's active configurations (newest first) with their active projects",
        params: Type.Object({ page: ShowPageSchema }),
        response: { 200: Envelope({ data: Type.Array(ShowProjectGroupSchema) }), ...errors(400) },
      },
    },
    async (request) => {
      const groups = await showProjectGroups(contentFor(request), request.params.page);
      const withProjects = await Promise.all(groups.map(async (g) => ({ ...g, projects: await withMedia(app.media, g.projects, ['cover_image']) })));
      return { success: true, data: await withMedia(app.media, withProjects, ['banner_image']) };
    },
  );

  app.get(
    '/show-projects/:id',
    { config: { publicCache: true }, schema: { tags, params: IdParams, response: { 200: itemBody, ...errors(400, 404) } } },
    async (request) => {
      const item = await getShowProject(contentFor(request), Number(request.params.id));
      if (!item || (activeOnly(request) && item.status !== 'active')) throw notFound('Configuration');
      return { success: true, showProject: item };
    },
  );

  app.post('/show-projects', { config: AUTHOR, schema: { tags, body: ShowProjectBody, response: { 200: itemBody, ...errors(400, 401) } } }, async (request) => {
    const { fields } = await readForm(request, FIELDS);
    const showProject = await createShowProject(app.db, await readValues(app.db, fields));
    return { success: true, message: 'Configuration created successfully', showProject };
  });

  app.put(
    '/show-projects/:id',
    { config: AUTHOR, schema: { tags, params: IdParams, body: ShowProjectBody, response: { 200: itemBody, ...errors(400, 401, 404) } } },
    async (request) => {
      const id = Number(request.params.id);
      const current = await getShowProject(app.db, id);
      if (!current) throw notFound('Configuration');
      const { fields } = await readForm(request, FIELDS);
      const showProject = await updateShowProject(app.db, id, await readValues(app.db, fields, current));
      if (!showProject) throw notFound('Configuration');
      return { success: true, message: 'Configuration updated successfully', showProject };
    },
  );

  app.delete(
    '/show-projects/:id',
    { config: AUTHOR, schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      if (!(await deleteShowProject(app.db, Number(request.params.id)))) throw notFound('Configuration');
      return { success: true, message: 'Configuration deleted successfully' };
    },
  );

  registerToggles(app, {
    path: '/show-projects',
    key: 'showProject',
    thing: 'Configuration',
    item: ShowProjectSchema,
    tags,
    message: 'Configuration status updated successfully',
    flip: (id) => flipShowProject(app.db, id),
  });
};

export default showProjects;
