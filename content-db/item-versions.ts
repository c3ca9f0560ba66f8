// The version of an item (a root of the history with its children, API.md "Publishing what was seen"):
// the id of its newest revision. Every write of an item leaves a revision in its own transaction
// (content-db/history/record.ts), and revision ids only grow, so the version changes with each write
// and a revision holds the item's whole state at that version: a schedule can publish exactly that
// state later, whatever the working copy holds by then.
import { sql, type Kysely } from 'kysely';
import type { ItemRef } from './live.ts';

/** An item named with the version somebody saw; publishing it then is a 409 (ItemChangedError). */
export interface VersionedRef extends ItemRef {
  version?: string;
}

export class ItemChangedError extends Error {
  readonly ref: ItemRef;
  constructor(ref: ItemRef) {
    super(`${ref.type} ${ref.item_id} changed since it was looked at`);
    this.ref = ref;
  }
}

/** The item's version; "0" for an item without revisions (from before the history). */
export async function itemVersion(db: Kysely<any>, ref: ItemRef): Promise<string> {
  const { rows } = await sql<{ id: number | null }>`
    SELECT max(id) AS id FROM revisions WHERE content_type = ${ref.type} AND item_id = ${ref.item_id}`.execute(db);
  return String(rows[0]?.id ?? 0);
}

/** Throws ItemChangedError for the first item whose named version is no longer its own. */
export async function assertVersions(db: Kysely<any>, refs: readonly VersionedRef[]): Promise<void> {
  for (const ref of refs) {
    if (ref.version !== undefined && (await itemVersion(db, ref)) !== ref.version) throw new ItemChangedError(ref);
  }
}

/** The state an item had at a version (the revision's), or undefined when that revision is gone. */
export async function stateAtVersion(db: Kysely<any>, ref: ItemRef, version: string): Promise<string | undefined> {
  const { rows } = await sql<{ state: string; action: string }>`
    SELECT state, action FROM revisions WHERE id = ${Number(version)} AND content_type = ${ref.type} AND item_id = ${ref.item_id}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  // a deleted item's revision keeps its state from before the delete: at that version it is gone
  return row.action === 'deleted' ? '' : row.state;
}
