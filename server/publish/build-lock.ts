// File locks that make builds take turns across processes (the server, `npm run build:site`, tests,
// benchmarks). A build holds two:
// - the publish lock of its DIST_DIR (config.buildLockFile): publishers of one DIST_DIR take turns, and
//   publishers of two DIST_DIRs never share a lock file;
// - the project lock (projectBuildLock): two Astro builds in ONE project folder at once fail (DESIGN.md
//   "Known traps": they share Astro's caches and generated files in that folder), whatever their
//   DIST_DIR, so every Astro build of the folder also takes this one. It lives beside Astro's cache in
//   node_modules, which is writable wherever Astro can build at all.
// They are always taken in that order (publish lock, then project lock), so two builds cannot deadlock.
import fs from 'node:fs';
import path from 'node:path';

const STALE_MS = 10 * 60 * 1000;

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

function readHolder(lockFile: string): { pid: number; ageMs: number } | null {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    return { pid: Number.isInteger(pid) ? pid : -1, ageMs: Date.now() - fs.statSync(lockFile).mtimeMs };
  } catch {
    return null;
  }
}

/** The lock every Astro build of the project folder `root` takes. */
export function projectBuildLock(root: string): string {
  return path.join(root, 'node_modules', '.astro-build.lock');
}

/**
 * Runs an Astro build of the project folder `root` under its locks: the publish lock of its DIST_DIR
 * (when given) and the project lock.
 */
export function withAstroBuildLocks<T>(o: { root: string; lockFile?: string; signal?: AbortSignal }, run: () => Promise<T>): Promise<T> {
  const project = () => withBuildLock(projectBuildLock(o.root), run, { signal: o.signal });
  return o.lockFile ? withBuildLock(o.lockFile, project, { signal: o.signal }) : project();
}

/** Runs `run` holding the lock; a stop (`signal`) while waiting gives up without taking it. */
export async function withBuildLock<T>(
  lockFile: string,
  run: () => Promise<T>,
  { timeoutMs = 15 * 60 * 1000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const started = Date.now();
  for (;;) {
    if (signal?.aborted) throw new Error('build stopped while waiting for another build to finish', { cause: signal.reason });
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A lock left by a dead process (killed build, crashed test) is taken over.
      const holder = readHolder(lockFile);
      if (!holder) continue; // released meanwhile
      if (!pidAlive(holder.pid) || holder.ageMs > STALE_MS) {
        fs.rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for the build lock ${lockFile}`, { cause: err });
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  try {
    return await run();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
