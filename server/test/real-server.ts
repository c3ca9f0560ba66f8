// A real server on 127.0.0.1 (random port) over temporary data and dist folders, with the real
// publisher (Astro in its warm worker): what the real-build test and the latency benchmark talk to.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { linkCheckOptions, publishingBuilder, SitePublisher, sourceReader } from '../publish/index.ts';
import type { IncrementalBuilder } from '../publish/incremental-builder.ts';
import type { StoragePublisher } from '../publish/storage-sync/storage-publisher.ts';
import { SearchIndexer } from '../publish/search-index.ts';
import type { WorkerBuilderOptions } from '../publish/worker-builder.ts';

/** The first administrator of the real servers and benchmark data folders. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  publisher: SitePublisher;
  /** what the last build rendered (builder.last) */
  builder: IncrementalBuilder;
  /** the site search's indexer, when asked for (ServerOptions.search) */
  search?: SearchIndexer;
  dataDir: string;
  distDir: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** default: a fresh folder (with the demo company unless `seed` is false) */
  dataDir?: string;
  seed?: boolean;
  /** default: a fresh folder */
  distDir?: string;
  /** stands for the fingerprint of the site's code (release-source.ts), as if the code had changed */
  codeFingerprint?: string;
  /** BUILD_RENDERERS (config.ts); 0: every publish is a whole Astro build */
  buildRenderers?: number;
  /** syncs each release to a bucket; given the uploads folder */
  storage?: (uploadsDir: string) => StoragePublisher;
  /** faults the build workers make on purpose (WorkerBuilderOptions.testFaults) */
  testFaults?: WorkerBuilderOptions['testFaults'];
  /** index each release for the site search as the server does (search-index.ts); off by default: it costs CPU beside the builds */
  search?: boolean;
  /** UPLOAD_AVIF: AVIF twins of uploads and of the demo's pictures once a release is live (lib/avif-backfill.ts); off by default, as `search` */
  avif?: boolean;
  /** SHARE_CROPS: sharing crops of uploads and of the demo's pictures once a release is live (lib/share-crop-backfill.ts); off by default, as `avif` */
  shareCrops?: boolean;
  /** the admin bundle to serve (AppOptions.adminDir), or what puts one in the data folder and names it */
  adminDir?: string | ((dataDir: string) => string);
}

/** Starts a server on `dataDir` and `distDir`; `close` removes the folders it made. */
export async function startServer(o: ServerOptions = {}): Promise<RunningServer> {
  const ownData = !o.dataDir;
  const dataDir = o.dataDir ?? tempDir('cms-real-data-');
  const ownDist = !o.distDir;
  const distDir = o.distDir ?? tempDir('cms-real-dist-');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: o.seed === false ? '0' : '1',
    UPLOAD_AVIF: o.avif ? '1' : '0',
    SHARE_CROPS: o.shareCrops ? '1' : '0',
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...(o.buildRenderers === undefined ? {} : { BUILD_RENDERERS: String(o.buildRenderers) }),
  });
  const removeFolders = () => {
    if (ownDist) fs.rmSync(distDir, { recursive: true, force: true });
    if (ownData) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance | undefined;
  // the source is read from the app's database once the app is ready (the publisher starts then)
  // built from the live copy and named by its revision, as the server's own publisher does (publish/index.ts)
  const source = () => sourceReader(app!.liveDb, { root: config.rootDir, siteUrl: config.siteUrl, code: o.codeFingerprint })();
  const storage = o.storage?.(path.join(dataDir, 'uploads'));
  // the server's own builder: the warm worker, rendering only what an edit touches
  const builder = publishingBuilder(
    config,
    () => app!.liveDb,
    undefined,
    o.testFaults,
    () => app!.media,
  );
  const search = o.search ? new SearchIndexer({ distDir }) : undefined;
  const publisher = new SitePublisher({ distDir, builder, source, links: linkCheckOptions(config), storage, search });
  try {
    const adminDir = typeof o.adminDir === 'function' ? o.adminDir(dataDir) : o.adminDir;
    app = await buildApp({ config, publisher, loginRateLimit: 1000, adminDir });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (err) {
    await (app ? app.close() : publisher.close());
    removeFolders();
    throw err;
  }
  const { port } = app.server.address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    publisher,
    builder,
    search,
    dataDir,
    distDir,
    async close() {
      await app.close();
      removeFolders();
    },
  };
}

/** Whether the Astro site exists yet (the site is written by another part of the project). */
export function siteExists(): boolean {
  return fs.existsSync(path.join(import.meta.dirname, '..', '..', 'site', 'pages', 'index.astro'));
}
