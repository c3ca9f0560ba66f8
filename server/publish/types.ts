// The shapes the publishing pipeline reports (API.md "Publishing and health").

export type BuildState = 'idle' | 'queued' | 'building' | 'failed';

/** A release that passed verification and may be (or has been) served. */
export interface ReleaseInfo {
  id: string;
  startedAt: string;
  finishedAt: string;
  pages: number;
  ms: number;
}

/** One build attempt, good or bad. `log` holds the tail of the build output when it failed. */
export interface BuildAttempt extends ReleaseInfo {
  ok: boolean;
  log: string;
}

export interface BuildStatus {
  state: BuildState;
  /** the release being served */
  current: ReleaseInfo | null;
  /** the release a rollback would go back to */
  previous: ReleaseInfo | null;
  /** the newest attempt */
  last: BuildAttempt | null;
}

/** Renders the site into a folder: Astro in production, a stand-in in unit tests. */
export interface SiteBuilder {
  /** Resolves (never rejects) with whether it worked and the tail of its output. Aborting stops it. */
  build(o: { outDir: string; signal: AbortSignal }): Promise<{ ok: boolean; log: string }>;
  /** gets ready for a fast first build (loads Astro ahead of time) */
  warm?(): void;
  /** releases what it holds (a worker process) */
  close?(): Promise<void>;
}

/** Where the publisher writes what it does: the Fastify logger, or nothing in unit tests. */
export interface PublishLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}
