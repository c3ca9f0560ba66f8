// Reading a built site in tests: its files, and its pages as DOM documents.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { buildSite } from '../../server/publish/build-site.ts';

export const SITE_URL = 'https://insaat.example.com';

export interface BuiltSite {
  outDir: string;
  ms: number;
  exists(urlPath: string): boolean;
  /** the HTML of a page path ("/en/about-us/") */
  html(urlPath: string): string;
  doc(urlPath: string): Document;
  file(name: string): string;
  /** every HTML file's path, relative to the output folder */
  htmlFiles(): string[];
}

function fileOf(outDir: string, urlPath: string): string {
  const clean = urlPath.split('?')[0];
  // "/about-us/" is a folder's index.html; "/404.html" or "/images/x.jpg" is the file itself.
  return /\.[a-z0-9]+$/i.test(clean) ? path.join(outDir, clean) : path.join(outDir, clean, 'index.html');
}

function walk(dir: string, out: string[] = []): string[] {
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Builds the site from a data folder into a fresh folder beside it; throws with the build log on failure. */
export async function buildFrom(dataDir: string): Promise<BuiltSite> {
  const outDir = fs.mkdtempSync(path.join(path.dirname(dataDir), 'site-out-'));
  const result = await buildSite({ dataDir, outDir, siteUrl: SITE_URL });
  if (!result.ok) throw new Error(`site build failed (${result.code}):\n${result.log}`);
  const docs = new Map<string, Document>();
  return {
    outDir,
    ms: result.ms,
    exists: (urlPath) => fs.existsSync(fileOf(outDir, urlPath)),
    html: (urlPath) => fs.readFileSync(fileOf(outDir, urlPath), 'utf8'),
    doc(urlPath) {
      let doc = docs.get(urlPath);
      if (!doc) {
        doc = new JSDOM(fs.readFileSync(fileOf(outDir, urlPath), 'utf8')).window.document;
        docs.set(urlPath, doc);
      }
      return doc;
    },
    file: (name) => fs.readFileSync(path.join(outDir, name), 'utf8'),
    htmlFiles: () =>
      walk(outDir)
        .filter((f) => f.endsWith('.html'))
        .map((f) => path.relative(outDir, f)),
  };
}

export const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
