// Keeps the bucket on the live release: each release that goes live (a publish, a rollback, the start)
// is synced in the background, one sync at a time; a newer release asked for during a sync is synced
// next (the ones in between are skipped). A failed sync is retried with growing pauses, each retry going
// on from what the last one uploaded. Its progress and failure log are part of the publish status.
import type { Static } from 'typebox';
import type { StorageConfig } from '../../config.ts';
import type { StorageStatusSchema } from '../../schemas/build.ts';
import { withBuildLock } from '../build-lock.ts';
import { postWebhook } from '../deploy-hook.ts';
import type { PublishLog } from '../types.ts';
import { Bucket, s3Client } from './bucket.ts';
import { syncRelease, type SyncReport } from './sync.ts';

/** idle / syncing / failed, the step and progress of a running sync, the failure log (schemas/build.ts) */
export type StorageStatus = Static<typeof StorageStatusSchema>;

export interface StoragePublisherOptions {
  bucket: Bucket;
  uploadsDir: string;
  cdnPurgeUrl?: string;
  log?: PublishLog;
  /** tries per release before it counts as failed */
  attempts?: number;
  /** pause before the first retry; doubled after each */
  backoffMs?: number;
  concurrency?: number;
  /**
   * A file lock that syncs of other processes to the same bucket take too (the server and npm run
   * deploy:s3): two syncs of different releases at once would delete each other's new assets.
   */
  lockFile?: string;
}

const QUIET: PublishLog = { info() {}, warn() {}, error() {} };
const LOG_TAIL_CHARS = 4000;

/**
 * A refusal that a retry would only repeat: a missing bucket, a wrong key or no credentials at all (the
 * SDK has already retried throttling, 5xx answers and network errors a few times by itself).
 */
function isPermanent(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode ?? 0;
  return (status >= 400 && status < 500 && status !== 408 && status !== 429) || e.name === 'CredentialsProviderError';
}

interface Target {
  id: string;
  dir: string;
}

export class StoragePublisher {
  readonly bucket: Bucket;
  readonly #opts: StoragePublisherOptions;
  #log: PublishLog;
  #status: StorageStatus = {
    state: 'idle',
    releaseId: null,
    syncedId: null,
    step: null,
    done: 0,
    total: 0,
    attempt: 0,
    uploaded: 0,
    deleted: 0,
    ms: 0,
    finishedAt: null,
    log: '',
  };
  #wanted: Target | null = null;
  #running: Promise<void> | null = null;
  #controller = new AbortController();
  /** ends a pause between retries early (a newer release, a close) */
  #wake: () => void = () => {};
  #closed = false;
  /** the report of the newest sync that finished */
  lastReport: SyncReport | null = null;

  constructor(opts: StoragePublisherOptions) {
    this.#opts = opts;
    this.bucket = opts.bucket;
    this.#log = opts.log ?? QUIET;
  }

  /** The sync of the server's configuration, with the AWS SDK's own credential chain. */
  static fromConfig(config: StorageConfig, o: Omit<StoragePublisherOptions, 'bucket' | 'cdnPurgeUrl'>): StoragePublisher {
    return new StoragePublisher({ ...o, bucket: new Bucket(s3Client(config), config), cdnPurgeUrl: config.cdnPurgeUrl });
  }

  /** Logs to the app's logger from now on (the publisher hands it over at start). */
  useLog(log: PublishLog): void {
    if (!this.#opts.log) this.#log = log;
  }

  status(): StorageStatus {
    return { ...this.#status };
  }

  /** The release `id` (in `dir`) is live: sync it once the running sync, if any, has ended. */
  publish(id: string, dir: string): void {
    if (this.#closed) return;
    this.#wanted = { id, dir };
    // a running sync keeps showing its own progress until it ends
    if (!this.#running) this.#status = { ...this.#status, state: 'syncing', releaseId: id, step: 'comparing', done: 0, total: 0, attempt: 1, log: '' };
    this.#wake();
    this.#running ??= this.#loop().finally(() => (this.#running = null));
  }

  /** Resolves when no sync is running or waiting. */
  async whenSettled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Stops a running sync (what it uploaded is recorded; the bucket keeps whole pages) and waits for it. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#wanted = null;
    this.#controller.abort(new Error('server closing'));
    this.#wake();
    await this.whenSettled();
    this.bucket.client.destroy();
  }

  async #loop(): Promise<void> {
    while (this.#wanted && !this.#closed) {
      const target = this.#wanted;
      this.#wanted = null;
      await this.#syncWithRetries(target);
    }
  }

  async #syncWithRetries(target: Target): Promise<void> {
    const attempts = this.#opts.attempts ?? 5;
    const failures: string[] = [];
    for (let attempt = 1; ; attempt++) {
      this.#status = { ...this.#status, state: 'syncing', releaseId: target.id, attempt, step: 'comparing', done: 0, total: 0 };
      try {
        const signal = this.#controller.signal;
        const sync = () =>
          syncRelease(this.bucket, {
            releaseId: target.id,
            releaseDir: target.dir,
            uploadsDir: this.#opts.uploadsDir,
            signal,
            concurrency: this.#opts.concurrency,
            onProgress: (p) => (this.#status = { ...this.#status, ...p }),
          });
        const lockFile = this.#opts.lockFile;
        const report = lockFile ? await withBuildLock(lockFile, sync, { signal }) : await sync();
        this.#succeeded(report);
        await this.#purge(report);
        return;
      } catch (err) {
        const e = err as Error;
        failures.push(`attempt ${attempt}: ${e.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e.message}`);
        const superseded = this.#wanted !== null || this.#closed;
        const last = attempt >= attempts || superseded || isPermanent(err);
        this.#log.warn(`storage sync of release ${target.id} failed (${failures.at(-1)})${last ? '' : '; trying again'}`);
        if (last) {
          if (!superseded) this.#failed(target, failures);
          return;
        }
        await this.#pause((this.#opts.backoffMs ?? 2000) * 2 ** (attempt - 1));
        if (this.#wanted || this.#closed) return; // a newer release goes on from what this one uploaded
      }
    }
  }

  #succeeded(r: SyncReport): void {
    this.lastReport = r;
    this.#status = {
      ...this.#status,
      state: this.#wanted ? 'syncing' : 'idle',
      syncedId: r.releaseId,
      step: null,
      uploaded: r.uploaded,
      deleted: r.deleted,
      ms: r.ms,
      finishedAt: new Date().toISOString(),
      log: '',
    };
    this.#log.info(`storage sync of release ${r.releaseId}: ${r.uploaded} uploaded, ${r.deleted} deleted of ${r.objects} objects in ${r.ms} ms`);
  }

  #failed(target: Target, failures: string[]): void {
    const log =
      `${failures.join('\n')}\n` +
      `The bucket keeps every page it had, each with its assets; it holds release ${this.#status.syncedId ?? 'none'} ` +
      `in full, with some pages of release ${target.id}. The next publish (or npm run deploy:s3) syncs again.`;
    this.#status = { ...this.#status, state: 'failed', step: null, finishedAt: new Date().toISOString(), log: log.slice(-LOG_TAIL_CHARS) };
    this.#log.error(`storage sync of release ${target.id} failed after ${failures.length} attempts`);
  }

  async #purge(r: SyncReport): Promise<void> {
    const url = this.#opts.cdnPurgeUrl;
    if (!url || r.changedPaths.length === 0) return;
    await postWebhook(url, { releaseId: r.releaseId, paths: r.changedPaths }, `CDN purge of release ${r.releaseId}`, this.#log);
  }

  #pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
