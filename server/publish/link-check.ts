// Every internal link and image of every page of a release resolves: each href, src, srcset and
// imagesrcset URL of each HTML file names a file of the release (found the way the static server finds
// it), a redirect of an old slug, or an existing upload. Runs on every release before it goes live
// (verify.ts) and on the live one with `npm run check:site`.
// The markup is read by an HTML parser (htmlparser2), as the browser reads it: a "src=" in a script, a
// style, a comment, text or another attribute's value is no link, entities are decoded (named ones
// too: "&ccedil;" in a Turkish slug), and attribute names are matched in any case.
// Fast on purpose: the release is listed once (its paths into a Map, each page stat'd once, which the
// release check reuses: verify.ts), each HTML file is read once, and each upload is looked up once. A
// page an incremental publish hard-linked from the previous release (same file: device, inode, time,
// size) is not read again, and when no path and no redirect a fine verdict of the last check resolved
// to is gone, its verdict stands too: only its uploads are looked up again (at 5,000 pages, judging
// 200,000 URLs again was 0.2-0.3 s of every item publish).
import fs from 'node:fs';
import path from 'node:path';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { listRelease, type ListedFile, type ReleaseListing } from '../lib/release-listing.ts';
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
  /** pages whose verdict the last check's stood for (hard-linked from its release, nothing they link to gone) */
  kept: number;
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
const NO_UPLOAD = 'no such upload';

/** The attributes whose values are URLs the browser fetches or follows. */
const LINK_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'imagesrcset']);
/** Other attributes are not even sliced out of the page. */
const LINK_NAME_LENGTHS = new Set([...LINK_ATTRIBUTES].map((name) => name.length));

/** The URLs of one attribute: srcset lists "url descriptor" candidates separated by commas. */
function urlsOf(attribute: string, value: string): string[] {
  if (!attribute.endsWith('srcset')) return [value.trim()];
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/** What the last check found on one page: its URLs, and the judging of them. */
interface PageVerdict {
  urls: string[];
  /** internal URLs counted */
  links: number;
  /** no URL of it was broken */
  fine: boolean;
  /** its internal upload URLs, as written and as paths: what a reused verdict looks up again */
  uploads: Array<[raw: string, path: string]>;
}

/**
 * The last check: the paths and redirects its fine verdicts resolved to (of this check's pages and of
 * the ones it kept), the options, and each page's verdict by path and identity.
 */
let lastCheck: { files: Set<string>; redirects: Set<string>; options: string; pages: Map<string, PageVerdict> } | null = null;

/**
 * Whether every path and redirect a verdict of the last check rested on is still there (nothing it
 * judged fine can have broken). Only those count: a file no page links to may go (each publish's search
 * index has new fragment names), which made every publish judge all 400,000 links of a 10,000-page site again.
 */
function nothingGone(files: Map<string, ListedFile>, redirects: Set<string>, options: string): boolean {
  if (!lastCheck || lastCheck.options !== options) return false;
  for (const f of lastCheck.files) if (!files.has(f)) return false;
  for (const r of lastCheck.redirects) if (!redirects.has(r)) return false;
  return true;
}

/**
 * Collects the link attributes' URLs from htmlparser2's tokenizer: the tokenizer does the reading (tags,
 * attributes, quotes, comments, the raw text of script, style, textarea and title, entities), and only
 * the few attributes that are links are sliced out of the page; htmlparser2's Parser would also slice
 * every text and attribute and keep a tree of open elements (a third slower). Without that tree, an
 * <svg> or <math> is read like HTML: a <style> or <title> in it is taken for text (the site's icons hold
 * no links there).
 */
class LinkAttributes implements TokenizerCallbacks {
  html = '';
  urls: string[] = [];
  /** the link attribute being read, or '' */
  #name = '';
  #value = '';
  /** the link attributes of the open tag so far: the browser keeps the first of a repeated one */
  readonly #seen = new Set<string>();

  onopentagname(): void {
    this.#seen.clear();
  }
  onattribname(start: number, end: number): void {
    this.#name = '';
    if (!LINK_NAME_LENGTHS.has(end - start)) return;
    const name = this.html.slice(start, end).toLowerCase();
    if (!LINK_ATTRIBUTES.has(name) || this.#seen.has(name)) return;
    this.#seen.add(name);
    this.#name = name;
    this.#value = '';
  }
  onattribdata(start: number, end: number): void {
    if (this.#name) this.#value += this.html.slice(start, end);
  }
  onattribentity(codepoint: number): void {
    if (this.#name) this.#value += String.fromCodePoint(codepoint);
  }
  onattribend(): void {
    if (!this.#name) return;
    for (const url of urlsOf(this.#name, this.#value)) this.urls.push(url);
    this.#name = '';
  }
  oncdata(): void {}
  onclosetag(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onend(): void {}
  onopentagend(): void {}
  onprocessinginstruction(): void {}
  onselfclosingtag(): void {}
  ontext(): void {}
  ontextentity(): void {}
}

const collector = new LinkAttributes();
const tokenizer = new Tokenizer({ decodeEntities: true }, collector);

/** Every URL written in the page's markup, in order. */
function urlsOfPage(html: string): string[] {
  collector.html = html;
  collector.urls = [];
  tokenizer.reset();
  tokenizer.write(html);
  tokenizer.end();
  return collector.urls;
}

/** The address a page is served at: "about-us/index.html" is /about-us/, "404.html" itself. */
function pageUrl(page: string): string {
  return `${PAGE_ORIGIN}/${page.endsWith('/index.html') || page === 'index.html' ? page.slice(0, -'index.html'.length) : page}`;
}

export function checkLinks(dir: string, o: LinkCheckOptions = {}, listing: ReleaseListing = listRelease(dir)): LinkReport {
  const t0 = performance.now();
  const { files, pages } = listing;
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

  // what the fine verdicts rest on (the next check keeps them while all of it is there): the last
  // check's too while its verdicts stand, as the pages it judged are then kept with them
  const options = `${uploadsRoot}\0${[...internal].join(' ')}`;
  const verdictsStand = nothingGone(files, redirects, options);
  const restsOn = { files: new Set(verdictsStand ? lastCheck!.files : []), redirects: new Set(verdictsStand ? lastCheck!.redirects : []) };

  /** Why an internal path does not resolve, or null when it does. */
  const problem = (p: string): string | null => {
    if (p.startsWith(UPLOADS)) return uploadExists(p) ? null : NO_UPLOAD;
    const served = servedCandidates(p).find((c) => files.has(c));
    if (served !== undefined) return (restsOn.files.add(served), null);
    const redirect = p.replace(/\/$/, '');
    if (redirects.has(redirect)) return (restsOn.redirects.add(redirect), null);
    return 'no such file in the release';
  };

  /** The verdict on one URL as written on a page at `base`: skipped (not internal), fine or why not; `path` when internal. */
  const verdict = (raw: string, base: string): { internal: boolean; why: string | null; path?: string } => {
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
    return { internal: true, why: problem(p), path: p };
  };
  // The menu, footer, shared images and canonical links repeat on every page: a URL that means the same
  // on every page (root-relative or absolute) is judged once.
  const judged = new Map<string, { internal: boolean; why: string | null; path?: string }>();
  const samePerPage = (raw: string) => (raw.startsWith('/') && !raw.startsWith('//')) || raw.startsWith('https://') || raw.startsWith('http://');

  const broken: BrokenLink[] = [];
  let links = 0;
  let kept = 0;
  const checked = new Map<string, PageVerdict>();
  // one copy of each URL string: the menu's links repeat on every page
  const interned = new Map<string, string>();
  for (const { page, identity } of pages) {
    const key = `${page}\0${identity}`;
    const known = lastCheck?.pages.get(key);
    if (known && verdictsStand && known.fine) {
      // the same file judged against paths that are all still there: only its uploads can have gone
      const gone = known.uploads.filter(([, p]) => !uploadExists(p));
      for (const [raw] of gone) broken.push({ page, url: raw, why: NO_UPLOAD });
      links += known.links;
      checked.set(key, gone.length === 0 ? known : { ...known, fine: false });
      kept++;
      continue;
    }
    const urls = known?.urls ?? urlsOfPage(fs.readFileSync(path.join(dir, page), 'utf8')).map((u) => interned.get(u) ?? (interned.set(u, u), u));
    const base = pageUrl(page);
    const found: PageVerdict = { urls, links: 0, fine: true, uploads: [] };
    for (const raw of urls) {
      if (!raw || raw.startsWith('#')) continue;
      let v: { internal: boolean; why: string | null; path?: string };
      if (samePerPage(raw)) {
        v = judged.get(raw) ?? verdict(raw, base);
        judged.set(raw, v);
      } else v = verdict(raw, base);
      if (!v.internal) continue;
      found.links++;
      if (v.path?.startsWith(UPLOADS)) found.uploads.push([raw, v.path]);
      if (v.why) {
        found.fine = false;
        broken.push({ page, url: raw, why: v.why });
      }
    }
    links += found.links;
    checked.set(key, found);
  }
  lastCheck = { ...restsOn, options, pages: checked };
  return { pages: pages.length, links, broken, ms: Math.round(performance.now() - t0), kept };
}

/** One line per broken link, the first `max` of them. */
export function describeBroken(broken: BrokenLink[], max = 20): string {
  const lines = broken.slice(0, max).map((b) => `${b.page}: ${b.url} (${b.why})`);
  if (broken.length > max) lines.push(`... and ${broken.length - max} more`);
  return lines.join('\n');
}
