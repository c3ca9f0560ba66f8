// The media library's reads and writes (API.md "Media library"): the media_files rows listed with
// their uses, found in the working copy's content. A use is an item (a root of content-db/history, as
// in /v2/api/revisions) whose state names the file's path, and the field that names it.
import { sql } from 'kysely';
import { CONTENT_TYPES, contentType, type ContentType } from './history/content-types.ts';
import { actorName, labelOf, readState, recordItemChange, uploadsIn, type ItemState } from './history/record.ts';
import { stateView } from './history/triggers.ts';
import { readContentRevision } from './content-revision.ts';
import type { ContentDb } from './open.ts';
import type { MediaVariant, Row } from './schema.ts';

export const MEDIA_KINDS = ['image', 'svg', 'icon'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
const MIMES: Record<MediaKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  svg: ['image/svg+xml'],
  icon: ['image/x-icon', 'image/vnd.microsoft.icon'],
};

export function kindOfMime(mime: string): MediaKind {
  return (MEDIA_KINDS.find((k) => MIMES[k].includes(mime)) ?? 'image') as MediaKind;
}

export const MEDIA_SORTS = ['newest', 'oldest', 'name', 'largest', 'smallest'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

export interface MediaUse {
  type: string;
  item_id: number;
  label: string;
  /** the column that names the file; a child row's as `<table>.<column>` (project_gallery.image) */
  field: string;
}

export type MediaRow = Row<'media_files'>;

export interface MediaQuery {
  q?: string;
  kind?: MediaKind;
  used?: boolean;
  sort?: MediaSort;
  page: number;
  limit: number;
}

/** Where each upload path is used, read from the content at one content revision. */
interface UseIndex {
  revision: number;
  uses: Map<string, MediaUse[]>;
}

/**
 * The last use index read from each database. Every write of content advances its revision
 * (content-revision.ts), so an index of the current revision is exact; the library's list then costs
 * no pass over the content (at 10,000 files a page answers well within 50 ms: npm run bench:media).
 * A transaction is an object of its own, so a write never reads an index made outside it.
 */
const useIndexes = new WeakMap<object, UseIndex>();

/** Every use of every upload path in the content of `db` (one pass over every item's state, or the cache). */
async function useIndex(db: ContentDb): Promise<Map<string, MediaUse[]>> {
  const { revision } = await readContentRevision(db);
  const cached = useIndexes.get(db);
  if (cached?.revision === revision) return cached.uses;
  const uses = new Map<string, MediaUse[]>();
  for (const type of CONTENT_TYPES) {
    const { rows } = await sql<{ id: number; state: string }>`SELECT id, state FROM ${sql.table(stateView(type))} ORDER BY id`.execute(db);
    for (const r of rows) {
      const paths = uploadsIn(r.state);
      if (paths.length === 0) continue;
      const state = JSON.parse(r.state) as ItemState;
      for (const p of paths) {
        const list = uses.get(p) ?? [];
        list.push(...usesIn(type, r.id, state, p));
        uses.set(p, list);
      }
    }
  }
  useIndexes.set(db, { revision, uses });
  return uses;
}

/** Every upload path the working copy's content names. */
export async function usedPaths(db: ContentDb): Promise<Set<string>> {
  return new Set((await useIndex(db)).keys());
}

/** The fields of a state (its row and its children's) whose value names `path`. */
function fieldsNaming(state: ItemState, path: string, table: string | null, out: Set<string>): void {
  for (const [column, value] of Object.entries(state.row)) {
    if (typeof value === 'string' && value.includes(path)) out.add(table ? `${table}.${column}` : column);
  }
  for (const [child, rows] of Object.entries(state.children ?? {})) for (const r of rows) fieldsNaming(r, path, child, out);
}

/** Where each of `paths` is used in the working copy: one entry per item and field. */
export async function usesOf(db: ContentDb, paths: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const index = paths.length > 0 ? await useIndex(db) : new Map<string, MediaUse[]>();
  return new Map(paths.map((p) => [p, index.get(p) ?? []]));
}

/** The uses of `path` in one item's state (uploadsIn found the whole path in it). */
function usesIn(type: ContentType, itemId: number, state: ItemState, path: string): MediaUse[] {
  const fields = new Set<string>();
  fieldsNaming(state, path, null, fields);
  const label = labelOf(type, state);
  return [...fields].map((field) => ({ type: type.name, item_id: itemId, label, field }));
}

const ORDER: Record<MediaSort, Array<[string, 'asc' | 'desc']>> = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  name: [
    ['path', 'asc'],
    ['id', 'asc'],
  ],
  largest: [
    ['bytes', 'desc'],
    ['id', 'desc'],
  ],
  smallest: [
    ['bytes', 'asc'],
    ['id', 'asc'],
  ],
};

/** `%` and `_` typed in a search are letters, not patterns. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the library (files kept privately for revisions are not in it) and how many match. */
export async function listMedia(db: ContentDb, query: MediaQuery): Promise<{ rows: MediaRow[]; total: number }> {
  let base = db.selectFrom('media_files').where('hidden', '=', 0);
  if (query.kind) base = base.where('mime', 'in', [...MIMES[query.kind]]);
  const q = query.q?.trim();
  if (q) {
    const like = likeText(q);
    base = base.where((eb) =>
      eb.or([sql<boolean>`path LIKE ${like} ESCAPE '\\'`, sql<boolean>`alt_en LIKE ${like} ESCAPE '\\'`, sql<boolean>`alt_tr LIKE ${like} ESCAPE '\\'`]),
    );
  }
  if (query.used !== undefined) {
    const used = JSON.stringify([...(await usedPaths(db))]);
    base = query.used
      ? base.where(sql<boolean>`path IN (SELECT value FROM json_each(${used}))`)
      : base.where(sql<boolean>`path NOT IN (SELECT value FROM json_each(${used}))`);
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base.selectAll();
  for (const [column, dir] of ORDER[query.sort ?? 'newest']) page = page.orderBy(column as 'id', dir);
  const rows = await page
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { rows, total: Number(total) };
}

export async function getMedia(db: ContentDb, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).where('hidden', '=', 0).executeTakeFirst();
}

export async function getMediaByPath(db: ContentDb, path: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('path', '=', path).executeTakeFirst();
}

export interface MediaChange {
  alt_en?: string;
  alt_tr?: string;
  focal?: { x: number; y: number };
}

/**
 * Sets a file's alt texts and focal point. What pages show of a file is part of every item that uses
 * it (issue 32, item 7): when the edit changes anything, each of those items gets an 'updated'
 * revision (so the activity log names it), becomes an unpublished change (review mode: the live copy
 * keeps the old alt text until it is published, content-db/live.ts compares the records) and is
 * touched by the write (instant mode publishes it). Run inside the write's transaction.
 */
export async function updateMedia(db: ContentDb, id: number, change: MediaChange): Promise<void> {
  const row = await db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return;
  const set: Partial<Pick<MediaRow, 'alt_en' | 'alt_tr' | 'focal_x' | 'focal_y'>> = {};
  if (change.alt_en !== undefined && change.alt_en !== row.alt_en) set.alt_en = change.alt_en;
  if (change.alt_tr !== undefined && change.alt_tr !== row.alt_tr) set.alt_tr = change.alt_tr;
  if (change.focal && (change.focal.x !== row.focal_x || change.focal.y !== row.focal_y)) {
    set.focal_x = change.focal.x;
    set.focal_y = change.focal.y;
  }
  if (Object.keys(set).length === 0) return;
  await db.updateTable('media_files').set(set).where('id', '=', id).execute();
  await recordUsesEdited(db, row.path);
}

/** Every item that uses the file gets a revision of its (unchanged) state and an unpublished mark. */
async function recordUsesEdited(db: ContentDb, path: string): Promise<void> {
  const items = new Map<string, { type: ContentType; id: number }>();
  for (const use of (await usesOf(db, [path])).get(path) ?? []) {
    const type = contentType(use.type);
    if (type) items.set(`${use.type}:${use.item_id}`, { type, id: use.item_id });
  }
  const who = await actorName(db);
  for (const { type, id } of items.values()) {
    const state = await readState(db, type, id);
    if (state) await recordItemChange(db, { type, id, action: 'updated', state, ...who });
  }
}

/** A library upload stays while nothing uses it; the alt text and focal point a replaced file had. */
export async function markMedia(
  db: ContentDb,
  path: string,
  values: Partial<Pick<MediaRow, 'pinned' | 'hidden' | 'alt_en' | 'alt_tr' | 'focal_x' | 'focal_y'>>,
) {
  await db.updateTable('media_files').set(values).where('path', '=', path).execute();
}

export const variantsOf = (row: MediaRow): MediaVariant[] => JSON.parse(row.variants) as MediaVariant[];
