// The site search on a real build indexed as a publish indexes it (server/publish/search-index.ts), in
// Chromium: one index per language, `istanbul` finds the project titled İstanbul on the Turkish site, the
// English site finds only English pages, the dialog opens from the icon or /, closes with Esc, and
// nothing of the search is fetched before it is first opened.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProject } from '../content-db/projects.ts';
import { indexedPages, swapIndex, writeIndex } from '../server/publish/search-index.ts';
import { KNOWN } from './test/fixture.ts';
import { useSiteInChromium } from './test/site-in-chromium.ts';

const ISTANBUL = { tr: 'İstanbul Kulesi', en: 'Istanbul Tower' };

const live = useSiteInChromium({
  async content(fixture) {
    await createProject(fixture.db, { title_en: ISTANBUL.en, title_tr: ISTANBUL.tr, type: 'ongoing', cover_image: null, status: 'active' });
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
