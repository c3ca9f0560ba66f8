// One process at a time works on a DATA_DIR: the server for as long as it runs, `npm run restore` while
// it swaps the database and uploads (renaming them under a server's open SQLite connection would lose
// writes and leave the server on the replaced files). A lock (server/lib/file-lock.ts) beside a note
// of its holder, so the refusal can say who holds it.
import fs from 'node:fs';
import path from 'node:path';
import { pidAlive } from './publish/build-lock.ts';
import { tryLock, type HeldLock } from './lib/file-lock.ts';

/** A killed holder's lock is free after this long; a start waits that long for a dead holder's lock. */
const STALE_MS = 15_000;

type Role = 'server' | 'restore';
interface Holder {
  pid: number;
  role: Role;
}

const lockPath = (dataDir: string) => path.join(dataDir, 'data-dir.lock');
const holderPath = (dataDir: string) => path.join(dataDir, 'data-dir.lock.json');

function readHolder(dataDir: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(holderPath(dataDir), 'utf8')) as Holder;
  } catch {
    return null;
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, wanted: Role, holder: Holder | null) {
    const who = holder?.role === 'restore' ? 'A restore is running on' : 'A server is running with';
    const pid = holder ? ` (pid ${holder.pid})` : '';
    const then =
      wanted === 'restore'
        ? holder?.role === 'restore'
          ? 'Wait for it to finish.'
          : 'Stop it, then run npm run restore again.'
        : holder?.role === 'restore'
          ? 'Start the server when it has finished.'
          : 'Stop it first, or give this server another DATA_DIR.';
    super(`${who} DATA_DIR=${dataDir}${pid}. ${then}`);
  }
}

/**
 * Takes the DATA_DIR lock for `role`. Throws DataDirInUseError at once while a live process holds it;
 * a killed one's lock is waited for until it is stale, then taken over.
 */
export async function lockDataDir(dataDir: string, role: Role): Promise<HeldLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + STALE_MS + 5_000;
  for (;;) {
    const lock = await tryLock(lockPath(dataDir), STALE_MS);
    if (lock) {
      fs.writeFileSync(holderPath(dataDir), JSON.stringify({ pid: process.pid, role } satisfies Holder));
      return {
        lost: lock.lost,
        async release() {
          if (readHolder(dataDir)?.pid === process.pid) fs.rmSync(holderPath(dataDir), { force: true });
          await lock.release();
        },
      };
    }
    const holder = readHolder(dataDir);
    if ((holder && pidAlive(holder.pid)) || Date.now() > deadline) throw new DataDirInUseError(dataDir, role, holder);
    await new Promise((r) => setTimeout(r, 250));
  }
}
