// /v2/api/menu (API.md "Menus"): the menu builder's menus and the public primary menu.
// An anonymous reader sees only the active page entries, sorted by position (SPEC.md section 4).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MENU_LIST, createMenu, deleteMenu, getMenu, getPrimaryMenu, listMenus, listMenusBy, updateMenu, type MenuInput } from '../../../content-db/menus.ts';
import { listPages } from '../../../content-db/pages.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { flag, json, text } from '../../lib/form.ts';
import { activeOnly, contentFor } from '../../lib/request.ts';
import { listQuerystring, paging, readList } from '../../lib/list-query.ts';
import { Envelope, IdParams, ListPaging, Nullable, errors } from '../../lib/schemas.ts';
import { MenuSchema, PageSchema } from '../../schemas/pages.ts';
import { AUTHOR } from '../../lib/roles.ts';

const EntryIn = Type.Object({
  id: Type.Optional(Type.Union([Type.Integer(), Type.String()], { description: 'a page id; entries of unknown pages are dropped' })),
  name: Type.Optional(Type.String()),
  name_tr: Type.Optional(Type.String()),
  active: Type.Optional(Type.Union([Type.Boolean(), Type.Integer(), Type.String()], { description: 'default true' })),
  position: Type.Optional(Type.Union([Type.Number(), Type.String()], { description: 'default: the index' })),
});
const MenuBody = Type.Object({
  id: Type.Optional(Type.Union([Type.Integer(), Type.String()], { description: 'ignored; the path names the menu' })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  is_primary: Type.Optional(Type.Union([Type.Boolean(), Type.Integer(), Type.String()], { description: '1/true makes it the only primary menu' })),
  data: Type.Optional(
    Type.Union([
      Type.Object({ pages: Type.Optional(Type.Array(EntryIn, { maxItems: 500 })) }),
      Type.String({ description: 'the same object as a JSON string' }),
    ]),
  ),
});

const tags = ['menus'];

function readMenu(body: Record<string, unknown>): MenuInput {
  const title = text(body, 'title');
  if (!title) throw badRequest('Please enter a menu title');
  const data = json<{ pages?: unknown }>(body, 'data', {});
  const pages = data && typeof data === 'object' && Array.isArray(data.pages) ? data.pages : [];
  return { title, is_primary: flag(body, 'is_primary', 0), pages };
}

const menus: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/menu',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Every menu',
        querystring: listQuerystring(MENU_LIST),
        response: { 200: Envelope({ menus: Type.Array(MenuSchema), ...ListPaging }), ...errors(400) },
      },
    },
    async (request) => {
      const list = readList(request, MENU_LIST);
      const listed = await listMenusBy(contentFor(request), { activeOnly: activeOnly(request) }, list);
      return { success: true, menus: listed.rows, message: 'Menus fetched successfully', ...paging(list, listed) };
    },
  );

  app.get(
    '/menu/primary',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The primary menu (menu null and menus empty when none is primary)',
        response: { 200: Envelope({ menu: Nullable(MenuSchema), menus: Type.Array(MenuSchema) }) },
      },
    },
    async (request) => {
      const menu = await getPrimaryMenu(contentFor(request), { activeOnly: activeOnly(request) });
      return menu ? { success: true, menu, menus: [menu] } : { success: true, menu: null, menus: [], message: 'No menu found' };
    },
  );

  app.get(
    '/menu/with-pages',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Every menu and every page, for the menu builder',
        response: { 200: Envelope({ menus: Type.Array(MenuSchema), pages: Type.Array(PageSchema) }) },
      },
    },
    async (request) => {
      const db = contentFor(request);
      const [all, pages] = await Promise.all([listMenus(db, { activeOnly: activeOnly(request) }), listPages(db)]);
      return { success: true, menus: all, pages };
    },
  );

  app.get(
    '/menu/:id',
    { config: { publicCache: true }, schema: { tags, params: IdParams, response: { 200: Envelope({ menu: MenuSchema }), ...errors(400, 404) } } },
    async (request) => {
      const menu = await getMenu(contentFor(request), Number(request.params.id), { activeOnly: activeOnly(request) });
      if (!menu) throw notFound('Menu');
      return { success: true, menu };
    },
  );

  app.post(
    '/menu',
    { config: AUTHOR, schema: { tags, body: MenuBody, response: { 200: Envelope({ menu: MenuSchema }), ...errors(400, 401) } } },
    async (request) => ({
      success: true,
      menu: await createMenu(app.db, readMenu(request.body)),
      message: 'Menu created successfully',
    }),
  );

  app.put(
    '/menu/:id',
    { config: AUTHOR, schema: { tags, params: IdParams, body: MenuBody, response: { 200: Envelope({ menu: MenuSchema }), ...errors(400, 401, 404) } } },
    async (request) => {
      const menu = await updateMenu(app.db, Number(request.params.id), readMenu(request.body));
      if (!menu) throw notFound('Menu');
      return { success: true, menu, message: 'Menu updated successfully' };
    },
  );

  app.delete(
    '/menu/:id',
    { config: AUTHOR, schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404) } } },
    async (request) => {
      if (!(await deleteMenu(app.db, Number(request.params.id)))) throw notFound('Menu');
      return { success: true, message: 'Menu deleted successfully' };
    },
  );
};

export default menus;
