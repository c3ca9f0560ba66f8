// The server's publisher: the real pipeline, building with Astro in a warm worker process.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ContentDb } from '../../content-db/open.ts';
import { buildSite } from './build-site.ts';
import type { Config } from '../config.ts';
import type { LinkCheckOptions } from './link-check.ts';
import { sourceReader } from './release-source.ts';
import { SitePublisher } from './site-publisher.ts';
import { StoragePublisher } from './storage-sync/storage-publisher.ts';
import type { PublishLog, SiteBuilder } from './types.ts';
import { WorkerBuilder, type WorkerBuilderOptions } from './worker-builder.ts';
import { IncrementalBuilder, snapshotReader } from './incremental-builder.ts';
import { SearchIndexer } from './search-index.ts';
import { makeShareCrops } from './share-crops.ts';
import type { MediaStore } from '../lib/media.ts';
import type { SiteData } from '../../content-db/site-data.ts';

export { sourceReader } from './release-source.ts';
export { SitePublisher } from './site-publisher.ts';
export type { BuildStatus, SiteBuilder } from './types.ts';

type BuildConfig = Pick<Config, 'dataDir' | 'siteUrl' | 'rootDir' | 'buildLockFile' | 'buildRenderers'>;

/** The release check resolves /uploads/ in DATA_DIR and treats SITE_URL's absolute URLs as internal. */
export function linkCheckOptions(config: Pick<Config, 'dataDir' | 'siteUrl'>): LinkCheckOptions {
  return { uploadsDir: path.join(config.dataDir, 'uploads'), siteUrl: config.siteUrl };
}

/** The sync of each live release to S3-compatible storage; undefined when S3_BUCKET is unset. */
export function storagePublisher(config: Pick<Config, 'storage' | 'dataDir' | 'distDir'>, log?: PublishLog): StoragePublisher | undefined {
  if (!config.storage) return undefined;
  const lockFile = path.join(config.distDir, '.storage-sync.lock');
  return StoragePublisher.fromConfig(config.storage, { uploadsDir: path.join(config.dataDir, 'uploads'), log, lockFile });
}

/** Astro in a long-lived worker: what the server uses (no Node + Astro start-up per publish). */
export function astroBuilder(config: BuildConfig, testFaults?: WorkerBuilderOptions['testFaults']): SiteBuilder {
  return new WorkerBuilder({
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    root: config.rootDir,
    lockFile: config.buildLockFile,
    renderers: config.buildRenderers,
    testFaults,
  });
}

/** Astro in a fresh `astro build` process per build, as `npm run build:site` does. */
export function coldAstroBuilder(config: BuildConfig): SiteBuilder {
  return {
    build: ({ outDir, signal, env }) =>
      buildSite({
        dataDir: config.dataDir,
        outDir,
        siteUrl: config.siteUrl,
        root: config.rootDir,
        lockFile: config.buildLockFile,
        signal,
        env,
      }),
  };
}

/** The server's builder: the warm worker, rendering only the pages an edit touches (incremental-builder.ts). */
export function publishingBuilder(
  config: BuildConfig & Pick<Config, 'distDir'>,
  db: () => ContentDb,
  log?: PublishLog,
  testFaults?: WorkerBuilderOptions['testFaults'],
  /** the upload store (asked at each publish: the app's opens later); the pages' sharing images are cropped before they render (share-crops.ts) */
  media?: () => MediaStore,
): IncrementalBuilder {
  const prepare = media ? (data: SiteData, copy: ContentDb) => makeShareCrops(media(), data, copy, (m) => log?.warn(m)) : undefined;
  return new IncrementalBuilder(astroBuilder(config, testFaults), {
    distDir: config.distDir,
    readSnapshot: snapshotReader(db, { root: config.rootDir, siteUrl: config.siteUrl, prepare }),
    log,
  });
}

/**
 * The site is built from the live copy (app.liveDb), and a release is named by the live copy's content
 * revision: a working-copy edit in review mode neither shows on the site nor makes it out of date.
 */
export function createPublisher(app: FastifyInstance, config: Config): SitePublisher {
  return new SitePublisher({
    distDir: config.distDir,
    builder: publishingBuilder(
      config,
      () => app.liveDb,
      app.log,
      undefined,
      () => app.media,
    ),
    source: sourceReader(app.liveDb, { root: config.rootDir, siteUrl: config.siteUrl }),
    links: linkCheckOptions(config),
    deployHookUrl: config.deployHookUrl,
    storage: storagePublisher(config),
    search: new SearchIndexer({ distDir: config.distDir }),
  });
}
