// One process at a time works on a DATA_DIR: the server for as long as it runs, `npm run restore` while
// it swaps the database and uploads (renaming them under a server's open SQLite connection would lose
// writes and leave the server on the replaced files). The lock (server/lib/file-lock.ts) notes its
// holder's pid and role, so the refusal can say who holds it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockHolder, pidAlive, tryLock, type HeldLock } from './lib/file-lock.ts';

/** A holder that stopped refreshing the lock this long (a frozen machine, another host) loses it. */
const STALE_MS = 15_000;

type Role = 'server' | 'restore';
interface Holder {
  pid: number;
  role: Role;
  /** a process of this machine that runs, or one of another machine */
  live: boolean;
}

const lockPath = (dataDir: string) => path.join(dataDir, 'data-dir.lock');

function readHolder(dataDir: string): Holder | null {
  const holder = lockHolder(lockPath(dataDir));
  if (!holder) return null;
  return { pid: holder.pid, role: holder.role === 'restore' ? 'restore' : 'server', live: holder.host !== os.hostname() || pidAlive(holder.pid) };
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
 * Takes the DATA_DIR lock for `role`. Throws DataDirInUseError while a live process holds it; a killed
 * one's lock is taken over.
 */
export async function lockDataDir(dataDir: string, role: Role): Promise<HeldLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + STALE_MS + 5_000;
  for (;;) {
    const lock = await tryLock(lockPath(dataDir), STALE_MS, { role });
    if (lock) return lock;
    const holder = readHolder(dataDir);
    if (holder?.live || Date.now() > deadline) throw new DataDirInUseError(dataDir, role, holder);
    await new Promise((r) => setTimeout(r, 250));
  }
}
