// The site search on a real build indexed as a publish indexes it (server/publish/search-index.ts),
// served by the server's own app (site/test/serve.ts: its real headers) in Chromium: one index per
// language, a project found by its Turkish title typed in lower case (İ and ı included) and by its English
// title, `istanbul` finds the project titled İstanbul, the English site finds only English pages, the
// dialog opens from the icon or /, closes with Esc, and nothing of the search is fetched before it is
// first opened. Every file of the index lets the search's worker run WebAssembly (issue 30: the worker
// runs under its own answer's CSP, and helmet's default blocked it).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProject } from '../content-db/projects.ts';
import { indexedPages, swapIndex, writeIndex } from '../server/publish/search-index.ts';
import { KNOWN } from './test/fixture.ts';
import { useSiteInChromium } from './test/site-in-chromium.ts';

const ISTANBUL = { tr: 'İstanbul Kulesi', en: 'Istanbul Tower' };
/** a title with İ and ı: typed in lower case, a visitor writes i and ı */
const MEYDAN = { tr: 'Meydan İş Merkezi Işıklı Blok', en: 'Meydan Business Center Bright Block', typed: 'meydan iş merkezi ışıklı' };

const live = useSiteInChromium({
  async content(fixture) {
    await createProject(fixture.db, { title_en: ISTANBUL.en, title_tr: ISTANBUL.tr, type: 'ongoing', cover_image: null, status: 'active' });
    await createProject(fixture.db, { title_en: MEYDAN.en, title_tr: MEYDAN.tr, type: 'completed', cover_image: null, status: 'active' });
  },
  // indexed as a publish indexes it
  async built(site) {
    const next = fs.mkdtempSync(path.join(path.dirname(site.outDir), 'search-next-'));
    await writeIndex(site.outDir, next);
    swapIndex(next, site.outDir);
  },
});

/** A page at `url`, with every request it makes recorded. */
async function openPage(url: string): Promise<Page & { fetched: string[] }> {
  const page = (await live.browser.newPage({ viewport: { width: 1280, height: 900 } })) as Page & { fetched: string[] };
  page.fetched = [];
  page.on('request', (r) => page.fetched.push(r.url()));
  await page.goto(live.url + url, { waitUntil: 'load' });
  return page;
}

const AXE = fs.readFileSync(path.join(import.meta.dirname, '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** axe's findings on the page as it is now (WCAG 2.1 A/AA and best practices, as the islands' test). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE); // not a script tag: the page's CSP allows its own inline scripts only
  return page.evaluate(async () => {
    type Axe = { run: (ctx: Document, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> };
    const r = await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** The sources of a Content-Security-Policy's script-src. */
function scriptSources(csp: string): string[] {
  const directive = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

const dialogOpen = (page: Page) => page.evaluate(() => (document.getElementById('site-search') as HTMLDialogElement).open);

/** The result links the dialog shows for `query`: [href, title]. */
async function search(page: Page, query: string): Promise<Array<[string, string]>> {
  await page.locator('#site-search-input').fill(query);
  await expect.poll(() => page.locator('#site-search .search__results a').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  return page
    .locator('#site-search .search__results a')
    .evaluateAll((links) => links.map((a) => [a.getAttribute('href') ?? '', a.querySelector('.search__title')?.textContent ?? ''] as [string, string]));
}

describe('site search', () => {
  it('indexes each language apart, the pages main content only', () => {
    const pages = indexedPages(path.join(live.site.outDir, 'pagefind'));
    const entry = JSON.parse(live.site.file('pagefind/pagefind-entry.json')) as { languages: Record<string, unknown> };
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'tr']);
    expect(pages.filter((p) => p.language === 'en').every((p) => p.url.startsWith('/en/'))).toBe(true);
    expect(pages.filter((p) => p.language === 'tr').some((p) => p.url.startsWith('/en/'))).toBe(false);
    expect(pages.map((p) => p.title)).toContain(ISTANBUL.tr);
    // the error pages are not results
    expect(pages.map((p) => p.url).filter((u) => u.includes('404'))).toEqual([]);
    // the lead form every project page shows is no part of what a result says (Pagefind skips it)
    expect(live.site.doc('/project/seaside-park-homes/').querySelector('.lead-band')?.getAttribute('data-pagefind-ignore')).toBe('all');
  });

  it('finds a project by its Turkish title typed in lower case, and by its English title on the English site', async () => {
    // what Chromium says when the worker may not run the WASM ("Failed to load the Pagefind WASM ...
    // violates the following Content Security Policy directive"); the fixture's missing favicon is no concern here
    const failed: string[] = [];
    const watch = (page: Page) =>
      page.on('console', (m) => m.type() === 'error' && /pagefind|content security policy/i.test(m.text()) && failed.push(m.text()));
    const tr = await openPage('/');
    watch(tr);
    await tr.keyboard.press('/');
    const trResults = await search(tr, MEYDAN.typed);
    expect(trResults.map(([, title]) => title)).toContain(MEYDAN.tr);
    expect(trResults.find(([, title]) => title === MEYDAN.tr)?.[0]).toMatch(/^\/project\/[^/]+\/$/);
    await tr.close();

    const en = await openPage('/en/');
    watch(en);
    await en.keyboard.press('/');
    const enResults = await search(en, MEYDAN.en.toLowerCase());
    expect(enResults.map(([, title]) => title)).toContain(MEYDAN.en);
    expect(enResults.find(([, title]) => title === MEYDAN.en)?.[0]).toMatch(/^\/en\/project\/[^/]+\/$/);
    await en.close();
    expect(failed).toEqual([]);
  });

  it('serves every file of the index with a policy that lets the worker run WebAssembly, on both ways of serving', async () => {
    const folder = path.join(live.site.outDir, 'pagefind');
    const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    const urls = files.map((d) => '/' + path.relative(live.site.outDir, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
    expect(urls).toContain('/pagefind/pagefind-worker.js');
    expect(urls.some((u) => u.endsWith('.pagefind'))).toBe(true); // the WebAssembly itself
    const fastBefore = live.server.app.siteFastPath!.answered;
    for (const url of urls) {
      // over HTTP (the fast path answers the release's files ahead of routing) and through Fastify's routes
      const fast = await fetch(live.url + url);
      const routed = await live.server.app.inject({ method: 'GET', url });
      for (const [way, status, csp] of [
        ['fast path', fast.status, fast.headers.get('content-security-policy')],
        ['Fastify', routed.statusCode, routed.headers['content-security-policy']],
      ] as const) {
        expect(status, `${url} (${way})`).toBe(200);
        expect(scriptSources(String(csp)), `${url} (${way})`).toEqual(expect.arrayContaining(["'self'", "'wasm-unsafe-eval'"]));
      }
    }
    expect(live.server.app.siteFastPath!.answered - fastBefore).toBe(urls.length);
  });

  it('finds İstanbul by istanbul on the Turkish site from the icon, and the result opens the project', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Ara' }).first().click();
    await expect.poll(() => dialogOpen(page), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
    const results = await search(page, 'istanbul');
    const hit = results.find(([, title]) => title === ISTANBUL.tr);
    expect(hit?.[0]).toMatch(/^\/project\/[^/]+\/$/);
    await Promise.all([page.waitForURL(live.url + hit![0]), page.locator(`#site-search a[href="${hit![0]}"]`).click()]);
    expect(await page.locator('h1').first().textContent()).toBe(ISTANBUL.tr);
    await page.close();
  });

  it('opens with / on the English site, finds only English pages, and Esc closes it', async () => {
    const page = await openPage('/en/');
    expect(page.fetched.filter((u) => u.includes('/pagefind/'))).toEqual([]); // nothing before first use
    await page.keyboard.press('/');
    await expect.poll(() => dialogOpen(page), { timeout: 10_000 }).toBe(true);
    const results = await search(page, KNOWN.activeProject.en.split(' ')[0]);
    expect(results.map(([, title]) => title)).toContain(KNOWN.activeProject.en);
    expect(results.every(([href]) => href.startsWith('/en/'))).toBe(true);
    expect(await page.locator('#site-search .search__status').textContent()).toMatch(/results?$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogOpen(page), { timeout: 10_000 }).toBe(false);
    await page.close();
  });

  it('says so in the page language when nothing matches', async () => {
    const page = await openPage('/');
    await page.keyboard.press('/');
    await page.locator('#site-search-input').fill('zzqxw');
    await expect.poll(() => page.locator('#site-search .search__status').textContent(), { timeout: 15_000 }).toBe('Sonuç bulunamadı');
    await page.close();
  });
});
