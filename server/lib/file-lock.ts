// Cross-process locks on proper-lockfile. A lock is a directory (mkdir is atomic) whose time its holder
// keeps refreshing, so a live holder keeps it however long it works; a lock nobody refreshed for
// `staleMs`, or whose holder's note (holder.json inside it) names a process of this machine that no
// longer runs, is taken over.
// proper-lockfile removes a stale lock by path after judging it stale: two processes that both judge
// it stale can end up both holding it (the second one's rmdir removes the lock the first just made;
// moxystudio/node-proper-lockfile#121). Its `fs` option lets every removal of another's lock take a
// guard directory first and judge the lock again under it, so takers remove it one at a time and
// never remove a fresh one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile, { type LockOptions as ProperLockOptions } from 'proper-lockfile';

export interface HeldLock {
  /** aborted when another process took the lock over (this holder stopped refreshing it for staleMs) */
  lost: AbortSignal;
  release(): Promise<void>;
}

export interface LockOptions {
  /** how long an unrefreshed lock is kept for its holder (at least 2000, proper-lockfile's minimum) */
  staleMs?: number;
  timeoutMs?: number;
  /** a stop while waiting gives up without taking the lock */
  signal?: AbortSignal;
  /** what the timeout says */
  what?: string;
}

export interface LockHolder {
  pid: number;
  host: string;
  [more: string]: unknown;
}

/** Resolved paths of the locks this process holds: their release must not go through the guard. */
const held = new Set<string>();
/** A guard left by a taker killed inside its few milliseconds of work. */
const GUARD_STALE_MS = 5_000;

export const lockedError = (message: string) => Object.assign(new Error(message), { code: 'ELOCKED' });

/** Whether a process of this id runs (a lock or a folder left by a dead one is taken over or removed). */
export function pidAlive(pid: number): boolean {
  if (pid <= 0) return false; // kill(-1, 0) would ask about every process
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const notePath = (dir: string) => path.join(dir, 'holder.json');

/** Who holds the lock at `lockPath`, when it says (null: free, or just taken and not noted yet). */
export function lockHolder(lockPath: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(notePath(lockPath), 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

const holderDead = (dir: string) => {
  const holder = lockHolder(dir);
  return holder !== null && holder.host === os.hostname() && !pidAlive(holder.pid);
};

/** How long ago the file or folder changed; null when it is gone (another process removed it since it was seen). */
function ageMs(file: string): number | null {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function removeLockDir(dir: string): void {
  if (!fs.statSync(dir).isDirectory()) return fs.rmSync(dir); // a lock file of the hand-made lock this replaced
  fs.rmSync(notePath(dir), { force: true });
  fs.rmdirSync(dir);
}

/** Removes another process's lock if, judged again under the guard, it is stale or its holder dead. */
function removeStale(dir: string, staleMs: number): void {
  const guard = `${dir}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // the guard's taker may have finished and removed it since the mkdir: busy all the same, try later
    const guardAge = ageMs(guard);
    if (guardAge !== null && guardAge > GUARD_STALE_MS) fs.rmSync(guard, { recursive: true, force: true });
    throw lockedError('another process is taking the lock over');
  }
  try {
    const age = ageMs(dir);
    if (age === null) return; // removed meanwhile: proper-lockfile tries mkdir next
    if (age <= staleMs && !holderDead(dir)) throw lockedError('the lock was taken meanwhile');
    try {
      removeLockDir(dir);
    } catch (err) {
      // its (stale but living) holder released it in between: gone either way
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  } finally {
    fs.rmdirSync(guard);
  }
}

function guardedFs(staleMs: number) {
  const own = (dir: string) => held.has(path.resolve(dir));
  return {
    ...fs,
    rmdir(dir: string, callback: (err: Error | null) => void) {
      try {
        if (own(dir)) removeLockDir(dir);
        else removeStale(dir, staleMs);
        callback(null);
      } catch (err) {
        callback(err as Error);
      }
    },
    // proper-lockfile's release at process exit
    rmdirSync: (dir: string) => (own(dir) ? removeLockDir(dir) : undefined),
  };
}

/** Whether this process holds the lock at `lockPath`. */
export const holdsLock = (lockPath: string) => held.has(path.resolve(lockPath));

/** Takes the lock at `lockPath` once, noting `note` in it; null while another process holds it. */
export async function tryLock(lockPath: string, staleMs = 30_000, note: Record<string, unknown> = {}): Promise<HeldLock | null> {
  const resolved = path.resolve(lockPath);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const lost = new AbortController();
  const options: ProperLockOptions = {
    lockfilePath: resolved,
    realpath: false,
    stale: staleMs,
    update: Math.max(1000, staleMs / 4),
    fs: guardedFs(staleMs),
    // the default throws from a timer and would end the server: the holder is told instead
    onCompromised: (err) => {
      held.delete(resolved);
      lost.abort(err);
    },
  };
  const locked = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ELOCKED';
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(resolved, options);
  } catch (err) {
    if (!locked(err)) throw err;
    if (!holderDead(resolved)) return null;
    try {
      removeStale(resolved, staleMs); // a killed holder's lock need not wait until it is stale
      release = await lockfile.lock(resolved, options);
    } catch (again) {
      if (locked(again)) return null;
      throw again;
    }
  }
  held.add(resolved);
  // The note changes the folder's time, which proper-lockfile checks to know the lock is still its own.
  const { mtime } = fs.statSync(resolved);
  fs.writeFileSync(notePath(resolved), JSON.stringify({ ...note, pid: process.pid, host: os.hostname() } satisfies LockHolder));
  fs.utimesSync(resolved, mtime, mtime);
  return {
    lost: lost.signal,
    async release() {
      if (!held.has(resolved)) return; // taken over: the lock there is another process's now
      try {
        await release();
      } finally {
        held.delete(resolved);
      }
    },
  };
}

/** Waits for the lock at `lockPath` (polling) until it is free, the timeout passes or `signal` stops. */
export async function acquireLock(lockPath: string, { staleMs, timeoutMs = Infinity, signal, what = 'the lock' }: LockOptions = {}): Promise<HeldLock> {
  const started = Date.now();
  for (;;) {
    if (signal?.aborted) throw new Error('stopped while waiting for the lock', { cause: signal.reason });
    const lock = await tryLock(lockPath, staleMs);
    if (lock) return lock;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what} ${lockPath}`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, 150);
      signal?.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
    });
  }
}
