// Private previews (DESIGN.md "Editorial workflow": a preview is a release like any other): a build of
// preview content (preview-data.ts) by the publisher's own builder (its warm workers and kept renderers,
// under its publish lock, so a preview and a publish take turns) into DIST_DIR/previews/<id>/, never
// into releases/: it never goes live, is no rollback target, and neither the storage sync nor the deploy
// hook hears of it. It is served under /preview/<token>/ (plugins/preview.ts) for an hour, then removed.
//
// The token is 32 random bytes; only its SHA-256 names the folder and the record, so the tokens are on
// no disk and a lookup by the hash says nothing about how close a guess came.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RENDER_PLAN_ENV, type RenderPlan } from '../../content-db/render-plan.ts';
import type { PreviewSiteData } from '../../content-db/preview.ts';
import { SITE_DATA_FILE_ENV, type SiteData, type Text } from '../../content-db/site-data.ts';
import { servedCandidates } from '../lib/static-files.ts';
import type { PublishLog, SiteBuilder } from './types.ts';

/** How long a preview is served. */
export const PREVIEW_TTL_MS = 60 * 60_000;
/** Previews kept at once: the oldest goes when a new one would pass it (a big site's full preview is big). */
const MAX_PREVIEWS = 20;
/** A preview build taking longer is stopped. */
const BUILD_TIMEOUT_MS = 10 * 60_000;
/** How often expired previews are removed besides on each new one. */
const SWEEP_EVERY_MS = 5 * 60_000;
const TOKEN_BYTES = 32;
/** base64url of TOKEN_BYTES: anything else is no token of ours */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const RECORD_SUFFIX = '.json';
/** a file of the build's own assets folder, by its plain name */
const ASTRO_ASSET = /^\/_astro\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** what a finished preview has no use for: the site's sitemap of it (preview URLs are in no sitemap) */
const NOT_SERVED = /^(sitemap[^/]*\.xml|robots\.txt)$/;

export class PreviewBuildError extends Error {}

interface PreviewRecord {
  id: string;
  createdAt: string;
  expiresAt: string;
}

export interface CreatedPreview {
  token: string;
  expiresAt: string;
}

export interface PreviewsOptions {
  /** DIST_DIR/previews */
  dir: string;
  /** the builder to render with: the publisher's (Publisher.previewBuilder); null when there is none */
  builder: () => SiteBuilder | null;
  log?: PublishLog;
}

const idOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class Previews {
  readonly dir: string;
  readonly #opts: PreviewsOptions;
  readonly #records = new Map<string, PreviewRecord>();
  /** folders being built now (a sweep leaves them) */
  readonly #building = new Set<string>();
  /** preview builds run one at a time (publishes wait for them through the builder's lock) */
  #turn: Promise<unknown> = Promise.resolve();
  readonly #closing = new AbortController();
  #timer: NodeJS.Timeout | null = null;
  /** TESTS ONLY may replace it: the clock expiry is judged by */
  now: () => number = Date.now;

  constructor(opts: PreviewsOptions) {
    this.#opts = opts;
    this.dir = opts.dir;
    // previews made before a restart stay served until they expire
    for (const name of this.#names()) {
      if (!name.endsWith(RECORD_SUFFIX)) continue;
      try {
        const record = JSON.parse(fs.readFileSync(path.join(this.dir, name), 'utf8')) as PreviewRecord;
        if (record.id === name.slice(0, -RECORD_SUFFIX.length)) this.#records.set(record.id, record);
      } catch {
        // a record cut short by a crash: the sweep removes it with its folder
      }
    }
    this.sweep();
  }

  /** Removes expired previews on a timer too (the timer does not keep the process alive). */
  start(): void {
    this.#timer ??= setInterval(() => this.sweep(), SWEEP_EVERY_MS).unref();
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#closing.abort(new Error('server closing'));
    await this.#turn.catch(() => undefined);
  }

  /** Whether a builder is there to build previews with. */
  get available(): boolean {
    return this.#opts.builder() !== null;
  }

  /**
   * Builds a preview of `data` (its pages as `plan` says) labelled `label`, and answers its token once it
   * can be served. A failed build leaves nothing behind (PreviewBuildError with the build's last line).
   */
  create(data: SiteData, plan: RenderPlan, label: Text): Promise<CreatedPreview> {
    const run = this.#turn.then(() => this.#build(data, plan, label));
    this.#turn = run.catch(() => undefined);
    return run;
  }

  async #build(data: SiteData, plan: RenderPlan, label: Text): Promise<CreatedPreview> {
    const builder = this.#opts.builder();
    if (!builder) throw new PreviewBuildError('there is no site builder');
    this.sweep();
    fs.mkdirSync(this.dir, { recursive: true });
    const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
    const id = idOf(token);
    const outDir = path.join(this.dir, id);
    const now = this.now();
    const record: PreviewRecord = { id, createdAt: new Date(now).toISOString(), expiresAt: new Date(now + PREVIEW_TTL_MS).toISOString() };
    const content: PreviewSiteData = { ...data, preview: { label, expiresAt: record.expiresAt } };
    const env = { [SITE_DATA_FILE_ENV]: path.join(this.dir, `.${id}-data.json`), [RENDER_PLAN_ENV]: path.join(this.dir, `.${id}-plan.json`) };
    this.#building.add(id);
    try {
      fs.writeFileSync(env[SITE_DATA_FILE_ENV], JSON.stringify(content));
      fs.writeFileSync(env[RENDER_PLAN_ENV], JSON.stringify(plan));
      const signal = AbortSignal.any([this.#closing.signal, AbortSignal.timeout(BUILD_TIMEOUT_MS)]);
      const result = await builder.build({ outDir, signal, env }).catch((err: Error) => ({ ok: false, log: err.message }));
      if (!result.ok || !fs.existsSync(path.join(outDir, 'index.html'))) {
        const why = result.ok ? 'it wrote no home page' : result.log.trim().split('\n').at(-1) || 'the build failed';
        this.#opts.log?.error(`preview build failed: ${result.log.slice(-2000)}`);
        throw new PreviewBuildError(why);
      }
      for (const name of fs.readdirSync(outDir)) if (NOT_SERVED.test(name)) fs.rmSync(path.join(outDir, name));
      fs.writeFileSync(path.join(this.dir, `${id}${RECORD_SUFFIX}`), JSON.stringify(record));
      this.#records.set(id, record);
      this.#opts.log?.info(`preview ${id.slice(0, 8)} built, served until ${record.expiresAt}`);
      return { token, expiresAt: record.expiresAt };
    } catch (err) {
      fs.rmSync(outDir, { recursive: true, force: true });
      throw err;
    } finally {
      this.#building.delete(id);
      for (const file of Object.values(env)) fs.rmSync(file, { force: true });
    }
  }

  /** What the previews folder holds (nothing until the first preview is made). */
  #names(): string[] {
    try {
      return fs.readdirSync(this.dir);
    } catch {
      return [];
    }
  }

  /**
   * A build asset (/_astro/<name>) that a served preview holds: a preview's pages name the site's assets
   * at the site's root, and after a change of the site's code they are not in the live release until
   * the next publish. Assets are code, not content, and named by their hash: nothing private is shown.
   */
  assetFile(urlPath: string): string | null {
    if (!ASTRO_ASSET.test(urlPath)) return null;
    const now = this.now();
    for (const record of this.#records.values()) {
      if (Date.parse(record.expiresAt) <= now) continue;
      const file = path.join(this.dir, record.id, urlPath);
      if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
    }
    return null;
  }

  /** The folder of the preview a token names, while it is served; null for anything else. */
  folderOf(token: string): string | null {
    if (!TOKEN_FORMAT.test(token)) return null;
    const record = this.#records.get(idOf(token));
    if (!record || Date.parse(record.expiresAt) <= this.now()) return null;
    return path.join(this.dir, record.id);
  }

  /**
   * Removes expired previews, the oldest beyond MAX_PREVIEWS, and whatever a build cut short by a crash
   * left (a folder without its record).
   */
  sweep(): void {
    const now = this.now();
    const kept = [...this.#records.values()].filter((r) => Date.parse(r.expiresAt) > now).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const keep = new Set(kept.slice(-MAX_PREVIEWS).map((r) => r.id));
    for (const id of [...this.#records.keys()]) if (!keep.has(id)) this.#records.delete(id);
    for (const name of this.#names()) {
      const id = name.replace(/^\./, '').replace(/(-data\.json|-plan\.json|\.json)$/, '');
      if (keep.has(id) || this.#building.has(id)) continue;
      fs.rmSync(path.join(this.dir, name), { recursive: true, force: true });
    }
  }
}

/**
 * The file of a preview folder a URL path (after /preview/<token>) names, like the live site's ("/x/"
 * is /x/index.html); null when it names none, or anything outside the folder: "..", "." and empty
 * segments, encoded or not, backslashes and NUL are refused before any file is looked at.
 */
export function previewFile(root: string, urlPath: string): string | null {
  let p: string;
  try {
    p = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (!p.startsWith('/') || p.includes('\0') || p.includes('\\')) return null;
  if (p.split('/').some((segment, i, all) => segment === '..' || segment === '.' || (segment === '' && i > 0 && i < all.length - 1))) return null;
  for (const candidate of servedCandidates(p)) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep)) continue;
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}
