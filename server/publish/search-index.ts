// Site search: every release holds its own Pagefind index in pagefind/, one per language (Pagefind
// splits by <html lang>; Turkish gets its stemmer from lang="tr"), read by the site's search dialog.
// Pagefind cannot index incrementally (seconds on a big site), so a publish never waits for it: a new
// release starts with the live release's index hard-linked in (prepare), goes live, and its own index
// follows (follow): built beside the releases, checked against the release, then moved into pagefind/
// file by file with pagefind-entry.json last. Every other file's name holds a hash of its content, so
// until that one rename a search reads the old index whole, and after it the new one whole. The
// server then reloads its copy of the release and the storage sync carries the new files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as pagefind from 'pagefind';
import { background } from '../lib/background-work.ts';
import type { PublishLog } from './types.ts';

export const SEARCH_DIR = 'pagefind';
const ENTRY = 'pagefind-entry.json';
/** what the dialog loads (site/components/SiteSearch.astro); the UI bundles Pagefind writes are not used */
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;
/**
 * Pagefind writes a fragment file per page unless told to bundle them: bundled, a release's index stays
 * a few hundred files at 5,000 pages, which keeps prepare's hard links (part of every publish) cheap.
 */
const MAX_FRAGMENTS = 200;
/** the ids of releases whose own index is built (a rollback's target keeps its own) */
const STATE_FILE = 'search-index.json';
const STATE_KEEP = 50;
const QUIET: PublishLog = { info() {}, warn() {}, error() {} };

/** Every file under `dir`, relative, with `/` separators. */
function filesUnder(dir: string, rel = ''): string[] {
  const out: string[] = [];
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const d of entries) {
    const child = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) out.push(...filesUnder(dir, child));
    else if (d.isFile()) out.push(child);
  }
  return out;
}

/** the nice value of Pagefind's process (an index of 5,000 pages is seconds of a core): a publish comes first, but 10, not 19, so a busy machine does not starve the index */
const BACKGROUND_PRIORITY = 10;

/**
 * Lowers the priority of Pagefind's service, a child process of this one (its package keeps the handle
 * private, so it is found by name in /proc): on two cores an index build must not slow the next
 * publish down (DESIGN.md "Known traps": background work waits while a publish runs). Linux only;
 * elsewhere, or when it cannot be done, the index is built at normal priority.
 */
function niceIndexer(): void {
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || niced.has(Number(entry))) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid || !name.startsWith('pagefind')) continue;
      os.setPriority(Number(entry), BACKGROUND_PRIORITY);
      niced.add(Number(entry));
    }
  } catch {
    // no /proc, or the process is gone: nothing to lower
  }
}
const niced = new Set<number>();

/** Writes the index of the release `releaseDir` into `outDir` (a fresh folder); answers the pages indexed. */
export async function writeIndex(releaseDir: string, outDir: string): Promise<number> {
  active++;
  closing = false;
  try {
    const { index, errors } = await pagefind.createIndex({ maxFragments: MAX_FRAGMENTS });
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    niceIndexer(); // the service starts with the first index
    try {
      const added = await index.addDirectory({ path: path.resolve(releaseDir), glob: `**/*.html` });
      if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
      const written = await index.writeFiles({ outputPath: path.resolve(outDir) });
      if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
      for (const name of fs.readdirSync(outDir)) if (UNUSED.test(name)) fs.rmSync(path.join(outDir, name));
      return added.page_count;
    } finally {
      await index.deleteIndex();
    }
  } finally {
    active--;
    // the Pagefind service is one process for all indexes; it goes when none is being built
    if (active === 0 && closing) await pagefind.close();
  }
}
let active = 0;
let closing = false;

export interface IndexedPage {
  /** pagefind-entry.json's language key: 'tr', 'en' */
  language: string;
  url: string;
  title: string;
}

type Fragment = { url: string; meta?: { title?: string } };

/** The pages an index holds, read from its fragments (gzip, a signature, then JSON): for the check before a swap, and tests. */
export function indexedPages(indexDir: string): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const file of filesUnder(path.join(indexDir, 'fragment'))) {
    const language = file.split('_')[0];
    const body = zlib.gunzipSync(fs.readFileSync(path.join(indexDir, 'fragment', file))).subarray('pagefind_dcd'.length);
    // a fragment of one page, or (past MAX_FRAGMENTS) a group of them keyed by page
    const parsed = JSON.parse(body.toString('utf8')) as Fragment | Record<string, Fragment>;
    for (const f of 'url' in parsed && typeof parsed.url === 'string' ? [parsed as Fragment] : Object.values(parsed as Record<string, Fragment>)) {
      pages.push({ language, url: f.url, title: f.meta?.title ?? '' });
    }
  }
  return pages;
}

/**
 * Why an index built for `releaseDir` must not be served, or null: the files pagefind-entry.json
 * names are there, and every result links to a page of the release (the link check of the index).
 */
export function checkIndex(indexDir: string, releaseDir: string): string | null {
  let entry: { languages?: Record<string, { hash: string; wasm?: string }> };
  try {
    entry = JSON.parse(fs.readFileSync(path.join(indexDir, ENTRY), 'utf8')) as typeof entry;
  } catch {
    return `${ENTRY} is missing or unreadable`;
  }
  const needed = ['pagefind.js', 'pagefind-worker.js'];
  for (const lang of Object.values(entry.languages ?? {})) needed.push(`pagefind.${lang.hash}.pf_meta`, ...(lang.wasm ? [`wasm.${lang.wasm}.pagefind`] : []));
  const missing = needed.find((f) => !fs.existsSync(path.join(indexDir, f)));
  if (missing) return `the index lacks ${missing}`;
  for (const page of indexedPages(indexDir)) {
    const file = path.join(releaseDir, page.url.endsWith('/') ? `${page.url}index.html` : page.url);
    if (!fs.existsSync(file)) return `a search result links to ${page.url}, which the release lacks`;
  }
  return null;
}

/**
 * Moves the index in `nextDir` into `releaseDir`/pagefind/, pagefind-entry.json last (see the top),
 * then removes the files only the old index used. Renames, never writes in place: the old files may be
 * hard links shared with an older release.
 */
export function swapIndex(nextDir: string, releaseDir: string): void {
  const target = path.join(releaseDir, SEARCH_DIR);
  const files = filesUnder(nextDir).sort((a, b) => Number(a === ENTRY) - Number(b === ENTRY));
  for (const rel of files) {
    fs.mkdirSync(path.dirname(path.join(target, rel)), { recursive: true });
    fs.renameSync(path.join(nextDir, rel), path.join(target, rel));
  }
  const now = new Set(files);
  for (const rel of filesUnder(target)) if (!now.has(rel)) fs.rmSync(path.join(target, rel), { force: true });
  fs.rmSync(nextDir, { recursive: true, force: true });
}

/** Hard-links the index of `fromDir` into `toDir` (a copy where links fail); answers the files placed. */
export function carryIndex(fromDir: string, toDir: string): number {
  const files = filesUnder(path.join(fromDir, SEARCH_DIR));
  const made = new Set<string>();
  for (const rel of files) {
    const from = path.join(fromDir, SEARCH_DIR, rel);
    const to = path.join(toDir, SEARCH_DIR, rel);
    const folder = path.dirname(to);
    if (!made.has(folder)) fs.mkdirSync(folder, { recursive: true });
    made.add(folder);
    try {
      fs.linkSync(from, to);
    } catch {
      fs.copyFileSync(from, to);
    }
  }
  return files.length;
}

export interface SearchIndexStatus {
  /** the release whose index was built last, when it finished, and how long after going live */
  releaseId: string | null;
  pages: number;
  ms: number;
  /** from the release going live to its index being served */
  trailMs: number;
  error: string | null;
}

export interface SearchIndexerOptions {
  /** DIST_DIR: indexes are built in a folder of their own there, on the releases' file system */
  distDir: string;
  log?: PublishLog;
  /** TESTS ONLY: awaited before each built index is swapped in, so a test sees the old one served meanwhile */
  testGate?: () => Promise<void>;
}

/** Builds each live release's index after it goes live, one at a time; a newer release asked meanwhile is next. */
export class SearchIndexer {
  readonly #opts: SearchIndexerOptions;
  #log: PublishLog;
  #wanted: { id: string; dir: string; since: number; then: () => void } | null = null;
  #running: Promise<void> | null = null;
  #indexed: string[];
  #closed = false;
  status: SearchIndexStatus = { releaseId: null, pages: 0, ms: 0, trailMs: 0, error: null };

  constructor(opts: SearchIndexerOptions) {
    this.#opts = opts;
    this.#log = opts.log ?? QUIET;
    this.#indexed = this.#loadState();
    // folders of index builds a stop cut short
    for (const name of fs.existsSync(opts.distDir) ? fs.readdirSync(opts.distDir) : []) {
      if (name.startsWith('.search-')) fs.rmSync(path.join(opts.distDir, name), { recursive: true, force: true });
    }
  }

  useLog(log: PublishLog): void {
    this.#log = log;
  }

  /** Whether `id` serves its own index (not one carried from an earlier release). */
  hasOwnIndex(id: string): boolean {
    return this.#indexed.includes(id);
  }

  /**
   * Before a new release is checked and goes live: it gets the live release's index, so search keeps
   * working until its own follows. The first release goes live without one (its own follows as for
   * any other: the pages never wait for the index); the dialog says search is not available meanwhile.
   */
  prepare(outDir: string, liveDir: string | null): void {
    if (!liveDir || !fs.existsSync(path.join(liveDir, SEARCH_DIR, ENTRY))) return;
    try {
      carryIndex(liveDir, outDir);
    } catch (err) {
      this.#log.error(`site search: the new release has no index until its own is built: ${(err as Error).message}`);
    }
  }

  /** A release went live: its own index is built in the background, and `then` runs once it is served. */
  follow(id: string, dir: string, then: () => void): void {
    if (this.#closed || this.hasOwnIndex(id)) return;
    this.#wanted = { id, dir, since: performance.now(), then };
    this.#running ??= this.#loop().finally(() => (this.#running = null));
  }

  /** Resolves when no index is waiting or being built. */
  async whenSettled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#wanted = null;
    await this.whenSettled();
    closing = true;
    if (active === 0) await pagefind.close();
  }

  async #loop(): Promise<void> {
    while (this.#wanted && !this.#closed) {
      const job = this.#wanted;
      this.#wanted = null;
      const t0 = performance.now();
      const next = this.#scratch(job.id);
      try {
        // at a low priority, never starting during a publish (lib/background-work.ts)
        const pages = await background.run<number>('search-index', { releaseDir: job.dir, outDir: next });
        const problem = checkIndex(next, job.dir);
        if (problem) throw new Error(problem);
        await this.#opts.testGate?.();
        if (!fs.existsSync(job.dir)) continue; // pruned meanwhile
        swapIndex(next, job.dir);
        this.#remember(job.id);
        this.status = { releaseId: job.id, pages, ms: Math.round(performance.now() - t0), trailMs: Math.round(performance.now() - job.since), error: null };
        this.#log.info(`site search: release ${job.id} indexed (${pages} pages in ${this.status.ms} ms)`);
        job.then();
      } catch (err) {
        this.status = { ...this.status, releaseId: job.id, error: (err as Error).message };
        this.#log.error(`site search: the index of release ${job.id} failed, the previous one stays: ${(err as Error).message}`);
      } finally {
        fs.rmSync(next, { recursive: true, force: true });
      }
    }
  }

  #scratch(id: string): string {
    const dir = path.join(this.#opts.distDir, `.search-${id}-${process.pid}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  }

  #loadState(): string[] {
    try {
      const ids = JSON.parse(fs.readFileSync(path.join(this.#opts.distDir, STATE_FILE), 'utf8')) as unknown;
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }

  #remember(id: string): void {
    this.#indexed = [...this.#indexed.filter((i) => i !== id), id].slice(-STATE_KEEP);
    const file = path.join(this.#opts.distDir, STATE_FILE);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(this.#indexed));
    fs.renameSync(`${file}.tmp`, file);
  }
}
