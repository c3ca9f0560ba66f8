// A scheduled take-down (issue 33, API.md "SEO and sharing"): an item made inactive, the same way its
// own screen's switch does (its root row's status: 'inactive' or 0), in the copy it is given. The
// scheduler (server/workflow/scheduler.ts) does it to both copies at once, so the change is live
// without publishing anything else the working copy holds for the item.
import { sql } from 'kysely';
import { contentType } from './history/content-types.ts';
import type { ItemRef } from './live.ts';
import type { ContentDb } from './open.ts';

/** How an item type's root row says it is inactive; null: it has no status to switch off (pages, menus, the company). */
export async function inactiveValue(db: ContentDb, typeName: string): Promise<'inactive' | 0 | null> {
  const type = contentType(typeName);
  if (!type) return null;
  const { rows } = await sql<{ type: string }>`SELECT type FROM pragma_table_info(${type.table}) WHERE name = 'status'`.execute(db);
  if (rows.length === 0) return null;
  return rows[0].type.toUpperCase() === 'INTEGER' ? 0 : 'inactive';
}

/** Whether the item is there in this copy. */
export async function itemExists(db: ContentDb, ref: ItemRef): Promise<boolean> {
  const type = contentType(ref.type);
  if (!type) return false;
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(type.table)} WHERE id = ${ref.item_id}`.execute(db);
  return rows.length > 0;
}

/** Makes the item inactive in `db`; answers false when the copy does not have it (or it cannot be switched off). */
export async function takeDown(db: ContentDb, ref: ItemRef): Promise<boolean> {
  const type = contentType(ref.type);
  const value = await inactiveValue(db, ref.type);
  if (!type || value === null) return false;
  const result = await sql`UPDATE ${sql.table(type.table)} SET status = ${value} WHERE id = ${ref.item_id} AND status IS NOT ${value}`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n || (await itemExists(db, ref));
}
