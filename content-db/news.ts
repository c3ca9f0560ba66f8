// News items (SPEC.md section 3 "News"): bilingual title and description, one image, a slug made from
// the English title. Deleting an item takes its details, their galleries and banners along (the
// foreign keys cascade); the delete answers every file path so the caller can remove the files.
import { listIndex } from './list-index.ts';
import { TITLED_LIST, runListed, type ListQuery, type Listed } from './list-query.ts';
import { inTransaction, type ContentDb } from './open.ts';
import type { NewRow, Row, RowUpdate } from './schema.ts';
import { NEWS_DETAILS, itemFiles } from './image-items.ts';
import { rememberOldSlug, uniqueSlug } from './slugs.ts';

export type News = Row<'news'>;
/** The columns of a new item; the slug comes from the English title. Timestamps default to now (the demo seed dates its news). */
export type NewsFields = Omit<NewRow<'news'>, 'slug' | 'id'>;

export async function listNews(db: ContentDb, opts: { activeOnly: boolean }): Promise<News[]> {
  return (await listNewsBy(db, opts, {})).rows;
}

/** The news with an admin list's search, status filter, sort and page (content-db/list-query.ts). */
export function listNewsBy(db: ContentDb, opts: { activeOnly: boolean }, list: ListQuery): Promise<Listed<News>> {
  let q = db.selectFrom('news').selectAll();
  if (opts.activeOnly) q = q.where('status', '=', 'active');
  const index = listIndex(db, 'news', {
    where: { status: opts.activeOnly ? 'active' : undefined },
    order: [
      ['created_at', true],
      ['id', true],
    ],
  });
  return runListed(q.orderBy('created_at', 'desc').orderBy('id', 'desc'), list, TITLED_LIST, index);
}

export function getNews(db: ContentDb, id: number): Promise<News | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new slug must not be shadowed by an old slug some item left behind: the live item wins. */
async function forgetRedirect(db: ContentDb, slug: string): Promise<void> {
  await db.deleteFrom('slug_redirects').where('kind', '=', 'news').where('old_slug', '=', slug).execute();
}

export function createNews(db: ContentDb, fields: NewsFields): Promise<News> {
  return inTransaction(db, async (trx) => {
    const slug = await uniqueSlug(trx, 'news', fields.title_en);
    await forgetRedirect(trx, slug);
    return trx
      .insertInto('news')
      .values({ ...fields, slug })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Updates an item; a changed English title gives a new slug and the old one is remembered. */
export function updateNews(db: ContentDb, id: number, changes: Omit<RowUpdate<'news'>, 'slug' | 'id'>): Promise<News | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await getNews(trx, id);
    if (!current) return undefined;
    const set: RowUpdate<'news'> = { ...changes };
    if (changes.title_en !== undefined && changes.title_en !== current.title_en) {
      const slug = await uniqueSlug(trx, 'news', changes.title_en, id);
      if (slug !== current.slug) {
        set.slug = slug;
        await rememberOldSlug(trx, 'news', current.slug, slug, id);
      }
    }
    if (Object.keys(set).length === 0) return current;
    return trx.updateTable('news').set(set).where('id', '=', id).returningAll().executeTakeFirst();
  });
}

/** Deletes the item and everything under it; answers the file paths to remove, or undefined if unknown. */
export function deleteNews(db: ContentDb, id: number): Promise<Array<string | null> | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await getNews(trx, id);
    if (!current) return undefined;
    const details = await trx.selectFrom('news_details').select('id').where('news_id', '=', id).execute();
    const files = [
      current.image,
      ...(await itemFiles(
        trx,
        NEWS_DETAILS,
        details.map((d) => d.id),
      )),
    ];
    await trx.deleteFrom('news').where('id', '=', id).execute();
    await trx.deleteFrom('slug_redirects').where('kind', '=', 'news').where('target_id', '=', id).execute();
    return files;
  });
}
