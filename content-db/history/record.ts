// Turns the marks the history triggers left during a write (triggers.ts) into revisions, in the same
// transaction: one revision per root item touched, with its full state after the write (a deleted
// item keeps its state from just before the delete), its action, the user and the files it refers to.
import { sql, type Kysely } from 'kysely';
import { readContentRevision } from '../content-revision.ts';
import { currentActor } from './actor.ts';
import { contentType, type ContentType } from './content-types.ts';
import { stateView } from './triggers.ts';

export const ACTIONS = ['created', 'updated', 'status_changed', 'reordered', 'deleted', 'restored', 'published', 'discarded'] as const;
/** what the activity log says besides revisions: an edit took an item's ready mark back */
export const READY_CLEARED = 'ready_cleared';
export type RevisionAction = (typeof ACTIONS)[number];

interface Mark {
  content_type: string;
  item_id: number | null;
  op: string;
  state: string | null;
}

/** The state of an item as stored in a revision. */
export interface ItemState {
  row: Record<string, unknown>;
  children: Record<string, ItemState[]>;
}

/** Every upload path in a state (image columns and images inside JSON documents alike). */
export function uploadsIn(state: string): string[] {
  return [...new Set(state.match(/\/uploads\/[A-Za-z0-9._/-]+/g) ?? [])].filter((p) => !p.includes('..'));
}

/** The name of an item in lists: its first non-empty label column. */
export function labelOf(type: ContentType, state: ItemState): string {
  for (const c of type.label) {
    const v = state.row[c];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return `${type.name} ${String(state.row.id ?? '')}`.trim();
}

export async function readState(db: Kysely<any>, type: ContentType, id: number): Promise<string | undefined> {
  const { rows } = await sql<{ state: string }>`SELECT state FROM ${sql.table(stateView(type))} WHERE id = ${id}`.execute(db);
  return rows[0]?.state;
}

function actionOf(ops: string[], exists: boolean): RevisionAction {
  if (!exists) return 'deleted';
  if (ops.includes('create')) return 'created';
  if (ops.every((o) => o === 'status')) return 'status_changed';
  if (ops.every((o) => o === 'reorder')) return 'reordered';
  return 'updated';
}

async function userName(db: Kysely<any>, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const { rows } = await sql<{ name: string }>`SELECT name FROM users WHERE id = ${id}`.execute(db);
  return rows[0]?.name ?? null;
}

/**
 * Records a revision for every item the marks name and clears them. Runs inside the write's transaction
 * (inTransaction calls it before committing). `action` overrides the computed one (a restore).
 */
export async function recordRevisions(db: Kysely<any>, options: { action?: RevisionAction } = {}): Promise<number[]> {
  const { rows: marks } = await sql<Mark>`SELECT content_type, item_id, op, state FROM revision_marks ORDER BY seq`.execute(db);
  if (marks.length === 0) return [];
  await sql`DELETE FROM revision_marks`.execute(db);
  const groups = new Map<string, { type: ContentType; id: number; ops: string[]; before: string | null }>();
  for (const m of marks) {
    const type = contentType(m.content_type);
    if (!type || m.item_id === null) continue; // a child whose parent went in the same write
    const key = `${m.content_type}:${m.item_id}`;
    const g = groups.get(key) ?? { type, id: Number(m.item_id), ops: [], before: null };
    g.ops.push(m.op);
    if (m.op === 'delete' && g.before === null) g.before = m.state;
    groups.set(key, g);
  }
  const actor = currentActor();
  const userId = actor?.userId ?? null;
  const name = await userName(db, userId);
  const ids: number[] = [];
  for (const g of groups.values()) {
    const now = await readState(db, g.type, g.id);
    const state = now ?? g.before;
    if (!state) continue; // created and deleted within one write
    const action = options.action ?? actionOf(g.ops, now !== undefined);
    ids.push(await recordItemChange(db, { type: g.type, id: g.id, action, state, userId, userName: name }));
  }
  return ids;
}

/**
 * One item's revision of a write and what follows from it: the item becomes an unpublished change, its
 * ready mark (if any) is taken back, and the write's actor lists it as touched (instant mode publishes
 * it). recordRevisions calls it for each item a write's triggers marked; an edit that changes how an
 * item shows without writing its rows (the alt text of a library file it uses) calls it directly.
 */
export async function recordItemChange(
  db: Kysely<any>,
  r: { type: ContentType; id: number; action: RevisionAction; state: string; userId: number | null; userName: string | null },
): Promise<number> {
  const revisionId = await insertRevision(db, r);
  // the working copy now may differ from the live copy: the item is an unpublished change until a
  // publish or a discard (content-db/live.ts) says otherwise
  // a ready mark belongs to the version it was given at: an edit after it takes it back, and the
  // activity log says so (a discard or a restore is an edit too)
  const { rows: wasReady } = await sql<{ ready: number }>`
    SELECT ready FROM unpublished_changes WHERE content_type = ${r.type.name} AND item_id = ${r.id}`.execute(db);
  await sql`
    INSERT INTO unpublished_changes (content_type, item_id, user_id, user_name) VALUES (${r.type.name}, ${r.id}, ${r.userId}, ${r.userName})
    ON CONFLICT (content_type, item_id) DO UPDATE SET
      changed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), user_id = excluded.user_id, user_name = excluded.user_name, ready = 0`.execute(db);
  if (wasReady[0]?.ready === 1) {
    await sql`
      INSERT INTO change_log (revision_id, content_type, item_id, action, label, user_id, user_name, content_rev)
      VALUES (${revisionId}, ${r.type.name}, ${r.id}, ${READY_CLEARED}, ${labelOf(r.type, JSON.parse(r.state) as ItemState)}, ${r.userId}, ${r.userName},
        ${(await readContentRevision(db)).revision})`.execute(db);
  }
  currentActor()?.touched?.push({ type: r.type.name, id: r.id });
  return revisionId;
}

/** Writes one revision (and its files and change-log entry) of an item in the state given. */
export async function insertRevision(
  db: Kysely<any>,
  r: { type: ContentType; id: number; action: RevisionAction; state: string; userId: number | null; userName: string | null },
): Promise<number> {
  const { revision } = await readContentRevision(db);
  const label = labelOf(r.type, JSON.parse(r.state) as ItemState);
  const { rows: prev } = await sql<{ id: number }>`
    SELECT id FROM revisions WHERE content_type = ${r.type.name} AND item_id = ${r.id} ORDER BY id DESC LIMIT 1`.execute(db);
  const { rows: inserted } = await sql<{ id: number }>`
    INSERT INTO revisions (content_type, item_id, parent_id, action, state, label, user_id, user_name, content_rev)
    VALUES (${r.type.name}, ${r.id}, ${prev[0]?.id ?? null}, ${r.action}, ${r.state}, ${label}, ${r.userId}, ${r.userName}, ${revision})
    RETURNING id`.execute(db);
  const revisionId = inserted[0].id;
  // one statement for all its files, however many (a gallery of 60 images is 60 paths)
  await sql`INSERT OR IGNORE INTO revision_files (revision_id, path) SELECT ${revisionId}, value FROM json_each(${JSON.stringify(uploadsIn(r.state))})`.execute(
    db,
  );
  await sql`
    INSERT INTO change_log (revision_id, content_type, item_id, action, label, user_id, user_name, content_rev)
    VALUES (${revisionId}, ${r.type.name}, ${r.id}, ${r.action}, ${label}, ${r.userId}, ${r.userName}, ${revision})`.execute(db);
  return revisionId;
}

/** The user's name for a revision written outside recordRevisions (a publish). */
export async function actorName(db: Kysely<any>): Promise<{ userId: number | null; userName: string | null }> {
  const userId = currentActor()?.userId ?? null;
  return { userId, userName: await userName(db, userId) };
}
