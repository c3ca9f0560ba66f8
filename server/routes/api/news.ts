// /api/news (public reads) and /api/admin/news (the admin list and every write), API.md "/api".
// A news item answers its slug (from the English title) and `media` for its image.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TITLED_LIST } from '../../../content-db/list-query.ts';
import { createNews, deleteNews, getNews, listNewsBy, updateNews, type News } from '../../../content-db/news.ts';
import { badRequest, found, notFound } from '../../lib/errors.ts';
import { IMAGE_RULE, firstFile, readForm } from '../../lib/form.ts';
import { withMedia, withMediaOne } from '../../lib/media-answer.ts';
import { activeOnly, contentFor } from '../../lib/request.ts';
import { listQuerystring, paging, readList } from '../../lib/list-query.ts';
import { Envelope, IdParams, ListPaging, MultipartBody, errors } from '../../lib/schemas.ts';
import { flipAndAnswer, registerToggles } from '../../lib/toggle.ts';
import { writeWithImage } from '../../lib/write-with-image.ts';
import { allTexts, sentTexts } from '../shared/news-fields.ts';
import { NewsSchema } from '../../schemas/news.ts';
import { AUTHOR } from '../../lib/roles.ts';
import { SeoBodyProp, readSeo } from '../../lib/seo-fields.ts';

const REQUIRED = 'Please fill in all required fields';
const PLAIN = ['title_en', 'title_tr'] as const;
const HTML = ['description_en', 'description_tr'] as const;
const FIELDS = [...PLAIN, ...HTML, 'seo'];
const FILES = { image: IMAGE_RULE };
const IMAGE_FIELDS = ['image'] as const;
const FOLDER = 'news';
const tags = ['news'];

function newsBody(onCreate: boolean) {
  const title = onCreate ? Type.String({ description: 'required' }) : Type.Optional(Type.String({ description: 'kept when not sent; not blank' }));
  const html = Type.Optional(Type.String({ description: 'HTML, sanitized on save' }));
  const image = Type.String({ format: 'binary', description: onCreate ? 'required; JPEG, PNG, GIF, WebP or SVG' : 'leave empty to keep the existing image' });
  return MultipartBody({
    title_en: title,
    title_tr: title,
    description_en: html,
    description_tr: html,
    image: onCreate ? image : Type.Optional(image),
    ...SeoBodyProp,
  });
}

const news: FastifyPluginAsyncTypebox = async (app) => {
  const answerAll = (rows: News[]) => withMedia(app.media, rows, IMAGE_FIELDS);

  app.get(
    '/news',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Active news for visitors, every item with a token; newest first',
        querystring: listQuerystring(TITLED_LIST),
        response: { 200: Envelope({ news: Type.Array(NewsSchema), ...ListPaging }), ...errors(400) },
      },
    },
    async (request) => {
      const list = readList(request, TITLED_LIST);
      const listed = await listNewsBy(contentFor(request), { activeOnly: activeOnly(request) }, list);
      return { success: true, news: await answerAll(listed.rows), ...paging(list, listed) };
    },
  );

  app.get(
    '/news/:id',
    { config: { publicCache: true }, schema: { tags, params: IdParams, response: { 200: Envelope({ news: NewsSchema }), ...errors(400, 404) } } },
    async (request) => {
      const item = await getNews(contentFor(request), Number(request.params.id));
      // A visitor never learns of an inactive item.
      if (!item || (activeOnly(request) && item.status !== 'active')) throw notFound('News');
      return { success: true, news: await withMediaOne(app.media, item, IMAGE_FIELDS) };
    },
  );

  app.get(
    '/admin/news',
    {
      config: { role: 'author', auth: 'required' },
      schema: {
        tags,
        summary: 'Every news item, newest first',
        querystring: listQuerystring(TITLED_LIST),
        response: { 200: Envelope({ news: Type.Array(NewsSchema), ...ListPaging }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const list = readList(request, TITLED_LIST);
      const listed = await listNewsBy(app.db, { activeOnly: false }, list);
      return { success: true, message: 'News fetched successfully', news: await answerAll(listed.rows), ...paging(list, listed) };
    },
  );

  app.post(
    '/admin/news',
    { config: AUTHOR, schema: { tags, multipartBody: newsBody(true), response: { 200: Envelope({ news: NewsSchema }), ...errors(400, 401, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, FIELDS, FILES);
      const texts = allTexts(form.fields, PLAIN, HTML);
      if (!texts.title_en || !texts.title_tr) throw badRequest(REQUIRED);
      const file = firstFile(form, 'image');
      if (!file) throw badRequest('Please upload an image');
      const seo = await readSeo(app.db, form.fields, undefined);
      const item = await writeWithImage(app.media, file, FOLDER, (image) => createNews(app.db, { ...texts, image: image ?? null, ...(seo ? { seo } : {}) }));
      return { success: true, message: 'News created successfully', news: await withMediaOne(app.media, item, IMAGE_FIELDS) };
    },
  );

  app.put(
    '/admin/news/:id',
    {
      config: AUTHOR,
      schema: { tags, params: IdParams, multipartBody: newsBody(false), response: { 200: Envelope({ news: NewsSchema }), ...errors(400, 401, 404, 413, 415) } },
    },
    async (request) => {
      const id = Number(request.params.id);
      const existing = found(await getNews(app.db, id), 'News');
      const form = await readForm(request, FIELDS, FILES);
      const seo = await readSeo(app.db, form.fields, existing.seo);
      const changes = { ...sentTexts(form.fields, PLAIN, HTML), ...(seo ? { seo } : {}) };
      if (changes.title_en === '' || changes.title_tr === '') throw badRequest(REQUIRED);
      const item = await writeWithImage(
        app.media,
        firstFile(form, 'image'),
        FOLDER,
        async (image) => found(await updateNews(app.db, id, image ? { ...changes, image } : changes), 'News'),
        existing.image,
      );
      return { success: true, message: 'News updated successfully', news: await withMediaOne(app.media, item, IMAGE_FIELDS) };
    },
  );

  app.delete(
    '/admin/news/:id',
    {
      config: AUTHOR,
      schema: {
        tags,
        summary: 'Deletes the item with its details, their galleries and banners, and all their files',
        params: IdParams,
        response: { 200: Envelope({}), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const files = found(await deleteNews(app.db, Number(request.params.id)), 'News');
      await app.media.remove(files);
      return { success: true, message: 'News deleted successfully' };
    },
  );

  registerToggles(app, {
    path: '/admin/news',
    key: 'news',
    thing: 'News',
    item: NewsSchema,
    tags,
    message: 'News status updated successfully',
    flip: flipAndAnswer(app, 'news', getNews, IMAGE_FIELDS),
  });
};

export default news;
