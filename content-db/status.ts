// Status flips shared by every collection that has a toggle (SPEC.md section 4).
import { sql, type Selectable } from 'kysely';
import { inTransaction, type ContentDb } from './open.ts';
import type { Database } from './schema.ts';

/** Tables whose status is 'active'/'inactive' (read through Selectable: the columns are ColumnTypes). */
export type WordStatusTable = {
  [T in keyof Database]: Selectable<Database[T]> extends { status: infer S } ? ('active' extends S ? T : never) : never;
}[keyof Database];
/** Tables whose status is 1/0. */
export type FlagStatusTable = Exclude<{ [T in keyof Database]: Database[T] extends { status: unknown } ? T : never }[keyof Database], WordStatusTable>;

/** Flips 'active' <-> 'inactive'; answers false when no row has that id. */
export async function flipWordStatus(db: ContentDb, table: WordStatusTable, id: number): Promise<boolean> {
  const r = await inTransaction(db, (trx) =>
    sql`UPDATE ${sql.table(table)} SET status = CASE status WHEN 'active' THEN 'inactive' ELSE 'active' END WHERE id = ${id}`.execute(trx),
  );
  return (r.numAffectedRows ?? 0n) > 0n;
}

/** Flips 1 <-> 0; answers false when no row has that id. */
export async function flipFlagStatus(db: ContentDb, table: FlagStatusTable, id: number): Promise<boolean> {
  const r = await inTransaction(db, (trx) => sql`UPDATE ${sql.table(table)} SET status = 1 - status WHERE id = ${id}`.execute(trx));
  return (r.numAffectedRows ?? 0n) > 0n;
}

/** What an anonymous read may see: the active forms of both kinds. */
export const ACTIVE_WORD = 'active' as const;
export const ACTIVE_FLAG = 1 as const;
