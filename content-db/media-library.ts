// The media library's reads and writes (API.md "Media library"): the media_files rows listed with
// their uses, found in the working copy's content. A use is an item (a root of content-db/history, as
// in /v2/api/revisions) whose state names the file's path, and the field that names it.
import { sql } from 'kysely';
import { CONTENT_TYPES, contentType, type ContentType } from './history/content-types.ts';
import { actorName, labelOf, readState, recordItemChange, uploadsIn, type ItemState } from './history/record.ts';
import { stateView } from './history/triggers.ts';
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

/** Every upload path the working copy's content names (one pass over every item's state). */
export async function usedPaths(db: ContentDb): Promise<Set<string>> {
  const out = new Set<string>();
  for (const type of CONTENT_TYPES) {
    const { rows } = await sql<{ state: string }>`SELECT state FROM ${sql.table(stateView(type))}`.execute(db);
    for (const r of rows) for (const p of uploadsIn(r.state)) out.add(p);
  }
  return out;
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
  const out = new Map<string, MediaUse[]>(paths.map((p) => [p, []]));
  if (paths.length === 0) return out;
  const wanted = JSON.stringify([...new Set(paths)]);
  for (const type of CONTENT_TYPES) {
    const { rows } = await sql<{ path: string; id: number; state: string }>`
      SELECT p.value AS path, v.id AS id, v.state AS state
      FROM json_each(${wanted}) p JOIN ${sql.table(stateView(type))} v ON instr(v.state, p.value) > 0
      ORDER BY v.id`.execute(db);
    for (const r of rows) out.get(r.path)!.push(...usesIn(type, r.id, JSON.parse(r.state) as ItemState, r.path));
  }
  return out;
}

function usesIn(type: ContentType, itemId: number, state: ItemState, path: string): MediaUse[] {
  // instr() also finds a path that is the start of a longer one: uploadsIn() reads whole paths
  if (!uploadsIn(JSON.stringify(state)).includes(path)) return [];
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
