// /v2/api/pages (API.md "Pages"). The model for a JSON collection: schemas, SPEC.md messages, 404s.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAGE_LIST, createPage, deletePage, getPage, listPagesBy, updatePage } from '../../../content-db/pages.ts';
import { removePageFromMenus } from '../../../content-db/menus.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { contentFor } from '../../lib/request.ts';
import { listQuerystring, paging, readList } from '../../lib/list-query.ts';
import { Envelope, IdParams, ListPaging, errors } from '../../lib/schemas.ts';
import { PageSchema } from '../../schemas/pages.ts';
import { AUTHOR } from '../../lib/roles.ts';

const PageBody = Type.Object({ page_name_en: Type.Optional(Type.String()), page_name_tr: Type.Optional(Type.String()) }, { additionalProperties: false });
const tags = ['pages'];

function readNames(body: { page_name_en?: string; page_name_tr?: string }) {
  const page_name_en = (body.page_name_en ?? '').trim();
  const page_name_tr = (body.page_name_tr ?? '').trim();
  if (!page_name_en || !page_name_tr) throw badRequest('Please fill in all fields');
  return { page_name_en, page_name_tr };
}

const pages: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pages',
    {
      config: { publicCache: true },
      schema: { tags, querystring: listQuerystring(PAGE_LIST), response: { 200: Envelope({ pages: Type.Array(PageSchema), ...ListPaging }), ...errors(400) } },
    },
    async (request) => {
      const list = readList(request, PAGE_LIST);
      const listed = await listPagesBy(contentFor(request), list);
      return { success: true, pages: listed.rows, message: 'Pages fetched successfully', ...paging(list, listed) };
    },
  );

  app.get(
    '/pages/:id',
    { config: { publicCache: true }, schema: { tags, params: IdParams, response: { 200: Envelope({ page: PageSchema }), ...errors(400, 404) } } },
    async (request) => {
      const page = await getPage(contentFor(request), Number(request.params.id));
      if (!page) throw notFound('Page');
      return { success: true, page };
    },
  );

  app.post(
    '/pages',
    { config: AUTHOR, schema: { tags, body: PageBody, response: { 200: Envelope({ page: PageSchema }), ...errors(400, 401) } } },
    async (request) => ({
      success: true,
      page: await createPage(app.db, readNames(request.body)),
      message: 'Page created successfully',
    }),
  );

  app.put(
    '/pages/:id',
    { config: AUTHOR, schema: { tags, params: IdParams, body: PageBody, response: { 200: Envelope({ page: PageSchema }), ...errors(400, 401, 404) } } },
    async (request) => {
      const page = await updatePage(app.db, Number(request.params.id), readNames(request.body));
      if (!page) throw notFound('Page');
      return { success: true, page, message: 'Page updated successfully' };
    },
  );

  app.delete(
    '/pages/:id',
    { config: AUTHOR, schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      if (!(await deletePage(app.db, Number(request.params.id)))) throw notFound('Page');
      await removePageFromMenus(app.db, Number(request.params.id));
      return { success: true, message: 'Page deleted successfully' };
    },
  );
};

export default pages;
