// Reading a built site in tests: its files, and its pages as DOM documents. The site is built the way
// the server publishes it (server/publish/worker-builder.ts): a whole Astro build in a warm worker, then
// the publish the tests read, rendered by the renderer that build kept (kept-renderer.ts).
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { WorkerBuilder } from '../../server/publish/worker-builder.ts';

export const SITE_URL = 'https://insaat.example.com';

export interface BuiltSite {
  outDir: string;
  /** both builds' time */
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

/**
 * Builds the site from a data folder into a fresh folder beside it with the server's builder: a whole
 * build first (thrown away), then the output the tests read, rendered by the renderer it kept. Throws
 * with the build log on failure, and when the kept render failed (the builder's fallback would hide it).
 */
export async function buildFrom(dataDir: string): Promise<BuiltSite> {
  const wholeDir = fs.mkdtempSync(path.join(path.dirname(dataDir), 'site-whole-'));
  const outDir = fs.mkdtempSync(path.join(path.dirname(dataDir), 'site-out-'));
  // one renderer: a second one only shares publishes of 500 pages or more
  const builder = new WorkerBuilder({ dataDir, siteUrl: SITE_URL, renderers: 1 });
  const signal = new AbortController().signal;
  const t0 = performance.now();
  try {
    const whole = await builder.build({ outDir: wholeDir, signal });
    if (!whole.ok) throw new Error(`site build failed:\n${whole.log}`);
    const result = await builder.build({ outDir, signal });
    if (!result.ok) throw new Error(`site build with the kept renderer failed:\n${result.log}`);
    if (!result.keptRender) throw new Error(`the kept renderer did not render the site: ${result.warning ?? 'a whole build made it'}`);
  } finally {
    await builder.close();
    fs.rmSync(wholeDir, { recursive: true, force: true });
  }
  const ms = performance.now() - t0;
  const docs = new Map<string, Document>();
  return {
    outDir,
    ms,
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
