// The cleanup pass of the upload folder: removes files nothing refers to (left by a crash between
// writing a file and the row that names it, or by a failed cleanup) and the media_files rows of
// uploads nothing refers to. "Refers to" is any text in any table of the database: the content rows,
// their JSON pages, and the revisions of the history (revision_files and the revisions' snapshots),
// so a file a kept revision can restore stays. Variants stay with the upload they belong to.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { databaseFile } from '../../content-db/open.ts';

/** An upload's public path inside any text: /uploads/<folder>/<server-made name>. */
const UPLOAD_PATH = /\/uploads\/[a-z0-9-]+\/[A-Za-z0-9._-]+/g;

export interface CleanupOptions {
  /** files younger than this stay: a running server writes a file a moment before its row */
  minAgeMs: number;
  dryRun?: boolean;
}

export interface CleanupReport {
  /** public paths of the files removed (or that would be, on a dry run) */
  files: string[];
  /** media_files rows removed */
  records: string[];
  /** referenced uploads whose file is missing (reported, never invented) */
  missing: string[];
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

/** Every upload path named anywhere in the database except the media registry itself. */
export function referencedUploads(db: Database.Database): Set<string> {
  const out = new Set<string>();
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'media_files'").all() as Array<{
    name: string;
  }>;
  for (const { name } of tables) {
    for (const row of db.prepare(`SELECT * FROM "${name}"`).iterate() as Iterable<Record<string, unknown>>) {
      for (const v of Object.values(row)) if (typeof v === 'string' && v.includes('/uploads/')) for (const m of v.match(UPLOAD_PATH) ?? []) out.add(m);
    }
  }
  return out;
}

export function cleanUploads(dataDir: string, opts: CleanupOptions): CleanupReport {
  const uploadsDir = path.join(dataDir, 'uploads');
  // fileMustExist: a wrong DATA_DIR is an error, not a new empty database whose every upload is an orphan
  const db = new Database(databaseFile(dataDir), { fileMustExist: true });
  try {
    const referenced = referencedUploads(db);
    const media = db.prepare('SELECT path, variants FROM media_files').all() as Array<{ path: string; variants: string }>;
    const keep = new Set(referenced);
    const records: string[] = [];
    for (const m of media) {
      const variants = (JSON.parse(m.variants) as Array<{ path: string }>).map((v) => v.path);
      if (referenced.has(m.path)) variants.forEach((v) => keep.add(v));
      else records.push(m.path);
    }
    const now = Date.now();
    const files: string[] = [];
    for (const file of walk(uploadsDir)) {
      const publicPath = '/uploads/' + path.relative(uploadsDir, file).split(path.sep).join('/');
      if (keep.has(publicPath) || now - fs.statSync(file).mtimeMs < opts.minAgeMs) continue;
      files.push(publicPath);
      if (!opts.dryRun) fs.rmSync(file, { force: true });
    }
    // a registry row goes only when its own file went too (an old file, not one being written now)
    const gone = new Set(files);
    const staleRecords = records.filter((p) => gone.has(p) || !fs.existsSync(path.join(uploadsDir, p.slice('/uploads/'.length))));
    if (!opts.dryRun && staleRecords.length) {
      const del = db.prepare('DELETE FROM media_files WHERE path = ?');
      db.transaction(() => staleRecords.forEach((p) => del.run(p)))();
    }
    const missing = [...referenced].filter((p) => !fs.existsSync(path.join(uploadsDir, p.slice('/uploads/'.length)))).sort();
    return { files: files.sort(), records: staleRecords.sort(), missing };
  } finally {
    db.close();
  }
}
