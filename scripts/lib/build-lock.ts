// Two Astro builds in one project folder at once fail (DESIGN.md "Known traps"), and tests, the server
// and benchmarks may all build: this file lock makes them take turns, across processes.
import fs from 'node:fs';
import path from 'node:path';

const STALE_MS = 10 * 60 * 1000;

function pidAlive(pid: number): boolean {
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

export async function withBuildLock<T>(lockFile: string, run: () => Promise<T>, timeoutMs = 15 * 60 * 1000): Promise<T> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const started = Date.now();
  for (;;) {
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
