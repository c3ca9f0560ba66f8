// Cross-process locks on proper-lockfile. A lock is a directory (mkdir is atomic) whose time its holder
// keeps refreshing, so a live holder keeps it however long it works; a lock nobody refreshed for
// `staleMs` (its holder was killed) is taken over.
// proper-lockfile removes a stale lock by path after judging it stale: two processes that both judge
// it stale can end up both holding it (the second one's rmdir removes the lock the first just made;
// moxystudio/node-proper-lockfile#121). Its `fs` option lets the removal of a stale lock take a
// guard directory first and judge the lock again under it, so takers remove it one at a time and
// never remove a fresh one.
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

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

/** Resolved paths of the locks this process holds: their release must not go through the guard. */
const held = new Set<string>();
/** A guard left by a taker killed inside its few milliseconds of work. */
const GUARD_STALE_MS = 5_000;

export const lockedError = (message: string) => Object.assign(new Error(message), { code: 'ELOCKED' });

const ageMs = (file: string) => Date.now() - fs.statSync(file).mtimeMs;

function removeStale(dir: string, staleMs: number): void {
  const guard = `${dir}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    if (ageMs(guard) > GUARD_STALE_MS) fs.rmSync(guard, { recursive: true, force: true });
    throw lockedError('another process is taking the lock over');
  }
  try {
    if (!fs.existsSync(dir)) return; // removed meanwhile: proper-lockfile tries mkdir next
    if (ageMs(dir) <= staleMs) throw lockedError('the lock was taken meanwhile');
    if (fs.statSync(dir).isDirectory()) fs.rmdirSync(dir);
    else fs.rmSync(dir); // a lock file of the hand-made lock this replaced
  } finally {
    fs.rmdirSync(guard);
  }
}

function guardedFs(staleMs: number) {
  return {
    ...fs,
    rmdir(dir: string, callback: (err: Error | null) => void) {
      if (held.has(path.resolve(dir))) return fs.rmdir(dir, callback); // our own release
      try {
        removeStale(dir, staleMs);
        callback(null);
      } catch (err) {
        callback(err as Error);
      }
    },
  };
}

/** Whether this process holds the lock at `lockPath`. */
export const holdsLock = (lockPath: string) => held.has(path.resolve(lockPath));

/** Takes the lock at `lockPath` once; null while another process holds it. */
export async function tryLock(lockPath: string, staleMs = 30_000): Promise<HeldLock | null> {
  const resolved = path.resolve(lockPath);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const lost = new AbortController();
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(resolved, {
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
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') return null;
    throw err;
  }
  held.add(resolved);
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
