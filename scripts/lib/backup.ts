// Backups of DATA_DIR's content: one .tar.gz with a consistent copy of the database (SQLite's online
// backup API, so the server keeps running), every upload, and a manifest of sizes and SHA-256 sums.
// A restore reads and checks the whole archive in a staging folder first (gzip CRC, tar headers, safe
// names, every sum, SQLite's integrity check): a damaged archive is refused before anything changes.
// Then it swaps the database and uploads in, keeping the replaced ones in DATA_DIR/before-restore-<time>/,
// and renews the token signing secret (the restored users and revoked tokens are older: a token ended
// after the backup must not come back). The restored database carries its own content revision, so the
// live site no longer matches it and the server rebuilds it when it starts (server/publish/release-source.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { databaseFile } from '../../content-db/open.ts';
import { databaseProblems, snapshotDatabase } from '../../content-db/snapshot.ts';
import { rotateJwtSecret } from '../../server/secrets.ts';
import { DamagedArchiveError, readTarGz, writeTarGz, type TarEntry } from './tar.ts';

export const FORMAT = 'trabzon-cms-backup/1';
const DB_NAME = 'content.sqlite';
const MANIFEST = 'manifest.json';

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
  const work = fs.mkdtempSync(path.join(path.dirname(path.resolve(file)), '.backup-'));
  const partial = `${file}.partial`;
  try {
    const db = path.join(work, DB_NAME);
    await snapshotDatabase(databaseFile(dataDir), db);
    const uploadsDir = path.join(dataDir, 'uploads');
    const sources: Array<{ name: string; source: string }> = [
      { name: DB_NAME, source: db },
      ...filesUnder(uploadsDir).map((rel) => ({ name: `uploads/${rel}`, source: path.join(uploadsDir, rel) })),
    ];
    const files: ManifestFile[] = [];
    async function* entries(): AsyncGenerator<TarEntry> {
      for (const s of sources) {
        if (!fs.existsSync(s.source)) continue; // an upload removed by the server meanwhile
        files.push({ name: s.name, bytes: fs.statSync(s.source).size, sha256: await sha256File(s.source) });
        yield s;
      }
      const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), files };
      yield { name: MANIFEST, source: Buffer.from(JSON.stringify(manifest, null, 2)) };
    }
    fs.rmSync(partial, { force: true });
    await writeTarGz(partial, entries());
    if (fs.existsSync(file)) throw new Error(`${file} already exists`);
    fs.renameSync(partial, file);
    return { format: FORMAT, createdAt: new Date().toISOString(), files };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** A name an archive may hold: the database, the manifest, or a plain relative path under uploads/. */
function safeName(name: string): boolean {
  if (name === DB_NAME || name === MANIFEST) return true;
  if (!name.startsWith('uploads/') || name.includes('\\') || name.includes('\0')) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/**
 * Reads the archive into `staging` and checks it completely. Throws DamagedArchiveError naming the
 * first problem; nothing outside `staging` is written.
 */
export async function unpackVerified(file: string, staging: string): Promise<Manifest> {
  const seen = new Map<string, ManifestFile>();
  let manifestText = '';
  await readTarGz(file, (name, size) => {
    if (!safeName(name)) throw new DamagedArchiveError(`unexpected entry "${name}"`);
    if (seen.has(name) || (name === MANIFEST && manifestText)) throw new DamagedArchiveError(`"${name}" appears twice`);
    if (name === MANIFEST) {
      const parts: Buffer[] = [];
      return { write: (c) => void parts.push(c), done: () => void (manifestText = Buffer.concat(parts).toString('utf8')) };
    }
    const target = path.join(staging, ...name.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const fd = fs.openSync(target, 'wx', 0o600);
    const hash = crypto.createHash('sha256');
    return {
      write(chunk) {
        hash.update(chunk);
        fs.writeSync(fd, chunk);
      },
      done() {
        fs.closeSync(fd);
        seen.set(name, { name, bytes: size, sha256: hash.digest('hex') });
      },
    };
  });
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new DamagedArchiveError('the manifest is missing or unreadable');
  }
  if (manifest.format !== FORMAT || !Array.isArray(manifest.files)) throw new DamagedArchiveError(`not a ${FORMAT} archive`);
  const listed = new Set(manifest.files.map((f) => f.name));
  for (const f of manifest.files) {
    const got = seen.get(f.name);
    if (!got) throw new DamagedArchiveError(`${f.name} is missing`);
    if (got.bytes !== f.bytes || got.sha256 !== f.sha256) throw new DamagedArchiveError(`${f.name} does not match its checksum`);
  }
  for (const name of seen.keys()) if (!listed.has(name)) throw new DamagedArchiveError(`${name} is not in the manifest`);
  if (!seen.has(DB_NAME)) throw new DamagedArchiveError('the archive holds no database');
  const problems = databaseProblems(path.join(staging, DB_NAME));
  if (problems.length) throw new DamagedArchiveError(`the database is damaged: ${problems.slice(0, 3).join('; ')}`);
  return manifest;
}

export interface RestoreResult {
  manifest: Manifest;
  /** where the replaced database and uploads were moved */
  keptIn: string;
}

/**
 * Restores `file` into `dataDir`. Stop the server first: it holds the database open.
 * A damaged archive throws DamagedArchiveError and leaves `dataDir` as it was.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const manifest = await unpackVerified(file, staging);
    const keptIn = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(keptIn);
    const db = databaseFile(dataDir);
    for (const f of [db, `${db}-wal`, `${db}-shm`, path.join(dataDir, 'uploads')]) {
      if (fs.existsSync(f)) fs.renameSync(f, path.join(keptIn, path.basename(f)));
    }
    fs.renameSync(path.join(staging, DB_NAME), db);
    const stagedUploads = path.join(staging, 'uploads');
    if (fs.existsSync(stagedUploads)) fs.renameSync(stagedUploads, path.join(dataDir, 'uploads'));
    else fs.mkdirSync(path.join(dataDir, 'uploads'));
    rotateJwtSecret(dataDir);
    return { manifest, keptIn };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
