// The publishing pipeline: queue -> build into a fresh release folder -> verify -> atomic switch of
// dist/current -> the server reloads its in-memory copy -> the deploy hook hears about it.
// A build that fails, is stopped or is cut short by a crash never touches what visitors see.
import type { FastifyInstance } from 'fastify';
import { conflict } from '../lib/errors.ts';
import { notifyDeployHook } from './deploy-hook.ts';
import { BuildQueue } from './queue.ts';
import { ReleaseStore } from './releases.ts';
import type { BuildAttempt, BuildStatus, PublishLog, SiteBuilder } from './types.ts';
import { verifyRelease } from './verify.ts';

export interface SitePublisherOptions {
  distDir: string;
  builder: SiteBuilder;
  deployHookUrl?: string;
  /** what makes the server serve the new dist/current (app.site.reload once started with an app) */
  onLive?: () => void;
  log?: PublishLog;
  debounceMs?: number;
  maxWaitMs?: number;
  /** a build taking longer is stopped */
  timeoutMs?: number;
  /** good releases kept on disk */
  keep?: number;
}

const QUIET: PublishLog = { info() {}, warn() {}, error() {} };
const LOG_TAIL_CHARS = 8000;

/** The parts of the app the publisher uses once it runs inside one. */
type Host = Pick<FastifyInstance, 'log'> & { site?: { reload(): boolean } };

export class SitePublisher {
  readonly store: ReleaseStore;
  readonly queue: BuildQueue;
  readonly #opts: SitePublisherOptions;
  #log: PublishLog;
  #onLive: () => void;
  #started = false;
  readonly #hooks = new Set<Promise<unknown>>();

  constructor(opts: SitePublisherOptions) {
    this.#opts = opts;
    this.#log = opts.log ?? QUIET;
    this.#onLive = opts.onLive ?? (() => {});
    this.store = new ReleaseStore(opts.distDir, opts.keep ?? 5);
    this.queue = new BuildQueue((signal) => this.#build(signal), {
      debounceMs: opts.debounceMs ?? 300,
      maxWaitMs: opts.maxWaitMs ?? Math.max(2000, 5 * (opts.debounceMs ?? 300)),
    });
  }

  /**
   * Called once the app is ready: cleans up after a build a crash interrupted and builds at once
   * when nothing is live yet (first start) or the last build never finished.
   */
  start(host?: Host): void {
    if (this.#started) return;
    this.#started = true;
    if (host) {
      if (!this.#opts.log) this.#log = host.log;
      if (!this.#opts.onLive && host.site) {
        const site = host.site;
        this.#onLive = () => void site.reload();
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
    }
  }

  /** A content write happened: a build follows after the debounce. */
  request(reason: string): void {
    this.#log.info(`site build requested: ${reason}`);
    this.queue.request();
  }

  /** A build without waiting for the debounce (POST /v2/api/build, the build hook). */
  buildNow(reason: string): BuildStatus {
    this.#log.info(`site build requested now: ${reason}`);
    this.queue.request(true);
    return this.status();
  }

  /** Builds now and resolves with the attempt once it is live or has failed (command-line publishing). */
  async publishNow(reason = 'publish now'): Promise<BuildAttempt | null> {
    this.buildNow(reason);
    await this.whenSettled();
    return this.store.last;
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
    return { state: this.queue.state, current: this.store.current, previous: this.store.previous, last: this.store.last };
  }

  /** Resolves when nothing is queued or building and the deploy hooks have answered. */
  async whenSettled(): Promise<void> {
    await this.queue.whenSettled();
    await Promise.all([...this.#hooks]);
  }

  /** Stops a running build (it counts as failed; the live release stays) and clears the timers. */
  async close(): Promise<void> {
    await this.queue.close();
    await this.#opts.builder.close?.();
    await Promise.all([...this.#hooks]);
  }

  async #build(signal: AbortSignal): Promise<boolean> {
    const id = this.store.newId();
    const startedAt = new Date().toISOString();
    const t0 = performance.now();
    const outDir = this.store.begin(id, startedAt);
    this.#log.info(`site build ${id} started`);
    const limited = AbortSignal.any([signal, AbortSignal.timeout(this.#opts.timeoutMs ?? 10 * 60_000)]);
    let { ok, log } = await this.#opts.builder.build({ outDir, signal: limited }).catch((err: Error) => ({
      ok: false,
      log: `build error: ${err.message}`,
    }));
    if (limited.aborted) {
      ok = false;
      log += `\nbuild stopped: ${(limited.reason as Error)?.message ?? 'aborted'}`;
    }
    let pages = 0;
    if (ok) {
      const verdict = verifyRelease(outDir);
      pages = verdict.pages;
      if (!verdict.ok) {
        ok = false;
        log += `\nrelease check failed: ${verdict.problem}`;
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
    };
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
    this.#log.info(`site build ${id} published: ${pages} pages in ${attempt.ms} ms`);
    this.#goLive(id);
    return true;
  }

  #goLive(id: string): void {
    try {
      this.#onLive();
    } catch (err) {
      this.#log.error(`release ${id} is linked but could not be loaded: ${(err as Error).message}`);
    }
    const url = this.#opts.deployHookUrl;
    if (url) {
      const hook = notifyDeployHook(url, id, this.#log).finally(() => this.#hooks.delete(hook));
      this.#hooks.add(hook);
    }
  }
}
