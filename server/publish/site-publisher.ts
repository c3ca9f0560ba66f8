// The publishing pipeline: queue -> build into a fresh release folder -> verify -> atomic switch of
// dist/current -> the server reloads its in-memory copy -> the deploy hook hears about it, and the
// storage sync (storage-sync/), when configured, copies the release to the bucket behind the CDN.
// A build that fails, is stopped or is cut short by a crash never touches what visitors see.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../lib/errors.ts';
import { notifyDeployHook } from './deploy-hook.ts';
import { BuildQueue } from './queue.ts';
import { ReleaseStore } from './releases.ts';
import { sameSource, staleBecause, type ReleaseSource, type SourceReader } from './release-source.ts';
import type { BuildAttempt, BuildResult, BuildStatus, PublishLog, SiteBuilder } from './types.ts';
import type { LinkCheckOptions } from './link-check.ts';
import type { StoragePublisher } from './storage-sync/storage-publisher.ts';
import { SEARCH_DIR, type SearchIndexer } from './search-index.ts';
import { filesUnderFolders, leafFolders, listRelease, type ListingHints, type ReleaseListing } from '../lib/release-listing.ts';
import { verifyRelease } from './verify.ts';
import { publishing } from '../lib/background-work.ts';

export interface SitePublisherOptions {
  distDir: string;
  builder: SiteBuilder;
  /**
   * What the site would be built from now (release-source.ts). With it every release records its
   * source, a stale live release is rebuilt at start, and upToDate() can answer.
   */
  source?: SourceReader;
  /** where the release check resolves /uploads/ links and which absolute URLs are internal */
  links?: LinkCheckOptions;
  deployHookUrl?: string;
  /** syncs each release that goes live (publish, rollback, start) to S3-compatible storage */
  storage?: StoragePublisher;
  /** the site search's index of each release, built after the release goes live (search-index.ts) */
  search?: SearchIndexer;
  /** what makes the server serve the new dist/current (app.site.reload once started with an app) */
  onLive?: (listing?: ReleaseListing) => void;
  log?: PublishLog;
  /**
   * quiet time after a write before its build starts (default 100 ms): long enough to gather the few
   * requests of one save, short beside a publish that renders with a kept renderer (0.1-0.3 s on the
   * demo site); a write during a build waits for the next one anyway
   */
  debounceMs?: number;
  maxWaitMs?: number;
  /** a build taking longer is stopped */
  timeoutMs?: number;
  /** good releases kept on disk */
  keep?: number;
}

const QUIET: PublishLog = { info() {}, warn() {}, error() {} };
const LOG_TAIL_CHARS = 8000;
/** how long after a release goes live its listing is prepared for the next release check: after the first visits */
const PREPARE_AFTER_MS = 500;

/** The parts of the app the publisher uses once it runs inside one. */
type Host = Pick<FastifyInstance, 'log'> & { site?: { reload(listing?: ReleaseListing): boolean } };

export class SitePublisher {
  readonly store: ReleaseStore;
  readonly queue: BuildQueue;
  readonly #opts: SitePublisherOptions;
  #log: PublishLog;
  /** the listing of the release last put live by a publish (null after a rollback or a start: not listed here) */
  #servedListing: ReleaseListing | null = null;
  #onLive: (listing?: ReleaseListing) => void;
  #started = false;
  /** the start's check of the live release against the present source */
  #startCheck: Promise<void> = Promise.resolve();
  readonly #hooks = new Set<Promise<unknown>>();
  /** whether this publisher holds the background gate for builds asked for and not yet over */
  #holding = false;

  constructor(opts: SitePublisherOptions) {
    this.#opts = opts;
    this.#log = opts.log ?? QUIET;
    this.#onLive = opts.onLive ?? (() => {});
    this.store = new ReleaseStore(opts.distDir, opts.keep ?? 5);
    this.queue = new BuildQueue((signal) => this.#build(signal), {
      debounceMs: opts.debounceMs ?? 100,
      maxWaitMs: opts.maxWaitMs ?? Math.max(2000, 5 * (opts.debounceMs ?? 100)),
    });
  }

  /**
   * Called once the app is ready: cleans up after a build a crash interrupted and builds at once
   * when nothing is live yet (first start), the last build never finished, or the live release was
   * built from another source (it stays served while the new one builds).
   */
  start(host?: Host): void {
    if (this.#started) return;
    this.#started = true;
    if (host) {
      if (!this.#opts.log) this.#log = host.log;
      this.#opts.storage?.useLog(host.log);
      this.#opts.search?.useLog(host.log);
      if (!this.#opts.onLive && host.site) {
        const site = host.site;
        this.#onLive = (listing) => void site.reload(listing);
      }
    }
    this.#opts.builder.warm?.();
    const interrupted = this.store.recover();
    if (interrupted) {
      this.#log.warn(`build ${interrupted} was interrupted by a stop of the server; building again`);
      this.queue.request(true);
    } else if (!this.store.current) {
      this.#log.info('no release is live yet: building the site');
      this.queue.request(true);
    } else if (this.#opts.source) {
      this.#startCheck = this.#rebuildIfStale();
    }
    // the bucket catches up with what is live (a sync cut short by a stop, a release made by build:site)
    const live = this.store.current;
    if (live && !interrupted) this.#opts.storage?.publish(live.id, this.store.dirOf(live.id));
    if (live && !interrupted) this.#followSearch(live.id);
  }

  async #rebuildIfStale(): Promise<void> {
    const live = this.store.current;
    const now = await this.#readSource();
    if (!live || !now || sameSource(live.source, now)) return;
    this.#log.warn(`the live release ${live.id} is out of date (${staleBecause(live.source, now)}): building the site`);
    this.queue.request(true);
  }

  /** The present source; undefined without a reader or when it cannot be read (logged). */
  async #readSource(): Promise<ReleaseSource | undefined> {
    try {
      return await this.#opts.source?.();
    } catch (err) {
      this.#log.error(`could not read what the site is built from: ${(err as Error).message}`);
      return undefined;
    }
  }

  /**
   * Whether the live release was built from the present source: null when nothing is live or there
   * is no source reader to tell.
   */
  async upToDate(): Promise<boolean | null> {
    const live = this.store.current;
    if (!live || !this.#opts.source) return null;
    const now = await this.#readSource();
    return now ? sameSource(live.source, now) : null;
  }

  /** A content write happened: a build follows after the debounce. */
  request(reason: string): void {
    this.#log.info(`site build requested: ${reason}`);
    this.queue.request();
    this.#holdBackground();
  }

  /** A build without waiting for the debounce (POST /v2/api/build, the build hook). */
  buildNow(reason: string): BuildStatus {
    this.#log.info(`site build requested now: ${reason}`);
    this.queue.request(true);
    this.#holdBackground();
    return this.status();
  }

  /**
   * From the write that asks for a build until the queue is settled, background work waits and a task
   * under way is paused (background-work.ts): the debounce and the read before the build are on the
   * way from an edit to its page too.
   */
  #holdBackground(): void {
    if (this.#holding) return;
    this.#holding = true;
    publishing.enter();
    void this.queue.whenSettled().then(() => {
      this.#holding = false;
      publishing.leave();
    });
  }

  /** Builds now and resolves with the attempt once it is live or has failed (command-line publishing). */
  async publishNow(reason = 'publish now'): Promise<BuildAttempt | null> {
    await this.#startCheck; // a stale live release and this request become one build
    this.buildNow(reason);
    await this.whenSettled();
    return this.store.last;
  }

  /**
   * What previews are built with (preview.ts): this publisher's own renderer, so a preview uses its warm
   * workers and takes turns with its publishes under the same publish lock.
   */
  previewBuilder(): SiteBuilder {
    return this.#opts.builder.renderer ?? this.#opts.builder;
  }

  /** Serves the previous good release again. */
  rollback(): BuildStatus {
    const target = this.store.rollback();
    if (!target) throw conflict('There is no earlier release to roll back to');
    this.#log.warn(`rolled back to release ${target.id}`);
    this.#goLive(target.id);
    return this.status();
  }

  status(): BuildStatus {
    return {
      state: this.queue.state,
      current: this.store.current,
      previous: this.store.previous,
      last: this.store.last,
      storage: this.#opts.storage?.status() ?? null,
      fallback: this.store.fallback,
    };
  }

  /** Resolves when nothing is queued or building, the deploy hooks have answered, the storage sync is done and old releases are removed. */
  async whenSettled(): Promise<void> {
    await this.#startCheck;
    await this.queue.whenSettled();
    await Promise.all([...this.#hooks]);
    await this.#opts.search?.whenSettled();
    await this.#opts.storage?.whenSettled();
    await this.store.whenPruned();
  }

  /** Stops a running build (it counts as failed; the live release stays) and clears the timers. */
  async close(): Promise<void> {
    await this.#startCheck;
    await this.queue.close();
    await this.#opts.builder.close?.();
    await this.#opts.search?.close();
    await Promise.all([...this.#hooks]);
    await this.#opts.storage?.close();
    await this.store.whenPruned();
  }

  async #build(signal: AbortSignal): Promise<boolean> {
    const id = this.store.newId();
    const startedAt = new Date().toISOString();
    const t0 = performance.now();
    // read before the build reads the database: a write during the build leaves this release stale,
    // and that write's own build follows
    const source = await this.#readSource();
    const outDir = this.store.begin(id, startedAt);
    this.#log.info(`site build ${id} started`);
    // background work (AVIF encodes, the search index) starts no task until this publish is over
    publishing.enter();
    try {
      return await this.#buildInto(id, startedAt, t0, source, outDir, signal);
    } finally {
      publishing.leave();
    }
  }

  async #buildInto(id: string, startedAt: string, t0: number, source: ReleaseSource | undefined, outDir: string, signal: AbortSignal): Promise<boolean> {
    const limited = AbortSignal.any([signal, AbortSignal.timeout(this.#opts.timeoutMs ?? 10 * 60_000)]);
    const result: BuildResult = await this.#opts.builder.build({ outDir, signal: limited }).catch((err: Error) => ({
      ok: false,
      log: `build error: ${err.message}`,
    }));
    let { ok, log } = result;
    if (limited.aborted) {
      ok = false;
      log += `\nbuild stopped: ${(limited.reason as Error)?.message ?? 'aborted'}`;
    }
    let pages = 0;
    let checked = '';
    let listing: ReleaseListing | undefined;
    if (ok) {
      // search keeps working across the switch: the live index until this release's own follows
      this.#opts.search?.prepare(outDir, this.store.current ? this.store.dirOf(this.store.current.id) : null);
      const verdict = verifyRelease(outDir, this.#opts.links, this.#keptOf(result));
      pages = verdict.pages;
      if (!verdict.ok) {
        ok = false;
        log += `\nrelease check failed: ${verdict.problem}`;
      } else {
        checked = `; ${verdict.links} internal links checked in ${verdict.linkMs} ms`;
        listing = verdict.listing;
      }
    }
    const attempt: BuildAttempt = {
      id,
      startedAt,
      finishedAt: new Date().toISOString(),
      ok,
      pages,
      ms: Math.round(performance.now() - t0),
      log: ok ? '' : log.slice(-LOG_TAIL_CHARS),
      ...(result.warning ? { warning: result.warning } : {}),
      ...(source ? { source } : {}),
    };
    this.#noteFallback(attempt, result);
    if (ok) {
      try {
        this.store.publish(attempt);
      } catch (err) {
        attempt.ok = false;
        attempt.log = `could not switch dist/current: ${(err as Error).message}`;
      }
    }
    if (!attempt.ok) {
      this.store.fail(attempt);
      this.#log.error(`site build ${id} failed; the live release stays. ${attempt.log.split('\n').slice(-3).join(' | ')}`);
      return false;
    }
    this.#log.info(`site build ${id} published: ${pages} pages in ${attempt.ms} ms${checked}`);
    this.#goLive(id, listing);
    return true;
  }

  /**
   * A publish that fell back to a whole build is a warning (the log, the status until a kept render
   * works again, the activity log through `last.warning`); one a kept renderer made clears it.
   */
  #noteFallback(attempt: BuildAttempt, result: BuildResult): void {
    if (result.warning) {
      this.#log.warn(`site build ${attempt.id}: ${result.warning}`);
      this.store.setFallback({ releaseId: attempt.id, at: attempt.finishedAt, reason: result.warning });
    } else if (result.ok && result.keptRender && this.store.fallback) {
      this.#log.info(`site build ${attempt.id} was rendered by the kept renderer again`);
      this.store.setFallback(null);
    }
  }

  /** The release's own search index follows it; once it is served, the server and the bucket get it too. */
  #followSearch(id: string): void {
    const dir = this.store.dirOf(id);
    this.#opts.search?.follow(id, dir, () => {
      if (this.store.current?.id !== id) return;
      this.#onLive(this.#withSearchIndex(dir));
      this.#opts.storage?.publish(id, dir);
    });
  }

  /**
   * The served release's listing with its search index listed anew, once the index was written into
   * it: the server reloads the release without walking all of it (at 5,000 pages a walk of its 10,000
   * files blocked the event loop for 0.1-0.2 s, just as the next edit may be on its way).
   */
  #withSearchIndex(dir: string): ReleaseListing | undefined {
    const served = this.#servedListing;
    let root: string;
    try {
      root = fs.realpathSync(dir);
    } catch {
      return undefined;
    }
    if (served?.root !== root) return undefined;
    const prefix = `/${SEARCH_DIR}/`;
    const files = new Map([...served.files].filter(([urlPath]) => !urlPath.startsWith(prefix)));
    for (const [urlPath, file] of listRelease(path.join(root, SEARCH_DIR)).files) files.set(`/${SEARCH_DIR}${urlPath}`, file);
    this.#servedListing = { root, files, pages: served.pages };
    return this.#servedListing;
  }

  /**
   * The folders of a new release that hold one page kept from the live release and nothing else, when
   * the live release is the one this publisher listed and the build names what it wrote: the release
   * check takes their page as that listing has it (a hard link of it) instead of reading each folder.
   */
  #keptOf(result: BuildResult): ListingHints {
    const live = this.#servedListing;
    if (!live || !result.kept || !result.written) return {};
    let from: string;
    try {
      from = fs.realpathSync(result.kept.from);
    } catch {
      return {};
    }
    return from === live.root ? { leaves: leafFolders(live, result.kept.files, result.written), linkedFrom: live } : {};
  }

  /** `listing`: the release as the check listed it, when it was just built (the server loads it without a walk of its own) */
  #goLive(id: string, listing?: ReleaseListing): void {
    this.#servedListing = listing ?? null;
    // what the next edit's release check needs of this listing, and that edit's release folder with the
    // pages it keeps (IncrementalBuilder.prepareNext), made in a quiet moment instead of on the way from
    // that edit to its page (15-40 ms and 0.2-0.5 s at 10,000 pages)
    setTimeout(() => {
      if (listing) filesUnderFolders(listing);
      if (this.store.current?.id === id) this.#opts.builder.prepareNext?.();
    }, PREPARE_AFTER_MS).unref();
    try {
      this.#onLive(listing);
    } catch (err) {
      this.#log.error(`release ${id} is linked but could not be loaded: ${(err as Error).message}`);
    }
    this.#opts.storage?.publish(id, this.store.dirOf(id));
    this.#followSearch(id);
    const url = this.#opts.deployHookUrl;
    if (url) {
      const hook = notifyDeployHook(url, id, this.#log).finally(() => this.#hooks.delete(hook));
      this.#hooks.add(hook);
    }
  }
}
