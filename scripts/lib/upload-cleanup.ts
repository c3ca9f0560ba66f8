// The cleanup pass of the upload folders: removes files nothing refers to (left by a crash between
// writing a file and the row that names it, or by a failed cleanup) and the media_files rows of
// uploads nothing refers to. "Refers to" is any text in any table of either copy of the content (the
// working copy and the live copy, live.sqlite, whose files visitors see): the content rows, their JSON
// documents, and the revisions of the history (revision_files and the revisions' snapshots), so a file
// a kept revision can restore stays. It also puts each kept file in its folder (API.md,
// uploads): one only revisions name goes to uploads-private (left public by a crash, or by a version
// before the private folder), one the content names again comes back to uploads (a restore stopped
// before its move). Variants and sharing crops stay and move with the upload they belong to.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { liveDatabaseFile } from '../../content-db/live.ts';
import { variantFiles } from '../../content-db/media.ts';
import { databaseFile } from '../../content-db/open.ts';
import type { MediaCrop, MediaVariant } from '../../content-db/schema.ts';
import { PRIVATE_UPLOADS } from '../../content-db/upload-refs.ts';
import { deleteMediaRows, mediaRows, pinnedUploads, referencedUploads } from '../../content-db/upload-scan.ts';
import { moveFile } from '../../server/lib/move-file.ts';

export interface CleanupOptions {
  /** files younger than this stay: a running server writes a file a moment before its row */
  minAgeMs: number;
  dryRun?: boolean;
}

export interface CleanupReport {
  /** public paths of the files removed from either folder (or that would be, on a dry run) */
  files: string[];
  /** files only revisions name, moved out of public view into uploads-private */
  hidden: string[];
  /** privately kept files the content names again, moved back to uploads */
  published: string[];
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

export function cleanUploads(dataDir: string, opts: CleanupOptions): CleanupReport {
  const folders = { public: path.join(dataDir, 'uploads'), private: path.join(dataDir, PRIVATE_UPLOADS) };
  const disk = (folder: string, p: string) => path.join(folder, p.slice('/uploads/'.length));
  // fileMustExist: a wrong DATA_DIR is an error, not a new empty database whose every upload is an orphan
  const db = new Database(databaseFile(dataDir), { fileMustExist: true });
  const live = fs.existsSync(liveDatabaseFile(dataDir)) ? new Database(liveDatabaseFile(dataDir), { fileMustExist: true }) : null;
  try {
    const { content, history } = referencedUploads(db);
    if (live) for (const p of referencedUploads(live).content) content.add(p);
    const media = [db, ...(live ? [live] : [])].flatMap((copy) => mediaRows(copy));
    // where each kept file belongs: public while the content names it, private while only revisions do
    const belongs = new Map<string, 'public' | 'private'>();
    for (const p of history) belongs.set(p, 'private');
    for (const p of content) belongs.set(p, 'public');
    // a file uploaded to the media library stays public while nothing uses it (migration 0019)
    for (const p of pinnedUploads(db)) belongs.set(p, 'public');
    const records: string[] = [];
    for (const m of media) {
      const place = belongs.get(m.path);
      // its variants and its sharing crops (server/publish/og-image.ts: the pages' og:image) go where it goes
      const derived = [...variantFiles(JSON.parse(m.variants) as MediaVariant[]), ...(JSON.parse(m.crops) as MediaCrop[]).map((c) => c.path)];
      if (place) for (const v of derived) belongs.set(v, place);
      else records.push(m.path);
    }
    const now = Date.now();
    const files: string[] = [];
    const moved = { public: [] as string[], private: [] as string[] };
    for (const [here, there] of [
      ['public', 'private'],
      ['private', 'public'],
    ] as const) {
      for (const file of walk(folders[here])) {
        const publicPath = '/uploads/' + path.relative(folders[here], file).split(path.sep).join('/');
        const place = belongs.get(publicPath);
        if (place === there) {
          moved[there].push(publicPath);
          if (!opts.dryRun) moveFile(file, disk(folders[there], publicPath));
          continue;
        }
        if (place === here || now - fs.statSync(file).mtimeMs < opts.minAgeMs) continue;
        files.push(publicPath);
        if (!opts.dryRun) fs.rmSync(file, { force: true });
      }
    }
    const exists = (p: string) => Object.values(folders).some((f) => fs.existsSync(disk(f, p)));
    // a registry row goes only when its own file went too (an old file, not one being written now)
    const gone = new Set(files);
    const staleRecords = [...new Set(records)].filter((p) => gone.has(p) || !exists(p));
    if (!opts.dryRun && staleRecords.length) {
      for (const copy of [db, ...(live ? [live] : [])]) deleteMediaRows(copy, staleRecords);
    }
    const missing = [...new Set([...content, ...history])].filter((p) => !exists(p)).sort();
    return { files: files.sort(), hidden: moved.private.sort(), published: moved.public.sort(), records: staleRecords.sort(), missing };
  } finally {
    live?.close();
    db.close();
  }
}
