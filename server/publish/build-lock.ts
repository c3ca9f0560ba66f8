// File locks that make builds take turns across processes (the server, `npm run build:site`, tests,
// benchmarks). A build holds two:
// - the publish lock of its DIST_DIR (config.buildLockFile): publishers of one DIST_DIR take turns, and
//   publishers of two DIST_DIRs never share a lock file;
// - the project lock (projectBuildLock): two Astro builds in ONE project folder at once fail (DESIGN.md
//   "Known traps": they share Astro's caches and generated files in that folder), whatever their
//   DIST_DIR, so every Astro build of the folder also takes this one. It lives beside Astro's cache in
//   node_modules, which is writable wherever Astro can build at all.
// They are always taken in that order (publish lock, then project lock), so two builds cannot deadlock.
// A lock is held while its holder runs, however long the build (server/lib/file-lock.ts); a killed
// build's lock is taken over at once on this machine, after STALE_MS from another one.
import path from 'node:path';
import { acquireLock, holdsLock } from '../lib/file-lock.ts';

/** Whether a process of this id runs (astro-worker.ts removes dead workers' folders with it). */
export { pidAlive } from '../lib/file-lock.ts';

const STALE_MS = 30_000;

/** The lock every Astro build of the project folder `root` takes. */
export function projectBuildLock(root: string): string {
  return path.join(root, 'node_modules', '.astro-build.lock');
}

/** Whether this process holds the build lock `lockFile` (tests wait for it). */
export const holdsBuildLock = holdsLock;

/**
 * Runs an Astro build of the project folder `root` under its locks: the publish lock of its DIST_DIR
 * (when given) and the project lock.
 */
export function withAstroBuildLocks<T>(o: { root: string; lockFile?: string; signal?: AbortSignal }, run: () => Promise<T>): Promise<T> {
  const project = () => withBuildLock(projectBuildLock(o.root), run, { signal: o.signal });
  return o.lockFile ? withBuildLock(o.lockFile, project, { signal: o.signal }) : project();
}

/**
 * Runs `run` holding the lock; a stop (`signal`) while waiting gives up without taking it. A build
 * whose lock another process took over meanwhile (`lost`: it stopped refreshing it for STALE_MS)
 * fails rather than publish beside that process.
 */
export async function withBuildLock<T>(
  lockFile: string,
  run: (lost: AbortSignal) => Promise<T>,
  { timeoutMs = 15 * 60 * 1000, signal, staleMs = STALE_MS }: { timeoutMs?: number; signal?: AbortSignal; staleMs?: number } = {},
): Promise<T> {
  const lock = await acquireLock(lockFile, { staleMs, timeoutMs, signal, what: 'the build lock' }).catch((err: Error) => {
    if (signal?.aborted) throw new Error('build stopped while waiting for another build to finish', { cause: signal.reason });
    throw err;
  });
  try {
    const result = await run(lock.lost);
    if (lock.lost.aborted) throw new Error(`another process took the build lock ${lockFile} over during the build`, { cause: lock.lost.reason });
    return result;
  } finally {
    await lock.release();
  }
}
