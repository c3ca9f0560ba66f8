// Every record a route writes has a version (API.md "Versions: nothing is overwritten without a word"):
// triggers on the working copy's tables draw a number from one counter at each insert and update of a
// row and keep it in record_versions (migration 0017). A write that names the version it started from
// (If-Match, server/plugins/record-versions.ts) is checked inside its own transaction (inTransaction in
// open.ts calls checkExpectedVersion), so of two writes racing from the same version exactly one wins.
import { sql, type Kysely } from 'kysely';
import { currentActor } from './history/actor.ts';
import { contentTables } from './content-revision.ts';

export const VERSIONS_TABLE = 'record_versions';
/** tables that are not content but whose records are edited in the admin all the same */
const EDITED_RECORDS = ['users', 'leads', 'media_files'];
const EVENTS = ['insert', 'update', 'delete'] as const;
/**
 * Columns that background work writes, not people: a file's AVIF twins and sharing crops land seconds
 * after its upload or focal point change. Their writes keep the version, or an editor's first save of
 * the alt text after an upload was refused as "changed by someone else".
 */
const BACKGROUND_COLUMNS: Record<string, readonly string[]> = { media_files: ['variants', 'crops'] };

/** A write named a version of a record that is no longer current. */
export class StaleVersionError extends Error {
  readonly table: string;
  readonly id: number;
  readonly current: string;
  constructor(table: string, id: number, current: string) {
    super(`${table} ${id} is at version ${current}`);
    this.table = table;
    this.id = id;
    this.current = current;
  }
}

/** The version a write expects its record to have (set for the request by the server). */
export interface ExpectedVersion {
  table: string;
  id: number;
  version: string;
}

async function versionedTables(db: Kysely<any>): Promise<string[]> {
  const tables = [...(await contentTables(db)), ...EDITED_RECORDS];
  const out: string[] = [];
  for (const t of tables) {
    const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${t}) WHERE name = 'id'`.execute(db);
    if (rows.length) out.push(t);
  }
  return out;
}

/** The columns of `table` whose update is a new version: all but the ones background work writes. */
async function editedColumns(db: Kysely<any>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return rows.map((r) => `"${r.name}"`).filter((c) => !BACKGROUND_COLUMNS[table]?.includes(c.slice(1, -1)));
}

const triggerName = (table: string, event: string) => `${table}_version_${event}`;

/**
 * Installs (working copy) or removes (live copy: its rows are written only by publishing) the version
 * triggers of every table with an id. Idempotent; migrateToLatest runs it after every migration.
 */
export async function installRecordVersionTriggers(db: Kysely<any>, { on }: { on: boolean }): Promise<void> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name = ${VERSIONS_TABLE}`.execute(db);
  if (rows.length === 0) return;
  for (const table of await versionedTables(db)) {
    for (const event of EVENTS) {
      await sql.raw(`DROP TRIGGER IF EXISTS "${triggerName(table, event)}"`).execute(db);
      if (!on) continue;
      const body =
        event === 'delete'
          ? `DELETE FROM ${VERSIONS_TABLE} WHERE tbl = '${table}' AND id = OLD.id;`
          : `UPDATE ${VERSIONS_TABLE} SET rev = rev + 1 WHERE tbl = '' AND id = 0;
             INSERT INTO ${VERSIONS_TABLE} (tbl, id, rev) VALUES ('${table}', NEW.id, (SELECT rev FROM ${VERSIONS_TABLE} WHERE tbl = '' AND id = 0))
             ON CONFLICT (tbl, id) DO UPDATE SET rev = excluded.rev;`;
      const when = event === 'update' && BACKGROUND_COLUMNS[table] ? `UPDATE OF ${(await editedColumns(db, table)).join(', ')}` : event.toUpperCase();
      await sql.raw(`CREATE TRIGGER "${triggerName(table, event)}" AFTER ${when} ON "${table}" BEGIN ${body} END`).execute(db);
    }
  }
}

/** A record's version; "0" for a record not written since versions began (or not there). */
export async function recordVersion(db: Kysely<any>, table: string, id: number): Promise<string> {
  const { rows } = await sql<{ rev: number }>`SELECT rev FROM ${sql.table(VERSIONS_TABLE)} WHERE tbl = ${table} AND id = ${id}`.execute(db);
  return String(rows[0]?.rev ?? 0);
}

/** The versions of many records of one table, by id. */
export async function recordVersions(db: Kysely<any>, table: string, ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const id of ids) out.set(id, '0');
  if (ids.length === 0) return out;
  const { rows } = await sql<{ id: number; rev: number }>`
    SELECT id, rev FROM ${sql.table(VERSIONS_TABLE)} WHERE tbl = ${table} AND id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`.execute(db);
  for (const r of rows) out.set(r.id, String(r.rev));
  return out;
}

/**
 * Inside a write's transaction (inTransaction): throws StaleVersionError when the request's expected
 * version is no longer the record's. Answers a function to call before the commit, which moves the
 * expectation to the version this transaction left, so a request's later transactions check against
 * its own write, not against the one it started from.
 */
export async function checkExpectedVersion(trx: Kysely<any>): Promise<(() => Promise<void>) | undefined> {
  const expected = currentActor()?.expect;
  if (!expected) return undefined;
  const now = await recordVersion(trx, expected.table, expected.id);
  if (now !== expected.version) throw new StaleVersionError(expected.table, expected.id, now);
  return async () => {
    expected.version = await recordVersion(trx, expected.table, expected.id);
  };
}

/** A record's stored row as it is (a stale write's 412 answers it when no read route does). */
export async function storedRecord(db: Kysely<any>, table: string, id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
  return rows[0];
}

/** The id of a one-record table's record. */
export async function firstRecordId(db: Kysely<any>, table: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} ORDER BY id LIMIT 1`.execute(db);
  return rows[0]?.id;
}
