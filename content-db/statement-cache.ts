// Kysely's SQLite driver prepares every query anew: for a short read, preparing (SQLite parsing and
// planning the SQL) cost as much as running it. The same few hundred SQL texts come back on every
// request (kysely writes values as parameters), so each connection keeps its prepared statements.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** At most this many statements per connection; the oldest used goes first. */
const KEPT = 500;

export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const known = kept.get(text);
      // a statement still being iterated (a streamed query) cannot run twice at once
      if (known && !known.busy) {
        kept.delete(text);
        kept.set(text, known);
        return known;
      }
      const statement = sqlite.prepare(text);
      if (!known) {
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
        kept.set(text, statement);
      }
      return statement;
    },
  };
}
