// Checks a freshly built release before it may go live: the pages every visitor lands on are there
// and complete, no page came out empty (a crashed render, a full disk), and every internal link and
// image resolves (link-check.ts: a deleted upload, a page that was not generated).
import fs from 'node:fs';
import path from 'node:path';
import { listRelease, type ListingHints, type ReleaseListing } from '../lib/release-listing.ts';
import { checkLinks, describeBroken, type LinkCheckOptions } from './link-check.ts';

/** Turkish home, English home and the not-found page: without them the site is broken. */
export const REQUIRED_PAGES = ['index.html', 'en/index.html', '404.html'];

export type Verification =
  | {
      ok: true;
      pages: number;
      /** internal URLs checked, and how long the link check took */
      links: number;
      linkMs: number;
      /** the release as listed for the check: the server loads it from this listing (lib/static-files.ts) */
      listing: ReleaseListing;
    }
  | { ok: false; pages: number; problem: string };

/** Every .html file under `dir`, relative, with `/` separators. */
export function htmlFiles(dir: string): string[] {
  return listRelease(dir).pages.map((p) => p.page);
}

function endsLikeHtml(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const tail = Buffer.alloc(Math.min(size, 256));
    fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    return /<\/html>\s*$/i.test(tail.toString('utf8'));
  } finally {
    fs.closeSync(fd);
  }
}

/** `o`: what is known of the release (release-listing.ts ListingHints: an incremental publish's kept pages). */
export function verifyRelease(dir: string, links: LinkCheckOptions = {}, o: ListingHints = {}): Verification {
  if (!fs.existsSync(dir)) return { ok: false, pages: 0, problem: 'the build produced no output folder' };
  // one listing for the checks and the link check: a walk and a stat per page cost a tenth of a second at 5,000 pages
  const listing = listRelease(dir, o);
  const pages = listing.pages.length;
  if (pages === 0) return { ok: false, pages: 0, problem: 'the build produced no pages' };
  for (const page of REQUIRED_PAGES) {
    if (!listing.files.has(`/${page}`)) return { ok: false, pages, problem: `missing page: ${page}` };
    if (!endsLikeHtml(path.join(dir, page))) return { ok: false, pages, problem: `incomplete page: ${page}` };
  }
  const empty = listing.pages.find((p) => p.size === 0);
  if (empty) return { ok: false, pages, problem: `empty page: ${empty.page}` };
  const report = checkLinks(dir, links, listing);
  if (report.broken.length > 0) {
    const count = `${report.broken.length} broken internal link${report.broken.length === 1 ? '' : 's'}`;
    return { ok: false, pages, problem: `${count} (checked in ${report.ms} ms):\n${describeBroken(report.broken)}` };
  }
  return { ok: true, pages, links: report.links, linkMs: report.ms, listing };
}
