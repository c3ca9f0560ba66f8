// Backup archives (.tar.gz) through the `tar` package. A restore lists the whole archive first and
// refuses anything that is not a plain file or folder under a plain relative name, before a single
// byte is written; only then is it extracted, into a fresh folder. Damaged bytes (the gzip CRC, a
// header checksum, an archive cut off) are refused too.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { extract, list, Pack, type ReadEntry } from 'tar';

export class DamagedArchiveError extends Error {}

/** Writes the files `names` (relative to `cwd`, in order; produced lazily) into `dest` (gzip). */
export async function writeTarGz(dest: string, cwd: string, names: AsyncIterable<string>): Promise<void> {
  // strict: a file that vanishes or changes while archived fails the backup instead of leaving it out
  const pack = new Pack({ cwd, gzip: true, portable: true, strict: true, noDirRecurse: true });
  const written = pipeline(pack, fs.createWriteStream(dest, { flags: 'wx', mode: 0o600 }));
  let failed: unknown = null;
  try {
    for await (const name of names) pack.add(name);
  } catch (err) {
    failed = err;
  }
  pack.end();
  await written;
  if (failed) throw failed;
}

export interface ArchiveEntry {
  name: string;
  type: ReadEntry['type'];
  size: number;
}

/** Why a name must not be extracted, or null. */
export function unsafeName(name: string): string | null {
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return 'an absolute name';
  if (name.includes('\\') || name.includes('\0')) return 'a name with a backslash or a NUL';
  if (name.split('/').some((part) => part === '..')) return 'a name with ".."';
  return null;
}

function damaged(err: unknown): DamagedArchiveError {
  if (err instanceof DamagedArchiveError) return err;
  return new DamagedArchiveError(`the archive is damaged (${(err as Error).message})`, { cause: err });
}

/**
 * Reads every entry of `file` without writing anything. `check` throws DamagedArchiveError to refuse
 * an entry and answers how many of its bytes it wants (0: none); answers those bytes by name.
 */
export async function listTarGz(file: string, check: (entry: ArchiveEntry) => number): Promise<Map<string, Buffer>> {
  const kept = new Map<string, Buffer>();
  let refusal: unknown = null;
  try {
    await list({
      file,
      strict: true,
      onReadEntry(entry) {
        if (refusal) return void entry.resume();
        try {
          const keep = check({ name: entry.path, type: entry.type, size: entry.size });
          if (keep <= 0 || entry.size > keep) return void entry.resume();
          const parts: Buffer[] = [];
          entry.on('data', (c: Buffer) => parts.push(c));
          entry.on('end', () => kept.set(entry.path, Buffer.concat(parts)));
        } catch (err) {
          refusal = err;
          entry.resume();
        }
      },
    });
  } catch (err) {
    throw refusal ? damaged(refusal) : damaged(err);
  }
  if (refusal) throw damaged(refusal);
  return kept;
}

/** Extracts `file` into `dir` (a fresh folder), taking only the entries `accept` names. */
export async function extractTarGz(file: string, dir: string, accept: (entry: ArchiveEntry) => boolean): Promise<void> {
  try {
    await extract({
      file,
      cwd: dir,
      strict: true,
      preservePaths: false,
      filter: (name, entry) => 'type' in entry && accept({ name, type: entry.type, size: entry.size }),
    });
  } catch (err) {
    throw damaged(err);
  }
}
