// The server's publisher: the real pipeline, building with Astro in a warm worker process.
import type { FastifyInstance } from 'fastify';
import { buildSite } from '../../scripts/lib/build-site.ts';
import type { Config } from '../config.ts';
import { SitePublisher } from './site-publisher.ts';
import type { SiteBuilder } from './types.ts';
import { WorkerBuilder } from './worker-builder.ts';

export { SitePublisher } from './site-publisher.ts';
export type { BuildStatus, SiteBuilder } from './types.ts';

/** Astro in a long-lived worker: what the server uses (no Node + Astro start-up per publish). */
export function astroBuilder(config: Pick<Config, 'dataDir' | 'siteUrl'>): SiteBuilder {
  return new WorkerBuilder({ dataDir: config.dataDir, siteUrl: config.siteUrl });
}

/** Astro in a fresh `astro build` process per build, as `npm run build:site` does. */
export function coldAstroBuilder(config: Pick<Config, 'dataDir' | 'siteUrl'>): SiteBuilder {
  return { build: ({ outDir, signal }) => buildSite({ dataDir: config.dataDir, outDir, siteUrl: config.siteUrl, signal }) };
}

export function createPublisher(_app: FastifyInstance, config: Config): SitePublisher {
  return new SitePublisher({
    distDir: config.distDir,
    builder: astroBuilder(config),
    deployHookUrl: config.deployHookUrl,
  });
}
