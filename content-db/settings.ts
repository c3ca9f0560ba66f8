// Site settings with a 1/0 status: Instagram links, logos, favicons, WhatsApp buttons.
import type { Kysely } from 'kysely';
import { inTransaction, type ContentDb } from './open.ts';
import type { NewRow, Row, RowUpdate } from './schema.ts';
import { flipFlagStatus } from './status.ts';

export type SettingTable = 'instagram_settings' | 'site_logos' | 'favicons' | 'whatsapp_settings';
export type Setting<T extends SettingTable> = Row<T>;

/** Options of a write: with `singleActive`, the row made active leaves every other row inactive. */
export interface SettingWriteOptions {
  singleActive?: boolean;
}

// kysely cannot type one query over a union of tables; each function is typed at its edges instead.
const q = (db: ContentDb) => db as unknown as Kysely<any>;

export async function listSettings<T extends SettingTable>(db: ContentDb, table: T, activeOnly: boolean): Promise<Array<Setting<T>>> {
  let query = q(db).selectFrom(table).selectAll().orderBy('id', 'asc');
  if (activeOnly) query = query.where('status', '=', 1);
  return (await query.execute()) as unknown as Array<Setting<T>>;
}

/** The newest active row (the one the site shows when it shows one). */
export async function newestActiveSetting<T extends SettingTable>(db: ContentDb, table: T): Promise<Setting<T> | undefined> {
  const row = await q(db).selectFrom(table).selectAll().where('status', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row as Setting<T> | undefined;
}

export async function getSetting<T extends SettingTable>(db: ContentDb, table: T, id: number): Promise<Setting<T> | undefined> {
  return (await q(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as Setting<T> | undefined;
}

async function deactivateOthers(db: ContentDb, table: SettingTable, id: number): Promise<void> {
  await q(db)
    .updateTable(table as string)
    .set({ status: 0 })
    .where('id', '!=', id)
    .where('status', '=', 1)
    .execute();
}

export function createSetting<T extends SettingTable>(db: ContentDb, table: T, values: NewRow<T>, options: SettingWriteOptions = {}): Promise<Setting<T>> {
  return inTransaction(db, async (trx) => {
    const row = await q(trx)
      .insertInto(table)
      .values(values as Record<string, unknown>)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (options.singleActive && row.status === 1) await deactivateOthers(trx, table, row.id);
    return row as unknown as Setting<T>;
  });
}

export function updateSetting<T extends SettingTable>(
  db: ContentDb,
  table: T,
  id: number,
  changes: RowUpdate<T>,
  options: SettingWriteOptions = {},
): Promise<Setting<T> | undefined> {
  return inTransaction(db, async (trx) => {
    if (Object.keys(changes).length)
      await q(trx)
        .updateTable(table as string)
        .set(changes as Record<string, unknown>)
        .where('id', '=', id)
        .execute();
    const row = await getSetting(trx, table, id);
    if (row && options.singleActive && (row as { status: number }).status === 1) await deactivateOthers(trx, table, id);
    return row;
  });
}

/** Flips 1 <-> 0 and answers the row, or undefined for an unknown id. */
export function flipSetting<T extends SettingTable>(db: ContentDb, table: T, id: number, options: SettingWriteOptions = {}): Promise<Setting<T> | undefined> {
  return inTransaction(db, async (trx) => {
    if (!(await flipFlagStatus(trx, table, id))) return undefined;
    const row = await getSetting(trx, table, id);
    if (row && options.singleActive && (row as { status: number }).status === 1) await deactivateOthers(trx, table, id);
    return row;
  });
}

export async function deleteSetting(db: ContentDb, table: SettingTable, id: number): Promise<boolean> {
  const r = await inTransaction(db, (trx) => q(trx).deleteFrom(table).where('id', '=', id).executeTakeFirst());
  return r.numDeletedRows > 0n;
}
