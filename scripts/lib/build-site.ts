// Runs `astro build` in a child process into a given folder, reading the given data folder.
// The server's publish queue, the tests and the benchmarks all build through this one function.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { withBuildLock } from './build-lock.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ASTRO_BIN = path.join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');

export interface SiteBuildOptions {
  dataDir: string;
  outDir: string;
  siteUrl?: string;
  /** aborting kills the build */
  signal?: AbortSignal;
  /** extra environment for the build */
  env?: Record<string, string>;
}

export interface SiteBuildResult {
  ok: boolean;
  ms: number;
  /** the last lines of the build's output */
  log: string;
  code: number | null;
}

const LOG_TAIL = 80;

export function buildSite(o: SiteBuildOptions): Promise<SiteBuildResult> {
  return withBuildLock(path.join(ROOT, 'dist', '.build.lock'), () => runAstro(o));
}

function runAstro(o: SiteBuildOptions): Promise<SiteBuildResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line);
      if (lines.length > LOG_TAIL * 4) lines.splice(0, lines.length - LOG_TAIL);
    };
    const child = spawn(process.execPath, [ASTRO_BIN, 'build', '--root', ROOT], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...o.env,
        DATA_DIR: path.resolve(o.dataDir),
        SITE_OUT_DIR: path.resolve(o.outDir),
        ...(o.siteUrl ? { SITE_URL: o.siteUrl } : {}),
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: o.signal,
    });
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const finish = (code: number | null, extra?: string) => {
      if (extra) lines.push(extra);
      resolve({ ok: code === 0, ms: Date.now() - started, log: lines.slice(-LOG_TAIL).join('\n'), code });
    };
    child.on('error', (err) => finish(null, `build process error: ${err.message}`));
    child.on('close', (code, signal) => finish(code, signal ? `build stopped by ${signal}` : undefined));
  });
}
