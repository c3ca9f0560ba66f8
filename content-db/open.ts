// Opens the content database. Both the server and the Astro build call this; nothing else opens SQLite.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { recordRevisions } from './history/record.ts';
import { foldRemembered } from './list-query.ts';
import { checkExpectedVersion } from './record-versions.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';
import { rememberConnection } from './write-stamp.ts';

export type ContentDb = Kysely<Database>;

export interface OpenOptions {
  readonly?: boolean;
}

export function openDatabase(file: string, options: OpenOptions = {}): ContentDb {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { readonly: options.readonly ?? false });
  if (!options.readonly) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A build reads while the server writes: wait for a lock instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // fold(text): the search form of a text (list-query.ts); deterministic, so SQLite may reuse a result
  // within a statement. Only the admin lists call it: registering it costs the Astro build nothing.
  sqlite.function('fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldRemembered(text) : text));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  rememberConnection(db, sqlite);
  return db;
}

/** The database file inside a data folder. */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'content.sqlite');
}

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` already is one: a domain write
 * stays atomic alone and can also be one step of a larger write (the demo seed is one transaction).
 * Every content write goes through here: before the transaction commits, the items it touched get
 * their revisions (content-db/history), so no write can change content without leaving history.
 */
export function inTransaction<T>(db: ContentDb, work: (trx: ContentDb) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(async (trx) => {
    // a write that names the version it started from is refused here, before it changes anything
    const expectationMet = await checkExpectedVersion(trx);
    const result = await work(trx);
    await recordRevisions(trx);
    await expectationMet?.();
    return result;
  });
}

/** Throws when the database does not answer (GET /api/health). */
export async function pingDatabase(db: ContentDb): Promise<void> {
  await sql`select 1`.execute(db);
}
