// Pages: the named entries a menu links to (ids 1-7 are the standard pages).
import { runListed, type ListFields, type ListQuery, type Listed } from './list-query.ts';
import { inTransaction, type ContentDb } from './open.ts';
import type { NewRow, Row, RowUpdate } from './schema.ts';

export type Page = Row<'pages'>;

export async function listPages(db: ContentDb): Promise<Page[]> {
  return (await listPagesBy(db, {})).rows;
}

/** Pages have names, not titles, and no status. */
export const PAGE_LIST: ListFields = {
  search: ['page_name_en', 'page_name_tr'],
  sort: ['created_at', 'updated_at', 'page_name_en', 'page_name_tr'],
  text: ['page_name_en', 'page_name_tr'],
};

export function listPagesBy(db: ContentDb, list: ListQuery): Promise<Listed<Page>> {
  return runListed(db.selectFrom('pages').selectAll().orderBy('id', 'desc'), list, PAGE_LIST);
}

export function getPage(db: ContentDb, id: number): Promise<Page | undefined> {
  return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function createPage(db: ContentDb, page: NewRow<'pages'>): Promise<Page> {
  return inTransaction(db, (trx) => trx.insertInto('pages').values(page).returningAll().executeTakeFirstOrThrow());
}

export async function updatePage(db: ContentDb, id: number, changes: RowUpdate<'pages'>): Promise<Page | undefined> {
  return inTransaction(db, (trx) => trx.updateTable('pages').set(changes).where('id', '=', id).returningAll().executeTakeFirst());
}

export async function deletePage(db: ContentDb, id: number): Promise<boolean> {
  const r = await inTransaction(db, (trx) => trx.deleteFrom('pages').where('id', '=', id).executeTakeFirst());
  return r.numDeletedRows > 0n;
}
