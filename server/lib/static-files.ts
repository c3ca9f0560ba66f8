// Serves a built folder from a map of its files made once, when the folder goes live, so a request
// costs a map lookup instead of file-system walks (@fastify/static stats every parent folder).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listRelease, type ReleaseListing } from './release-listing.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** The Content-Type a file is served with, by its extension (the storage sync sends the same). */
export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const gzipAsync = promisify(zlib.gzip);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
const brotliAsync = promisify(zlib.brotliCompress);
/**
 * Measured on the site's pages: quality 6 makes files as small as quality 9 (27.4% vs 27.3% of the
 * HTML) about 20 times faster (1 ms vs 23 ms per page).
 */
const BROTLI_QUALITY = 6;
const COMPRESS_DELAY_MS = 1000;
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg']);
/** Files up to this size are kept in memory (with gzip and brotli forms); larger ones stream from disk. */
const MEMORY_LIMIT = 512 * 1024;

interface Entry {
  /** its URL path ("/en/index.html"): the same in every release, so an unchanged file's entry is reused as it is */
  rel: string;
  type: string;
  size: number;
  /** the file's identity: a file hard-linked from the previous release keeps it, so its entry is reused */
  ino: number;
  mtimeMs: number;
  etag: string;
  body?: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  /** the headers of an HTML page of its own (its Content-Security-Policy...), or of a file by its path, when the folder's owner gives them */
  pageHeaders?: Record<string, string>;
}

/**
 * The files a decoded URL path may name, in the order they are looked for: "/about-us", "/about-us/"
 * and "/about-us/index.html" all find the page. (The release check resolves links the same way.)
 */
export function servedCandidates(p: string): string[] {
  return p.endsWith('/') ? [p + 'index.html'] : [p, p + '/index.html', p + '.html'];
}

export class StaticFiles {
  readonly root: string;
  private readonly entries = new Map<string, Entry>();
  private disposed = false;
  /** while it answers true (a site build runs), compression waits: the build gets the CPU */
  private readonly busy?: () => boolean;
  /** resolves when every compressible file has its gzip and brotli forms */
  readonly compressed: Promise<void>;

  /**
   * Reads the folder into memory. Compression runs afterwards, one file at a time on libuv's thread
   * pool, off the event loop, after a short pause and never while `busy()` (a site build runs), so it
   * does not slow down the publish of the next edit; until a file's forms are ready it is sent
   * uncompressed. Files whose bytes equal those in `previous` (the release being replaced) take its
   * forms and need no work.
   */
  constructor(
    root: string,
    opts: {
      previous?: StaticFiles;
      busy?: () => boolean;
      pageHeaders?: (html: string) => Record<string, string>;
      /** headers a file gets by its URL path (the site search's files: lib/csp.ts siteFileHeaders) */
      fileHeaders?: (urlPath: string) => Record<string, string> | undefined;
      /** the folder as just listed (a publish's release check): no walk and no stat of its own */
      listing?: ReleaseListing;
    } = {},
  ) {
    const previous = opts.previous;
    this.busy = opts.busy;
    this.root = fs.realpathSync(root);
    const todo: Entry[] = [];
    const listed = opts.listing?.root === this.root ? opts.listing.files : listRelease(this.root).files;
    for (const [rel, stat] of listed) {
      const old = previous?.entries.get(rel);
      if (old && old.ino === stat.ino && old.mtimeMs === stat.mtimeMs && old.size === stat.size) {
        // the same file (an incremental publish links unchanged files): its entry as it is, nothing to
        // read or work out again (at 10,000 pages a copy of each entry cost 40-50 ms of going live)
        if (old.body && COMPRESSIBLE.has(path.extname(rel).toLowerCase()) && stat.size > 512 && !(old.gzip && old.brotli)) todo.push(old);
        this.entries.set(rel, old);
        continue;
      }
      const file = path.join(this.root, rel);
      const ext = path.extname(file).toLowerCase();
      const entry: Entry = {
        rel,
        type: contentTypeOf(file),
        size: stat.size,
        ino: stat.ino,
        mtimeMs: stat.mtimeMs,
        etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      };
      if (stat.size <= MEMORY_LIMIT) {
        entry.body = fs.readFileSync(file);
        if (COMPRESSIBLE.has(ext) && stat.size > 512) {
          if (old?.body && old.gzip && old.brotli && old.body.equals(entry.body)) {
            entry.gzip = old.gzip;
            entry.brotli = old.brotli;
          } else todo.push(entry);
        }
      }
      if (opts.pageHeaders && ext === '.html') entry.pageHeaders = opts.pageHeaders((entry.body ?? fs.readFileSync(file)).toString('utf8'));
      const byPath = opts.fileHeaders?.(rel);
      if (byPath) entry.pageHeaders = { ...entry.pageHeaders, ...byPath };
      this.entries.set(rel, entry);
    }
    this.compressed = this.compress(todo);
  }

  /** Stops background compression (the folder is no longer served). */
  dispose(): void {
    this.disposed = true;
  }

  private async compress(todo: Entry[]): Promise<void> {
    await sleep(COMPRESS_DELAY_MS);
    // Shallow paths first: the home pages and section pages are what visitors open most.
    todo.sort((a, b) => a.rel.split('/').length - b.rel.split('/').length);
    for (const entry of todo) {
      for (let i = 0; i < 2400 && this.busy?.() && !this.disposed; i++) await sleep(250);
      if (this.disposed) return;
      const body = entry.body!;
      entry.gzip = await gzipAsync(body, { level: 9 });
      entry.brotli = await brotliAsync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
    }
  }

  get size(): number {
    return this.entries.size;
  }

  has(urlPath: string): boolean {
    return this.entries.has(urlPath);
  }

  /** "/about-us", "/about-us/" and "/about-us/index.html" all find the page. */
  find(urlPath: string): Entry | undefined {
    let p: string;
    try {
      p = decodeURIComponent(urlPath.split('?')[0]);
    } catch {
      return undefined;
    }
    if (p.includes('\0')) return undefined;
    for (const c of servedCandidates(p)) {
      const e = this.entries.get(c);
      if (e) return e;
    }
    return undefined;
  }

  /** Sends the entry; `cache` is the Cache-Control value. */
  send(request: FastifyRequest, reply: FastifyReply, entry: Entry, cache: string, status = 200): FastifyReply {
    reply.code(status).header('content-type', entry.type).header('cache-control', cache).header('etag', entry.etag);
    reply.header('vary', 'accept-encoding');
    if (entry.pageHeaders) reply.headers(entry.pageHeaders);
    if (status === 200 && request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    if (request.method === 'HEAD') return reply.header('content-length', entry.size).send();
    const accept = String(request.headers['accept-encoding'] ?? '');
    if (entry.brotli && /\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(entry.brotli);
    if (entry.gzip && /\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
    if (entry.body) return reply.send(entry.body);
    return reply.header('content-length', entry.size).send(fs.createReadStream(path.join(this.root, entry.rel)));
  }
}
