// /v2/api/projects and /v2/api/project-complete (API.md "Projects"). A visitor sees active projects only
// and, inside one, only its active banners, details and the gallery of its active details.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROJECT_BANNERS, PROJECT_DETAILS, PROJECT_GALLERY, listItems } from '../../../content-db/image-items.ts';
import {
  PROJECT_TYPES,
  createProject,
  deleteProject,
  findProject,
  getProject,
  listProjects,
  listProjectsBy,
  updateProject,
  type Project,
  type ProjectInput,
  type ProjectType,
} from '../../../content-db/projects.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { IMAGE_RULE, firstFile, has, readForm, text, wordStatus } from '../../lib/form.ts';
import { withMedia, withMediaOne } from '../../lib/media-answer.ts';
import { TITLED_LIST } from '../../../content-db/list-query.ts';
import { listQuerystring, paging, readList } from '../../lib/list-query.ts';
import { activeOnly, contentFor } from '../../lib/request.ts';
import { Envelope, IdParams, ListPaging, MultipartBody, errors } from '../../lib/schemas.ts';
import { flipAndAnswer, registerToggles } from '../../lib/toggle.ts';
import { FIELDS_REQUIRED } from '../../lib/titled-items.ts';
import { writeWithImage } from '../../lib/write-with-image.ts';
import { ProjectCompleteSchema, ProjectSchema } from '../../schemas/projects.ts';
import { AUTHOR } from '../../lib/roles.ts';
import { SeoBodyProp, readSeo } from '../../lib/seo-fields.ts';

const tags = ['projects'];
const FIELDS = ['title_en', 'title_tr', 'type', 'status', 'seo'] as const;
const RULES = { cover_image: IMAGE_RULE };
const FOLDER = 'projects';

function projectBody(onCreate: boolean) {
  const cover = Type.String({ format: 'binary', description: onCreate ? 'JPEG, PNG, GIF, WebP or SVG; required' : 'leave empty to keep the current cover' });
  return MultipartBody({
    title_en: Type.String({ description: 'required; the slug follows it' }),
    title_tr: Type.String({ description: 'required' }),
    type: Type.Optional(Type.String({ description: "'ongoing' (default) or 'completed'" })),
    status: Type.Optional(Type.String({ description: "'active' (default) or 'inactive'" })),
    cover_image: onCreate ? cover : Type.Optional(cover),
    ...SeoBodyProp,
  });
}

function readType(fields: Record<string, unknown>): ProjectType {
  const type = text(fields, 'type') || 'ongoing';
  if (!PROJECT_TYPES.includes(type as ProjectType)) throw badRequest('Project type must be ongoing or completed');
  return type as ProjectType;
}

const projects: FastifyPluginAsyncTypebox = async (app) => {
  const answerAll = (rows: Project[]) => withMedia(app.media, rows, ['cover_image']);
  const answerOne = (row: Project) => withMediaOne(app.media, row, ['cover_image']);
  const listBody = Envelope({ projects: Type.Array(ProjectSchema), ...ListPaging });
  const itemBody = Envelope({ project: ProjectSchema });
  const querystring = listQuerystring(TITLED_LIST, {
    type: Type.Optional(Type.String({ maxLength: 20, description: 'only the projects of this type: ongoing or completed' })),
  });
  // Project Manage's Completed and Ongoing filters (SPEC.md section 9), on the server as its search is
  const listType = (type: string | undefined): ProjectType | undefined => {
    if (type === undefined) return undefined;
    if (!PROJECT_TYPES.includes(type as ProjectType)) throw badRequest(`type must be one of ${PROJECT_TYPES.join(', ')}`);
    return type as ProjectType;
  };
  const listErrors = errors(400);

  app.get(
    '/projects',
    {
      config: { publicCache: true },
      schema: { tags, summary: 'Every project with a token, the active ones without', querystring, response: { 200: listBody, ...listErrors } },
    },
    async (request) => {
      const list = readList(request, TITLED_LIST);
      const listed = await listProjectsBy(contentFor(request), { activeOnly: activeOnly(request), type: listType(request.query.type) }, list);
      return { success: true, projects: await answerAll(listed.rows), ...paging(list, listed) };
    },
  );

  app.get(
    '/projects/active',
    {
      config: { publicCache: true, publicForm: true },
      schema: { tags, summary: 'The active projects, whatever the token', querystring, response: { 200: listBody, ...listErrors } },
    },
    async (request) => {
      const list = readList(request, TITLED_LIST);
      const listed = await listProjectsBy(contentFor(request), { activeOnly: true, type: listType(request.query.type) }, list);
      return { success: true, projects: await answerAll(listed.rows), ...paging(list, listed) };
    },
  );

  app.get(
    '/projects/type/:type',
    {
      config: { publicCache: true, publicForm: true },
      schema: {
        tags,
        summary: 'The active projects of one type',
        params: Type.Object({ type: Type.String({ description: 'ongoing or completed' }) }),
        response: { 200: listBody, ...errors(400) },
      },
    },
    async (request) => {
      const type = request.params.type as ProjectType;
      if (!PROJECT_TYPES.includes(type)) throw badRequest('Project type must be ongoing or completed');
      return { success: true, projects: await answerAll(await listProjects(contentFor(request), { activeOnly: true, type })) };
    },
  );

  app.get(
    '/projects/:id',
    { config: { publicCache: true }, schema: { tags, params: IdParams, response: { 200: itemBody, ...errors(400, 404) } } },
    async (request) => {
      const project = await getProject(contentFor(request), Number(request.params.id));
      // A visitor never learns of an inactive project.
      if (!project || (activeOnly(request) && project.status !== 'active')) throw notFound('Project');
      return { success: true, project: await answerOne(project) };
    },
  );

  app.get(
    '/project-complete/:idOrSlug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A project with its banners, details and gallery, by id, slug or a former slug',
        params: Type.Object({ idOrSlug: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Envelope({ project: ProjectCompleteSchema }), ...errors(404) },
      },
    },
    async (request) => {
      const publicRead = activeOnly(request);
      const db = contentFor(request);
      const project = await findProject(db, request.params.idOrSlug);
      if (!project || (publicRead && project.status !== 'active')) throw notFound('Project');
      const filter = { parentId: project.id, activeOnly: publicRead };
      const [banners, details] = await Promise.all([listItems(db, PROJECT_BANNERS, filter), listItems(db, PROJECT_DETAILS, filter)]);
      const gallery = await listItems(db, PROJECT_GALLERY, { parentId: details.map((d) => d.id), activeOnly: publicRead });
      return {
        success: true,
        project: {
          ...(await answerOne(project)),
          banners: await withMedia(app.media, banners, ['banner_image']),
          details: await withMedia(app.media, details, ['feature_image']),
          gallery: await withMedia(app.media, gallery, ['image_path']),
        },
      };
    },
  );

  app.post(
    '/projects',
    { config: AUTHOR, schema: { tags, multipartBody: projectBody(true), response: { 200: itemBody, ...errors(400, 401, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, FIELDS, RULES);
      const title_en = text(form.fields, 'title_en');
      const title_tr = text(form.fields, 'title_tr');
      if (!title_en || !title_tr) throw badRequest(FIELDS_REQUIRED);
      const type = readType(form.fields);
      const status = wordStatus(form.fields, 'status', 'active');
      const file = firstFile(form, 'cover_image');
      if (!file) throw badRequest('Please upload a cover image');
      const seo = await readSeo(app.db, form.fields, undefined);
      const project = await writeWithImage(app.media, file, FOLDER, (cover) =>
        createProject(app.db, { title_en, title_tr, type, status, cover_image: cover ?? null, ...(seo ? { seo } : {}) }),
      );
      return { success: true, message: 'Project created successfully', project: await answerOne(project) };
    },
  );

  app.put(
    '/projects/:id',
    { config: AUTHOR, schema: { tags, params: IdParams, multipartBody: projectBody(false), response: { 200: itemBody, ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      const id = Number(request.params.id);
      const existing = await getProject(app.db, id);
      if (!existing) throw notFound('Project');
      const form = await readForm(request, FIELDS, RULES);
      // A title left out keeps its value; a title sent blank is refused.
      const title_en = has(form.fields, 'title_en') ? text(form.fields, 'title_en') : existing.title_en;
      const title_tr = has(form.fields, 'title_tr') ? text(form.fields, 'title_tr') : existing.title_tr;
      if (!title_en || !title_tr) throw badRequest(FIELDS_REQUIRED);
      const changes: Partial<ProjectInput> = { title_en, title_tr };
      if (has(form.fields, 'type')) changes.type = readType(form.fields);
      if (has(form.fields, 'status')) changes.status = wordStatus(form.fields, 'status', existing.status);
      const seo = await readSeo(app.db, form.fields, existing.seo);
      if (seo) changes.seo = seo;
      const project = await writeWithImage(
        app.media,
        firstFile(form, 'cover_image'),
        FOLDER,
        async (cover) => {
          const updated = await updateProject(app.db, id, cover ? { ...changes, cover_image: cover } : changes);
          if (!updated) throw notFound('Project'); // deleted while this request ran
          return updated;
        },
        existing.cover_image,
      );
      return { success: true, message: 'Project updated successfully', project: await answerOne(project) };
    },
  );

  app.delete(
    '/projects/:id',
    { config: AUTHOR, schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const files = await deleteProject(app.db, Number(request.params.id));
      if (!files) throw notFound('Project');
      await app.media.remove(files);
      return { success: true, message: 'Project deleted successfully' };
    },
  );

  registerToggles(app, {
    path: '/projects',
    key: 'project',
    thing: 'Project',
    item: ProjectSchema,
    tags,
    message: 'Project status updated',
    flip: flipAndAnswer(app, 'projects', getProject, ['cover_image']),
  });
};

export default projects;
