// Answer schemas of pages and menus (/v2/api/pages, /v2/api/menu).
import { Type } from 'typebox';
import { Flag, Timestamps } from '../lib/schemas.ts';

export const PageSchema = Type.Object({
  id: Type.Integer(),
  page_name_en: Type.String(),
  page_name_tr: Type.String(),
  ...Timestamps,
});

export const MenuEntrySchema = Type.Object({
  id: Type.Integer({ description: 'the linked page' }),
  name: Type.String(),
  name_tr: Type.String(),
  active: Type.Boolean(),
  position: Type.Number(),
  page_name: Type.String({ description: "the linked page's English name" }),
  menu_name_en: Type.String({ description: 'the label to show in English' }),
  menu_name_tr: Type.String({ description: 'the label to show in Turkish' }),
});

export const MenuSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  is_primary: Flag,
  data: Type.Object({ pages: Type.Array(MenuEntrySchema) }),
  pageCount: Type.Integer(),
  ...Timestamps,
});
