// A private in-memory copy of a content database, for work that must not touch the file: a preview is
// the live copy plus some items of the working copy (server/publish/preview-data.ts).
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { ContentDb } from './open.ts';
import type { Database } from './schema.ts';

/** Offsets of the file format's write and read versions: 2 is WAL, which an in-memory database cannot be. */
const FORMAT_VERSION_BYTES = [18, 19];

/**
 * Copies the database at `file` into memory as it is now (committed writes, those still in its WAL
 * included: SQLite serializes through its pager) and opens the copy. A memory copy is about as fast as
 * reading the file (VACUUM INTO rewrites it); the copy is gone once destroyed.
 */
export function openMemoryCopy(file: string): ContentDb {
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  let bytes: Buffer;
  try {
    bytes = source.serialize();
  } finally {
    source.close();
  }
  // a WAL database serializes with its header saying so, and then will not open from memory
  for (const at of FORMAT_VERSION_BYTES) bytes[at] = 1;
  const copy = new SQLite(bytes);
  copy.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
}
