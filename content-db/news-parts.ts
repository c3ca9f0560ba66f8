// The parts of a news item: its details, each detail's gallery and banners. (The banner of the news
// listing page is a titled banner: titled-banners.ts.) Deletes answer the file paths they orphan so the
// caller can remove the files.
import type { ContentDb } from './open.ts';
import type { NewRow, Row, RowUpdate } from './schema.ts';

export type NewsDetail = Row<'news_details'>;
export type NewsGalleryImage = Row<'news_gallery'>;
export type NewsDetailBanner = Row<'news_detail_banners'>;

/** Every file under the given details: feature images, gallery images, banner images. */
export async function detailFiles(db: ContentDb, detailIds: number[]): Promise<Array<string | null>> {
  if (detailIds.length === 0) return [];
  const [details, gallery, banners] = await Promise.all([
    db.selectFrom('news_details').select('feature_image').where('id', 'in', detailIds).execute(),
    db.selectFrom('news_gallery').select('image').where('news_detail_id', 'in', detailIds).execute(),
    db.selectFrom('news_detail_banners').select('banner_image').where('news_detail_id', 'in', detailIds).execute(),
  ]);
  return [...details.map((d) => d.feature_image), ...gallery.map((g) => g.image), ...banners.map((b) => b.banner_image)];
}

// ---- details ----

export function listDetails(db: ContentDb, newsId: number, opts: { activeOnly: boolean }): Promise<NewsDetail[]> {
  let q = db.selectFrom('news_details').selectAll().where('news_id', '=', newsId);
  if (opts.activeOnly) q = q.where('status', '=', 'active');
  return q.orderBy('id', 'asc').execute();
}

export function getDetail(db: ContentDb, id: number): Promise<NewsDetail | undefined> {
  return db.selectFrom('news_details').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a visitor may see the detail: it and its news item are both active. */
export async function detailIsPublic(db: ContentDb, detail: NewsDetail): Promise<boolean> {
  if (detail.status !== 'active') return false;
  const news = await db.selectFrom('news').select('status').where('id', '=', detail.news_id).executeTakeFirst();
  return news?.status === 'active';
}

export function createDetail(db: ContentDb, detail: NewRow<'news_details'>): Promise<NewsDetail> {
  return db.insertInto('news_details').values(detail).returningAll().executeTakeFirstOrThrow();
}

export function updateDetail(db: ContentDb, id: number, changes: RowUpdate<'news_details'>): Promise<NewsDetail | undefined> {
  if (Object.keys(changes).length === 0) return getDetail(db, id);
  return db.updateTable('news_details').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the detail with its gallery and banners; answers their files, or undefined if unknown. */
export function deleteDetail(db: ContentDb, id: number): Promise<Array<string | null> | undefined> {
  return db.transaction().execute(async (trx) => {
    const files = await detailFiles(trx, [id]);
    const r = await trx.deleteFrom('news_details').where('id', '=', id).executeTakeFirst();
    return r.numDeletedRows > 0n ? files : undefined;
  });
}

// ---- gallery ----

export function listGallery(db: ContentDb, detailId: number, opts: { activeOnly: boolean }): Promise<NewsGalleryImage[]> {
  let q = db.selectFrom('news_gallery').selectAll().where('news_detail_id', '=', detailId);
  if (opts.activeOnly) q = q.where('status', '=', 'active');
  return q.orderBy('sort_order', 'asc').orderBy('id', 'asc').execute();
}

export function getGalleryImage(db: ContentDb, id: number): Promise<NewsGalleryImage | undefined> {
  return db.selectFrom('news_gallery').selectAll().where('id', '=', id).executeTakeFirst();
}

export function getGalleryImages(db: ContentDb, ids: number[]): Promise<NewsGalleryImage[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('news_gallery').selectAll().where('id', 'in', ids).execute();
}

/** Adds images after the detail's last one, all in one transaction. */
export function addGalleryImages(
  db: ContentDb,
  detailId: number,
  images: Array<{ image: string; title_en: string; title_tr: string }>,
): Promise<NewsGalleryImage[]> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('news_gallery')
      .select((eb) => eb.fn.max('sort_order').as('max'))
      .where('news_detail_id', '=', detailId)
      .executeTakeFirst();
    const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    const rows = images.map((img, i) => ({ ...img, news_detail_id: detailId, sort_order: start + i }));
    return trx.insertInto('news_gallery').values(rows).returningAll().execute();
  });
}

/**
 * Puts the given images of one detail first, in the given order; the detail's other images keep
 * their relative order after them, so no two images share a position.
 */
export function setGalleryOrder(db: ContentDb, detailId: number, ids: number[]): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const rest = (await listGallery(trx, detailId, { activeOnly: false })).map((g) => g.id).filter((id) => !ids.includes(id));
    const order = [...ids, ...rest];
    for (const [i, id] of order.entries()) {
      await trx.updateTable('news_gallery').set({ sort_order: i }).where('id', '=', id).execute();
    }
  });
}

/** Answers the deleted image's path, or undefined if unknown. */
export async function deleteGalleryImage(db: ContentDb, id: number): Promise<string | undefined> {
  const row = await db.deleteFrom('news_gallery').where('id', '=', id).returning('image').executeTakeFirst();
  return row?.image;
}

// ---- detail banners ----

export function listDetailBanners(db: ContentDb, detailId: number, opts: { activeOnly: boolean }): Promise<NewsDetailBanner[]> {
  let q = db.selectFrom('news_detail_banners').selectAll().where('news_detail_id', '=', detailId);
  if (opts.activeOnly) q = q.where('status', '=', 'active');
  return q.orderBy('id', 'asc').execute();
}

/** The banner a detail page shows: its newest active one. */
export function activeDetailBanner(db: ContentDb, detailId: number): Promise<NewsDetailBanner | undefined> {
  return db
    .selectFrom('news_detail_banners')
    .selectAll()
    .where('news_detail_id', '=', detailId)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function getDetailBanner(db: ContentDb, id: number): Promise<NewsDetailBanner | undefined> {
  return db.selectFrom('news_detail_banners').selectAll().where('id', '=', id).executeTakeFirst();
}

export function createDetailBanner(db: ContentDb, banner: NewRow<'news_detail_banners'>): Promise<NewsDetailBanner> {
  return db.insertInto('news_detail_banners').values(banner).returningAll().executeTakeFirstOrThrow();
}

export function updateDetailBanner(db: ContentDb, id: number, changes: RowUpdate<'news_detail_banners'>): Promise<NewsDetailBanner | undefined> {
  if (Object.keys(changes).length === 0) return getDetailBanner(db, id);
  return db.updateTable('news_detail_banners').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Answers the deleted banner (for its file), or undefined if unknown. */
export function deleteDetailBanner(db: ContentDb, id: number): Promise<NewsDetailBanner | undefined> {
  return db.deleteFrom('news_detail_banners').where('id', '=', id).returningAll().executeTakeFirst();
}
