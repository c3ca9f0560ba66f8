// Every table whose rows carry one image and an 'active'/'inactive' status, with one set of queries:
// the titled banners of the pages (home hero, design section, ongoing, our-projects, news page), the
// parts of projects and news items (banners, details, detail banners) and the gallery images of their
// details. A kind of item is described once below (its table, image column, parents, children, order).
// A part hangs under its parents through foreign keys and is public only while it and every parent
// above it are active. Deletes answer the files they orphan, so the caller can remove them.
import { sql, type Expression, type Generated, type Kysely, type SqlBool } from 'kysely';
import { TITLED_LIST, runListed, type ListQuery, type Listed } from './list-query.ts';
import { inTransaction, type ContentDb } from './open.ts';
import type { NewRow, Row, RowUpdate, WordStatus } from './schema.ts';
import { flipWordStatus } from './status.ts';

export type PageBannerTable = 'home_banners' | 'design_sections' | 'ongoing_banners' | 'our_projects_banners' | 'news_page_banners';
export type PartTable = 'project_banners' | 'project_details' | 'news_details' | 'news_detail_banners';
export type GalleryTable = 'project_gallery' | 'news_gallery';
export type ImageItemTable = PageBannerTable | PartTable | GalleryTable;
type ParentTable = 'projects' | 'project_details' | 'news' | 'news_details';

/** One step up: the column of the child that holds the parent's id, and the parent's table. */
export interface ParentLink {
  key: string;
  table: ParentTable;
}

export interface ItemKind<T extends ImageItemTable = ImageItemTable> {
  table: T;
  /** the image column */
  image: string;
  /** nearest parent first, up to the root; [] for the page banners */
  parents: readonly ParentLink[];
  /** tables whose rows the database deletes with an item (ON DELETE CASCADE): their files go too */
  children: ReadonlyArray<{ table: ImageItemTable; key: string; image: string }>;
  /** listing order: galleries by sort order, page banners newest first, parts oldest first */
  order: 'sort' | 'newest' | 'oldest';
}

type KindSpec<T extends ImageItemTable> = Omit<ItemKind<T>, 'children' | 'parents' | 'image'> & Partial<ItemKind<T>> & { image: keyof Row<T> & string };
const kind = <T extends ImageItemTable>(k: KindSpec<T>): ItemKind<T> => ({ parents: [], children: [], ...k });
const pageBanner = <T extends PageBannerTable>(table: T, image: keyof Row<T> & string) => kind({ table, image, order: 'newest' });

export const HOME_BANNERS = pageBanner('home_banners', 'banner_image');
export const DESIGN_SECTIONS = pageBanner('design_sections', 'image');
export const ONGOING_BANNERS = pageBanner('ongoing_banners', 'banner_image');
export const OUR_PROJECTS_BANNERS = pageBanner('our_projects_banners', 'banner_image');
export const NEWS_PAGE_BANNERS = pageBanner('news_page_banners', 'banner_image');

const underProject = [{ key: 'project_id', table: 'projects' }] as const;
const underProjectDetail = [{ key: 'project_detail_id', table: 'project_details' }, ...underProject] as const;
const underNews = [{ key: 'news_id', table: 'news' }] as const;
const underNewsDetail = [{ key: 'news_detail_id', table: 'news_details' }, ...underNews] as const;

export const PROJECT_BANNERS = kind({ table: 'project_banners', image: 'banner_image', parents: underProject, order: 'oldest' });
export const PROJECT_GALLERY = kind({ table: 'project_gallery', image: 'image_path', parents: underProjectDetail, order: 'sort' });
export const PROJECT_DETAILS = kind({
  table: 'project_details',
  image: 'feature_image',
  parents: underProject,
  children: [{ table: 'project_gallery', key: 'project_detail_id', image: 'image_path' }],
  order: 'oldest',
});
export const NEWS_GALLERY = kind({ table: 'news_gallery', image: 'image', parents: underNewsDetail, order: 'sort' });
export const NEWS_DETAIL_BANNERS = kind({ table: 'news_detail_banners', image: 'banner_image', parents: underNewsDetail, order: 'oldest' });
export const NEWS_DETAILS = kind({
  table: 'news_details',
  image: 'feature_image',
  parents: underNews,
  children: [
    { table: 'news_gallery', key: 'news_detail_id', image: 'image' },
    { table: 'news_detail_banners', key: 'news_detail_id', image: 'banner_image' },
  ],
  order: 'oldest',
});

// The tables differ in their other columns, which kysely cannot express over a union of tables; this
// view keeps the shared columns typed and lets the named ones through. Answers are typed per table.
interface LooseTable {
  id: Generated<number>;
  status: WordStatus;
  [column: string]: unknown;
}
const loose = (db: ContentDb) => db as unknown as Kysely<Record<string, LooseTable>>;

/**
 * SQL: the parents from `links[0]` up are all active, where `first` is the id of the nearest one. The
 * parents are joined in one subquery (p0 the nearest), so the check is one EXISTS whatever the depth.
 */
function parentsActive(links: readonly ParentLink[], first: Expression<unknown>): Expression<SqlBool> {
  const joins = links
    .slice(1)
    .map((l, i) => sql`JOIN ${sql.table(l.table)} AS ${sql.id(`p${i + 1}`)} ON ${sql.ref(`p${i + 1}.id`)} = ${sql.ref(`p${i}.${l.key}`)}`);
  const active = links.map((_, i) => sql`${sql.ref(`p${i}.status`)} = 'active'`);
  return sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(links[0].table)} AS p0 ${joins.length ? sql.join(joins, sql` `) : sql``} WHERE ${sql.ref('p0.id')} = ${first} AND ${sql.join(active, sql` AND `)})`;
}

export interface ItemFilter {
  /** the nearest parent (one id or several) */
  parentId?: number | readonly number[];
  /** the public view: active items whose parents are all active */
  activeOnly?: boolean;
}

export async function listItems<T extends ImageItemTable>(db: ContentDb, k: ItemKind<T>, filter: ItemFilter = {}): Promise<Array<Row<T>>> {
  return (await listItemsBy(db, k, filter, {})).rows;
}

/** The items with an admin list's search, status filter, sort and page (content-db/list-query.ts). */
export async function listItemsBy<T extends ImageItemTable>(db: ContentDb, k: ItemKind<T>, filter: ItemFilter, list: ListQuery): Promise<Listed<Row<T>>> {
  let q = loose(db)
    .selectFrom(k.table as string)
    .selectAll();
  if (filter.parentId !== undefined) {
    const ids = [filter.parentId].flat();
    if (ids.length === 0) return { rows: [], total: 0 };
    q = q.where(k.parents[0].key, 'in', ids);
  }
  if (filter.activeOnly) {
    q = q.where('status', '=', 'active');
    if (k.parents.length) q = q.where(parentsActive(k.parents, sql.ref(`${k.table}.${k.parents[0].key}`)));
  }
  if (k.order === 'sort') q = q.orderBy('sort_order', 'asc').orderBy('id', 'asc');
  else q = q.orderBy('id', k.order === 'newest' ? 'desc' : 'asc');
  return (await runListed(q, list, TITLED_LIST)) as Listed<Row<T>>;
}

export async function getItem<T extends ImageItemTable>(db: ContentDb, k: ItemKind<T>, id: number): Promise<Row<T> | undefined> {
  return (await loose(db)
    .selectFrom(k.table as string)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Row<T> | undefined;
}

/** The nearest parent of a kind of item, e.g. the project of a project detail. */
export async function getParent(db: ContentDb, k: ItemKind, id: number): Promise<{ id: number; status: WordStatus } | undefined> {
  return loose(db).selectFrom(k.parents[0].table).select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** Whether a visitor may see the parent with this id: it and every parent above it are active. */
export async function parentIsPublic(db: ContentDb, k: ItemKind, parentId: number): Promise<boolean> {
  const r = await sql<{ ok: number }>`SELECT ${parentsActive(k.parents, sql.val(parentId))} AS ok`.execute(db);
  return r.rows[0]?.ok === 1;
}

/** Whether a visitor may see an item: it and every parent above it are active. */
export async function itemIsPublic<T extends ImageItemTable>(db: ContentDb, k: ItemKind<T>, row: Row<T>): Promise<boolean> {
  const r = row as unknown as LooseTable;
  if (r.status !== 'active') return false;
  return k.parents.length === 0 || parentIsPublic(db, k, r[k.parents[0].key] as number);
}

/** The newest active item under a parent (only its own status counts), e.g. the banner a news detail shows. */
export async function newestActiveItem<T extends ImageItemTable>(db: ContentDb, k: ItemKind<T>, parentId: number): Promise<Row<T> | undefined> {
  return (await loose(db)
    .selectFrom(k.table as string)
    .selectAll()
    .where(k.parents[0].key, '=', parentId)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .executeTakeFirst()) as Row<T> | undefined;
}

export async function countItems(db: ContentDb, k: ItemKind): Promise<number> {
  const r = await loose(db)
    .selectFrom(k.table as string)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Inserts an item. With `maxRows`, the count and the insert run in one transaction, so two simultaneous
 * creates cannot both pass the limit; answers undefined when the table is already full.
 */
export async function createItem<T extends ImageItemTable>(db: ContentDb, k: ItemKind<T>, values: NewRow<T>, maxRows?: number): Promise<Row<T> | undefined> {
  return inTransaction(db, async (trx) => {
    if (maxRows !== undefined && (await countItems(trx, k)) >= maxRows) return undefined;
    return (await loose(trx)
      .insertInto(k.table as string)
      .values(values as never)
      .returningAll()
      .executeTakeFirstOrThrow()) as Row<T>;
  });
}

export async function updateItem<T extends ImageItemTable>(db: ContentDb, k: ItemKind<T>, id: number, changes: RowUpdate<T>): Promise<Row<T> | undefined> {
  if (Object.keys(changes).length === 0) return getItem(db, k, id);
  return (await inTransaction(db, (trx) =>
    loose(trx)
      .updateTable(k.table as string)
      .set(changes as never)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  )) as Row<T> | undefined;
}

/** Flips the status and answers the item, or undefined when the id is unknown. */
export async function flipItem<T extends ImageItemTable>(db: ContentDb, k: ItemKind<T>, id: number): Promise<Row<T> | undefined> {
  if (!(await flipWordStatus(db, k.table, id))) return undefined;
  return getItem(db, k, id);
}

/** Every file of the given items and of the items deleted with them. */
export async function itemFiles(db: ContentDb, k: ItemKind, ids: readonly number[]): Promise<Array<string | null>> {
  if (ids.length === 0) return [];
  const own = await loose(db)
    .selectFrom(k.table as string)
    .select(k.image)
    .where('id', 'in', ids)
    .execute();
  const below = await Promise.all(k.children.map((c) => loose(db).selectFrom(c.table).select(c.image).where(c.key, 'in', ids).execute()));
  const files = [...own.map((r) => r[k.image]), ...below.flatMap((rows, i) => rows.map((r) => r[k.children[i].image]))];
  return files as Array<string | null>;
}

/** Deletes an item with the items below it; answers every file to remove, or undefined when unknown. */
export async function deleteItem(db: ContentDb, k: ItemKind, id: number): Promise<Array<string | null> | undefined> {
  return inTransaction(db, async (trx) => {
    const files = await itemFiles(trx, k, [id]);
    const r = await loose(trx)
      .deleteFrom(k.table as string)
      .where('id', '=', id)
      .executeTakeFirst();
    return r.numDeletedRows > 0n ? files : undefined;
  });
}

// ---- galleries: images of a detail in the order the admin drags them into ----

/** Adds images after the detail's last one, all in one transaction. */
export async function addImages<T extends GalleryTable>(
  db: ContentDb,
  k: ItemKind<T>,
  parentId: number,
  images: Array<Record<string, string>>,
): Promise<Array<Row<T>>> {
  if (images.length === 0) return [];
  const key = k.parents[0].key;
  return inTransaction(db, async (trx) => {
    const { last } = await loose(trx)
      .selectFrom(k.table as string)
      .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
      .where(key, '=', parentId)
      .executeTakeFirstOrThrow();
    const start = last === null ? 0 : Number(last) + 1;
    const rows = images.map((img, i) => ({ ...img, [key]: parentId, sort_order: start + i }));
    return (await loose(trx)
      .insertInto(k.table as string)
      .values(rows as never)
      .returningAll()
      .execute()) as Array<Row<T>>;
  });
}

export type ReorderResult<T extends GalleryTable> = { images: Array<Row<T>> } | { missing: number[] } | { mixed: true };

/**
 * Puts the named images of one detail first, in the given order; the detail's other images follow in
 * their old order, so no two share a position. Answers the detail's images in the new order, the ids
 * that do not exist, or `mixed` when the images belong to different details.
 */
export async function reorderImages<T extends GalleryTable>(db: ContentDb, k: ItemKind<T>, ids: number[]): Promise<ReorderResult<T>> {
  const key = k.parents[0].key;
  return inTransaction(db, async (trx) => {
    const named = await loose(trx)
      .selectFrom(k.table as string)
      .select(['id', key])
      .where('id', 'in', ids)
      .execute();
    const found = new Set(named.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) return { missing };
    const parents = [...new Set(named.map((r) => r[key] as number))];
    if (parents.length !== 1) return { mixed: true as const };
    const current = (await listItems(trx, k, { parentId: parents[0] })) as unknown as LooseTable[];
    const order = [...ids, ...current.map((g) => g.id as unknown as number).filter((id) => !ids.includes(id))];
    for (const [i, id] of order.entries()) {
      await loose(trx)
        .updateTable(k.table as string)
        .set({ sort_order: i })
        .where('id', '=', id)
        .execute();
    }
    return { images: await listItems(trx, k, { parentId: parents[0] }) };
  });
}
