// Runs a cold `astro build` in a child process into a given folder, reading the given data folder:
// `npm run build:site`, the site tests and the benchmarks build through this one function (the server
// uses the warm worker of worker-builder.ts, under the same locks).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildChildEnv } from '../lib/child-env.ts';
import { withAstroBuildLocks } from './build-lock.ts';

/** The project folder holding astro.config.mjs and site/ (config.rootDir; the default for tests). */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface SiteBuildOptions {
  dataDir: string;
  outDir: string;
  /** the project folder to build (config.rootDir); default PROJECT_ROOT */
  root?: string;
  /** the publish lock of the DIST_DIR the release goes to (config.buildLockFile); none for a test build */
  lockFile?: string;
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
  const root = o.root ?? PROJECT_ROOT;
  const started = Date.now();
  return withAstroBuildLocks({ root, lockFile: o.lockFile, signal: o.signal }, () => runAstro(root, o)).catch((err: Error) => ({
    ok: false,
    ms: Date.now() - started,
    log: err.message,
    code: null,
  }));
}

function runAstro(root: string, o: SiteBuildOptions): Promise<SiteBuildResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line);
      if (lines.length > LOG_TAIL * 4) lines.splice(0, lines.length - LOG_TAIL);
    };
    const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const child = spawn(process.execPath, [astro, 'build', '--root', root], {
      cwd: root,
      env: {
        ...buildChildEnv(), // never the server's secrets
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
