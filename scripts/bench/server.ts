// A real server on 127.0.0.1 (random port) over temporary data and dist folders, with the real
// publisher (Astro in its warm worker): what the real-build test and the latency benchmark talk to.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { astroBuilder, SitePublisher } from '../../server/publish/index.ts';
import { BENCH_ADMIN, tempDir } from './data.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  publisher: SitePublisher;
  dataDir: string;
  distDir: string;
  close(): Promise<void>;
}

/** Starts a server on `dataDir` (a fresh demo one when not given); `close` removes what it made. */
export async function startServer(o: { dataDir?: string; seed?: boolean } = {}): Promise<RunningServer> {
  const ownData = !o.dataDir;
  const dataDir = o.dataDir ?? tempDir('cms-real-data-');
  const distDir = tempDir('cms-real-dist-');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: o.seed === false ? '0' : '1',
    LOG_LEVEL: 'silent',
    PORT: '0',
  });
  const removeFolders = () => {
    fs.rmSync(distDir, { recursive: true, force: true });
    if (ownData) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const publisher = new SitePublisher({ distDir, builder: astroBuilder(config) });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, publisher, loginRateLimit: 1000 });
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
