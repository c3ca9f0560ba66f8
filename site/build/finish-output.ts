// The last step of every build, run on the finished output folder: the sitemap (with each page's
// language alternates), /sitemap.xml, and the English 404 page where servers look for it.
// Astro's build calls it from astro.config.mjs (astro:build:done); a warm build worker that renders a
// publish with the renderer it kept (server/publish/kept-renderer.ts) calls it the same way, so both
// paths write the same bytes.
import fs from 'node:fs';
import path from 'node:path';

export interface FinishedPages {
  /** the site's address (config `site`) */
  site: string;
  /** the pages this build rendered, as Astro names them ('' for the home page, 'en/about-us/', ...) */
  pageNames: string[];
  /** URL paths of the detail pages an incremental publish kept from the live release (render-plan.ts) */
  keptPaths: string[];
}

const LOCALES = ['tr', 'en'] as const;
/** URLs per sitemap file (the protocol allows 50,000) */
const SITEMAP_ENTRY_LIMIT = 45_000;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">';
/** the order of the URLs (and of each URL's alternates): natural, so page-2 comes before page-10 */
const byUrl = new Intl.Collator('en', { numeric: true }).compare;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

/**
 * The paths of a release's old slugs' redirect pages (its redirects.json, site/pages/redirects.json.ts),
 * without a trailing slash: files, but not pages of the sitemap (and not links to check).
 */
export function redirectPaths(dir: string): Set<string> {
  try {
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'redirects.json'), 'utf8')) as Record<string, string>;
    return new Set(Object.keys(map).map((p) => p.replace(/\/$/, '')));
  } catch {
    return new Set();
  }
}

/**
 * Pages whose two languages have different paths (text pages: /<slug_tr>/ and /en/<slug_en>/), both
 * ways, from the release's alternates.json (site/pages/alternates.json.ts).
 */
export function alternatePaths(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  try {
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'alternates.json'), 'utf8')) as Record<string, string>;
    for (const [tr, en] of Object.entries(map)) {
      out.set(tr, en);
      out.set(en, tr);
    }
  } catch {
    // a release from before text pages has none
  }
  return out;
}

/** The paths of the pages that ask not to be indexed (the release's noindex.json, site/pages/noindex.json.ts). */
export function noindexPaths(dir: string): Set<string> {
  try {
    return new Set(JSON.parse(fs.readFileSync(path.join(dir, 'noindex.json'), 'utf8')) as string[]);
  } catch {
    return new Set(); // a release from before SEO fields has none
  }
}

/** The path of a URL without its language prefix: '/en/about-us/' -> '/about-us/'. */
function pathInEveryLanguage(url: URL): string {
  const p = url.pathname;
  return p === '/en' || p.startsWith('/en/') ? p.slice(3) || '/' : p;
}

/** The sitemap's URLs: every rendered or kept page but the 404 pages, the redirect pages and the noindex pages. */
function sitemapUrls(dir: string, pages: FinishedPages): string[] {
  const redirects = redirectPaths(dir);
  const noindex = noindexPaths(dir);
  const urls = new Set<string>();
  for (const href of [...pages.pageNames.map((name) => new URL(name, pages.site).href), ...pages.keptPaths.map((p) => new URL(p, pages.site).href)]) {
    const { pathname } = new URL(href);
    if (/^\/(en\/)?404\/?$/.test(pathname) || redirects.has(pathname.replace(/\/$/, '')) || noindex.has(pathname)) continue;
    urls.add(href);
  }
  return [...urls].sort(byUrl);
}

/** One <url>: the page and, when both languages have it, its alternates (one pass over a Set, not every pair). */
function urlEntry(href: string, all: Set<string>, paired: Map<string, string>): string {
  const url = new URL(href);
  const other = paired.get(url.pathname);
  const p = pathInEveryLanguage(url);
  const pathIn = (lang: (typeof LOCALES)[number]) => {
    if (other === undefined) return lang === 'tr' ? p : `/en${p}`;
    const english = url.pathname.startsWith('/en/');
    return (lang === 'en') === english ? url.pathname : other;
  };
  const links = LOCALES.map((lang) => ({ href: new URL(pathIn(lang), url).href, lang }))
    .filter((l) => all.has(l.href))
    .sort((a, b) => byUrl(a.href, b.href));
  const alternates = links.length > 1 ? links.map((l) => `<xhtml:link rel="alternate" hreflang="${l.lang}" href="${escapeXml(l.href)}"/>`).join('') : '';
  return `<url><loc>${escapeXml(href)}</loc>${alternates}</url>`;
}

/** A release file's text, or '' when it has none. */
function textOf(dir: string, name: string): string {
  try {
    return fs.readFileSync(path.join(dir, name), 'utf8');
  } catch {
    return '';
  }
}

/**
 * The last sitemap written in this process, by everything it was made from. An item edit that changes
 * no address makes the same sitemap again: it is written from here instead of worked out (at 5,000
 * pages 40-150 ms of URL handling on the way from the edit to its page).
 */
let lastSitemap: { from: string; files: Array<[string, string]> } | null = null;

function writeSitemap(dir: string, pages: FinishedPages): string[] {
  const from = [pages.site, ...['redirects.json', 'noindex.json', 'alternates.json'].map((name) => textOf(dir, name)), ...sitemapPaths(pages)].join('\0');
  const files = lastSitemap?.from === from ? lastSitemap.files : sitemapFiles(dir, pages);
  lastSitemap = { from, files };
  for (const [name, body] of files) fs.writeFileSync(path.join(dir, name), body);
  return files.map(([name]) => name);
}

/**
 * The pages' paths as the sitemap's key: rendered or kept alike, sorted. Each edit renders other pages and
 * keeps the rest, so the split must not count: at a site address of path "/", a page name ("en/x/")
 * and a kept path ("/en/x/") resolve to the same URL. Under another path they resolve differently
 * and keep their kind in the key.
 */
function sitemapPaths(pages: FinishedPages): string[] {
  const atRoot = new URL(pages.site).pathname === '/';
  const paths = new Set([...pages.pageNames.map((name) => (atRoot ? `/${name}` : `name:${name}`)), ...pages.keptPaths]);
  return [...paths].sort();
}

/** The sitemap's files (name, text): one chunk per SITEMAP_ENTRY_LIMIT URLs, their index, and sitemap.xml. */
function sitemapFiles(dir: string, pages: FinishedPages): Array<[string, string]> {
  const urls = sitemapUrls(dir, pages);
  if (urls.length === 0) return [];
  const all = new Set(urls);
  const paired = alternatePaths(dir);
  const chunks: Array<[string, string]> = [];
  for (let i = 0; i < urls.length; i += SITEMAP_ENTRY_LIMIT) {
    const body = urls
      .slice(i, i + SITEMAP_ENTRY_LIMIT)
      .map((u) => urlEntry(u, all, paired))
      .join('');
    chunks.push([`sitemap-${chunks.length}.xml`, `${XML_HEAD}${URLSET_OPEN}${body}</urlset>`]);
  }
  const index = chunks.map(([name]) => `<sitemap><loc>${escapeXml(new URL(name, pages.site).href)}</loc></sitemap>`).join('');
  const indexText = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index}</sitemapindex>`;
  // search engines look for /sitemap.xml: the one chunk itself, or the index of several
  return [...chunks, ['sitemap-index.xml', indexText], ['sitemap.xml', chunks.length === 1 ? chunks[0][1] : indexText]];
}

/** Astro writes /404 as 404.html but /en/404 as en/404/index.html; servers look for en/404.html. */
function moveEnglish404(dir: string): string[] {
  const en404 = path.join(dir, 'en', '404', 'index.html');
  if (!fs.existsSync(en404)) return [];
  fs.renameSync(en404, path.join(dir, 'en', '404.html'));
  fs.rmSync(path.dirname(en404), { recursive: true, force: true });
  return [path.join('en', '404.html')];
}

/** The <style> Astro writes before a page's first island (astro-island{display:contents}). */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The HTML file of a page as Astro names it ('' home, 'en/about-us/', '404/' written as 404.html), if it is there. */
function pageFile(dir: string, name: string): string | undefined {
  const bare = name.replace(/\/$/, '');
  const candidates = [`${bare}${bare ? '/' : ''}index.html`, `${bare}.html`, bare];
  return candidates.map((c) => path.join(dir, c)).find((f) => f.endsWith('.html') && fs.existsSync(f));
}

/**
 * Moves the style Astro writes before the first island (in the body, where a <style> is not allowed:
 * html-validate's element-permitted-content) into the page's <head>. Only pages this build rendered:
 * a kept page is linked from the live release, already moved, and written through a new file, never in
 * place, so the live release's copy is never touched. The style stays inline (the site's CSP allows
 * inline styles), so nothing else changes.
 */
function islandStyleInHead(dir: string, pages: FinishedPages, moved: string[]): void {
  const files = new Set(pages.pageNames.map((n) => pageFile(dir, n)).filter((f): f is string => f !== undefined));
  for (const rel of moved) files.add(path.join(dir, rel));
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const head = html.indexOf('</head>');
    const match = ISLAND_STYLE.exec(html);
    if (head < 0 || !match || match.index < head) continue;
    const out = html.slice(0, head) + match[0] + html.slice(head, match.index) + html.slice(match.index + match[0].length);
    const tmp = `${file}.tmp-${process.pid}`;
    fs.writeFileSync(tmp, out);
    fs.renameSync(tmp, file);
  }
}

/** Finishes the output folder; answers the files it wrote or moved into place (relative to `dir`). */
export function finishOutput(dir: string, pages: FinishedPages): string[] {
  const moved = moveEnglish404(dir);
  islandStyleInHead(dir, pages, moved);
  return [...writeSitemap(dir, pages), ...moved];
}
