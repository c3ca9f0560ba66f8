// Checks a freshly built release before it may go live: the pages every visitor lands on are there
// and complete, no page came out empty (a crashed render, a full disk), and every internal link and
// image resolves (link-check.ts: a deleted upload, a page that was not generated).
import fs from 'node:fs';
import path from 'node:path';
import { checkLinks, describeBroken, type LinkCheckOptions } from './link-check.ts';

/** Turkish home, English home and the not-found page: without them the site is broken. */
export const REQUIRED_PAGES = ['index.html', 'en/index.html', '404.html'];

export type Verification =
  | { ok: true; pages: number; /** internal URLs checked, and how long the link check took */ links: number; linkMs: number }
  | { ok: false; pages: number; problem: string };

/** Every .html file under `dir`, relative, with `/` separators. */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const d of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${d.name}` : d.name;
      if (d.isDirectory()) walk(rel);
      else if (d.isFile() && d.name.endsWith('.html')) out.push(rel);
    }
  };
  walk('');
  return out;
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

export function verifyRelease(dir: string, links: LinkCheckOptions = {}): Verification {
  if (!fs.existsSync(dir)) return { ok: false, pages: 0, problem: 'the build produced no output folder' };
  const pages = htmlFiles(dir);
  if (pages.length === 0) return { ok: false, pages: 0, problem: 'the build produced no pages' };
  for (const page of REQUIRED_PAGES) {
    const file = path.join(dir, page);
    if (!fs.existsSync(file)) return { ok: false, pages: pages.length, problem: `missing page: ${page}` };
    if (!endsLikeHtml(file)) return { ok: false, pages: pages.length, problem: `incomplete page: ${page}` };
  }
  for (const page of pages) {
    if (fs.statSync(path.join(dir, page)).size === 0) return { ok: false, pages: pages.length, problem: `empty page: ${page}` };
  }
  const report = checkLinks(dir, links);
  if (report.broken.length > 0) {
    const count = `${report.broken.length} broken internal link${report.broken.length === 1 ? '' : 's'}`;
    return { ok: false, pages: pages.length, problem: `${count} (checked in ${report.ms} ms):\n${describeBroken(report.broken)}` };
  }
  return { ok: true, pages: pages.length, links: report.links, linkMs: report.ms };
}
