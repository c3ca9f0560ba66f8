// Consistent copies of the content database for backups, and the check a copy must pass before it
// replaces the live one. SQLite's online backup API copies a database that a running server is
// writing (WAL mode) as it was at one moment, without stopping the writers.
import SQLite from 'better-sqlite3';

/** Copies the database at `source` into a new file `dest`, consistent even while the server writes. */
export async function snapshotDatabase(source: string, dest: string): Promise<void> {
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(dest);
  } finally {
    db.close();
  }
  // the copy is one self-contained file: no -wal or -shm beside it
  const copy = new SQLite(dest);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** What is wrong with the database file (empty when it is sound): integrity, and the content tables. */
export function databaseProblems(file: string): string[] {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    return [`cannot open the database: ${(err as Error).message}`];
  }
  try {
    const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    const tables = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map((r) => r.name));
    for (const needed of ['users', 'kysely_migration', 'media_files']) if (!tables.has(needed)) problems.push(`no ${needed} table`);
    return problems;
  } catch (err) {
    return [`not a content database: ${(err as Error).message}`];
  } finally {
    db.close();
  }
}

/** Every row of every table, in a fixed order: what a round-trip test compares. */
export function allRows(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = (
      db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as Array<{ name: string }>
    ).map((r) => r.name);
    return Object.fromEntries(tables.map((t) => [t, db.prepare(`select * from "${t}" order by rowid`).all()]));
  } finally {
    db.close();
  }
}
