import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { PROJECT_ROOT } from './build-site.ts';
import { WorkerBuilder } from './worker-builder.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

it('a stop while another build holds the lock answers at once, without starting Astro', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-lock-'));
  dirs.push(dir);
  const lockFile = path.join(dir, '.build.lock');
  fs.writeFileSync(lockFile, String(process.pid)); // held by a live process: this one
  const builder = new WorkerBuilder({ dataDir: dir, lockFile });
  const controller = new AbortController();
  const t0 = Date.now();
  const result = builder.build({ outDir: path.join(dir, 'out'), signal: controller.signal });
  setTimeout(() => controller.abort(), 200);
  expect(await result).toEqual({ ok: false, log: 'build stopped while waiting for another build to finish' });
  expect(Date.now() - t0).toBeLessThan(2000);
  fs.rmSync(lockFile); // the waiting build then takes the lock, sees the stop and gives it back
  await new Promise((r) => setTimeout(r, 600));
  expect(fs.existsSync(lockFile)).toBe(false);
  expect(fs.existsSync(path.join(dir, 'out'))).toBe(false);
  await builder.close();
});

it('a starting worker removes the build folders of dead processes and keeps those of live ones', async () => {
  const folder = path.join(PROJECT_ROOT, 'node_modules', '.astro-worker');
  // a process that has exited: its pid is free
  const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
  const dead = path.join(folder, `${gone}-1`);
  const deadWarm = path.join(folder, `warm-${gone}-1-1`);
  const live = path.join(folder, `${process.pid}-1`);
  for (const dir of [dead, deadWarm, live]) fs.mkdirSync(path.join(dir, 'out'), { recursive: true });
  const builder = new WorkerBuilder({ dataDir: os.tmpdir() });
  try {
    builder.warm();
    for (let i = 0; i < 200 && (fs.existsSync(dead) || fs.existsSync(deadWarm)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(dead)).toBe(false);
    expect(fs.existsSync(deadWarm)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
  } finally {
    await builder.close();
    fs.rmSync(live, { recursive: true, force: true });
  }
});
