// The shapes the publishing pipeline reports (API.md "Publishing and health").
import type { ReleaseSource } from './release-source.ts';
import type { StorageStatus } from './storage-sync/storage-publisher.ts';

export type BuildState = 'idle' | 'queued' | 'building' | 'failed';

/** A release that passed verification and may be (or has been) served. */
export interface ReleaseInfo {
  id: string;
  startedAt: string;
  finishedAt: string;
  pages: number;
  ms: number;
  /** what it was built from (not sent by the API); missing when the publisher had no source reader */
  source?: ReleaseSource;
}

/** One build attempt, good or bad. `log` holds the tail of the build output when it failed. */
export interface BuildAttempt extends ReleaseInfo {
  ok: boolean;
  log: string;
  /** what went wrong without failing it: a kept render failed and a whole build made it (BuildResult.warning) */
  warning?: string;
}

/**
 * Publishes no longer rendered by the kept renderer (a kept render failed, or no renderer could be
 * kept) and so cost a whole build each: set by the attempt that found it, kept (across restarts)
 * through the whole builds after it, cleared by the next publish a kept renderer makes.
 */
export interface RenderFallback {
  /** the attempt that found it */
  releaseId: string;
  at: string;
  reason: string;
}

export interface BuildStatus {
  state: BuildState;
  /** the release being served */
  current: ReleaseInfo | null;
  /** the release a rollback would go back to */
  previous: ReleaseInfo | null;
  /** the newest attempt */
  last: BuildAttempt | null;
  /** the sync of the live release to S3-compatible storage; null (or missing) when it is off */
  storage?: StorageStatus | null;
  /** publishes fall back to whole builds (the kept renderer failed); null while it works or is off */
  fallback?: RenderFallback | null;
}

export interface BuildRequest {
  outDir: string;
  signal: AbortSignal;
  /**
   * what the site reads besides DATA_DIR: SITE_RENDER_PLAN (a JSON file naming the only detail pages to
   * render, incremental.ts) and SITE_DATA_FILE (the content snapshot to render); without them every
   * page is rendered from the database
   */
  env?: Record<string, string>;
  /**
   * files of the live release that belong in the new one unchanged (an incremental publish's kept detail
   * pages): a builder that can place them while it renders does so and answers `keptPlaced`; otherwise
   * the caller links them once the build is done
   */
  keep?: KeptFiles;
}

/** Files of the release `from` to hard-link into the new one, relative to both folders. */
export interface KeptFiles {
  from: string;
  files: string[];
  /**
   * they are linked in the output folder already: it was made ahead of this publish
   * (IncrementalBuilder.prepareNext), so it may also hold links of pages this publish renders, which
   * are replaced by new files, never written through (that would write the live release's page)
   */
  prepared?: boolean;
}

/** What a build answers (it never rejects). */
export interface BuildResult {
  ok: boolean;
  /** the tail of its output */
  log: string;
  /** it hard-linked `keep` into the output itself */
  keptPlaced?: boolean;
  /** every file it wrote, relative to the output folder, when it knows them (a render by kept renderers) */
  written?: string[];
  /** the files hard-linked into the output from the live release (an incremental publish's kept pages) */
  kept?: KeptFiles;
  /** rendered by kept renderers (kept-renderer.ts), without bundling the site */
  keptRender?: boolean;
  /**
   * why a whole build made this output although a kept renderer should have (its render failed, or
   * the build could not keep one): the output is good, each publish just costs more until it works
   */
  warning?: string;
}

/** Renders the site into a folder: Astro in production, a stand-in in unit tests. */
export interface SiteBuilder {
  /** Resolves (never rejects) with whether it worked and the tail of its output. Aborting stops it. */
  build(o: BuildRequest): Promise<BuildResult>;
  /** gets ready for a fast first build (loads Astro ahead of time) */
  warm?(): void;
  /** the most memory a build process has held, in bytes, when known */
  peakRss?(): number;
  /** the peaks of all its build processes added up, in bytes, when known (several share a publish) */
  peakRssAll?(): number;
  /** the CPU time of the last build in ms, when known */
  lastCpuMs?(): number;
  /** whether the last build bundled the site's code (false: rendered with a renderer kept from an earlier build), when known */
  lastBundled?(): boolean;
  /** releases what it holds (a worker process) */
  close?(): Promise<void>;
  /**
   * hard-links `files` of the folder `from` into the new folder `to`, between builds, in processes of
   * its own; answers whether every link was made (false: it could not, or has no process to do it with)
   */
  place?(from: string, to: string, files: string[]): Promise<boolean>;
  /** a release it built went live: the next publish may be got ready now (IncrementalBuilder) */
  prepareNext?(): void;
  /**
   * the builder under this one that renders exactly what it is given (an incremental builder's workers),
   * for builds that are no release: previews (preview.ts)
   */
  readonly renderer?: SiteBuilder;
}

/** Where the publisher writes what it does: the Fastify logger, or nothing in unit tests. */
export interface PublishLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}
