// The parts of a project (SPEC.md section 3): banners and details (same shape: titles, two texts, one
// image) and the gallery images of each detail. The public sees a part only when it and every parent
// above it are active.
import type { ContentDb } from './open.ts';
import type { NewRow, Row, RowUpdate } from './schema.ts';

export type PartTable = 'project_banners' | 'project_details';
export type Banner = Row<'project_banners'>;
export type Detail = Row<'project_details'>;
export type GalleryImage = Row<'project_gallery'>;

/** The image column of each part table. */
export const PART_IMAGE = { project_banners: 'banner_image', project_details: 'feature_image' } as const;

// Both part tables have id, project_id, status and an image column: the queries below are written once
// against the banner table's types and used for either (the same trick as slugs.ts).
const asBanners = (table: PartTable) => table as 'project_banners';

export interface PartFilter {
  projectId?: number;
  /** the public view: active parts of active projects */
  activeOnly?: boolean;
}

export async function listParts<T extends PartTable>(db: ContentDb, table: T, filter: PartFilter = {}): Promise<Array<Row<T>>> {
  let q = db.selectFrom(`${asBanners(table)} as p`).selectAll('p');
  if (filter.projectId !== undefined) q = q.where('p.project_id', '=', filter.projectId);
  if (filter.activeOnly) {
    q = q
      .innerJoin('projects as pr', 'pr.id', 'p.project_id')
      .where('p.status', '=', 'active')
      .where('pr.status', '=', 'active');
  }
  return (await q.orderBy('p.id', 'asc').execute()) as Array<Row<T>>;
}

export async function getPart<T extends PartTable>(db: ContentDb, table: T, id: number): Promise<Row<T> | undefined> {
  return (await db.selectFrom(asBanners(table)).selectAll().where('id', '=', id).executeTakeFirst()) as Row<T> | undefined;
}

export async function createPart<T extends PartTable>(db: ContentDb, table: T, values: NewRow<T>): Promise<Row<T>> {
  return (await db
    .insertInto(asBanners(table))
    .values(values as NewRow<'project_banners'>)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row<T>;
}

export async function updatePart<T extends PartTable>(db: ContentDb, table: T, id: number, changes: RowUpdate<T>): Promise<Row<T> | undefined> {
  return (await db
    .updateTable(asBanners(table))
    .set(changes as RowUpdate<'project_banners'>)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()) as Row<T> | undefined;
}

/** Deletes a part (a detail takes its gallery along); answers every file to remove, or undefined when unknown. */
export async function deletePart(db: ContentDb, table: PartTable, id: number): Promise<Array<string | null> | undefined> {
  return db.transaction().execute(async (trx) => {
    const part = await getPart(trx, table, id);
    if (!part) return undefined;
    const files: Array<string | null> = [(part as Record<string, unknown>)[PART_IMAGE[table]] as string | null];
    if (table === 'project_details') {
      const gallery = await trx.selectFrom('project_gallery').select('image_path').where('project_detail_id', '=', id).execute();
      files.push(...gallery.map((g) => g.image_path));
    }
    await trx.deleteFrom(asBanners(table)).where('id', '=', id).execute();
    return files;
  });
}

export interface GalleryFilter {
  detailId?: number;
  projectId?: number;
  /** the public view: active images of active details of active projects */
  activeOnly?: boolean;
}

/** Gallery images by sort order (then upload order). */
export function listGallery(db: ContentDb, filter: GalleryFilter): Promise<GalleryImage[]> {
  let q = db.selectFrom('project_gallery as g').innerJoin('project_details as d', 'd.id', 'g.project_detail_id').selectAll('g');
  if (filter.detailId !== undefined) q = q.where('g.project_detail_id', '=', filter.detailId);
  if (filter.projectId !== undefined) q = q.where('d.project_id', '=', filter.projectId);
  if (filter.activeOnly) {
    q = q
      .innerJoin('projects as pr', 'pr.id', 'd.project_id')
      .where('g.status', '=', 'active')
      .where('d.status', '=', 'active')
      .where('pr.status', '=', 'active');
  }
  return q.orderBy('g.sort_order', 'asc').orderBy('g.id', 'asc').execute();
}

export function getImage(db: ContentDb, id: number): Promise<GalleryImage | undefined> {
  return db.selectFrom('project_gallery').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds images after the detail's last one, all in one transaction. */
export async function addImages(db: ContentDb, detailId: number, paths: string[], title = ''): Promise<GalleryImage[]> {
  return db.transaction().execute(async (trx) => {
    const { last } = await trx
      .selectFrom('project_gallery')
      .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
      .where('project_detail_id', '=', detailId)
      .executeTakeFirstOrThrow();
    const start = last === null ? 0 : Number(last) + 1;
    if (paths.length === 0) return [];
    return trx
      .insertInto('project_gallery')
      .values(paths.map((image_path, i) => ({ project_detail_id: detailId, image_path, title, sort_order: start + i })))
      .returningAll()
      .execute();
  });
}

/**
 * Puts the named images first, in the given order, within each of their details; the detail's other
 * images follow in their old order. Answers every image of the details touched, in the new order, or
 * the ids that do not exist.
 */
export async function reorderImages(db: ContentDb, ids: number[]): Promise<{ images: GalleryImage[] } | { missing: number[] }> {
  return db.transaction().execute(async (trx) => {
    const named = await trx.selectFrom('project_gallery').select(['id', 'project_detail_id']).where('id', 'in', ids).execute();
    const detailOf = new Map(named.map((r) => [r.id, r.project_detail_id]));
    const missing = ids.filter((id) => !detailOf.has(id));
    if (missing.length) return { missing };
    const details = [...new Set(named.map((r) => r.project_detail_id))].sort((a, b) => a - b);
    const images: GalleryImage[] = [];
    for (const detailId of details) {
      const current = await listGallery(trx, { detailId });
      const first = ids.filter((id) => detailOf.get(id) === detailId);
      const order = [...first, ...current.map((g) => g.id).filter((id) => !first.includes(id))];
      for (const [i, id] of order.entries()) {
        await trx.updateTable('project_gallery').set({ sort_order: i }).where('id', '=', id).execute();
      }
      images.push(...(await listGallery(trx, { detailId })));
    }
    return { images };
  });
}

/** Deletes one image; answers its file, or undefined when unknown. */
export async function deleteImage(db: ContentDb, id: number): Promise<string | undefined> {
  const row = await db.deleteFrom('project_gallery').where('id', '=', id).returning('image_path').executeTakeFirst();
  return row?.image_path;
}
