// A built site served by the server's own app (server/app.ts buildApp, what `npm start` runs): helmet's
// headers, each page's Content-Security-Policy, the search files' policy, the fast path ahead of routing,
// the read cache of the public API, redirects.json as 301s, the 404 page of the path's language, /uploads
// from the data folder. Never a bare static server: a header bug (issue 30: the search's worker blocked
// by its own answer's CSP) shows only where the real headers are sent. The one difference from `npm
// start`: the publisher serves the release the test built and never builds (the test built it already,
// and a second Astro build would only cost time). Listens on 127.0.0.1:0.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { BENCH_ADMIN } from '../../server/test/real-server.ts';

export interface StaticServer {
  url: string;
  /** the app itself: app.inject answers through Fastify's routes, past the fast path */
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Serves `outDir` as the live release of the server's app over `dataDir` (a data folder of its own when none is given). */
export async function serveSite(outDir: string, dataDir?: string): Promise<StaticServer> {
  // the app serves <distDir>/current, as the server does after a publish
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-serve-'));
  fs.symlinkSync(path.resolve(outDir), path.join(distDir, 'current'));
  const config = loadConfig({
    DATA_DIR: dataDir ? path.resolve(dataDir) : path.join(distDir, 'data'),
    DIST_DIR: distDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: '0',
    // the release is the test's own: no background AVIF work or sharing crops and no publish of them (lib/avif-backfill.ts, lib/share-crop-backfill.ts)
    UPLOAD_AVIF: '0',
    SHARE_CROPS: '0',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, publisher: { request() {} } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    async close() {
      await app.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}
