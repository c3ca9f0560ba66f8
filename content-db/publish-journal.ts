// The journal of publishes under way (migration 0018; content-db/live.ts publishItems): a row in the
// working copy from before the live copy's commit until the working copy's records of the publish
// commit, and a mark with the same id written in the live copy's own transaction, so that a start can
// tell whether a publish cut off between the two went live.
import { sql, type Kysely } from 'kysely';
import { currentActor } from './history/actor.ts';
import type { ItemRef } from './live.ts';

export interface JournalRow {
  id: number;
  refs: ItemRef[];
  record: boolean;
}

/** Writes the working copy's row (committed at once); answers its id. */
export async function openJournal(working: Kysely<any>, refs: readonly ItemRef[], record: boolean): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO publish_journal (refs, record, user_id) VALUES (${JSON.stringify(refs)}, ${record ? 1 : 0}, ${currentActor()?.userId ?? null})
    RETURNING id`.execute(working);
  return rows[0]!.id;
}

/** Inside the live copy's transaction: the publish went live. */
export async function markJournalLive(liveTrx: Kysely<any>, id: number): Promise<void> {
  await sql`INSERT OR REPLACE INTO publish_journal (id, refs, record) VALUES (${id}, '[]', 1)`.execute(liveTrx);
}

export async function journalWentLive(live: Kysely<any>, id: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM publish_journal WHERE id = ${id}`.execute(live);
  return rows.length > 0;
}

export async function journalRefs(working: Kysely<any>, id: number): Promise<ItemRef[]> {
  const { rows } = await sql<{ refs: string }>`SELECT refs FROM publish_journal WHERE id = ${id}`.execute(working);
  return rows[0] ? (JSON.parse(rows[0].refs) as ItemRef[]) : [];
}

/** In the working copy's transaction that records the publish: the publish is complete. */
export async function closeJournal(working: Kysely<any>, id: number): Promise<void> {
  await sql`DELETE FROM publish_journal WHERE id = ${id}`.execute(working);
}

/** The live copy's mark is needed no more once the working copy's row is gone. */
export async function forgetJournalMark(live: Kysely<any>, id: number): Promise<void> {
  await sql`DELETE FROM publish_journal WHERE id = ${id}`.execute(live);
}

export async function openJournals(working: Kysely<any>): Promise<JournalRow[]> {
  const { rows } = await sql<{ id: number; refs: string; record: number }>`SELECT id, refs, record FROM publish_journal ORDER BY id`.execute(working);
  return rows.map((r) => ({ id: r.id, refs: JSON.parse(r.refs) as ItemRef[], record: r.record === 1 }));
}

/** Marks whose working-copy row was closed (a stop right after that commit): nothing left to do. */
export async function forgetStrayMarks(working: Kysely<any>, live: Kysely<any>): Promise<void> {
  const open = new Set((await openJournals(working)).map((j) => j.id));
  const { rows } = await sql<{ id: number }>`SELECT id FROM publish_journal`.execute(live);
  for (const r of rows) if (!open.has(r.id)) await forgetJournalMark(live, r.id);
}
