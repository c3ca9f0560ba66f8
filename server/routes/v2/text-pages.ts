// /v2/api/text-pages (API.md "Text pages"): free pages with rich text in both languages. Bodies are
// sanitized as every rich text is; a slug another page or the site itself uses is a 409.
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  createTextPage,
  deleteTextPage,
  getTextPage,
  listActiveTextPages,
  listTextPages,
  slugClash,
  textPageSlug,
  updateTextPage,
  type TextLang,
  type TextPage,
} from '../../../content-db/text-pages.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { contentFor } from '../../lib/request.ts';
import { AUTHOR } from '../../lib/roles.ts';
import { Envelope, IdParams, errors } from '../../lib/schemas.ts';
import { TextPageBody, TextPageSchema } from '../../schemas/text-pages.ts';
import { answerSeo, readSeo } from '../../lib/seo-fields.ts';

const tags = ['text pages'];

export const TEXT_PAGE_MESSAGES = {
  saved: 'Page saved',
  deleted: 'Page deleted',
  titles: 'Please enter the title in English and Turkish',
  slugTaken: 'This address is already used by another page',
  slugReserved: 'This address is used by the site itself',
} as const;

type Body = Static<typeof TextPageBody>;

/** The page a body makes of `before` (a create has none): titles required, slugs from them when empty, bodies sanitized. */
async function pageFrom(app: { db: Parameters<typeof slugClash>[0] }, body: Body, before?: TextPage) {
  const title_en = (body.title_en ?? before?.title_en ?? '').trim();
  const title_tr = (body.title_tr ?? before?.title_tr ?? '').trim();
  if (!title_en || !title_tr) throw badRequest(TEXT_PAGE_MESSAGES.titles);
  const slug = (lang: TextLang) => {
    const given = lang === 'en' ? body.slug_en : body.slug_tr;
    const kept = lang === 'en' ? before?.slug_en : before?.slug_tr;
    return given === undefined && kept ? kept : textPageSlug(given, lang === 'en' ? title_en : title_tr);
  };
  const page = {
    title_en,
    title_tr,
    slug_en: slug('en'),
    slug_tr: slug('tr'),
    body_en: sanitizeHtml(body.body_en ?? before?.body_en ?? ''),
    body_tr: sanitizeHtml(body.body_tr ?? before?.body_tr ?? ''),
    status: body.status ?? before?.status ?? 'active',
    ...(body.seo === undefined ? {} : { seo: await readSeo(app.db, { seo: body.seo }, before?.seo) }),
  } as const;
  for (const lang of ['tr', 'en'] as const) {
    const clash = await slugClash(app.db, lang, lang === 'en' ? page.slug_en : page.slug_tr, before?.id);
    if (clash) throw conflict(clash === 'reserved' ? TEXT_PAGE_MESSAGES.slugReserved : TEXT_PAGE_MESSAGES.slugTaken);
  }
  return page;
}

const textPages: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/text-pages',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Every text page (a public read: the active ones, as visitors see them)',
        response: { 200: Envelope({ textPages: Type.Array(TextPageSchema) }) },
      },
    },
    async (request) => {
      const db = contentFor(request);
      return { success: true, textPages: await answerSeo(app.db, request.viewer ? await listTextPages(db) : await listActiveTextPages(db)) };
    },
  );

  app.get(
    '/text-pages/:id',
    { config: { publicCache: true }, schema: { tags, params: IdParams, response: { 200: Envelope({ textPage: TextPageSchema }), ...errors(400, 404) } } },
    async (request) => {
      const page = await getTextPage(contentFor(request), Number(request.params.id));
      if (!page || (!request.viewer && page.status !== 'active')) throw notFound('Page');
      return { success: true, textPage: (await answerSeo(app.db, [page]))[0] };
    },
  );

  app.post(
    '/text-pages',
    {
      config: AUTHOR,
      schema: { tags, summary: 'Create a text page', body: TextPageBody, response: { 200: Envelope({ textPage: TextPageSchema }), ...errors(400, 401, 409) } },
    },
    async (request) => ({
      success: true,
      textPage: (await answerSeo(app.db, [await createTextPage(app.db, await pageFrom(app, request.body))]))[0],
      message: TEXT_PAGE_MESSAGES.saved,
    }),
  );

  app.put(
    '/text-pages/:id',
    {
      config: AUTHOR,
      schema: {
        tags,
        summary: 'Save a text page; a field not sent keeps its value',
        params: IdParams,
        body: TextPageBody,
        response: { 200: Envelope({ textPage: TextPageSchema }), ...errors(400, 401, 404, 409, 412) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const before = await getTextPage(app.db, id);
      if (!before) throw notFound('Page');
      const textPage = await updateTextPage(app.db, id, await pageFrom(app, request.body, before));
      if (!textPage) throw notFound('Page');
      return { success: true, textPage: (await answerSeo(app.db, [textPage]))[0], message: TEXT_PAGE_MESSAGES.saved };
    },
  );

  app.delete(
    '/text-pages/:id',
    { config: AUTHOR, schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404, 412) } } },
    async (request) => {
      if (!(await deleteTextPage(app.db, Number(request.params.id)))) throw notFound('Page');
      return { success: true, message: TEXT_PAGE_MESSAGES.deleted };
    },
  );
};

export default textPages;
