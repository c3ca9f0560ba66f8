// Backups of DATA_DIR's content: one .tar.gz with a consistent copy of each database, the working copy
// and the live copy (SQLite's online backup API, so the server keeps running), every upload (the public ones and those kept privately for
// a restore, uploads-private), and a manifest of sizes and SHA-256 sums.
// A restore first lists the whole archive and refuses, before writing anything, a name that is absolute,
// holds "..", or is not one of a backup, an entry that is not a plain file or folder (a link, a device)
// and an oversized manifest; then it extracts it into a staging folder and checks every sum and SQLite's
// integrity: a damaged archive is refused before anything in DATA_DIR changes.
// Then it swaps the databases and uploads in, keeping the replaced ones in DATA_DIR/before-restore-<time>/,
// and renews the token signing secret (the restored users and revoked tokens are older: a token ended
// after the backup must not come back). The restored database carries its own content revision, so the
// live site no longer matches it and the server rebuilds it when it starts (server/publish/release-source.ts).
// A backup from before the live copy holds the working copy alone: the restore leaves no live copy, and
// the server's start makes it from the restored working copy (content-db/live.ts openLiveCopy).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LIVE_FILE_NAME } from '../../content-db/live.ts';
import { databaseFile } from '../../content-db/open.ts';
import { databaseProblems, snapshotDatabase } from '../../content-db/snapshot.ts';
import { PRIVATE_UPLOADS } from '../../content-db/upload-refs.ts';
import { lockDataDir } from '../../server/data-dir-lock.ts';
import { rotateJwtSecret } from '../../server/secrets.ts';
import { DamagedArchiveError, extractTarGz, listTarGz, unsafeName, writeTarGz, type ArchiveEntry } from './tar.ts';

export const FORMAT = 'trabzon-cms-backup/1';
const DB_NAME = 'content.sqlite';
/** The live copy: in every backup made since it exists, optional in a restore. */
const LIVE_NAME = LIVE_FILE_NAME;
const MANIFEST = 'manifest.json';
/** The folders of DATA_DIR a backup holds whole, beside the database. */
const FOLDERS = ['uploads', PRIVATE_UPLOADS];
/** The manifest is read into memory: about 150 bytes a file leaves room for 200,000 uploads. */
const MANIFEST_MAX_BYTES = 32 * 1024 * 1024;

export interface ManifestFile {
  name: string;
  bytes: number;
  sha256: string;
}
export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  files: ManifestFile[];
}

/** Every regular file under `dir`, as paths relative to it with '/' separators (symlinks are skipped). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

const sha256File = async (file: string) => {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Writes a backup of `dataDir` to `file` (which must not exist); answers its manifest. */
export async function createBackup(dataDir: string, file: string): Promise<Manifest> {
  if (!fs.existsSync(databaseFile(dataDir))) throw new Error(`No database at ${databaseFile(dataDir)}: nothing to back up`);
  // The archive is packed from `work`: the database's snapshot and the manifest are written there,
  // and a link to each archived folder of DATA_DIR gives its files their names in the archive.
  const work = fs.mkdtempSync(path.join(path.dirname(path.resolve(file)), '.backup-'));
  const partial = `${file}.partial`;
  try {
    await snapshotDatabase(databaseFile(dataDir), path.join(work, DB_NAME));
    const names = [DB_NAME];
    // after the working copy: a publish landing between the two snapshots then shows in the live copy
    // with its change still listed in the working copy, which the list checks against both states and
    // forgets; the other order would lose a change from the list
    const live = path.join(dataDir, LIVE_NAME);
    if (fs.existsSync(live)) {
      await snapshotDatabase(live, path.join(work, LIVE_NAME));
      names.push(LIVE_NAME);
    }
    for (const folder of FOLDERS) {
      fs.symlinkSync(path.resolve(dataDir, folder), path.join(work, folder), 'dir');
      names.push(...filesUnder(path.join(dataDir, folder)).map((rel) => `${folder}/${rel}`));
    }
    const files: ManifestFile[] = [];
    async function* entries(): AsyncGenerator<string> {
      for (const name of names) {
        const source = path.join(work, ...name.split('/'));
        if (!fs.existsSync(source)) continue; // an upload removed by the server meanwhile
        files.push({ name, bytes: fs.statSync(source).size, sha256: await sha256File(source) });
        yield name;
      }
      const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), files };
      fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
      yield MANIFEST;
    }
    fs.rmSync(partial, { force: true });
    await writeTarGz(partial, work, entries());
    if (fs.existsSync(file)) throw new Error(`${file} already exists`);
    fs.renameSync(partial, file);
    return { format: FORMAT, createdAt: new Date().toISOString(), files };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** Why an entry must not be restored, or null: only the databases, the manifest and files or folders under FOLDERS. */
function refusal(entry: ArchiveEntry): string | null {
  const unsafe = unsafeName(entry.name);
  if (unsafe) return `${unsafe}: "${entry.name}"`;
  const [top, ...rest] = entry.name.replace(/\/$/, '').split('/');
  const inFolder = FOLDERS.includes(top) && rest.every((part) => part !== '' && part !== '.');
  if (entry.type === 'Directory') return inFolder ? null : `unexpected entry "${entry.name}"`;
  if (entry.type !== 'File' && entry.type !== 'OldFile') return `"${entry.name}" is a ${entry.type}, not a file`;
  if (entry.name !== DB_NAME && entry.name !== LIVE_NAME && entry.name !== MANIFEST && !(inFolder && rest.length > 0))
    return `unexpected entry "${entry.name}"`;
  if (entry.name === MANIFEST && entry.size > MANIFEST_MAX_BYTES) return `the manifest is too large (${entry.size} bytes)`;
  return null;
}

/**
 * Reads the archive into `staging` and checks it completely. Throws DamagedArchiveError naming the
 * first problem; nothing outside `staging` is written, and nothing at all for an entry that is not a
 * plain file (a link, a device), a name that would leave the folder or an oversized manifest.
 */
export async function unpackVerified(file: string, staging: string): Promise<Manifest> {
  const seen = new Set<string>(); // the files' names
  const kept = await listTarGz(file, (entry) => {
    const problem = refusal(entry);
    if (problem) throw new DamagedArchiveError(problem);
    if (entry.type === 'Directory') return 0;
    if (seen.has(entry.name)) throw new DamagedArchiveError(`"${entry.name}" appears twice`);
    seen.add(entry.name);
    return entry.name === MANIFEST ? MANIFEST_MAX_BYTES : 0;
  });
  let manifest: Manifest;
  try {
    manifest = JSON.parse(kept.get(MANIFEST)?.toString('utf8') ?? '') as Manifest;
  } catch {
    throw new DamagedArchiveError('the manifest is missing or unreadable');
  }
  if (manifest.format !== FORMAT || !Array.isArray(manifest.files)) throw new DamagedArchiveError(`not a ${FORMAT} archive`);
  await extractTarGz(file, staging, (entry) => refusal(entry) === null && entry.name !== MANIFEST);
  const listed = new Set(manifest.files.map((f) => f.name));
  for (const f of manifest.files) {
    const staged = path.join(staging, ...String(f.name).split('/'));
    if (!seen.has(f.name) || !fs.existsSync(staged)) throw new DamagedArchiveError(`${f.name} is missing`);
    if (fs.statSync(staged).size !== f.bytes || (await sha256File(staged)) !== f.sha256) throw new DamagedArchiveError(`${f.name} does not match its checksum`);
  }
  for (const name of seen) if (name !== MANIFEST && !listed.has(name)) throw new DamagedArchiveError(`${name} is not in the manifest`);
  if (!seen.has(DB_NAME)) throw new DamagedArchiveError('the archive holds no database');
  const problems = databaseProblems(path.join(staging, DB_NAME));
  if (problems.length) throw new DamagedArchiveError(`the database is damaged: ${problems.slice(0, 3).join('; ')}`);
  if (seen.has(LIVE_NAME)) {
    const live = databaseProblems(path.join(staging, LIVE_NAME));
    if (live.length) throw new DamagedArchiveError(`the live copy is damaged: ${live.slice(0, 3).join('; ')}`);
  }
  return manifest;
}

export interface RestoreResult {
  manifest: Manifest;
  /** where the replaced databases and uploads were moved */
  keptIn: string;
}

/**
 * Restores `file` into `dataDir`, refused while a server runs on it (it holds the database open).
 * A damaged archive throws DamagedArchiveError and leaves `dataDir` as it was.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const lock = await lockDataDir(dataDir, 'restore'); // DataDirInUseError while a server runs on it
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const manifest = await unpackVerified(file, staging);
    const keptIn = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(keptIn);
    const db = databaseFile(dataDir);
    const live = path.join(dataDir, LIVE_NAME);
    const folders = FOLDERS.map((f) => path.join(dataDir, f));
    // the live copy goes too, even when the backup has none: it belongs to the content being replaced
    for (const f of [db, `${db}-wal`, `${db}-shm`, live, `${live}-wal`, `${live}-shm`, ...folders]) {
      if (fs.existsSync(f)) fs.renameSync(f, path.join(keptIn, path.basename(f)));
    }
    fs.renameSync(path.join(staging, DB_NAME), db);
    if (fs.existsSync(path.join(staging, LIVE_NAME))) fs.renameSync(path.join(staging, LIVE_NAME), live);
    for (const folder of FOLDERS) {
      const staged = path.join(staging, folder);
      if (fs.existsSync(staged)) fs.renameSync(staged, path.join(dataDir, folder));
      else fs.mkdirSync(path.join(dataDir, folder));
    }
    rotateJwtSecret(dataDir);
    return { manifest, keptIn };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await lock.release();
  }
}
