// Pages: the named entries a menu links to (ids 1-7 are the standard pages).
import { inTransaction, type ContentDb } from './open.ts';
import type { NewRow, Row, RowUpdate } from './schema.ts';

export type Page = Row<'pages'>;

export function listPages(db: ContentDb): Promise<Page[]> {
  return db.selectFrom('pages').selectAll().orderBy('id', 'desc').execute();
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
