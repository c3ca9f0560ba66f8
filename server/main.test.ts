// The real entry point: starts, prints where it is and the generated password once, stops on SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../scripts/lib/backup.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: '0', LOG_LEVEL: 'warn', DIST_DIR: path.join(dataDir, 'dist') };

function start(): Promise<{ output: string; port: number; pid: number; stop: (signal?: NodeJS.Signals) => Promise<number | null> }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    // a bound, not a measure: a start on a loaded machine (the whole suite in parallel) has taken 30 s
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 90_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = output.match(/Admin email: .+\n(Admin password.*\n)?/);
      const port = output.match(/Site: +http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m && port) {
        clearTimeout(timer);
        resolve({
          output,
          port: Number(port[1]),
          pid: child.pid!,
          stop: (signal = 'SIGTERM') =>
            new Promise((done) => {
              child.on('exit', (code) => done(code));
              child.kill(signal);
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}: ${output}`));
    });
  });
}

describe('npm start (server/main.ts)', () => {
  it('prints the URLs and a generated admin password once, serves the API, and exits 0 on SIGTERM', async () => {
    const first = await start();
    expect(first.output).toContain('Admin email: admin@example.com');
    const password = first.output.match(/Admin password \(shown once, keep it\): (\S+)/)?.[1];
    expect(password).toBeTruthy();
    const login = await fetch(`http://127.0.0.1:${first.port}/v2/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).token).toBeTruthy();
    expect(await first.stop()).toBe(0);

    const second = await start();
    expect(second.output).not.toContain('Admin password');
    expect(await second.stop()).toBe(0);
  }, 90_000);

  it('refuses a second server and `npm run restore` while it runs on the same DATA_DIR, changing nothing', async () => {
    const running = await start();
    let stopped = false;
    const archive = path.join(os.tmpdir(), `cms-main-backup-${process.pid}.tar.gz`);
    const restore = () => spawnSync(process.execPath, [path.join(import.meta.dirname, '..', 'scripts', 'restore.ts'), archive], { env, encoding: 'utf8' });
    try {
      const second = start().then(
        (s) => s.stop().then(() => 'started'),
        (err: Error) => err.message,
      );
      expect(await second).toContain(`A server is running with DATA_DIR=${dataDir} (pid ${running.pid}). Stop it first, or give this server another DATA_DIR.`);

      await createBackup(dataDir, archive); // a sound backup, taken while the server runs
      const secrets = fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8');
      const refused = restore();
      expect(refused.stderr).toContain(
        `A server is running with DATA_DIR=${dataDir} (pid ${running.pid}). Stop it, then run npm run restore again. Nothing was changed.`,
      );
      expect(refused.status).toBe(1);
      expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('before-restore-') || n.startsWith('.restore-'))).toEqual([]);
      expect(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe(secrets);
      expect((await fetch(`http://127.0.0.1:${running.port}/v2/api/pages`)).status).toBe(200); // still serving

      stopped = true;
      expect(await running.stop()).toBe(0);
      const restored = restore();
      expect(restored.stdout, restored.stderr).toContain('Restored');
      expect(restored.status).toBe(0);
    } finally {
      if (!stopped) await running.stop();
      fs.rmSync(archive, { force: true });
    }
  }, 90_000);

  it('starts on the DATA_DIR of a killed server (its lock names a dead process)', async () => {
    await (await start()).stop('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, 'data-dir.lock'))).toBe(true);
    const next = await start();
    expect(await next.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'data-dir.lock'))).toBe(false);
  }, 200_000);
});
