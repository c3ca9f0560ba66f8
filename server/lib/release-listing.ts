// One walk of a release folder: every file with what a stat says of it. A publish lists its new release
// once, and the release check (server/publish/verify.ts, link-check.ts) and the in-memory copy the
// server serves (static-files.ts) both read that listing: at 5,000 pages a walk and a stat of each of
// its 10,000 files and folders is a tenth of a second or more, on the way from an edit to its page.
import fs from 'node:fs';
import path from 'node:path';

/** What a stat said of one file. */
export interface ListedFile {
  size: number;
  ino: number;
  dev: number;
  mtimeMs: number;
}

/** One HTML page of a release: its path ("en/about-us/index.html"), size and file identity. */
export interface ReleasePage {
  page: string;
  size: number;
  /** device, inode, time and size: a page hard-linked from another release keeps it */
  identity: string;
}

export interface ReleaseListing {
  /** the folder listed, its real path */
  root: string;
  /** every file by URL path ("/en/about-us/index.html") */
  files: Map<string, ListedFile>;
  /** the HTML pages, sorted by path */
  pages: ReleasePage[];
}

/** What a walk may take as known (an incremental publish's new release: see leafFolders). */
export interface ListingHints {
  /** folders known to hold one file and nothing else (folder -> file name): that file is stat'd, the folder not read */
  leaves?: Map<string, string>;
  /**
   * the listing of the release the leaves' files are hard links of: a leaf's file is then taken as
   * listed there (a hard link is the same inode: same device, size and time) without a stat. The build
   * fails when a link cannot be made (incremental.ts placeKept), so a release that reaches its check
   * holds every one. At 5,000 pages these stats were 70-110 ms of an item edit's 0.7 s.
   */
  linkedFrom?: ReleaseListing;
}

/** Lists the release folder `dir`, with what `o` says is known of it. */
export function listRelease(dir: string, o: ListingHints = {}): ReleaseListing {
  const root = fs.realpathSync(dir);
  const files = new Map<string, ListedFile>();
  const pages: ReleasePage[] = [];
  const add = (rel: string, s: ListedFile) => {
    files.set(`/${rel}`, { size: s.size, ino: s.ino, dev: s.dev, mtimeMs: s.mtimeMs });
    if (rel.endsWith('.html')) pages.push({ page: rel, size: s.size, identity: `${s.dev}:${s.ino}:${s.mtimeMs}:${s.size}` });
  };
  const walk = (rel: string) => {
    const leaf = rel ? o.leaves?.get(rel) : undefined;
    if (leaf !== undefined) {
      const known = o.linkedFrom?.files.get(`/${rel}/${leaf}`);
      if (known) return add(`${rel}/${leaf}`, known);
      // a missing file is simply not listed: the link check then finds every link to it broken
      const s = fs.statSync(path.join(root, rel, leaf), { throwIfNoEntry: false });
      if (s?.isFile()) add(`${rel}/${leaf}`, s);
      return;
    }
    for (const d of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(child);
      else if (d.isFile()) add(child, fs.statSync(path.join(root, child)));
    }
  };
  walk('');
  return { root, files, pages: pages.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0)) };
}

/** Every folder above a release-relative path: 'en/project/x/index.html' -> 'en', 'en/project', 'en/project/x'. */
function foldersAbove(rel: string): string[] {
  const out: string[] = [];
  for (let i = rel.indexOf('/'); i > 0; i = rel.indexOf('/', i + 1)) out.push(rel.slice(0, i));
  return out;
}

/** How many files each folder of `listing` holds, at any depth: worked out once per listing. */
const folderCounts = new WeakMap<ReleaseListing, Map<string, number>>();
export function filesUnderFolders(listing: ReleaseListing): Map<string, number> {
  let counts = folderCounts.get(listing);
  if (!counts) {
    counts = new Map();
    for (const file of listing.files.keys()) for (const folder of foldersAbove(file.slice(1))) counts.set(folder, (counts.get(folder) ?? 0) + 1);
    folderCounts.set(listing, counts);
  }
  return counts;
}

/**
 * The folders of a new release that hold one kept file and nothing else, for listRelease's `leaves`:
 * each folder of a file of `kept` (hard-linked from the release `live` lists) under which the live
 * release held that file alone, and under which the build wrote nothing (`written`, relative to the
 * release). An incremental publish creates those folders only to link their page into them. At 10,000
 * pages they are 10,000 folders of one page each, and reading them was 180 ms of the new release's
 * 250 ms walk, on the way from an edit to its page.
 */
export function leafFolders(live: ReleaseListing, kept: string[], written: string[]): Map<string, string> {
  const filesUnder = filesUnderFolders(live);
  const touched = new Set(written.flatMap((f) => foldersAbove(f.split(path.sep).join('/'))));
  const leaves = new Map<string, string>();
  for (const file of kept) {
    const rel = file.split(path.sep).join('/');
    const cut = rel.lastIndexOf('/');
    if (cut <= 0) continue;
    const folder = rel.slice(0, cut);
    if (filesUnder.get(folder) === 1 && live.files.has(`/${rel}`) && !touched.has(folder)) leaves.set(folder, rel.slice(cut + 1));
  }
  return leaves;
}
