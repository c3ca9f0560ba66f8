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

/** Renders the site into `outDir`. Resolves (never rejects) with whether it worked and its output. */
export type SiteBuilder = (o: { outDir: string; signal: AbortSignal }) => Promise<{ ok: boolean; log: string }>;

/** Where the publisher writes what it does: the Fastify logger, or nothing in unit tests. */
export interface PublishLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}
