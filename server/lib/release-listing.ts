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

export function listRelease(dir: string): ReleaseListing {
  const root = fs.realpathSync(dir);
  const files = new Map<string, ListedFile>();
  const pages: ReleasePage[] = [];
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(child);
      else if (d.isFile()) {
        const s = fs.statSync(path.join(root, child));
        files.set(`/${child}`, { size: s.size, ino: s.ino, dev: s.dev, mtimeMs: s.mtimeMs });
        if (d.name.endsWith('.html')) pages.push({ page: child, size: s.size, identity: `${s.dev}:${s.ino}:${s.mtimeMs}:${s.size}` });
      }
    }
  };
  walk('');
  return { root, files, pages: pages.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0)) };
}
