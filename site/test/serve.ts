// A tiny static server for browser tests and screenshots: the built site, /uploads from the data folder,
// directory indexes, redirects.json as 301s and the 404 page of the path's language. Listens on 127.0.0.1:0.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function inside(root: string, urlPath: string): string | null {
  const file = path.join(root, urlPath);
  return file.startsWith(root + path.sep) || file === root ? file : null;
}

function findFile(root: string, urlPath: string): string | null {
  const base = inside(root, urlPath);
  if (!base) return null;
  for (const candidate of [base, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function serveSite(outDir: string, dataDir?: string): Promise<StaticServer> {
  const siteRoot = path.resolve(outDir);
  const uploadsRoot = dataDir ? path.resolve(dataDir, 'uploads') : null;
  let redirects: Record<string, string> = {};
  try {
    redirects = JSON.parse(fs.readFileSync(path.join(siteRoot, 'redirects.json'), 'utf8'));
  } catch {
    // no redirects
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const to = redirects[pathname.replace(/\/$/, '')];
    if (to) {
      res.writeHead(301, { location: to + url.search }).end();
      return;
    }
    const file = pathname.startsWith('/uploads/') && uploadsRoot ? findFile(uploadsRoot, pathname.slice('/uploads'.length)) : findFile(siteRoot, pathname);
    if (file) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
      return;
    }
    const notFound = path.join(siteRoot, pathname.startsWith('/en/') ? 'en/404.html' : '404.html');
    res.writeHead(404, { 'content-type': TYPES['.html'] });
    if (fs.existsSync(notFound)) fs.createReadStream(notFound).pipe(res);
    else res.end('Not found');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
