// Incremental publishing (DESIGN.md "Publishing scales by what an edit touches"): each project and news
// page (and each old slug's redirect page), and each numbered page of the public lists, gets a key; a
// publish renders the keyed pages whose key changed, every other page (home, about, sitemap...) as always,
// and hard-links the unchanged keyed pages from the live release. A detail page's key is its own item, a
// list page's the items it shows and the list's page count, and both hold ALL the rest of the site's data
// but what is known to belong to other pages (the other items, old slugs, unnamed uploads): a field a
// layout starts to read renders everything, where a list of what pages read would go stale (DESIGN.md
// "Known traps"). A change of that shared data, or of the code, renders everything.
// Astro's own experimental.incrementalBuild is not used: its cached pages may point at pruned /_astro/
// files and it rendered nothing from cache in 7.3 (DESIGN.md "Known traps").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LISTS, listPagePath, pagesOfList, type ListName } from '../../content-db/list-pages.ts';
import { detailPages, DETAIL_KINDS, pathsInBothLanguages, type DetailKind } from '../../content-db/page-paths.ts';
import type { RenderPlan } from '../../content-db/render-plan.ts';
import type { SiteData } from '../../content-db/site-data.ts';

export type { RenderPlan };

/**
 * The keys of one site: `shared` for what every keyed page may show, one per detail page
 * ("project/<slug>") and one per numbered list page ("list:news/2").
 */
export interface PageKeys {
  shared: string;
  details: Map<string, string>;
  lists: Map<string, string>;
}

const LIST_ID = 'list:';
/** The id of a list page in PageKeys.lists: "list:news/2". */
export const listPageId = (list: ListName, page: number): string => `${LIST_ID}${list}/${page}`;
function parseListId(id: string): { list: ListName; page: number } {
  const [list, page] = id.slice(LIST_ID.length).split('/');
  return { list: list as ListName, page: Number(page) };
}

const hashText = (text: string): string => crypto.createHash('sha256').update(text).digest('base64url');
const hash = (value: unknown): string => hashText(JSON.stringify(value));

/** The media entries (sizes, WebP variants) of the upload paths a value names anywhere inside it. */
function mediaOf(value: unknown, media: SiteData['media']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      if (Object.hasOwn(media, v)) out[v] = media[v];
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(value);
  return out;
}

/**
 * The site's data every detail page may show: everything but what is per item. The project and news
 * collections are in each page's own key (its item), the old slugs in their redirect pages' keys, and
 * the media table is read by upload path, so only the entries the shared data or the item names count
 * (an upload for one project does not render the others). Anything else, a field added tomorrow
 * included, is shared.
 */
function sharedData(data: SiteData): Omit<SiteData, 'projects' | 'news' | 'redirects' | 'siteRedirects' | 'media'> {
  // the admin's redirects are read by site-redirects.json alone, which every publish writes
  const { projects: _projects, news: _news, redirects: _redirects, siteRedirects: _siteRedirects, media: _media, ...shared } = data;
  return shared;
}

/**
 * The keys of every detail page. `code` names the code and address the site is built with (a change
 * renders everything). Each item is turned into JSON once: its detail page's key is made of it, a list
 * page's key of its items' keys (a list page changes when one of its items does, as its page count),
 * and `itemJson`, when given, keeps it for the data file (siteDataJson).
 */
export function pageKeys(data: SiteData, code: string, itemJson?: Map<object, string>): PageKeys {
  const shared = sharedData(data);
  const details = new Map<string, string>();
  const itemKeys = new Map<object, string>();
  const itemKey = (item: object) => {
    let key = itemKeys.get(item);
    if (key === undefined) {
      const json = JSON.stringify(item);
      itemJson?.set(item, json);
      key = hashText(`[${json},${JSON.stringify(mediaOf(item, data.media))}]`);
      itemKeys.set(item, key);
    }
    return key;
  };
  for (const kind of DETAIL_KINDS) {
    for (const page of detailPages(kind, data)) {
      details.set(`${kind}/${page.slug}`, page.item ? itemKey(page.item) : hash({ redirectTo: page.redirectTo }));
    }
  }
  const lists = new Map<string, string>();
  for (const list of LISTS) {
    for (const { page, pages, items } of pagesOfList(list, data)) {
      lists.set(listPageId(list, page), hash([pages, items.map(itemKey)]));
    }
  }
  return { shared: hash([code, shared, mediaOf(shared, data.media)]), details, lists };
}

/**
 * JSON.stringify(data) (the content file a publish hands its build), with the JSON pageKeys made of
 * each project and news item used again instead of made twice: about 60 ms of an item edit at 10,000 pages.
 */
export function siteDataJson(data: SiteData, itemJson: Map<object, string>): string {
  const collections = ['projects', 'news'] as const;
  const mark = (name: string) => `\u0000${name}`;
  let text = JSON.stringify({ ...data, ...Object.fromEntries(collections.map((name) => [name, mark(name)])) });
  for (const name of collections) {
    const parts = text.split(`"${name}":${JSON.stringify(mark(name))}`);
    if (parts.length !== 2) return JSON.stringify(data);
    text = `${parts[0]}"${name}":[${data[name].map((item) => itemJson.get(item) ?? JSON.stringify(item)).join(',')}]${parts[1]}`;
  }
  return text;
}

/** The URL paths of a keyed page (a detail page "project/<slug>" or a list page "list:news/2") in both languages, as the sitemap lists them. */
function pagePaths(id: string): string[] {
  if (!id.startsWith(LIST_ID)) return pathsInBothLanguages(`/${id}/`);
  const { list, page } = parseListId(id);
  return pathsInBothLanguages(listPagePath(list, page));
}

/** The files of a keyed page in a release: the Turkish and the English page. */
export function pageFiles(id: string): string[] {
  return pagePaths(id).map((p) => `${p.slice(1)}index.html`);
}

/** What to render when the live release was built from `live` (null: unknown, render everything); `kept` names the keyed pages kept. */
export function planRender(live: PageKeys | null, next: PageKeys): { plan: RenderPlan | null; kept: string[] } {
  if (!live || live.shared !== next.shared) return { plan: null, kept: [] };
  const plan: RenderPlan = { project: [], news: [], lists: {}, keptPaths: [] };
  const kept: string[] = [];
  const keep = (id: string) => {
    kept.push(id);
    plan.keptPaths.push(...pagePaths(id));
  };
  for (const [id, key] of next.details) {
    const [kind, slug] = [id.slice(0, id.indexOf('/')) as DetailKind, id.slice(id.indexOf('/') + 1)];
    if (live.details.get(id) === key) keep(id);
    else plan[kind].push(slug);
  }
  for (const [id, key] of next.lists) {
    const { list, page } = parseListId(id);
    if (live.lists.get(id) === key) keep(id);
    else (plan.lists[list] ??= []).push(page);
  }
  return { plan, kept };
}

/** Every file under `dir`, relative to `base`. */
export function filesUnder(dir: string, base = dir, out: string[] = []): string[] {
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) filesUnder(full, base, out);
    else if (d.isFile()) out.push(path.relative(base, full));
  }
  return out;
}

function sameBytes(a: string, b: string): boolean {
  const sa = fs.statSync(a, { throwIfNoEntry: false });
  const sb = fs.statSync(b, { throwIfNoEntry: false });
  if (!sa?.isFile() || !sb?.isFile() || sa.size !== sb.size) return false;
  if (sa.ino === sb.ino && sa.dev === sb.dev) return true;
  return fs.readFileSync(a).equals(fs.readFileSync(b));
}

/** Replaces `to` (a file the build wrote) by a link to `from`. */
function relink(from: string, to: string): void {
  const tmp = `${to}.link-${process.pid}`;
  fs.linkSync(from, tmp);
  fs.renameSync(tmp, to);
}

/** The `index`-th of `count` runs of `list`: a worker's share of the links (a run, not every count-th: astro-worker.ts). */
export function shareOf<T>(list: T[], index: number, count: number): T[] {
  return list.slice(Math.floor((list.length * index) / count), Math.floor((list.length * (index + 1)) / count));
}

/**
 * Hard-links the kept files (pageFiles of the kept pages) of the live release into `outDir`. A kept
 * page was not rendered, so nothing is in the way; a page missing from the live release fails the build.
 */
export function placeKept(liveDir: string, outDir: string, files: string[]): number {
  const made = new Set<string>();
  for (const rel of files) {
    const to = path.join(outDir, rel);
    const dir = path.dirname(to);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    fs.linkSync(path.join(liveDir, rel), to);
  }
  return files.length;
}

/**
 * Completes an incremental release: the kept files are hard-linked from the live release (unless the
 * builder `placed` them while it rendered), and every rendered file whose bytes equal the live one is
 * replaced by a link to it (the server then reuses what it knows of that file, its compressed forms
 * included). The rendered files are those the builder `written` when it tells, else every file of
 * `outDir` but the kept ones. Answers how many files were linked.
 */
export function linkFromLive(liveDir: string, outDir: string, keptFiles: string[], o: { placed?: boolean; written?: string[] } = {}): number {
  let linked = o.placed ? keptFiles.length : placeKept(liveDir, outDir, keptFiles);
  const notKept = () => {
    const kept = new Set(keptFiles.map((f) => path.normalize(f)));
    return filesUnder(outDir).filter((rel) => !kept.has(rel));
  };
  const rendered = o.written?.map((f) => path.normalize(f)) ?? notKept();
  for (const rel of rendered) {
    const from = path.join(liveDir, rel);
    const to = path.join(outDir, rel);
    if (sameBytes(from, to) && fs.statSync(from).ino !== fs.statSync(to).ino) {
      relink(from, to);
      linked++;
    }
  }
  return linked;
}
