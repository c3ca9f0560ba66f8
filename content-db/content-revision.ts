// What a site release is built from, on the database side: a random id made when the database was
// created (a reset or another DATA_DIR is another database) and a revision that every write to a
// content table advances in the same transaction, by triggers, so no domain module has to remember it.
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { NON_CONTENT_TABLES } from './history/content-types.ts';

export const REVISION_TABLE = 'content_revision';

/**
 * Tables whose writes alone do not change what visitors see, so they leave the live site current:
 * users and sign-outs; and media_files, whose rows are made when a file is uploaded (and removed again
 * when the write then fails): an image shows only once a content row refers to it, and that write
 * advances the revision. Every other table is content.
 */
// ...and the history of content (content-db/history), written alongside content writes.
const NOT_CONTENT = new Set<string>(['users', 'revoked_tokens', 'media_files', REVISION_TABLE, ...NON_CONTENT_TABLES]);
const EVENTS = ['insert', 'update', 'delete'];

export interface ContentRevision {
  databaseId: string;
  revision: number;
}

/** The tables whose writes advance the revision: every table except SQLite's, kysely's and NOT_CONTENT. */
export async function contentTables(db: Kysely<any>): Promise<string[]> {
  return (await allTables(db)).filter((name) => !NOT_CONTENT.has(name));
}

async function allTables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
    order by name`.execute(db);
  return rows.map((r) => r.name);
}

/** Removes the revision triggers of `table` (tables that stopped counting as content, migrating down). */
export async function dropRevisionTriggers(db: Kysely<any>, table: string): Promise<void> {
  for (const event of EVENTS) await sql.raw(`DROP TRIGGER IF EXISTS "${table}_revision_${event}"`).execute(db);
}

/**
 * Gives every content table its revision triggers (idempotent). The migration that creates the
 * revision runs it, and migrateToLatest runs it after every later migration, so a table added by a
 * later migration is covered without that migration having to know.
 */
export async function installRevisionTriggers(db: Kysely<any>): Promise<void> {
  for (const table of await allTables(db)) {
    if (NOT_CONTENT.has(table)) {
      await dropRevisionTriggers(db, table);
      continue;
    }
    for (const event of EVENTS) {
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS "${table}_revision_${event}" AFTER ${event.toUpperCase()} ON "${table}"
           BEGIN UPDATE ${REVISION_TABLE} SET revision = revision + 1 WHERE id = 1; END`,
        )
        .execute(db);
    }
  }
}

export async function readContentRevision(db: Kysely<any>): Promise<ContentRevision> {
  const { rows } = await sql<{ database_id: string; revision: number }>`
    select database_id, revision from ${sql.table(REVISION_TABLE)} where id = 1`.execute(db);
  if (!rows[0]) throw new Error(`the ${REVISION_TABLE} row is missing: the database was not migrated`);
  return { databaseId: rows[0].database_id, revision: rows[0].revision };
}

/**
 * A reader of a database file's committed revision, on a read-only connection of its own with one
 * prepared statement: synchronous (the server's fast path cannot wait) and a few microseconds a read.
 * "<database id>:<revision>", or '' when the row is missing.
 */
export class RevisionReader {
  readonly #connection: SQLite.Database;
  readonly #statement: SQLite.Statement<[], { database_id: string; revision: number }>;

  constructor(file: string) {
    this.#connection = new SQLite(file, { readonly: true, fileMustExist: true });
    this.#statement = this.#connection.prepare(`select database_id, revision from ${REVISION_TABLE} where id = 1`);
  }

  read(): string {
    const row = this.#statement.get();
    return row ? `${row.database_id}:${row.revision}` : '';
  }

  close(): void {
    this.#connection.close();
  }
}
