// A SiteBuilder that renders only what an edit touches (incremental.ts): it remembers the page keys of
// the release it built last, and when that release is still the live one, the next build renders the
// detail pages whose key changed (plus every other page) and hard-links the rest from it. After a
// restart, a rollback, a failed build or a change of the shared data (all but the items: incremental.ts),
// it renders everything.
import fs from 'node:fs';
import path from 'node:path';
import { SITE_DATA_FILE_ENV, snapshotSiteData, type SiteData } from '../../content-db/site-data.ts';
import type { ContentDb } from '../../content-db/open.ts';
import { RENDER_PLAN_ENV } from '../../content-db/render-plan.ts';
import { codeFingerprint } from './release-source.ts';
import type { ListName } from '../../content-db/list-pages.ts';
import { linkFromLive, listPageId, pageFiles, pageKeys, planRender, siteDataJson, type PageKeys } from './incremental.ts';
import { nextReleaseDir } from './releases.ts';
import type { BuildRequest, BuildResult, KeptFiles, PublishLog, SiteBuilder } from './types.ts';

/** What the last build rendered (tests and the benchmark read it). */
export interface RenderSummary {
  /** false when every page was rendered */
  incremental: boolean;
  /** detail pages rendered ("project/<slug>"); all of them in a full build */
  rendered: string[];
  /** numbered list pages rendered ("list:news/2", incremental.ts listPageId); all of them in a full build */
  renderedLists: string[];
  /** detail and list pages kept from the live release */
  kept: number;
  /**
   * the HTML files the build rendered (relative to the release), when the builder tells (a kept
   * renderer does): what an edit cost in pages, lists and fixed pages included
   */
  renderedPages?: string[];
  /** files hard-linked from the live release (kept pages and rendered files with equal bytes) */
  linked: number;
  /** the kept pages were linked ahead of the publish, in a folder made after the last one went live */
  prepared: boolean;
  /** CPU time of the build processes, when the builder tells (the linking is not in it) */
  cpuMs?: number;
  /** whether the build bundled the site's code, when the builder tells (false: a kept renderer rendered it) */
  bundled?: boolean;
}

/** The content a publish renders and the keys of its pages, from one read. */
export interface SiteSnapshot {
  data: SiteData;
  keys: PageKeys;
  /** `data` as JSON, when the reader made it (siteDataJson) */
  json?: string;
}

/**
 * Reads the site as the database holds it now (`db` is asked on each read: the app's opens later).
 * `prepare` makes what the pages need of the read before they render (the sharing crops,
 * share-crops.ts); when it made anything, the site is read again, so the pages name it.
 */
export function snapshotReader(
  db: () => ContentDb,
  o: { root: string; siteUrl: string; prepare?: (data: SiteData, db: ContentDb) => Promise<number> },
): () => Promise<SiteSnapshot> {
  return async () => {
    let data = await snapshotSiteData(db());
    if (o.prepare && (await o.prepare(data, db())) > 0) data = await snapshotSiteData(db());
    const itemJson = new Map<object, string>();
    const keys = pageKeys(data, `${codeFingerprint(o.root)} ${o.siteUrl}`, itemJson);
    return { data, keys, json: siteDataJson(data, itemJson) };
  };
}

/**
 * The folder of the next release made ahead of its publish: every keyed page file of the live release
 * hard-linked into it, while nothing is being published. Linking 10,000 files took 0.2-0.5 s of an
 * item edit's 1.0-1.4 s at 10,000 pages; a publish that finds its folder ready only renames it.
 */
interface NextFolder {
  /** the live release it links (its real path) */
  live: string;
  dir: string;
  /** the keys of the live release: its keyed pages are the ones linked */
  keys: PageKeys;
  /** whether every link was made */
  ready: Promise<boolean>;
}

function realDir(p: string): string | null {
  try {
    return fs.realpathSync(p);
  } catch {
    return null;
  }
}

/**
 * Removes from a folder made ahead (with the keyed pages of `linked`) the pages this publish has no
 * more (a deleted item, a list page past the new last one: not in `now`), and their folders once empty.
 * A page it has is kept or rendered over its link.
 */
function removeDropped(outDir: string, linked: PageKeys, now: PageKeys): void {
  const dropped = [...[...linked.details.keys()].filter((id) => !now.details.has(id)), ...[...linked.lists.keys()].filter((id) => !now.lists.has(id))];
  for (const file of dropped.flatMap(pageFiles)) {
    fs.rmSync(path.join(outDir, file), { force: true });
    try {
      fs.rmdirSync(path.dirname(path.join(outDir, file)));
    } catch {
      // not empty: another page's folder is inside it
    }
  }
}

export class IncrementalBuilder implements SiteBuilder {
  readonly #inner: SiteBuilder;
  readonly #currentLink: string;
  readonly #readSnapshot: () => Promise<SiteSnapshot>;
  readonly #log?: PublishLog;
  /** the release this builder made last and the keys of what it shows */
  #built: { dir: string; keys: PageKeys } | null = null;
  #next: NextFolder | null = null;
  last: RenderSummary | null = null;

  constructor(inner: SiteBuilder, o: { distDir: string; readSnapshot: () => Promise<SiteSnapshot>; log?: PublishLog }) {
    this.#inner = inner;
    this.#currentLink = path.join(o.distDir, 'current');
    this.#readSnapshot = o.readSnapshot;
    this.#log = o.log;
  }

  warm(): void {
    this.#inner.warm?.();
  }

  get renderer(): SiteBuilder {
    return this.#inner;
  }

  peakRss(): number {
    return this.#inner.peakRss?.() ?? 0;
  }

  peakRssAll(): number {
    return this.#inner.peakRssAll?.() ?? this.peakRss();
  }

  async close(): Promise<void> {
    const next = this.#next;
    this.#next = null;
    await this.#inner.close?.();
    if (next) await this.#remove(next);
  }

  /**
   * The release this builder made went live: the folder of the next publish is made now, with every
   * keyed page of it linked (the next edit's kept pages are among them). Does nothing when the live
   * release is not the one this builder made last, or the builder under it cannot place files.
   */
  prepareNext(): void {
    const live = realDir(this.#currentLink);
    const built = this.#built;
    if (!live || !built || built.dir !== live || this.#next?.live === live || !this.#inner.place) return;
    const old = this.#takeNext(null);
    if (old) void this.#remove(old);
    const dir = nextReleaseDir(live);
    const files = [...built.keys.details.keys(), ...built.keys.lists.keys()].flatMap(pageFiles);
    const ready = this.#inner.place(live, dir, files).catch(() => false);
    this.#next = { live, dir, keys: built.keys, ready };
  }

  /** The folder made ahead for the live release `live`, now the caller's; one made for another release goes. */
  #takeNext(live: string | null): NextFolder | null {
    const next = this.#next;
    this.#next = null;
    if (next && next.live === live) return next;
    if (next) void this.#remove(next);
    return null;
  }

  async #remove(next: NextFolder): Promise<void> {
    await next.ready;
    await fs.promises.rm(next.dir, { recursive: true, force: true }).catch(() => undefined);
  }

  /** Makes the folder made ahead the build's output folder (an empty one: ReleaseStore.begin); false when it is not ready. */
  async #moveInto(next: NextFolder, outDir: string): Promise<boolean> {
    try {
      if (await next.ready) {
        fs.renameSync(next.dir, outDir);
        return true;
      }
      // no worker kept a renderer to link it with, or a link failed (the worker logged why)
      this.#log?.warn('the folder made ahead of this publish could not be made: linking the kept pages now');
    } catch (err) {
      this.#log?.warn(`the folder made ahead of this publish could not be used (${(err as Error).message}): linking the kept pages now`);
    }
    void this.#remove(next);
    return false;
  }

  async build({ outDir, signal }: BuildRequest): Promise<BuildResult> {
    const live = realDir(this.#currentLink);
    const next = this.#takeNext(live);
    // The pages are rendered from this very read, so the release shows exactly what its keys say
    // (a write during the build waits for the next one). Without a snapshot the build reads the
    // database itself and renders everything.
    const snapshot = await this.#readSnapshot().catch((err: Error) => {
      this.#log?.warn(`could not read the content for an incremental build (${err.message}): rendering everything`);
      return null;
    });
    const keys = snapshot?.keys ?? null;
    const known = this.#built && live && this.#built.dir === live ? this.#built.keys : null;
    this.#built = null;
    const { plan, kept } = keys ? planRender(known, keys) : { plan: null, kept: [] };
    const stem = path.resolve(path.dirname(outDir), `.${path.basename(outDir)}`);
    const env: Record<string, string> = {};
    if (snapshot) {
      env[SITE_DATA_FILE_ENV] = `${stem}-data.json`;
      fs.writeFileSync(env[SITE_DATA_FILE_ENV], snapshot.json ?? JSON.stringify(snapshot.data));
    }
    if (plan) {
      env[RENDER_PLAN_ENV] = `${stem}-render-plan.json`;
      fs.writeFileSync(env[RENDER_PLAN_ENV], JSON.stringify(plan));
    }
    try {
      // the kept pages' files: in the folder made ahead, or linked by a builder rendering with kept
      // renderers while it renders
      const keep: KeptFiles | undefined = plan && live ? { from: live, files: kept.flatMap(pageFiles) } : undefined;
      if (keep && next && (await this.#moveInto(next, outDir))) keep.prepared = true;
      else if (next && !keep) void this.#remove(next);
      const result = await this.#inner.build({ outDir, signal, env, keep });
      if (!result.ok) return result;
      if (keep?.prepared) removeDropped(outDir, next!.keys, keys!);
      const linked = keep ? linkFromLive(keep.from, outDir, keep.files, { placed: result.keptPlaced, written: result.written }) : 0;
      const rendered = plan ? [...plan.project.map((s) => `project/${s}`), ...plan.news.map((s) => `news/${s}`)] : [...(keys?.details.keys() ?? [])];
      const renderedLists = plan
        ? Object.entries(plan.lists).flatMap(([list, pages]) => pages.map((page) => listPageId(list as ListName, page)))
        : [...(keys?.lists.keys() ?? [])];
      this.last = {
        incremental: !!plan,
        rendered,
        renderedLists,
        kept: kept.length,
        linked,
        prepared: !!keep?.prepared,
        renderedPages: result.written?.filter((f) => f.endsWith('.html')),
        cpuMs: this.#inner.lastCpuMs?.(),
        bundled: this.#inner.lastBundled?.(),
      };
      this.#log?.info(
        plan
          ? `incremental build: ${rendered.length} of ${keys!.details.size} detail pages and ${renderedLists.length} of ${keys!.lists.size} list pages rendered, ${kept.length} kept, ${linked} files linked from the live release`
          : 'full build: every page rendered',
      );
      const dir = realDir(outDir);
      if (keys && dir) this.#built = { dir, keys };
      return keep ? { ...result, kept: keep } : result;
    } catch (err) {
      return { ok: false, log: `incremental build: ${(err as Error).message}` };
    } finally {
      for (const file of Object.values(env)) fs.rmSync(file, { force: true });
    }
  }
}
