// Every internal link and image of every page of a release resolves: each href, src, srcset and
// imagesrcset URL of each HTML file names a file of the release (found the way the static server finds
// it), a redirect of an old slug, or an existing upload. Runs on every release before it goes live
// (verify.ts) and on the live one with `npm run check:site`.
// Fast on purpose: the release's paths are listed once into a Set, each HTML file is read once, and
// each upload is looked up once. A page an incremental publish hard-linked from the previous release
// (same file: device, inode, time, size) is not read again: the URLs it holds are remembered from the
// last check (they are still judged against the new release).
import fs from 'node:fs';
import path from 'node:path';
import { servedCandidates } from '../lib/static-files.ts';
import { redirectPaths } from '../../site/build/finish-output.ts';

export interface BrokenLink {
  /** the page, relative to the release ("en/about-us/index.html") */
  page: string;
  /** the URL as written in the page */
  url: string;
  why: string;
}

export interface LinkReport {
  pages: number;
  /** internal URLs checked (a URL used on many pages counts on each) */
  links: number;
  broken: BrokenLink[];
  ms: number;
}

export interface LinkCheckOptions {
  /** DATA_DIR/uploads: where /uploads/... URLs are served from */
  uploadsDir?: string;
  /** absolute URLs on this origin (canonical, hreflang, Open Graph) are internal too */
  siteUrl?: string;
}

/** The origin relative URLs resolve against; never a real host. */
const PAGE_ORIGIN = 'http://release.invalid';
const UPLOADS = '/uploads/';
/** Script and style bodies and comments are not markup: a "src=" inside them is no link. */
const NOT_MARKUP = /<script\b[^>]*>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi;
const ATTRIBUTE = /\s(href|src|srcset|imagesrcset)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi;
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(value: string): string {
  return value.replace(ENTITY, (_m, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : NAMED[name.toLowerCase()],
  );
}

/** The URLs of one attribute: srcset lists "url descriptor" candidates separated by commas. */
function urlsOf(attribute: string, value: string): string[] {
  if (!attribute.toLowerCase().endsWith('srcset')) return [value.trim()];
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/** Every file of the release as a URL path ("/en/about-us/index.html"), and its HTML pages. */
function listRelease(dir: string): { files: Set<string>; pages: string[] } {
  const files = new Set<string>();
  const pages: string[] = [];
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(child);
      else if (d.isFile()) {
        files.add(`/${child}`);
        if (d.name.endsWith('.html')) pages.push(child);
      }
    }
  };
  walk('');
  return { files, pages: pages.sort() };
}

/** The URLs each page held at the last check, by the page's path and file identity. */
let knownUrls = new Map<string, string[]>();

function fileIdentity(file: string): string {
  const s = fs.statSync(file);
  return `${s.dev}:${s.ino}:${s.mtimeMs}:${s.size}`;
}

/** Every URL written in the page's markup, in order. */
function urlsOfPage(html: string): string[] {
  const out: string[] = [];
  for (const m of html.replace(NOT_MARKUP, '').matchAll(ATTRIBUTE)) out.push(...urlsOf(m[1], decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')));
  return out;
}

/** The address a page is served at: "about-us/index.html" is /about-us/, "404.html" itself. */
function pageUrl(page: string): string {
  return `${PAGE_ORIGIN}/${page.endsWith('/index.html') || page === 'index.html' ? page.slice(0, -'index.html'.length) : page}`;
}

export function checkLinks(dir: string, o: LinkCheckOptions = {}): LinkReport {
  const t0 = performance.now();
  const { files, pages } = listRelease(dir);
  const redirects = redirectPaths(dir);
  const internal = new Set([PAGE_ORIGIN, ...(o.siteUrl ? [new URL(o.siteUrl).origin] : [])]);
  const uploadsRoot = o.uploadsDir ? path.resolve(o.uploadsDir) : null;
  const uploads = new Map<string, boolean>();
  const uploadExists = (p: string): boolean => {
    let known = uploads.get(p);
    if (known === undefined) {
      const file = uploadsRoot ? path.join(uploadsRoot, p.slice(UPLOADS.length)) : '';
      known = !!uploadsRoot && file.startsWith(uploadsRoot + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
      uploads.set(p, known);
    }
    return known;
  };

  /** Why an internal path does not resolve, or null when it does. */
  const problem = (p: string): string | null => {
    if (p.startsWith(UPLOADS)) return uploadExists(p) ? null : 'no such upload';
    if (servedCandidates(p).some((c) => files.has(c))) return null;
    if (redirects.has(p.replace(/\/$/, ''))) return null;
    return 'no such file in the release';
  };

  /** The verdict on one URL as written on a page at `base`: skipped (not internal), fine or why not. */
  const verdict = (raw: string, base: string): { internal: boolean; why: string | null } => {
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      return { internal: true, why: 'not a valid URL' };
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !internal.has(url.origin)) return { internal: false, why: null };
    let p: string;
    try {
      p = decodeURIComponent(url.pathname);
    } catch {
      return { internal: true, why: 'bad percent-encoding' };
    }
    return { internal: true, why: problem(p) };
  };
  // The menu, footer and shared images repeat on every page: a root-relative URL is judged once.
  const rootRelative = new Map<string, { internal: boolean; why: string | null }>();

  const broken: BrokenLink[] = [];
  let links = 0;
  const seen = new Map<string, string[]>();
  // one copy of each URL string: the menu's links repeat on every page
  const interned = new Map<string, string>();
  for (const page of pages) {
    const file = path.join(dir, page);
    const key = `${page}\0${fileIdentity(file)}`;
    let urls = knownUrls.get(key);
    if (!urls) urls = urlsOfPage(fs.readFileSync(file, 'utf8')).map((u) => interned.get(u) ?? (interned.set(u, u), u));
    seen.set(key, urls);
    const base = pageUrl(page);
    for (const raw of urls) {
      if (!raw || raw.startsWith('#')) continue;
      let v: { internal: boolean; why: string | null };
      if (raw.startsWith('/') && !raw.startsWith('//')) {
        v = rootRelative.get(raw) ?? verdict(raw, base);
        rootRelative.set(raw, v);
      } else v = verdict(raw, base);
      if (!v.internal) continue;
      links++;
      if (v.why) broken.push({ page, url: raw, why: v.why });
    }
  }
  knownUrls = seen;
  return { pages: pages.length, links, broken, ms: Math.round(performance.now() - t0) };
}

/** One line per broken link, the first `max` of them. */
export function describeBroken(broken: BrokenLink[], max = 20): string {
  const lines = broken.slice(0, max).map((b) => `${b.page}: ${b.url} (${b.why})`);
  if (broken.length > max) lines.push(`... and ${broken.length - max} more`);
  return lines.join('\n');
}
