// `npm start` builds the admin bundle only when its sources changed (issue 35): a hash of what goes into
// it (admin/'s sources, the server/shared/ files it bundles, the Vite config, the lockfile) is kept next
// to the bundle, dist/admin.sources-hash; a start whose hash matches and whose bundle is there skips Vite
// (some seconds) and starts the server at once. `--check` only says whether a build is due (exit 1 if so);
// `--force` builds whatever the stamp says (npm run build:admin).
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** what the bundle is made from, relative to the project's root: folders are read whole */
export const BUNDLE_SOURCES = ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'admin/public', 'server/shared', 'package-lock.json'];

function files(root: string, rel: string): string[] {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [rel];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.endsWith('.test.ts'))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
}

/** The hash of the bundle's sources: each file's path and bytes, in a fixed order. */
export function sourcesHash(root = ROOT): string {
  const hash = crypto.createHash('sha256');
  for (const rel of BUNDLE_SOURCES.flatMap((s) => files(root, s)).sort()) {
    hash.update(`${rel}\0`);
    hash.update(fs.readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const stampFile = (root = ROOT) => path.join(root, 'dist', 'admin.sources-hash');

/** Whether dist/admin was built from the sources as they are now. */
export function bundleIsFresh(root = ROOT): boolean {
  if (!fs.existsSync(path.join(root, 'dist', 'admin', 'index.html'))) return false;
  const stamp = stampFile(root);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === sourcesHash(root);
}

/** Builds the bundle when it is out of date (or `force`); answers whether it built. */
export function ensureAdminBundle(root = ROOT, force = false): boolean {
  if (!force && bundleIsFresh(root)) return false;
  const hash = sourcesHash(root);
  // the stamp is written only after a build that succeeded: a failed one is tried again next start
  fs.rmSync(stampFile(root), { force: true });
  const vite = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'admin/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (vite.status !== 0) throw new Error(`the admin bundle's build failed (vite exit ${vite.status ?? vite.signal})`);
  fs.writeFileSync(stampFile(root), `${hash}\n`);
  return true;
}

if (import.meta.main) {
  if (process.argv.includes('--check')) {
    const fresh = bundleIsFresh();
    console.log(fresh ? 'admin bundle up to date' : 'admin bundle out of date');
    process.exitCode = fresh ? 0 : 1;
  } else {
    const started = performance.now();
    const built = ensureAdminBundle(ROOT, process.argv.includes('--force'));
    console.log(`${built ? 'admin bundle built' : 'admin bundle up to date'} (${Math.round(performance.now() - started)} ms)`);
  }
}
