// /api/news-page-banner: the banner of the public news listing (API.md "/api"). The file field is
// `banner` and the column banner_image; GET /active answers the one banner to show.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  activePageBanner, createPageBanner, deletePageBanner, getPageBanner, listPageBanners, updatePageBanner,
  type NewsPageBanner,
} from '../../../content-db/news-parts.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { IMAGE_RULE, firstFile, readForm } from '../../lib/form.ts';
import { withMedia, withMediaOne } from '../../lib/media-answer.ts';
import { Envelope, IdParams, MultipartBody, errors } from '../../lib/schemas.ts';
import { registerToggles } from '../../lib/toggle.ts';
import { activeOnly, allTexts, flipAndAnswer, found, sentTexts, writeWithImage } from '../shared/news-kit.ts';
import { NewsPageBannerSchema } from '../shared/news-schemas.ts';

const PATH = '/news-page-banner';
const REQUIRED = 'Please fill in all required fields';
const TITLES = ['title_en', 'title_tr'] as const;
// SPEC.md: 10MB is advice shown to the admin, not a limit; the general 20MB ceiling applies.
const FILES = { banner: IMAGE_RULE };
const IMAGE_FIELDS = ['banner_image'] as const;
const FOLDER = 'news-banners';
const tags = ['news page banner'];

function bannerBody(onCreate: boolean) {
  const title = onCreate ? Type.String({ description: 'required' }) : Type.Optional(Type.String({ description: 'kept when not sent; not blank' }));
  const image = Type.String({
    format: 'binary',
    description: `${onCreate ? 'required' : 'leave empty to keep the existing image'}; recommended 1920x1080, at most 10MB advised`,
  });
  return MultipartBody({ title_en: title, title_tr: title, banner: onCreate ? image : Type.Optional(image) });
}

const newsPageBanner: FastifyPluginAsyncTypebox = async (app) => {
  const answerOne = (row: NewsPageBanner) => withMediaOne(app.media, row, IMAGE_FIELDS);
  const itemAnswer = Envelope({ data: NewsPageBannerSchema });

  app.get(
    PATH,
    { schema: { tags, summary: 'Every banner with a token, the active ones without; newest first', response: { 200: Envelope({ data: Type.Array(NewsPageBannerSchema) }) } } },
    async (request) => ({ success: true, data: await withMedia(app.media, await listPageBanners(app.db, { activeOnly: activeOnly(request) }), IMAGE_FIELDS) }),
  );

  app.get(
    `${PATH}/active`,
    { schema: { tags, summary: 'The banner the news page shows: the newest active one', response: { 200: itemAnswer, ...errors(404) } } },
    async () => ({ success: true, data: await answerOne(found(await activePageBanner(app.db), 'Banner')) }),
  );

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: IdParams, response: { 200: itemAnswer, ...errors(400, 404) } } },
    async (request) => {
      const banner = await getPageBanner(app.db, Number(request.params.id));
      if (!banner || (activeOnly(request) && banner.status !== 'active')) throw notFound('Banner');
      return { success: true, data: await answerOne(banner) };
    },
  );

  app.post(
    PATH,
    { schema: { tags, multipartBody: bannerBody(true), response: { 200: itemAnswer, ...errors(400, 401, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, TITLES, FILES);
      const texts = allTexts(form.fields, TITLES);
      if (!texts.title_en || !texts.title_tr) throw badRequest(REQUIRED);
      const file = firstFile(form, 'banner');
      if (!file) throw badRequest('Please upload a banner image');
      const banner = await writeWithImage(app.media, file, FOLDER, (image) => createPageBanner(app.db, { ...texts, banner_image: image ?? null }));
      return { success: true, message: 'Banner added successfully', data: await answerOne(banner) };
    },
  );

  app.put(
    `${PATH}/:id`,
    { schema: { tags, params: IdParams, multipartBody: bannerBody(false), response: { 200: itemAnswer, ...errors(400, 401, 404, 413, 415) } } },
    async (request) => {
      const id = Number(request.params.id);
      const existing = found(await getPageBanner(app.db, id), 'Banner');
      const form = await readForm(request, TITLES, FILES);
      const changes = sentTexts(form.fields, TITLES);
      if (changes.title_en === '' || changes.title_tr === '') throw badRequest(REQUIRED);
      const banner = await writeWithImage(
        app.media,
        firstFile(form, 'banner'),
        FOLDER,
        async (image) => found(await updatePageBanner(app.db, id, image ? { ...changes, banner_image: image } : changes), 'Banner'),
        existing.banner_image,
      );
      return { success: true, message: 'Banner updated successfully', data: await answerOne(banner) };
    },
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      const banner = await deletePageBanner(app.db, Number(request.params.id));
      if (!banner) throw notFound('Banner');
      await app.media.remove([banner.banner_image]);
      return { success: true, message: 'Banner deleted successfully' };
    },
  );

  registerToggles(app, {
    path: PATH,
    key: 'data',
    thing: 'Banner',
    item: NewsPageBannerSchema,
    tags,
    message: 'Banner status updated successfully',
    flip: flipAndAnswer(app, 'news_page_banners', getPageBanner, IMAGE_FIELDS),
  });
};

export default newsPageBanner;
