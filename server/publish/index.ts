// The server's publisher: the real pipeline, building with Astro in a child process.
import type { FastifyInstance } from 'fastify';
import { buildSite } from '../../scripts/lib/build-site.ts';
import type { Config } from '../config.ts';
import { SitePublisher } from './site-publisher.ts';
import type { SiteBuilder } from './types.ts';

export { SitePublisher } from './site-publisher.ts';
export type { BuildStatus, SiteBuilder } from './types.ts';

/** Astro, reading this server's data folder, writing one release folder. */
export function astroBuilder(config: Pick<Config, 'dataDir' | 'siteUrl'>): SiteBuilder {
  return ({ outDir, signal }) => buildSite({ dataDir: config.dataDir, outDir, siteUrl: config.siteUrl, signal });
}

export function createPublisher(_app: FastifyInstance, config: Config): SitePublisher {
  return new SitePublisher({
    distDir: config.distDir,
    builder: astroBuilder(config),
    deployHookUrl: config.deployHookUrl,
  });
}
