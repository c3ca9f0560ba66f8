// /api/news-details: the detail blocks of a news item (API.md "/api"). Visitors see a detail only
// when it and its news item are active; deleting a detail takes its gallery and banners along.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getNews } from '../../../content-db/news.ts';
import {
  createDetail, deleteDetail, detailIsPublic, getDetail, listDetails, updateDetail, type NewsDetail,
} from '../../../content-db/news-parts.ts';
import { badRequest, found, notFound } from '../../lib/errors.ts';
import { IMAGE_RULE, firstFile, formId, has, readForm } from '../../lib/form.ts';
import { withMedia, withMediaOne } from '../../lib/media-answer.ts';
import { activeOnly } from '../../lib/request.ts';
import { Envelope, IdParams, MultipartBody, WordStatus, errors, idParam } from '../../lib/schemas.ts';
import { flipAndAnswer, registerToggles } from '../../lib/toggle.ts';
import { writeWithImage } from '../../lib/write-with-image.ts';
import { allTexts, sentTexts, statusField } from '../shared/news-fields.ts';
import { NewsDetailSchema } from '../shared/news-schemas.ts';

const PLAIN = ['title_en', 'title_tr'] as const;
const HTML = ['description_en', 'description_tr', 'gallery_description_en', 'gallery_description_tr'] as const;
const FIELDS = ['news_id', 'status', ...PLAIN, ...HTML];
const FILES = { feature_image: IMAGE_RULE };
const IMAGE_FIELDS = ['feature_image'] as const;
const FOLDER = 'news-details';
const TITLE_REQUIRED = 'Title (EN) is required';
const NEWS_ID_REQUIRED = 'Please select a news item first';
const tags = ['news details'];

function detailBody(onCreate: boolean) {
  const opt = (description: string) => Type.Optional(Type.String({ description }));
  const image = Type.String({ format: 'binary', description: onCreate ? 'required; JPEG, PNG, GIF, WebP or SVG' : 'leave empty to keep the existing image' });
  return MultipartBody({
    news_id: onCreate ? Type.String({ description: 'id of the news item' }) : opt('moves the detail to another news item'),
    title_en: onCreate ? Type.String({ description: 'required' }) : opt('not blank when sent'),
    title_tr: opt('optional'),
    description_en: opt('HTML, sanitized'),
    description_tr: opt('HTML, sanitized'),
    gallery_description_en: opt('HTML, sanitized'),
    gallery_description_tr: opt('HTML, sanitized'),
    status: Type.Optional(WordStatus),
    feature_image: onCreate ? image : Type.Optional(image),
  });
}

const newsDetails: FastifyPluginAsyncTypebox = async (app) => {
  const answerAll = (rows: NewsDetail[]) => withMedia(app.media, rows, IMAGE_FIELDS);
  const answerOne = (row: NewsDetail) => withMediaOne(app.media, row, IMAGE_FIELDS);
  /** The news item a form names; 400 when it names none, 404 when it is unknown. */
  const newsOf = async (fields: Record<string, unknown>) => found(await getNews(app.db, formId(fields, 'news_id', NEWS_ID_REQUIRED)), 'News');

  app.get(
    '/news-details/news/:newsId',
    {
      schema: {
        tags,
        summary: "A news item's details; visitors see the active details of an active item",
        params: idParam('newsId'),
        response: { 200: Envelope({ details: Type.Array(NewsDetailSchema), data: Type.Array(NewsDetailSchema) }), ...errors(400, 404) },
      },
    },
    async (request) => {
      const news = await getNews(app.db, Number(request.params.newsId));
      if (!news || (activeOnly(request) && news.status !== 'active')) throw notFound('News');
      const details = await answerAll(await listDetails(app.db, news.id, { activeOnly: activeOnly(request) }));
      return { success: true, details, data: details };
    },
  );

  app.get(
    '/news-details/:id',
    { schema: { tags, params: IdParams, response: { 200: Envelope({ detail: NewsDetailSchema }), ...errors(400, 404) } } },
    async (request) => {
      const detail = await getDetail(app.db, Number(request.params.id));
      if (!detail || (activeOnly(request) && !(await detailIsPublic(app.db, detail)))) throw notFound('Detail');
      return { success: true, detail: await answerOne(detail) };
    },
  );

  app.post(
    '/news-details',
    { schema: { tags, multipartBody: detailBody(true), response: { 200: Envelope({ detail: NewsDetailSchema }), ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, FIELDS, FILES);
      const texts = allTexts(form.fields, PLAIN, HTML);
      if (!texts.title_en) throw badRequest(TITLE_REQUIRED);
      const file = firstFile(form, 'feature_image');
      if (!file) throw badRequest('Feature image is required');
      const news = await newsOf(form.fields);
      const status = statusField(form.fields, 'active');
      const detail = await writeWithImage(app.media, file, FOLDER, (image) =>
        createDetail(app.db, { ...texts, news_id: news.id, status, feature_image: image ?? null }),
      );
      return { success: true, message: 'Detail added successfully', detail: await answerOne(detail) };
    },
  );

  app.put(
    '/news-details/:id',
    {
      schema: { tags, params: IdParams, multipartBody: detailBody(false), response: { 200: Envelope({ detail: NewsDetailSchema }), ...errors(400, 401, 404, 413, 415) } },
    },
    async (request) => {
      const id = Number(request.params.id);
      const existing = found(await getDetail(app.db, id), 'Detail');
      const form = await readForm(request, FIELDS, FILES);
      const changes: Parameters<typeof updateDetail>[2] = sentTexts(form.fields, PLAIN, HTML);
      if (changes.title_en === '') throw badRequest(TITLE_REQUIRED);
      if (has(form.fields, 'status')) changes.status = statusField(form.fields, existing.status);
      if (has(form.fields, 'news_id')) changes.news_id = (await newsOf(form.fields)).id;
      const detail = await writeWithImage(
        app.media,
        firstFile(form, 'feature_image'),
        FOLDER,
        async (image) => found(await updateDetail(app.db, id, image ? { ...changes, feature_image: image } : changes), 'Detail'),
        existing.feature_image,
      );
      return { success: true, message: 'Detail updated successfully', detail: await answerOne(detail) };
    },
  );

  app.delete(
    '/news-details/:id',
    {
      schema: { tags, summary: 'Deletes the detail with its gallery and banners and their files', params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } },
    },
    async (request) => {
      const files = found(await deleteDetail(app.db, Number(request.params.id)), 'Detail');
      await app.media.remove(files);
      return { success: true, message: 'Detail deleted successfully' };
    },
  );

  registerToggles(app, {
    path: '/news-details',
    key: 'detail',
    thing: 'Detail',
    item: NewsDetailSchema,
    tags,
    message: 'Detail status updated successfully',
    flip: flipAndAnswer(app, 'news_details', getDetail, IMAGE_FIELDS),
  });
};

export default newsDetails;
