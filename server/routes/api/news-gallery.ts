// /api/news-gallery: the images of a news detail, in their sort order (API.md "/api").
// An upload of several images is all-or-nothing: one refused file stores none.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addGalleryImages, deleteGalleryImage, detailIsPublic, getDetail, getGalleryImage, getGalleryImages, listGallery,
  setGalleryOrder, type NewsGalleryImage,
} from '../../../content-db/news-parts.ts';
import { badRequest, found, notFound } from '../../lib/errors.ts';
import { formId, imageRule, readForm } from '../../lib/form.ts';
import { withMedia } from '../../lib/media-answer.ts';
import { activeOnly } from '../../lib/request.ts';
import { Envelope, IdParams, MultipartBody, errors, idParam } from '../../lib/schemas.ts';
import { flipAndAnswer, registerToggles } from '../../lib/toggle.ts';
import { allTexts } from '../shared/news-fields.ts';
import { NewsGalleryImageSchema } from '../shared/news-schemas.ts';

/** At most this many images in one upload (the multipart reader's own ceiling is 30 files). */
export const MAX_GALLERY_UPLOAD = 30;
const FILES = { images: imageRule({ maxFiles: MAX_GALLERY_UPLOAD }) };
const IMAGE_FIELDS = ['image'] as const;
const FOLDER = 'news-gallery';
const tags = ['news gallery'];

const UploadBody = MultipartBody({
  news_detail_id: Type.String({ description: 'id of the news detail' }),
  images: Type.Array(Type.String({ format: 'binary' }), { description: `repeated field, 1 to ${MAX_GALLERY_UPLOAD} images` }),
  title_en: Type.Optional(Type.String({ description: 'given to every uploaded image' })),
  title_tr: Type.Optional(Type.String({ description: 'given to every uploaded image' })),
});
const SortBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, description: "image ids of one detail in their new order; the detail's other images follow" }),
});
const GalleryAnswer = Envelope({ gallery: Type.Array(NewsGalleryImageSchema) });

const newsGallery: FastifyPluginAsyncTypebox = async (app) => {
  const answerAll = (rows: NewsGalleryImage[]) => withMedia(app.media, rows, IMAGE_FIELDS);

  app.get(
    '/news-gallery/detail/:detailId',
    {
      schema: {
        tags,
        summary: "A detail's images by sort order; visitors see the active images of a visible detail",
        params: idParam('detailId'),
        response: { 200: GalleryAnswer, ...errors(400, 404) },
      },
    },
    async (request) => {
      const detail = await getDetail(app.db, Number(request.params.detailId));
      if (!detail || (activeOnly(request) && !(await detailIsPublic(app.db, detail)))) throw notFound('Detail');
      return { success: true, gallery: await answerAll(await listGallery(app.db, detail.id, { activeOnly: activeOnly(request) })) };
    },
  );

  app.post(
    '/news-gallery/multiple',
    { schema: { tags, multipartBody: UploadBody, response: { 200: GalleryAnswer, ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      // Every file is checked while reading, before any is stored.
      const form = await readForm(request, ['news_detail_id', 'title_en', 'title_tr'], FILES);
      const detail = found(await getDetail(app.db, formId(form.fields, 'news_detail_id', 'Please select a detail first')), 'Detail');
      const files = form.files.images ?? [];
      if (files.length === 0) throw badRequest('Please select at least one image');
      const titles = allTexts(form.fields, ['title_en', 'title_tr']);
      const saved = await app.media.saveAll(files, FOLDER);
      const rows = await app.media.withNewFiles(saved, () =>
        addGalleryImages(app.db, detail.id, saved.map((image) => ({ image, ...titles }))),
      );
      return { success: true, message: 'Images uploaded successfully', gallery: await answerAll(rows) };
    },
  );

  app.put(
    '/news-gallery/sort-order',
    { schema: { tags, summary: 'Reorders the images of one detail', body: SortBody, response: { 200: GalleryAnswer, ...errors(400, 401, 404) } } },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const images = await getGalleryImages(app.db, ids);
      if (images.length !== ids.length) throw notFound('Image');
      const detailIds = new Set(images.map((i) => i.news_detail_id));
      if (detailIds.size !== 1) throw badRequest('All images must belong to the same detail');
      const [detailId] = detailIds;
      await setGalleryOrder(app.db, detailId, ids);
      return { success: true, message: 'Gallery order updated successfully', gallery: await answerAll(await listGallery(app.db, detailId, { activeOnly: false })) };
    },
  );

  app.delete(
    '/news-gallery/:id',
    { schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const image = found(await deleteGalleryImage(app.db, Number(request.params.id)), 'Image');
      await app.media.remove([image]);
      return { success: true, message: 'Image deleted successfully' };
    },
  );

  registerToggles(app, {
    path: '/news-gallery',
    key: 'image',
    thing: 'Image',
    item: NewsGalleryImageSchema,
    tags,
    message: 'Image status updated successfully',
    flip: flipAndAnswer(app, 'news_gallery', getGalleryImage, IMAGE_FIELDS),
  });
};

export default newsGallery;
