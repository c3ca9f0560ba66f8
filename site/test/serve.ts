// The built site for browser tests and screenshots, served by the server's own hosting plugin (the
// production static-serving code: server/lib/static-files.ts, redirects.json as 301s, the 404 page of
// the path's language, /uploads from the data folder). Listens on 127.0.0.1:0.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import hosting from '../../server/plugins/hosting.ts';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveSite(outDir: string, dataDir?: string): Promise<StaticServer> {
  // The hosting plugin serves <distDir>/current, as the server does after a publish.
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-serve-'));
  fs.symlinkSync(path.resolve(outDir), path.join(distDir, 'current'));
  const uploadsDir = dataDir ? path.resolve(dataDir, 'uploads') : path.join(distDir, 'uploads');
  const app = Fastify({ logger: false });
  await app.register(hosting, { distDir, uploadsDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}
