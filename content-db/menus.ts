// Menus (SPEC.md sections 3 and 4): a title, a primary flag, and an ordered list of page entries kept
// as JSON. At most one menu is primary; entries always point at pages that exist.
import { runListed, type ListFields, type ListQuery, type Listed } from './list-query.ts';
import { inTransaction, type ContentDb } from './open.ts';
import type { FlagStatus, Row } from './schema.ts';

/** A page entry as stored: the page it links to and its own labels. */
export interface MenuPageEntry {
  id: number;
  name: string;
  name_tr: string;
  active: boolean;
  position: number;
}

/** A page entry as read: with the linked page's names and the labels to show. */
export interface MenuPageView extends MenuPageEntry {
  page_name: string;
  menu_name_en: string;
  menu_name_tr: string;
}

export interface Menu {
  id: number;
  title: string;
  is_primary: FlagStatus;
  data: { pages: MenuPageView[] };
  pageCount: number;
  created_at: string;
  updated_at: string;
}

export interface MenuInput {
  title: string;
  is_primary: FlagStatus;
  /** entries as the client sent them; normalized and checked against the pages on save */
  pages: unknown[];
}

type PageNames = Map<number, { page_name_en: string; page_name_tr: string }>;

async function pageNames(db: ContentDb): Promise<PageNames> {
  const rows = await db.selectFrom('pages').select(['id', 'page_name_en', 'page_name_tr']).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

function isFalse(v: unknown): boolean {
  return v === false || v === 0 || (typeof v === 'string' && ['false', '0', 'off', 'no', 'inactive'].includes(v.trim().toLowerCase()));
}

function label(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/**
 * Cleans client entries: ids become integers, `active` defaults to true, `position` to the index,
 * blank labels to the page's names; entries of pages that do not exist (or repeat a page) are dropped.
 */
export function normalizeEntries(raw: unknown[], pages: PageNames): MenuPageEntry[] {
  const out: MenuPageEntry[] = [];
  const seen = new Set<number>();
  raw.forEach((item, index) => {
    if (!item || typeof item !== 'object') return;
    const e = item as Record<string, unknown>;
    const id = Number(e.id);
    const page = Number.isInteger(id) ? pages.get(id) : undefined;
    if (!page || seen.has(id)) return;
    seen.add(id);
    const position = Number(e.position);
    out.push({
      id,
      name: label(e.name) || page.page_name_en,
      name_tr: label(e.name_tr) || page.page_name_tr,
      active: e.active === undefined || e.active === null ? true : !isFalse(e.active),
      position: e.position !== undefined && e.position !== null && e.position !== '' && Number.isFinite(position) ? position : index,
    });
  });
  return out;
}

function parseStored(data: string): unknown[] {
  try {
    const parsed = JSON.parse(data) as { pages?: unknown };
    return Array.isArray(parsed?.pages) ? parsed.pages : [];
  } catch {
    return [];
  }
}

/** The one mapping from a row to the API shape; `activeOnly` is the public view. */
function toMenu(row: Row<'menus'>, pages: PageNames, activeOnly: boolean): Menu {
  const entries = normalizeEntries(parseStored(row.data), pages)
    .filter((e) => !activeOnly || e.active)
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.position - b.e.position || a.i - b.i)
    .map(({ e }) => {
      const page = pages.get(e.id)!;
      return { ...e, page_name: page.page_name_en, menu_name_en: e.name || page.page_name_en, menu_name_tr: e.name_tr || page.page_name_tr };
    });
  return {
    id: row.id,
    title: row.title,
    is_primary: row.is_primary,
    data: { pages: entries },
    pageCount: entries.length,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listMenus(db: ContentDb, opts: { activeOnly?: boolean } = {}): Promise<Menu[]> {
  return (await listMenusBy(db, opts, {})).rows;
}

/** Menus have one title and no status. */
export const MENU_LIST: ListFields = { search: ['title'], sort: ['created_at', 'updated_at', 'title'], text: ['title'] };

export async function listMenusBy(db: ContentDb, opts: { activeOnly?: boolean }, list: ListQuery): Promise<Listed<Menu>> {
  const [{ rows, total }, pages] = await Promise.all([runListed(db.selectFrom('menus').selectAll().orderBy('id', 'asc'), list, MENU_LIST), pageNames(db)]);
  return { rows: rows.map((r) => toMenu(r, pages, opts.activeOnly ?? false)), total };
}

export async function getMenu(db: ContentDb, id: number, opts: { activeOnly?: boolean } = {}): Promise<Menu | undefined> {
  const row = await db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toMenu(row, await pageNames(db), opts.activeOnly ?? false);
}

export async function getPrimaryMenu(db: ContentDb, opts: { activeOnly?: boolean } = {}): Promise<Menu | undefined> {
  const row = await db.selectFrom('menus').selectAll().where('is_primary', '=', 1).orderBy('id', 'asc').executeTakeFirst();
  return row && toMenu(row, await pageNames(db), opts.activeOnly ?? false);
}

function serialize(entries: MenuPageEntry[]): string {
  return JSON.stringify({ pages: entries });
}

/** Creates a menu; a primary one takes the flag from every other menu in the same transaction. */
export async function createMenu(db: ContentDb, input: MenuInput): Promise<Menu> {
  const id = await inTransaction(db, async (trx) => {
    const entries = normalizeEntries(input.pages, await pageNames(trx));
    if (input.is_primary === 1) await trx.updateTable('menus').set({ is_primary: 0 }).where('is_primary', '=', 1).execute();
    const row = await trx
      .insertInto('menus')
      .values({ title: input.title, is_primary: input.is_primary, data: serialize(entries) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return (await getMenu(db, id))!;
}

/** Replaces a menu's title, flag and entries; undefined when no menu has that id. */
export async function updateMenu(db: ContentDb, id: number, input: MenuInput): Promise<Menu | undefined> {
  const found = await inTransaction(db, async (trx) => {
    const exists = await trx.selectFrom('menus').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) return false;
    const entries = normalizeEntries(input.pages, await pageNames(trx));
    if (input.is_primary === 1) {
      await trx.updateTable('menus').set({ is_primary: 0 }).where('is_primary', '=', 1).where('id', '!=', id).execute();
    }
    await trx
      .updateTable('menus')
      .set({ title: input.title, is_primary: input.is_primary, data: serialize(entries) })
      .where('id', '=', id)
      .execute();
    return true;
  });
  return found ? getMenu(db, id) : undefined;
}

export async function deleteMenu(db: ContentDb, id: number): Promise<boolean> {
  const r = await inTransaction(db, (trx) => trx.deleteFrom('menus').where('id', '=', id).executeTakeFirst());
  return r.numDeletedRows > 0n;
}

/** Takes a deleted page out of every menu that links to it. */
export async function removePageFromMenus(db: ContentDb, pageId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const rows = await trx.selectFrom('menus').select(['id', 'data']).execute();
    for (const row of rows) {
      const entries = parseStored(row.data);
      const kept = entries.filter((e) => !(e && typeof e === 'object' && Number((e as { id?: unknown }).id) === pageId));
      if (kept.length !== entries.length) {
        await trx
          .updateTable('menus')
          .set({ data: JSON.stringify({ pages: kept }) })
          .where('id', '=', row.id)
          .execute();
      }
    }
  });
}
