// What the bucket should hold for one release: every file of the release folder and every upload, each
// with its key, content hash, Content-Type, Cache-Control, the wave it is uploaded in and, for the old
// slug of a renamed item, the storage's redirect metadata (x-amz-website-redirect-location).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { siteCache } from '../../plugins/hosting.ts';
import { contentTypeOf } from '../../lib/static-files.ts';

/**
 * Upload waves, in order: a visitor never gets a page whose assets are missing, nor a sitemap or a
 * redirect to a page that is not there yet. Deletions come after the last wave.
 */
export const WAVES = ['assets', 'pages', 'sitemap and redirects'] as const;
export type Wave = (typeof WAVES)[number];

export interface PlannedObject {
  /** the object key, S3_PREFIX included */
  key: string;
  file: string;
  /** SHA-256 of the content (and of the redirect target, when there is one) */
  hash: string;
  contentType: string;
  cacheControl: string;
  wave: Wave;
  /** where the storage's website endpoint answers a 301 to (old slugs, the admin's redirects) */
  redirect?: string;
  /** the bytes to send when they are made here rather than read from `file` (an admin redirect's page) */
  body?: Buffer;
}

/** Upload names are made by the server and never reused: cached for good, like /_astro/. */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable';
/** Files that point at pages: they follow the pages they name. */
const META_FILES = new Set(['robots.txt', 'redirects.json', 'site-redirects.json']);
const SITEMAP = /^sitemap(-index|-\d+)?\.xml$/;
export const MANIFEST_NAME = '.storage-manifest.json';

function walk(dir: string, base = '', out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const d of fs.readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${d.name}` : d.name;
    if (d.isDirectory()) walk(dir, rel, out);
    else if (d.isFile()) out.push(rel);
  }
  return out;
}

/**
 * Content hashes by inode, size and mtime, kept from one plan to the next: uploads never change in
 * place, and an incremental publish hard-links every unchanged page from the live release, so each file
 * is read once.
 */
let knownHashes = new Map<string, string>();

function contentHash(file: string, seen: Map<string, string>): string {
  const st = fs.statSync(file, { bigint: true });
  const id = `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}`;
  const hash = knownHashes.get(id) ?? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  seen.set(id, hash);
  return hash;
}

/** An old slug's object changes when its redirect target does, even if its page stays the same. */
const withRedirect = (hash: string, redirect: string | undefined) =>
  redirect === undefined ? hash : crypto.createHash('sha256').update(`${hash}\0${redirect}`).digest('hex');

/** redirects.json maps `/project/old` to `/project/new/`; the build leaves a meta-refresh page at the old path. */
function readRedirects(releaseDir: string): Map<string, string> {
  const byFile = new Map<string, string>();
  const file = path.join(releaseDir, 'redirects.json');
  if (!fs.existsSync(file)) return byFile;
  for (const [from, to] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)) {
    byFile.set(`${from.replace(/^\/+|\/+$/g, '')}/index.html`, to);
  }
  return byFile;
}

/**
 * The admin's redirects (the release's site-redirects.json): the key each is stored under, decoded as
 * the storage decodes a request's path: "/eski-sayfa" as eski-sayfa/index.html (the website endpoint
 * sends /eski-sayfa to /eski-sayfa/, then answers that object's redirect), a file name such as
 * "/old/page.html" as itself. Storage answers every object redirect with a 301, a 302 included.
 */
function readSiteRedirects(releaseDir: string): Array<{ rel: string; to: string }> {
  const file = path.join(releaseDir, 'site-redirects.json');
  if (!fs.existsSync(file)) return [];
  const out: Array<{ rel: string; to: string }> = [];
  for (const { from, to } of JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ from: string; to: string }>) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(from).replace(/^\/+|\/+$/g, '');
    } catch {
      continue;
    }
    if (!decoded) continue;
    out.push({ rel: /\.[a-z0-9]{1,5}$/i.test(decoded) ? decoded : `${decoded}/index.html`, to });
  }
  return out;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** The page an admin redirect's object holds, for a client that ignores the redirect metadata. */
function redirectPage(to: string): Buffer {
  const href = to.replace(/[&<>"]/g, (c) => ESCAPES[c]);
  return Buffer.from(
    `<!doctype html><html><head><meta charset="utf-8"><title>Redirect</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${href}"></head><body><a href="${href}">${href}</a></body></html>`,
  );
}

function waveOf(rel: string, redirect: string | undefined): Wave {
  if (redirect !== undefined || META_FILES.has(rel) || SITEMAP.test(rel)) return 'sitemap and redirects';
  return rel.endsWith('.html') ? 'pages' : 'assets';
}

/** Directory depth: within the pages wave, detail pages go before the lists that link to them. */
const depth = (key: string) => key.split('/').length;

export function planRelease(o: { releaseDir: string; uploadsDir: string; prefix: string }): PlannedObject[] {
  const redirects = readRedirects(o.releaseDir);
  const seen = new Map<string, string>();
  const out: PlannedObject[] = [];
  for (const rel of walk(o.releaseDir)) {
    const file = path.join(o.releaseDir, rel);
    const redirect = redirects.get(rel);
    const contentType = contentTypeOf(rel);
    out.push({
      key: o.prefix + rel,
      file,
      hash: withRedirect(contentHash(file, seen), redirect),
      contentType,
      cacheControl: siteCache(`/${rel}`, contentType),
      wave: waveOf(rel, redirect),
      ...(redirect !== undefined ? { redirect } : {}),
    });
  }
  // a page of the release at the same address wins, as it does on the server
  const taken = new Set(out.map((p) => p.key));
  for (const { rel, to } of readSiteRedirects(o.releaseDir)) {
    const key = o.prefix + rel;
    if (taken.has(key)) continue;
    taken.add(key);
    const body = redirectPage(to);
    out.push({
      key,
      file: path.join(o.releaseDir, 'site-redirects.json'),
      body,
      hash: withRedirect(crypto.createHash('sha256').update(body).digest('hex'), to),
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      wave: 'sitemap and redirects',
      redirect: to,
    });
  }
  for (const rel of walk(o.uploadsDir)) {
    if (rel.split('/').some((part) => part.startsWith('.'))) continue; // temporary files of a running upload
    const file = path.join(o.uploadsDir, rel);
    out.push({
      key: `${o.prefix}uploads/${rel}`,
      file,
      hash: contentHash(file, seen),
      contentType: contentTypeOf(rel),
      cacheControl: UPLOAD_CACHE,
      wave: 'assets',
    });
  }
  knownHashes = seen; // only what the newest release and the uploads hold
  return out.sort((a, b) => WAVES.indexOf(a.wave) - WAVES.indexOf(b.wave) || depth(b.key) - depth(a.key) || a.key.localeCompare(b.key));
}

/** The URL paths a CDN may hold for a key: `/en/about-us/index.html` is also served as `/en/about-us/`. */
export function servedPaths(key: string, prefix: string): string[] {
  const p = `/${key.slice(prefix.length)}`;
  if (p === '/index.html') return ['/', p];
  return p.endsWith('/index.html') ? [p.slice(0, -'index.html'.length), p] : [p];
}
