// A stamp of everything written to a database, by anyone: the rows this connection has changed
// (total_changes(), rolled-back ones too) and the commits of every other connection or process
// (PRAGMA data_version), both read in microseconds without a lock. What is kept in memory for a
// signed-in reader (server/plugins/signed-in-reads.ts) is used again only while the stamps of both
// databases are those it was made at: any write, of any table (users, revoked tokens and media rows
// too, which do not advance the content revision), drops it.
import type SQLite from 'better-sqlite3';
import type { ContentDb } from './open.ts';

/** the connection under each database opened by openDatabase */
const connections = new WeakMap<ContentDb, SQLite.Database>();

export function rememberConnection(db: ContentDb, sqlite: SQLite.Database): void {
  connections.set(db, sqlite);
}

/** A function answering the present stamp of `dbs` (opened by openDatabase), equal until something is written. */
export function writeStamp(...dbs: ContentDb[]): () => string {
  const reads = dbs.map((db) => {
    const sqlite = connections.get(db);
    if (!sqlite) throw new Error('writeStamp: a database not opened by openDatabase');
    const changes = sqlite.prepare('select total_changes()').pluck();
    const commits = sqlite.prepare('pragma data_version').pluck();
    return () => `${changes.get() as number}.${commits.get() as number}`;
  });
  return () => reads.map((read) => read()).join(':');
}
