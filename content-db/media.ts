// The registry of stored uploads and their responsive variants.
import { sql, type Kysely } from 'kysely';
import type { ContentDb } from './open.ts';
import type { MediaCrop, MediaVariant, Row } from './schema.ts';
import { REVISION_TABLE } from './content-revision.ts';

/** The sharing image's size (Open Graph's recommended 1.91:1). */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** Per mille: a focal point as a crop's name and record keep it (a change below this makes no new crop). */
export const perMille = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000);

/** An upload's sharing crop for its focal point, if it was made (server/publish/og-image.ts makes them). */
export function shareCropOf(crops: readonly MediaCrop[] | undefined, focal: { x: number; y: number }): MediaCrop | undefined {
  return crops?.find(
    (c) => c.width === SHARE_WIDTH && c.height === SHARE_HEIGHT && perMille(c.focal_x) === perMille(focal.x) && perMille(c.focal_y) === perMille(focal.y),
  );
}

/** The files of an upload's variants: each WebP variant and its AVIF twin when there is one. */
export function variantFiles(variants: readonly MediaVariant[]): string[] {
  return variants.flatMap((v) => (v.avif ? [v.path, v.avif] : [v.path]));
}

export interface MediaInfo {
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
  /** the library's alt texts ('' while none is written) and focal point (0..1 from the top left) */
  alt_en?: string;
  alt_tr?: string;
  focal?: { x: number; y: number };
  /** the fixed-size crops made of it (the 1200x630 sharing image: server/publish/og-image.ts) */
  crops?: MediaCrop[];
}

const infoOf = (r: Row<'media_files'>): MediaInfo => ({
  width: r.width,
  height: r.height,
  variants: JSON.parse(r.variants) as MediaVariant[],
  alt_en: r.alt_en,
  alt_tr: r.alt_tr,
  focal: { x: r.focal_x, y: r.focal_y },
  crops: parseCrops(r.crops),
});

function parseCrops(raw: string | undefined): MediaCrop[] {
  try {
    const v = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(v) ? (v as MediaCrop[]) : [];
  } catch {
    return [];
  }
}

/**
 * Adds a crop to an upload's record in one copy (nothing when the copy has no record of it). The
 * content revision stays: the crop is made for the publish that is reading the copy just then.
 */
export async function recordCrop(db: ContentDb, path: string, crop: MediaCrop): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('media_files').select('crops').where('path', '=', path).executeTakeFirst();
    if (!row) return false;
    const crops = parseCrops(row.crops).filter((c) => c.path !== crop.path);
    await trx
      .updateTable('media_files')
      .set({ crops: JSON.stringify([...crops, crop]) })
      .where('path', '=', path)
      .execute();
    return true;
  });
}

export async function insertMedia(
  db: ContentDb,
  m: { path: string; mime: string; bytes: number; width: number | null; height: number | null; variants: MediaVariant[] },
): Promise<void> {
  await db
    .insertInto('media_files')
    .values({ ...m, variants: JSON.stringify(m.variants) })
    .execute();
}

/** A file's type and focal point by its public path (the sharing crop's inputs), or undefined. */
export async function mediaFocalByPath(db: ContentDb, path: string): Promise<{ mime: string; focal_x: number; focal_y: number } | undefined> {
  return db.selectFrom('media_files').select(['mime', 'focal_x', 'focal_y']).where('path', '=', path).executeTakeFirst();
}

/** A library file (not hidden) by its id: its public path and type, or undefined. */
export async function libraryFileById(db: ContentDb, id: number): Promise<{ path: string; mime: string } | undefined> {
  return db.selectFrom('media_files').select(['path', 'mime']).where('id', '=', id).where('hidden', '=', 0).executeTakeFirst();
}

/** The library ids of public paths (in batches of 500, under SQLite's variable limit). */
export async function mediaIdsByPaths(db: ContentDb, paths: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < paths.length; i += 500) {
    const rows = await db
      .selectFrom('media_files')
      .select(['id', 'path'])
      .where('path', 'in', paths.slice(i, i + 500))
      .execute();
    for (const r of rows) ids.set(r.path, r.id);
  }
  return ids;
}

export async function mediaByPaths(db: ContentDb, paths: string[]): Promise<Record<string, MediaInfo>> {
  const out: Record<string, MediaInfo> = {};
  const unique = [...new Set(paths)];
  // SQLite caps bound parameters; chunk long lists.
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('media_files')
      .selectAll()
      .where('path', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) out[r.path] = infoOf(r);
  }
  return out;
}

/** Every stored upload: the static build loads this once and looks images up by path. */
export async function allMedia(db: ContentDb): Promise<Record<string, MediaInfo>> {
  const rows = await db.selectFrom('media_files').selectAll().execute();
  return Object.fromEntries(rows.map((r) => [r.path, infoOf(r)]));
}

/** The paths among `paths` uploaded to the media library itself (kept while nothing uses them). */
export async function pinnedPaths(db: ContentDb, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.selectFrom('media_files').select('path').where('pinned', '=', 1).where('path', 'in', paths).execute();
  return new Set(rows.map((r) => r.path));
}

/** Files moved to the private folder (only revisions name them) leave the library's list, and come back with them. */
export async function setHidden(db: ContentDb, paths: string[], hidden: boolean): Promise<void> {
  if (paths.length)
    await db
      .updateTable('media_files')
      .set({ hidden: hidden ? 1 : 0 })
      .where('path', 'in', paths)
      .execute();
}

export async function deleteMedia(db: ContentDb, paths: string[]): Promise<void> {
  if (paths.length) await db.deleteFrom('media_files').where('path', 'in', paths).execute();
}

/**
 * Replaces an upload's variants with the same ones carrying their AVIF twins. The copy's revision moves
 * on with it (media rows alone do not advance it): a release built before shows the page without AVIF
 * and is no longer current, so a start rebuilds it. Answers false when the copy has no record of it.
 */
export async function recordAvifVariants(db: ContentDb, path: string, variants: MediaVariant[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('media_files')
      .set({ variants: JSON.stringify(variants) })
      .where('path', '=', path)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await sql`UPDATE ${sql.table(REVISION_TABLE)} SET revision = revision + 1 WHERE id = 1`.execute(trx);
    return true;
  });
}

/**
 * Gives the live copy's media records the working copy's ids. Migration 0019 numbered each copy's rows
 * on its own, and the live copy may hold fewer (files of unpublished items), so the same file could get
 * two ids; a publish copies records whole, id included, and must never land on another file's id.
 * A record the working copy lacks (its file was deleted there while the live copy still shows it) gets
 * an id above every working one. Cheap when they agree (one read of each copy).
 */
export async function alignMediaIds(working: ContentDb, live: ContentDb): Promise<number> {
  const ids = new Map((await working.selectFrom('media_files').select(['id', 'path']).execute()).map((r) => [r.path, r.id]));
  const liveRows = await live.selectFrom('media_files').select(['id', 'path']).execute();
  const top = Math.max(0, ...ids.values());
  let next = Math.max(top, ...liveRows.map((r) => r.id)) + 1;
  const wrong = liveRows.filter((r) => (ids.has(r.path) ? ids.get(r.path) !== r.id : r.id <= top));
  if (wrong.length === 0) return 0;
  await live.transaction().execute(async (trx) => {
    // out of the way first (negative ids), so no two rows hold one id in between
    for (const r of wrong) await trx.updateTable('media_files').set({ id: -r.id }).where('id', '=', r.id).execute();
    for (const r of wrong)
      await trx
        .updateTable('media_files')
        .set({ id: ids.get(r.path) ?? next++ })
        .where('id', '=', -r.id)
        .execute();
  });
  return wrong.length;
}

/**
 * What pages show of a file's record beyond the file itself: its alt texts and focal point (issue 32).
 * An edit of them is a change of every item that uses the file (content-db/live.ts compares them).
 */
const SHOWN = ['alt_en', 'alt_tr', 'focal_x', 'focal_y'] as const;

/** Each record's shown values, as one comparable string, by path. */
export const shownOf = (rows: ReadonlyArray<Record<string, unknown>>): Map<string, string> =>
  new Map(rows.map((r) => [r.path as string, JSON.stringify(SHOWN.map((c) => r[c]))]));

/** shownOf the records `db` has of `paths`. */
export async function shownMedia(db: Kysely<any>, paths: readonly string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  return shownOf(
    await db
      .selectFrom('media_files')
      .select(['path', ...SHOWN])
      .where('path', 'in', [...paths])
      .execute(),
  );
}

/** Whether a file both copies have a record of shows differently in them. */
export function shownDiffers(a: Map<string, string>, b: Map<string, string>): boolean {
  for (const [path, shown] of a) if (b.has(path) && b.get(path) !== shown) return true;
  return false;
}
