// Registers every route module: files in routes/v2 under /v2/api, files in routes/api under /api.
// Each module default-exports a Fastify plugin for one domain; adding a domain is adding a file.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const PREFIXES = { v2: '/v2/api', api: '/api' } as const;

function modulesIn(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort()
    .map((f) => path.join(dir, f));
}

export async function registerRoutes(app: FastifyInstance, options: Record<string, unknown>): Promise<void> {
  for (const [folder, prefix] of Object.entries(PREFIXES)) {
    for (const file of modulesIn(path.join(import.meta.dirname, folder))) {
      const mod = (await import(pathToFileURL(file).href)) as { default: FastifyPluginAsync<Record<string, unknown>> };
      await app.register(mod.default, { ...options, prefix });
    }
  }
}
