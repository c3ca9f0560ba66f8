// Taking over a lock whose holder was killed while another process is taking it over too: a taker that
// finds the other's guard (`<lock>.takeover`) and then finds it gone (the other finished in between)
// waits its turn like any busy taker. It used to fail with ENOENT: in CI, one of six builds racing for
// a killed build's lock died of it (server/publish/build-lock.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { pidAlive, tryLock } from './file-lock.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-file-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A process id no process of this machine has. */
function deadPid(): number {
  let pid = 999_999;
  while (pidAlive(pid)) pid++;
  return pid;
}

it("answers busy when another taker's guard vanishes before it can be looked at, then takes the lock", async () => {
  const lock = path.join(root, 'killed.lock');
  fs.mkdirSync(lock);
  fs.writeFileSync(path.join(lock, 'holder.json'), JSON.stringify({ pid: deadPid(), host: os.hostname() }));
  const guard = `${lock}.takeover`;
  fs.mkdirSync(guard); // another taker is at work...
  const statSync = fs.statSync;
  const spy = vi.spyOn(fs, 'statSync').mockImplementation(((file: fs.PathLike, options?: fs.StatSyncOptions) => {
    if (String(file) === guard) fs.rmdirSync(guard); // ...and is done right after this one's mkdir found its guard
    return statSync(file, options);
  }) as typeof fs.statSync);
  try {
    expect(await tryLock(lock)).toBeNull();
  } finally {
    spy.mockRestore();
  }
  const held = await tryLock(lock);
  expect(held).not.toBeNull();
  expect(JSON.parse(fs.readFileSync(path.join(lock, 'holder.json'), 'utf8')).pid).toBe(process.pid);
  await held!.release();
  expect(fs.existsSync(lock)).toBe(false);
});
