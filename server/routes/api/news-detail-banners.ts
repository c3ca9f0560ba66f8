// /api/news-details-banners: the banners of a news detail (API.md "/api"). The public detail page
// asks GET /api/news-details-banners/{detailId} for the one banner to show.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  activeDetailBanner, createDetailBanner, deleteDetailBanner, detailIsPublic, getDetail, getDetailBanner,
  listDetailBanners, updateDetailBanner, type NewsDetailBanner,
} from '../../../content-db/news-parts.ts';
import { BANNER_MESSAGES } from '../../lib/banner-collection.ts';
import { badRequest, found, notFound } from '../../lib/errors.ts';
import { IMAGE_RULE, firstFile, formId, has, readForm } from '../../lib/form.ts';
import { withMedia, withMediaOne } from '../../lib/media-answer.ts';
import { activeOnly } from '../../lib/request.ts';
import { Envelope, IdParams, MultipartBody, errors, idParam } from '../../lib/schemas.ts';
import { flipAndAnswer, registerToggles } from '../../lib/toggle.ts';
import { writeWithImage } from '../../lib/write-with-image.ts';
import { allTexts, sentTexts } from '../shared/news-fields.ts';
import { NewsDetailBannerSchema } from '../shared/news-schemas.ts';

const PATH = '/news-details-banners';
const PLAIN = ['title_en', 'title_tr'] as const;
const HTML = ['gallery_description_en', 'gallery_description_tr'] as const;
const FIELDS = ['news_detail_id', ...PLAIN, ...HTML];
const FILES = { banner_image: IMAGE_RULE };
const IMAGE_FIELDS = ['banner_image'] as const;
const FOLDER = 'news-detail-banners';
const DETAIL_REQUIRED = 'Please select a detail first';
const tags = ['news detail banners'];

function bannerBody(onCreate: boolean) {
  const opt = (description: string) => Type.Optional(Type.String({ description }));
  const image = Type.String({ format: 'binary', description: onCreate ? 'required; JPEG, PNG, GIF, WebP or SVG' : 'leave empty to keep the existing image' });
  return MultipartBody({
    news_detail_id: onCreate ? Type.String({ description: 'id of the news detail' }) : opt('moves the banner to another detail'),
    title_en: opt('optional'),
    title_tr: opt('optional'),
    gallery_description_en: opt('HTML, sanitized'),
    gallery_description_tr: opt('HTML, sanitized'),
    banner_image: onCreate ? image : Type.Optional(image),
  });
}

const newsDetailBanners: FastifyPluginAsyncTypebox = async (app) => {
  const answerOne = (row: NewsDetailBanner) => withMediaOne(app.media, row, IMAGE_FIELDS);
  const detailOf = async (fields: Record<string, unknown>) => found(await getDetail(app.db, formId(fields, 'news_detail_id', DETAIL_REQUIRED)), 'Detail');

  app.get(
    `${PATH}/detail/:detailId`,
    {
      schema: {
        tags,
        summary: "A detail's banners; visitors see the active banners of a visible detail",
        params: idParam('detailId'),
        response: { 200: Envelope({ banners: Type.Array(NewsDetailBannerSchema) }), ...errors(400, 404) },
      },
    },
    async (request) => {
      const detail = await getDetail(app.db, Number(request.params.detailId));
      if (!detail || (activeOnly(request) && !(await detailIsPublic(app.db, detail)))) throw notFound('Detail');
      const rows = await listDetailBanners(app.db, detail.id, { activeOnly: activeOnly(request) });
      return { success: true, banners: await withMedia(app.media, rows, IMAGE_FIELDS) };
    },
  );

  app.get(
    `${PATH}/:detailId`,
    {
      schema: {
        tags,
        summary: "The detail's active banner (its newest); visitors get it only for a visible detail",
        params: idParam('detailId'),
        response: { 200: Envelope({ banner: NewsDetailBannerSchema }), ...errors(400, 404) },
      },
    },
    async (request) => {
      const detail = await getDetail(app.db, Number(request.params.detailId));
      const visible = detail && (!activeOnly(request) || (await detailIsPublic(app.db, detail)));
      const banner = visible ? await activeDetailBanner(app.db, detail.id) : undefined;
      return { success: true, banner: await answerOne(found(banner, 'Banner')) };
    },
  );

  app.post(
    PATH,
    { schema: { tags, multipartBody: bannerBody(true), response: { 200: Envelope({ banner: NewsDetailBannerSchema }), ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, FIELDS, FILES);
      const detail = await detailOf(form.fields);
      const file = firstFile(form, 'banner_image');
      if (!file) throw badRequest(BANNER_MESSAGES.imageRequired);
      const texts = allTexts(form.fields, PLAIN, HTML);
      const banner = await writeWithImage(app.media, file, FOLDER, (image) =>
        createDetailBanner(app.db, { ...texts, news_detail_id: detail.id, banner_image: image ?? null }),
      );
      return { success: true, message: BANNER_MESSAGES.added, banner: await answerOne(banner) };
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: { tags, params: IdParams, multipartBody: bannerBody(false), response: { 200: Envelope({ banner: NewsDetailBannerSchema }), ...errors(400, 401, 404, 413, 415) } },
    },
    async (request) => {
      const id = Number(request.params.id);
      const existing = found(await getDetailBanner(app.db, id), 'Banner');
      const form = await readForm(request, FIELDS, FILES);
      const changes: Parameters<typeof updateDetailBanner>[2] = sentTexts(form.fields, PLAIN, HTML);
      if (has(form.fields, 'news_detail_id')) changes.news_detail_id = (await detailOf(form.fields)).id;
      const banner = await writeWithImage(
        app.media,
        firstFile(form, 'banner_image'),
        FOLDER,
        async (image) => found(await updateDetailBanner(app.db, id, image ? { ...changes, banner_image: image } : changes), 'Banner'),
        existing.banner_image,
      );
      return { success: true, message: BANNER_MESSAGES.updated, banner: await answerOne(banner) };
    },
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const banner = await deleteDetailBanner(app.db, Number(request.params.id));
      if (!banner) throw notFound('Banner');
      await app.media.remove([banner.banner_image]);
      return { success: true, message: BANNER_MESSAGES.deleted };
    },
  );

  registerToggles(app, {
    path: PATH,
    key: 'banner',
    thing: 'Banner',
    item: NewsDetailBannerSchema,
    tags,
    message: BANNER_MESSAGES.status,
    flip: flipAndAnswer(app, 'news_detail_banners', getDetailBanner, IMAGE_FIELDS),
  });
};

export default newsDetailBanners;
