// The real entry point: starts, prints where it is and the generated password once, stops on SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(): Promise<{ output: string; port: number; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: '0', LOG_LEVEL: 'warn', DIST_DIR: path.join(dataDir, 'dist') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = output.match(/Admin email: .+\n(Admin password.*\n)?/);
      const port = output.match(/Site: +http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m && port) {
        clearTimeout(timer);
        resolve({
          output,
          port: Number(port[1]),
          stop: () =>
            new Promise((done) => {
              child.on('exit', (code) => done(code));
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
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
});
