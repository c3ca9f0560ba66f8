// What a release is built from: the database (its id and content revision), the site's code and
// dependencies (a fingerprint) and the public address. Every release records it; a live release whose
// source differs from the present one is stale and is rebuilt (after a reset, with another DATA_DIR,
// a restored backup, an upgrade of the code, another SITE_URL or PUBLIC_API_URL).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { readContentRevision } from '../../content-db/content-revision.ts';
import { apiOrigin } from '../../site/lib/api-origin.ts';

export interface ReleaseSource {
  databaseId: string;
  revision: number;
  /** fingerprint of the site's code and dependencies */
  code: string;
  siteUrl: string;
  /**
   * Where the lead form posts (PUBLIC_API_URL's origin, '' for the site's own): the build writes it
   * into the pages. Releases recorded before it counted have none and are read as '' (unset, the usual
   * case), so an upgrade does not rebuild them.
   */
  apiOrigin?: string;
}

/** Reads the present source; what the publisher records at the start of each build. */
export type SourceReader = () => Promise<ReleaseSource>;

/**
 * What the build reads besides the database, relative to the project folder: the Astro site, its
 * config, the content-db modules the site loads its data with, the writer of a warm worker's renders
 * (kept-renderer.ts) and the locked dependencies. Folders are read whole but for SKIPPED_DIRS and
 * skipped names: tests, seeds and migrations do not change what a build makes (a new migration changes
 * the revision). Exported so the tests check this very list.
 */
export const CODE_INPUTS = {
  // server/shared: content-db imports its roles and slugs; astro-internals.ts: astro.config.mjs imports it
  dirs: ['site', 'content-db', 'server/shared'],
  files: ['astro.config.mjs', 'server/publish/kept-renderer.ts', 'server/publish/astro-internals.ts', 'package-lock.json'],
} as const;
export const SKIPPED_DIRS: ReadonlySet<string> = new Set(['test', 'seed', 'migrations', 'data', 'node_modules', '.astro']);
const skipped = (name: string) => name.endsWith('.test.ts') || name.startsWith('.');

function codeFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const full = path.join(root, rel);
    if (!fs.existsSync(full)) return;
    if (!fs.statSync(full).isDirectory()) {
      out.push(rel);
      return;
    }
    for (const d of fs.readdirSync(full, { withFileTypes: true })) {
      if (skipped(d.name) || (d.isDirectory() && SKIPPED_DIRS.has(d.name))) continue;
      walk(path.join(rel, d.name));
    }
  };
  for (const entry of [...CODE_INPUTS.dirs, ...CODE_INPUTS.files]) walk(entry);
  return out.sort();
}

/** The last fingerprint of each folder, with the names, sizes and times of the files it was made from. */
const fingerprints = new Map<string, { files: string; fingerprint: string }>();

/**
 * The fingerprint of the site's code under `root` as the files are now (an edit while the server runs
 * counts: the release records it, the page keys and the build workers' renderers follow it). The files'
 * contents are hashed again only when one of their names, sizes or times changed: a publish asks three
 * times, and a stat of each file is about a millisecond where reading them all is five or more.
 */
export function codeFingerprint(root: string): string {
  const names = codeFiles(root);
  const files = names
    .map((rel) => {
      const stat = fs.statSync(path.join(root, rel));
      return `${rel}\0${stat.size}\0${stat.mtimeMs}`;
    })
    .join('\n');
  const known = fingerprints.get(root);
  if (known?.files === files) return known.fingerprint;
  const hash = crypto.createHash('sha256');
  for (const rel of names) {
    hash.update(`${rel.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  const fingerprint = hash.digest('hex').slice(0, 32);
  fingerprints.set(root, { files, fingerprint });
  return fingerprint;
}

/**
 * Reads the source from the content database; `code` defaults to the fingerprint of `root`, `env` to
 * the server's environment, which the build gets PUBLIC_API_URL from (child-env.ts).
 */
export function sourceReader(db: Kysely<any>, o: { root: string; siteUrl: string; code?: string; env?: NodeJS.ProcessEnv }): SourceReader {
  return async () => ({
    ...(await readContentRevision(db)),
    code: o.code ?? codeFingerprint(o.root),
    siteUrl: o.siteUrl,
    apiOrigin: apiOrigin(o.env ?? process.env),
  });
}

const apiOriginOf = (source: ReleaseSource) => source.apiOrigin ?? '';

/** Whether a release built from `built` shows what a build from `now` would. */
export function sameSource(built: ReleaseSource | undefined, now: ReleaseSource): boolean {
  return (
    !!built &&
    built.databaseId === now.databaseId &&
    built.revision === now.revision &&
    built.code === now.code &&
    built.siteUrl === now.siteUrl &&
    apiOriginOf(built) === apiOriginOf(now)
  );
}

/** Why a live release is stale, for the log. */
export function staleBecause(built: ReleaseSource | undefined, now: ReleaseSource): string {
  if (!built) return 'it records no source';
  if (built.databaseId !== now.databaseId) return 'it was built from another database';
  if (built.revision !== now.revision) return `it was built from content revision ${built.revision}, the database is at ${now.revision}`;
  if (built.code !== now.code) return 'the site code or its dependencies changed';
  if (apiOriginOf(built) !== apiOriginOf(now)) {
    return `the lead form posts to ${apiOriginOf(built) || 'the site itself'}, PUBLIC_API_URL is ${apiOriginOf(now) || 'unset'}`;
  }
  return `it was built for ${built.siteUrl}, SITE_URL is ${now.siteUrl}`;
}
