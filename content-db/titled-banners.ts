// Queries shared by the single-image "banner" tables: home hero banners, design sections, the ongoing and
// our-projects banners (and the news page banner, which has the same columns). They differ only in which
// text columns they carry and what their image column is called, so one set of functions serves them all.
import type { Generated, Kysely } from 'kysely';
import type { ContentDb } from './open.ts';
import type { WordStatus } from './schema.ts';
import { flipWordStatus } from './status.ts';

export type BannerTableName = 'home_banners' | 'design_sections' | 'ongoing_banners' | 'our_projects_banners' | 'news_page_banners';

/** The columns every banner table has; the others (titles, descriptions, image) are named by the caller. */
export interface BannerRow {
  id: number;
  status: WordStatus;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
}

/** Column values of a write: texts and the image path. */
export type BannerValues = Record<string, string | null>;

// The tables differ in their optional columns, which kysely cannot express over a union of tables;
// this view keeps the shared columns typed and lets the named ones through.
interface LooseBannerTable {
  id: Generated<number>;
  status: WordStatus;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  [column: string]: unknown;
}
type LooseDb = Kysely<Record<BannerTableName, LooseBannerTable>>;
const loose = (db: ContentDb) => db as unknown as LooseDb;

/** Newest first, as the admin lists them; `activeOnly` for public reads. */
export async function listBanners(db: ContentDb, table: BannerTableName, activeOnly = false): Promise<BannerRow[]> {
  let q = loose(db).selectFrom(table).selectAll();
  if (activeOnly) q = q.where('status', '=', 'active');
  return (await q.orderBy('id', 'desc').execute()) as BannerRow[];
}

export async function getBanner(db: ContentDb, table: BannerTableName, id: number): Promise<BannerRow | undefined> {
  return (await loose(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as BannerRow | undefined;
}

export async function countBanners(db: ContentDb, table: BannerTableName): Promise<number> {
  const r = await loose(db).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Inserts a row. With `maxRows`, the count and the insert run in one transaction, so two simultaneous
 * creates cannot both pass the limit; answers undefined when the table is already full.
 */
export async function createBanner(
  db: ContentDb,
  table: BannerTableName,
  values: BannerValues,
  maxRows?: number,
): Promise<BannerRow | undefined> {
  return loose(db)
    .transaction()
    .execute(async (trx) => {
      if (maxRows !== undefined) {
        const r = await trx.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        if (Number(r.n) >= maxRows) return undefined;
      }
      return (await trx.insertInto(table).values(values as never).returningAll().executeTakeFirstOrThrow()) as BannerRow;
    });
}

export async function updateBanner(db: ContentDb, table: BannerTableName, id: number, changes: BannerValues): Promise<BannerRow | undefined> {
  if (Object.keys(changes).length === 0) return getBanner(db, table, id);
  return (await loose(db).updateTable(table).set(changes as never).where('id', '=', id).returningAll().executeTakeFirst()) as
    | BannerRow
    | undefined;
}

export async function deleteBanner(db: ContentDb, table: BannerTableName, id: number): Promise<boolean> {
  const r = await loose(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Flips the status and answers the row, or undefined when the id is unknown. */
export async function flipBanner(db: ContentDb, table: BannerTableName, id: number): Promise<BannerRow | undefined> {
  if (!(await flipWordStatus(db, table, id))) return undefined;
  return getBanner(db, table, id);
}

/** The image of the newest active row, for pages that show one banner (null when none). */
export async function activeBannerImage(db: ContentDb, table: BannerTableName, imageColumn: string): Promise<string | null> {
  const row = (await listBanners(db, table, true))[0];
  const image = row?.[imageColumn];
  return typeof image === 'string' && image !== '' ? image : null;
}
