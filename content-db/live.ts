// The live copy (issue 20, DESIGN.md "Editorial workflow"): a second SQLite file of the same schema that
// the static build and every public read use, while editors read and write the working copy
// (content.sqlite). An item (a root of content-db/history with its children) goes live when it is
// published: its whole state is copied from the working copy, in one transaction of the live copy, with
// the slug redirects that point at it and the media records of its files. A discard copies the live
// state back. The working copy keeps a list of the items that may differ (unpublished_changes, filled by
// recordRevisions in the write's own transaction); the list is checked against the two states, so an
// edit undone by hand is no change.
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { NON_CONTENT_TABLES, contentType, type ContentType } from './history/content-types.ts';
import { actorName, insertRevision, labelOf, readState, recordRevisions, uploadsIn, type ItemState } from './history/record.ts';
import { writeItemState } from './history/restore.ts';
import { REVISION_TABLE, readContentRevision } from './content-revision.ts';
import {
  closeJournal,
  forgetJournalMark,
  forgetStrayMarks,
  journalRefs,
  journalWentLive,
  markJournalLive,
  openJournal,
  openJournals,
} from './publish-journal.ts';
import { alignMediaIds, deleteMedia, recordAvifVariants, shownDiffers, shownMedia, shownOf } from './media.ts';
import { migrateToLatest } from './migrate.ts';
import { ItemChangedError, assertVersions, itemVersion, stateAtVersion, type VersionedRef } from './item-versions.ts';
import { inTransaction, openDatabase, type ContentDb } from './open.ts';
import type { MediaVariant, PublishingMode } from './schema.ts';

export const LIVE_FILE_NAME = 'live.sqlite';

/** The live copy's file inside a data folder (beside content.sqlite). */
export function liveDatabaseFile(dataDir: string): string {
  return path.join(dataDir, LIVE_FILE_NAME);
}

/** What only the working copy holds: accounts, history and the workflow's own records. */
const WORKING_ONLY = ['users', 'revoked_tokens', ...NON_CONTENT_TABLES] as const;

/**
 * Content tables that belong to no item but travel with one: a project's or news item's old slugs
 * (published with the item they point at) and the media records of uploads (published with the items
 * that name them). A test checks that every content table is an item's or one of these.
 */
export const CARRIED_WITH_ITEMS = ['slug_redirects', 'media_files'] as const;

/** An item: a root of the revision history, named as in /v2/api/revisions. */
export interface ItemRef {
  type: string;
  item_id: number;
}

export type ChangeAction = 'created' | 'updated' | 'deleted';

export class UnknownItemError extends Error {
  readonly ref: ItemRef;
  constructor(ref: ItemRef) {
    super(`Unknown item ${ref.type} ${ref.item_id}`);
    this.ref = ref;
  }
}

/** A unique value of the live copy (a slug) still held by another item whose change is not published. */
export class LiveConflictError extends Error {}

/**
 * Opens the live copy, making it from the working copy when it does not exist yet (a new install after
 * its seed, or an install from before the live copy: what visitors saw until now was the working copy,
 * so it all stays live and nothing is an unpublished change).
 */
export async function openLiveCopy(working: ContentDb, file: string): Promise<ContentDb> {
  // A live copy of another database (its id differs: the working copy was reset or replaced and an old
  // live.sqlite stayed beside it) shows nothing of this one: it is made again from the working copy.
  if (fs.existsSync(file) && !(await ofSameDatabase(working, file))) removeDatabaseFiles(file);
  if (!fs.existsSync(file)) await createLiveCopy(working, file);
  const live = openDatabase(file);
  await migrateToLatest(live, { copy: 'live' });
  await alignMediaIds(working, live);
  return live;
}

async function ofSameDatabase(working: ContentDb, file: string): Promise<boolean> {
  const live = openDatabase(file, { readonly: true });
  try {
    return (await readContentRevision(live)).databaseId === (await readContentRevision(working)).databaseId;
  } finally {
    await live.destroy();
  }
}

function removeDatabaseFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
}

async function createLiveCopy(working: ContentDb, file: string): Promise<void> {
  // a journal left without its database would be applied to the new copy
  removeDatabaseFiles(file);
  const tmp = `${file}.new-${process.pid}`;
  fs.rmSync(tmp, { force: true });
  await sql`VACUUM INTO ${tmp}`.execute(working);
  const copy = openDatabase(tmp);
  try {
    for (const table of WORKING_ONLY) await sql`DELETE FROM ${sql.table(table)}`.execute(copy);
  } finally {
    await copy.destroy();
  }
  fs.renameSync(tmp, file);
  await working.deleteFrom('unpublished_changes').execute();
}

function typeOf(ref: ItemRef): ContentType {
  const type = contentType(ref.type);
  if (!type || !Number.isInteger(ref.item_id)) throw new UnknownItemError(ref);
  return type;
}

const parse = (state: string | undefined): ItemState | undefined => (state === undefined ? undefined : (JSON.parse(state) as ItemState));

/**
 * Whether two states of an item show the same content: the times a write stamps (updated_at) are left
 * out, so an edit undone by hand, or a state copied from the other copy, is no change.
 */
export function sameContent(a: string | undefined, b: string | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  const strip = (key: string, value: unknown) => (key === 'updated_at' ? undefined : value);
  return JSON.stringify(JSON.parse(a), strip) === JSON.stringify(JSON.parse(b), strip);
}

/** What a publish or a discard did to one item. */
export interface ItemOutcome extends ItemRef {
  action: ChangeAction;
  label: string;
}

export interface CopyOutcome {
  items: ItemOutcome[];
  /**
   * Uploads the target copy referred to before and no longer does: they may leave public view now
   * (server/lib/media.ts decides, looking at both copies and the revisions).
   */
  released: string[];
  /** uploads the written states name: a state from a revision may name files kept privately since */
  named: string[];
}

interface ReadItem {
  ref: ItemRef;
  type: ContentType;
  state: string | undefined;
  redirects: Array<{ old_slug: string; created_at: string }>;
  media: Array<Record<string, unknown>>;
}

/**
 * How named versions are read: 'exact' refuses an item whose version moved on (ItemChangedError: a
 * publish of what someone saw); 'pinned' reads the item as it was at its version (a schedule).
 */
export type VersionRule = 'exact' | 'pinned';

/** The item's state at its named version ('pinned'), or undefined when the working state is the one. */
async function pinnedState(trx: Kysely<any>, ref: VersionedRef): Promise<{ state: string | undefined } | undefined> {
  if (ref.version === undefined || (await itemVersion(trx, ref)) === ref.version) return undefined;
  const state = await stateAtVersion(trx, ref, ref.version);
  if (state === undefined) throw new ItemChangedError(ref);
  return { state: state === '' ? undefined : state };
}

/**
 * Reads the items whole from one copy, in one transaction so they are one moment's state; named
 * versions are checked (or read) in that same transaction.
 */
async function readItems(db: ContentDb, refs: readonly VersionedRef[], versions: VersionRule = 'exact'): Promise<ReadItem[]> {
  const typed = refs.map((ref) => ({ ref, type: typeOf(ref) }));
  return db.transaction().execute(async (trx) => {
    if (versions === 'exact') await assertVersions(trx, refs);
    const out: ReadItem[] = [];
    for (const { ref, type } of typed) {
      const pinned = versions === 'pinned' ? await pinnedState(trx, ref) : undefined;
      const state = pinned ? pinned.state : await readState(trx, type, ref.item_id);
      const redirects = type.slugKind
        ? (
            await sql<{
              old_slug: string;
              created_at: string;
            }>`SELECT old_slug, created_at FROM slug_redirects WHERE kind = ${type.slugKind} AND target_id = ${ref.item_id}`.execute(trx)
          ).rows
        : [];
      const paths = state ? uploadsIn(state) : [];
      const media = paths.length
        ? (await sql<Record<string, unknown>>`SELECT * FROM media_files WHERE path IN (SELECT value FROM json_each(${JSON.stringify(paths)}))`.execute(trx))
            .rows
        : [];
      out.push({ ref: { type: ref.type, item_id: ref.item_id }, type, state, redirects, media });
    }
    return out;
  });
}

/** Writes an item's state read from the other copy; a unique value another item holds there is a LiveConflictError. */
async function writeState(db: Kysely<any>, item: ReadItem, before: string | undefined): Promise<void> {
  try {
    await writeItemState(db, item.type, item.ref.item_id, parse(item.state));
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) {
      throw new LiveConflictError(
        `${labelOf(item.type, parse(item.state ?? before)!)} cannot be published alone: another item still uses one of its values (its slug) there`,
        { cause: err },
      );
    }
    throw err;
  }
}

/**
 * Whether the item shows the same in both copies: the same state (updated_at left out) and the same
 * alt texts and focal points of the files it uses.
 */
async function sameInBoth(working: Kysely<any>, live: Kysely<any>, type: ContentType, id: number): Promise<boolean> {
  const w = await readState(working, type, id);
  return sameContent(w, await readState(live, type, id)) && sameMediaShown(working, live, w);
}

/** Whether the files a state names show the same (alt texts, focal points) in both copies. */
async function sameMediaShown(working: Kysely<any>, live: Kysely<any>, state: string | undefined): Promise<boolean> {
  const paths = state ? uploadsIn(state) : [];
  return !shownDiffers(await shownMedia(working, paths), await shownMedia(live, paths));
}

/** Writes items read from the other copy into `db` (inside the caller's transaction). */
async function writeItems(db: Kysely<any>, items: readonly ReadItem[]): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { items: [], released: [], named: [] };
  for (const item of items) {
    const { ref, type, state } = item;
    const before = await readState(db, type, ref.item_id);
    // an item shows its files' alt texts and focal points: an edit of those alone is a change of it
    const mediaChanged = shownDiffers(
      shownOf(item.media),
      await shownMedia(
        db,
        item.media.map((m) => m.path as string),
      ),
    );
    const stateChanged = !sameContent(before, state);
    if (!stateChanged && !mediaChanged) continue;
    if (stateChanged) await writeState(db, item, before);
    if (stateChanged && type.slugKind) {
      const slug = parse(state)?.row.slug;
      await sql`DELETE FROM slug_redirects WHERE kind = ${type.slugKind} AND (target_id = ${ref.item_id} OR old_slug = ${slug ?? null})`.execute(db);
      for (const r of item.redirects) {
        await sql`
          INSERT INTO slug_redirects (kind, old_slug, target_id, created_at) VALUES (${type.slugKind}, ${r.old_slug}, ${ref.item_id}, ${r.created_at})
          ON CONFLICT (kind, old_slug) DO UPDATE SET target_id = excluded.target_id`.execute(db);
      }
    }
    for (const m of item.media) {
      const columns = Object.keys(m);
      await sql`INSERT OR REPLACE INTO media_files (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES (${sql.join(columns.map((c) => m[c]))})`.execute(db);
    }
    // media_files writes leave the content revision alone (content-revision.ts): pages show these
    if (mediaChanged) await sql`UPDATE ${sql.table(REVISION_TABLE)} SET revision = revision + 1 WHERE id = 1`.execute(db);
    const now = new Set(state ? uploadsIn(state) : []);
    outcome.named.push(...now);
    outcome.released.push(...(before ? uploadsIn(before) : []).filter((p) => !now.has(p)));
    const action: ChangeAction = before === undefined ? 'created' : state === undefined ? 'deleted' : 'updated';
    outcome.items.push({ ...ref, action, label: labelOf(type, parse(state ?? before)!) });
  }
  outcome.released = [...new Set(outcome.released)];
  return outcome;
}

/**
 * Copies the items' working state into `target`, a copy of the live database made for a preview
 * (server/publish/preview-data.ts): what publishItems writes to the live copy, without the revisions,
 * activity and marks that belong to a real publish.
 */
export async function copyItemsInto(working: ContentDb, target: ContentDb, refs: readonly ItemRef[]): Promise<CopyOutcome> {
  const read = await readItems(working, refs);
  return target.transaction().execute((trx) => writeItems(trx, read));
}

/**
 * Whether the live copy already shows the item as it was at the version `ref` names (a schedule whose
 * version someone published meanwhile has nothing left to do). False when the ref names no version or
 * that revision is gone.
 */
export async function versionIsLive(working: ContentDb, live: ContentDb, ref: VersionedRef): Promise<boolean> {
  if (ref.version === undefined) return false;
  const type = typeOf(ref);
  const state = await stateAtVersion(working, ref, ref.version);
  if (state === undefined) return false;
  return sameContent(state === '' ? undefined : state, await readState(live, type, ref.item_id));
}

/** Every item the working copy lists as changed (what "publish all" publishes). */
export async function changedItems(working: ContentDb): Promise<ItemRef[]> {
  const rows = await working.selectFrom('unpublished_changes').select(['content_type', 'item_id']).orderBy('changed_at').execute();
  return rows.map((r) => ({ type: r.content_type, item_id: r.item_id }));
}

export interface PublishOptions {
  /** false: a write's own publish in instant mode, whose revision already holds what goes live */
  record?: boolean;
  /** how the versions the refs name are read (VersionRule); refs without one publish their working state */
  versions?: VersionRule;
  /** tests: runs between the live copy's commit and the working copy's (where a crash test stops the process) */
  afterLiveCommit?: () => Promise<void> | void;
}

/**
 * Puts the items live: the live copy gets their working state (a deleted item leaves it), or the state
 * of the version a ref names (PublishOptions.versions). Items whose two states are the same are left out
 * of the answer. Each published item leaves a 'published' revision (its state as it went live) and an
 * activity entry, unless `record` is false: a write's own publish in instant mode, whose revision
 * already holds that state (a second one per write would halve the history the retention rule keeps).
 *
 * Two files, two commits, one journal (content-db/publish-journal.ts): the working copy's journal row
 * is written first, the live copy's commit carries its mark, and the working copy's records of the
 * publish remove the row. A stop in between is completed at the next start (completePublishes).
 */
export async function publishItems(working: ContentDb, live: ContentDb, refs: readonly VersionedRef[], o: PublishOptions = {}): Promise<CopyOutcome> {
  const record = o.record ?? true;
  const read = await readItems(working, refs, o.versions ?? 'exact');
  const journalId = await openJournal(
    working,
    read.map((r) => r.ref),
    record,
  );
  const { outcome, liveRev } = await live.transaction().execute(async (trx) => {
    const outcome = await writeItems(trx, read);
    await markJournalLive(trx, journalId);
    return { outcome, liveRev: (await readContentRevision(trx)).revision };
  });
  await o.afterLiveCommit?.();
  await recordPublished(working, live, journalId, outcome.items, { record, liveRev, states: read });
  return outcome;
}

/**
 * The working copy's side of a publish that went live: a 'published' revision of each item (with the
 * state that went live), its activity entries marked as carried at the live revision, its unpublished
 * mark gone when the working copy now equals the live copy (a write that landed meanwhile, or the later
 * edit of a scheduled version, stays an unpublished change), and the journal row closed.
 */
async function recordPublished(
  working: ContentDb,
  live: ContentDb,
  journalId: number,
  items: readonly ItemOutcome[],
  o: { record: boolean; liveRev: number; states?: readonly ReadItem[] },
): Promise<void> {
  await inTransaction(working, async (trx) => {
    const who = await actorName(trx);
    for (const item of items) {
      const type = typeOf(item);
      const wentLive = o.states?.find((r) => r.ref.type === item.type && r.ref.item_id === item.item_id)?.state ?? (await readState(live, type, item.item_id));
      if (o.record && wentLive !== undefined) await insertRevision(trx, { type, id: item.item_id, action: 'published', state: wentLive, ...who });
      // the item's changes went live at this revision of the live copy: the release built from it (or
      // a later one) carried them (the activity log, content-db/history/queries.ts)
      await sql`UPDATE change_log SET live_rev = ${o.liveRev} WHERE live_rev IS NULL AND content_type = ${item.type} AND item_id = ${item.item_id}`.execute(
        trx,
      );
    }
    for (const ref of await journalRefs(trx, journalId)) {
      const type = typeOf(ref);
      if (await sameInBoth(trx, live, type, ref.item_id))
        await trx.deleteFrom('unpublished_changes').where('content_type', '=', ref.type).where('item_id', '=', ref.item_id).execute();
    }
    await closeJournal(trx, journalId);
  });
  await forgetJournalMark(live, journalId);
}

/**
 * At start, before anything publishes: completes each publish a stop cut between its two commits. One
 * whose mark is in the live copy went live, and gets its working-copy records now (the states that
 * went live are the live copy's); one without never went live and is forgotten.
 */
export async function completePublishes(working: ContentDb, live: ContentDb): Promise<number> {
  let completed = 0;
  for (const j of await openJournals(working)) {
    if (await journalWentLive(live, j.id)) {
      const liveRev = (await readContentRevision(live)).revision;
      const items: ItemOutcome[] = [];
      for (const ref of j.refs) {
        const state = await readState(live, typeOf(ref), ref.item_id);
        items.push({ ...ref, action: 'updated', label: state ? labelOf(typeOf(ref), parse(state)!) : `${ref.type} ${ref.item_id}` });
      }
      await recordPublished(working, live, j.id, items, { record: j.record, liveRev });
      completed++;
    } else {
      await closeJournal(working, j.id);
    }
  }
  await forgetStrayMarks(working, live);
  return completed;
}

/**
 * One of the live copy's two writes outside a publish: an upload's AVIF twins, encoded in the background after
 * the upload (server/lib/media.ts), go into the live copy's record of it too. Safe without a publish:
 * it only adds the names of files that exist by then beside the WebP variants both copies already
 * name, and changes nothing an editor controls (no text, no choice of image). Waiting for a publish
 * would leave the site without AVIF for an image published before its encode ended. Answers false
 * when the live copy has no record of the upload (not published yet).
 */
export async function recordLiveAvifVariants(live: ContentDb, uploadPath: string, variants: MediaVariant[]): Promise<boolean> {
  return recordAvifVariants(live, uploadPath, variants);
}

/**
 * The other: the records of uploads whose files were just deleted (server/lib/media.ts, remove). Safe
 * without a publish: a file is deleted only when neither copy's content names it and no kept revision
 * does, so no live page can show it, and its record would only name files that are gone.
 */
export async function forgetLiveMedia(live: ContentDb, uploadPaths: string[]): Promise<void> {
  await deleteMedia(live, uploadPaths);
}

/**
 * Brings the items of the working copy back to their live state (an item never published is removed).
 * A write like a restore: each leaves a 'discarded' revision.
 */
export async function discardItems(working: ContentDb, live: ContentDb, refs: readonly VersionedRef[]): Promise<CopyOutcome> {
  const read = await readItems(
    live,
    refs.map(({ type, item_id }) => ({ type, item_id })),
  );
  return inTransaction(working, async (trx) => {
    // what the person saw is what is thrown away: not an edit that landed since
    await assertVersions(trx, refs);
    const outcome = await writeItems(trx, read);
    // the triggers marked what was written: one 'discarded' revision per item (a removed item keeps its
    // last state as its revision, as a delete does)
    await recordRevisions(trx, { action: 'discarded' });
    for (const r of read) {
      // the item's unpublished changes, and the discard itself, never go live
      await sql`UPDATE change_log SET live_rev = -1 WHERE live_rev IS NULL AND content_type = ${r.ref.type} AND item_id = ${r.ref.item_id}`.execute(trx);
      await trx.deleteFrom('unpublished_changes').where('content_type', '=', r.ref.type).where('item_id', '=', r.ref.item_id).execute();
    }
    // outcome.action says what the discard did to the working copy; callers name what was undone
    return outcome;
  });
}

/** An item whose working state differs from its live state. */
export interface Change extends ItemRef {
  label: string;
  /** what the working copy did to the item since it was last live */
  action: ChangeAction;
  changed_at: string;
  user_name: string | null;
  ready: boolean;
  note: string;
  /** the working copy's version of the item (content-db/item-versions.ts) */
  version: string;
}

/** What an item is in the two copies: its label and its unpublished change (null: both copies agree). */
export interface ItemComparison {
  label: string;
  action: ChangeAction | null;
}

/**
 * Compares the item's working and live states (updated_at left out); undefined when neither copy has
 * it or its type is unknown. The one comparison behind the changes list, a publish's checks and the
 * scheduler's "published meanwhile".
 */
export async function compareItem(working: ContentDb, live: ContentDb, ref: ItemRef): Promise<ItemComparison | undefined> {
  const type = contentType(ref.type);
  if (!type || !Number.isInteger(ref.item_id)) return undefined;
  const w = await readState(working, type, ref.item_id);
  const l = await readState(live, type, ref.item_id);
  if (w === undefined && l === undefined) return undefined;
  const label = labelOf(type, parse(w ?? l)!);
  // the states are read: only the files they name are left to compare
  if (sameContent(w, l)) return { label, action: (await sameMediaShown(working, live, w)) ? null : 'updated' };
  return { label, action: l === undefined ? 'created' : w === undefined ? 'deleted' : 'updated' };
}

/**
 * Every unpublished change, newest first. A pure read: an item listed whose two states agree (an edit
 * undone by hand) is left out here, and its mark goes with the next publish or discard of it.
 */
export async function listChanges(working: ContentDb, live: ContentDb): Promise<Change[]> {
  const rows = await working.selectFrom('unpublished_changes').selectAll().orderBy('changed_at', 'desc').execute();
  const out: Change[] = [];
  for (const row of rows) {
    const ref = { type: row.content_type, item_id: row.item_id };
    const compared = await compareItem(working, live, ref);
    if (!compared?.action) continue;
    out.push({
      ...ref,
      label: compared.label,
      action: compared.action,
      changed_at: row.changed_at,
      user_name: row.user_name,
      ready: row.ready === 1,
      note: row.note,
      version: await itemVersion(working, ref),
    });
  }
  return out;
}

/**
 * Marks items ready for review (or not); a reviewer's note is kept for its author. A ready mark
 * belongs to the version it was given at (recordRevisions clears it on the next edit), so a named
 * version that moved on is refused.
 */
export async function markReady(working: ContentDb, refs: readonly VersionedRef[], ready: boolean, note?: string): Promise<void> {
  for (const ref of refs) typeOf(ref);
  await working.transaction().execute(async (trx) => {
    await assertVersions(trx, refs);
    for (const ref of refs) {
      await trx
        .updateTable('unpublished_changes')
        .set({ ready: ready ? 1 : 0, ...(note !== undefined ? { note } : {}) })
        .where('content_type', '=', ref.type)
        .where('item_id', '=', ref.item_id)
        .execute();
    }
  });
}

export async function getPublishingMode(working: ContentDb): Promise<PublishingMode> {
  const row = await working.selectFrom('publishing_settings').select('mode').where('id', '=', 1).executeTakeFirst();
  return row?.mode ?? 'instant';
}

export async function setPublishingMode(working: ContentDb, mode: PublishingMode): Promise<void> {
  await working
    .insertInto('publishing_settings')
    .values({ id: 1, mode })
    .onConflict((oc) => oc.column('id').doUpdateSet({ mode, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` }))
    .execute();
}
