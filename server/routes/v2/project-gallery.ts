// /v2/api/gallery (API.md "Project banners, details, gallery"): the images of a project detail, in the
// order the admin drags them into. An upload of several images is all or nothing.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addImages, deleteImage, getImage, getPart, listGallery, reorderImages, type GalleryImage } from '../../../content-db/project-parts.ts';
import { getProject } from '../../../content-db/projects.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { formId, imageRule, readForm, text } from '../../lib/form.ts';
import { withMedia } from '../../lib/media-answer.ts';
import { activeOnly } from '../../lib/request.ts';
import { Envelope, IdParams, MultipartBody, errors, idParam } from '../../lib/schemas.ts';
import { flipAndAnswer, registerToggles } from '../../lib/toggle.ts';
import { ProjectGalleryImageSchema } from '../shared/project-schemas.ts';

const tags = ['project gallery'];
export const MAX_GALLERY_FILES = 20;
const RULES = { images: imageRule({ maxFiles: MAX_GALLERY_FILES }) };
const FOLDER = 'project-gallery';
const SELECT_DETAIL = 'Please select a detail first';

const UploadBody = MultipartBody({
  project_detail_id: Type.String({ description: 'the detail the images belong to' }),
  title: Type.Optional(Type.String({ description: 'a title given to every uploaded image' })),
  images: Type.Array(Type.String({ format: 'binary' }), { minItems: 1, maxItems: MAX_GALLERY_FILES, description: 'repeated field; JPEG, PNG, GIF, WebP or SVG' }),
});
const SortBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.Union([Type.Integer(), Type.String()]), { maxItems: 1000, description: 'image ids in their new order' })),
});

/** The ids of a sort-order body: positive integers, each once, at least one. */
function readIds(ids: unknown[] | undefined): number[] {
  const out = (ids ?? []).map((v) => (typeof v === 'number' ? v : /^[0-9]{1,15}$/.test(String(v)) ? Number(v) : NaN));
  if (out.length === 0 || out.some((n) => !Number.isInteger(n) || n < 1) || new Set(out).size !== out.length) {
    throw badRequest('Please send the image ids in their new order');
  }
  return out;
}

const gallery: FastifyPluginAsyncTypebox = async (app) => {
  const answerAll = (rows: GalleryImage[]) => withMedia(app.media, rows, ['image_path']);
  const listBody = Envelope({ images: Type.Array(ProjectGalleryImageSchema) });

  app.get(
    '/gallery/detail/:detailId',
    {
      schema: {
        tags,
        summary: "A detail's images by sort order: every one with a token, the active ones without",
        params: idParam('detailId'),
        response: { 200: listBody, ...errors(400, 404) },
      },
    },
    async (request) => {
      const publicRead = activeOnly(request);
      const detail = await getPart(app.db, 'project_details', Number(request.params.detailId));
      // A visitor never learns of an inactive detail, or of one inside an inactive project.
      const project = detail && publicRead ? await getProject(app.db, detail.project_id) : undefined;
      if (!detail || (publicRead && (detail.status !== 'active' || project?.status !== 'active'))) throw notFound('Detail');
      return { success: true, images: await answerAll(await listGallery(app.db, { detailId: detail.id, activeOnly: publicRead })) };
    },
  );

  app.post(
    '/gallery/multiple',
    { schema: { tags, multipartBody: UploadBody, response: { 200: listBody, ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      // Every file is checked while the form is read, before any is stored: one refused file stores none.
      const form = await readForm(request, ['project_detail_id', 'title'], RULES);
      const detailId = formId(form.fields, 'project_detail_id', SELECT_DETAIL);
      if (!(await getPart(app.db, 'project_details', detailId))) throw notFound('Detail');
      const files = form.files.images ?? [];
      if (files.length === 0) throw badRequest('Please select at least one image');
      const saved = await app.media.saveAll(files, FOLDER);
      const images = await app.media.withNewFiles(saved, () => addImages(app.db, detailId, saved, text(form.fields, 'title')));
      return { success: true, message: 'Images uploaded successfully', images: await answerAll(images) };
    },
  );

  app.put(
    '/gallery/sort-order',
    {
      schema: {
        tags,
        summary: "Reorders images: the named ones first, in the given order, within their detail; answers the detail's images in the new order",
        body: SortBody,
        response: { 200: listBody, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const result = await reorderImages(app.db, readIds(request.body.ids));
      if ('missing' in result) throw notFound('Image');
      return { success: true, message: 'Sort order updated successfully', images: await answerAll(result.images) };
    },
  );

  app.delete(
    '/gallery/:id',
    { schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const file = await deleteImage(app.db, Number(request.params.id));
      if (file === undefined) throw notFound('Image');
      await app.media.remove([file]);
      return { success: true, message: 'Image deleted successfully' };
    },
  );

  registerToggles(app, {
    path: '/gallery',
    key: 'image',
    thing: 'Image',
    item: ProjectGalleryImageSchema,
    tags,
    message: 'Image status updated successfully',
    flip: flipAndAnswer(app, 'project_gallery', getImage, ['image_path']),
  });
};

export default gallery;
