// The cleanup pass's reads of a copy of the content (scripts/lib/upload-cleanup.ts): synchronous, on a
// plain better-sqlite3 connection, as the pass runs with the server stopped or beside it.
import type Database from 'better-sqlite3';
import { UPLOAD_PATH, isContentTable } from './upload-refs.ts';

/** Every upload path named in the database (but the media registry), by the content and by the history. */
export function referencedUploads(db: Database.Database): { content: Set<string>; history: Set<string> } {
  const out = { content: new Set<string>(), history: new Set<string>() };
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'media_files'").all() as Array<{
    name: string;
  }>;
  for (const { name } of tables) {
    const into = isContentTable(name) ? out.content : out.history;
    for (const row of db.prepare(`SELECT * FROM "${name}"`).iterate() as Iterable<Record<string, unknown>>) {
      for (const v of Object.values(row)) if (typeof v === 'string' && v.includes('/uploads/')) for (const m of v.match(UPLOAD_PATH) ?? []) into.add(m);
    }
  }
  return out;
}

/** The media registry's rows: each upload's variants and its sharing crops (JSON; '[]' before migration 0021). */
export function mediaRows(db: Database.Database): Array<{ path: string; variants: string; crops: string }> {
  const hasCrops = db.prepare("SELECT 1 FROM pragma_table_info('media_files') WHERE name = 'crops'").get();
  return db.prepare(`SELECT path, variants, ${hasCrops ? 'crops' : "'[]' AS crops"} FROM media_files`).all() as Array<{
    path: string;
    variants: string;
    crops: string;
  }>;
}

/** Removes the registry's rows of `paths`, in one transaction. */
export function deleteMediaRows(db: Database.Database, paths: readonly string[]): void {
  const del = db.prepare('DELETE FROM media_files WHERE path = ?');
  db.transaction(() => paths.forEach((p) => del.run(p)))();
}

/** Files uploaded to the media library itself (kept there until deleted there); none before migration 0019. */
export function pinnedUploads(db: Database.Database): string[] {
  const hasColumn = db.prepare("SELECT 1 FROM pragma_table_info('media_files') WHERE name = 'pinned'").get();
  return hasColumn ? (db.prepare('SELECT path FROM media_files WHERE pinned = 1').all() as Array<{ path: string }>).map((r) => r.path) : [];
}
