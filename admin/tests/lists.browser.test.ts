// Admin lists at scale (issue 22, item 2): Project Manage among 2,500 projects finds one by its
// Turkish title with İ typed without it, renders one page (never more than 200 cards), keeps the
// search, filter, sort and page in the address so Back restores them, and says what was searched when
// nothing is found; sorting and pages on News Management too.
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createNews } from '../../content-db/news.ts';
import { createProject } from '../../content-db/projects.ts';
import { adminSuite } from './harness.ts';

const GENERATED = 2497;

const h = adminSuite({}, async (h) => {
  // one statement: 2,497 projects through createProject take half a minute on a loaded machine
  await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${GENERATED})
    INSERT INTO projects (title_en, title_tr, type, status, slug, cover_image)
    SELECT 'Residence ' || i, 'Konut ' || i, CASE WHEN i % 3 = 0 THEN 'ongoing' ELSE 'completed' END, 'active', 'residence-' || i, NULL FROM n`.execute(
    h.app.db,
  );
  await createProject(h.app.db, { title_en: 'Bosphorus Mansions', title_tr: 'İstanbul Konakları', type: 'completed', cover_image: null });
  await createProject(h.app.db, { title_en: 'River Homes', title_tr: 'IRMAK EVLERİ', type: 'ongoing', cover_image: null });
  await createProject(h.app.db, { title_en: 'Quiet Yard', title_tr: 'Sessiz Avlu', type: 'ongoing', cover_image: null, status: 'inactive' });
  for (let i = 1; i <= 60; i++) {
    const n = String(i).padStart(2, '0');
    await createNews(h.app.db, { title_en: `Site diary ${n}`, title_tr: `Şantiye günlüğü ${n}`, description_en: '', description_tr: '', image: null });
  }
});

const grid = (page: Page) => page.getByRole('list', { name: 'Projects', exact: true });
const cardTitles = (page: Page) => grid(page).getByRole('heading').allInnerTexts();
const search = (page: Page, name: string) => page.getByRole('searchbox', { name });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
/** the machine may be busy */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** the cards of the page shown, drawn or not (each card says how many its list holds) */
const pageSize = async (page: Page) => Number(await grid(page).getByRole('listitem').first().getAttribute('aria-setsize'));

describe('admin lists at scale', () => {
  it('finds a project by a Turkish title with İ among 2,500, one page at a time, Back restoring the search', async () => {
    const page = await h.open('/admin/project-manage');
    await grid(page).getByRole('listitem').first().waitFor();
    // a page of 48 cards, of which only the rows near the window are drawn (issue 31)
    const shown = await pageSize(page);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(200);
    await pager(page).getByText(`1–${shown} of 2,500`).waitFor();
    expect(await grid(page).getByRole('listitem').count()).toBeLessThan(shown);
    // scrolled to the end, the last card of the page is drawn
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await poll(() => grid(page).getByRole('listitem').last().getAttribute('aria-posinset')).toBe(String(shown));
    await page.evaluate(() => window.scrollTo(0, 0));

    // the keystroke asks for its page at once and the screen's own read joins that request: one read
    const reads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).searchParams.get('q') === 'istanbul') reads.push(r.url());
    });
    await search(page, 'Search projects').fill('istanbul');
    await poll(() => cardTitles(page)).toEqual(['Bosphorus Mansions']);
    await grid(page).getByText('İstanbul Konakları').waitFor();
    // the list follows the box at once; the address 250 ms after the last key
    await poll(() => param(page, 'q')).toBe('istanbul');
    await poll(() => cardTitles(page)).toEqual(['Bosphorus Mansions']);
    expect(reads).toHaveLength(1);
    // one page holds the answer: no pager
    expect(await pager(page).count()).toBe(0);

    await search(page, 'Search projects').fill('ırmak');
    await poll(() => cardTitles(page)).toEqual(['River Homes']);
    await poll(() => param(page, 'q')).toBe('ırmak');

    await page.goBack();
    await poll(() => cardTitles(page)).toEqual(['Bosphorus Mansions']);
    expect(await search(page, 'Search projects').inputValue()).toBe('istanbul');

    await search(page, 'Search projects').fill('no such project');
    await page.getByText('No results for “no such project”').waitFor();

    // a reload keeps the search, a filter narrows it on the server
    await search(page, 'Search projects').fill('avlu');
    await poll(() => cardTitles(page)).toEqual(['Quiet Yard']);
    await poll(() => param(page, 'q')).toBe('avlu');
    await page.reload();
    await poll(() => cardTitles(page)).toEqual(['Quiet Yard']);
    await page.getByRole('group', { name: 'Filter projects' }).getByRole('button', { name: 'Active', exact: true }).click();
    await page.getByText('No results for “avlu”').waitFor();
    expect(param(page, 'filter')).toBe('active');
  });

  it('sorts and pages Project Manage on the server', async () => {
    const page = await h.open('/admin/project-manage');
    await grid(page).getByRole('listitem').first().waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Title (TR), A to Z' });
    // IRMAK and İstanbul sort among the i's, before Konut
    await poll(async () => (await cardTitles(page)).slice(0, 3)).toEqual(['River Homes', 'Bosphorus Mansions', 'Residence 1']);
    expect(param(page, 'sort')).toBe('title_tr');
    const first = await cardTitles(page);
    const size = await pageSize(page);

    await pager(page).getByRole('button', { name: 'Next page' }).click();
    await poll(() => param(page, 'page')).toBe('2');
    await poll(async () => (await cardTitles(page))[0]).not.toBe(first[0]);
    await pager(page)
      .getByText(`${size + 1}–${2 * size} of 2,500`)
      .waitFor();
    const second = await cardTitles(page);
    expect(second.filter((t) => first.includes(t))).toEqual([]);

    await pager(page).getByRole('button', { name: 'Page 53' }).click();
    await pager(page).getByText(`2,497–2,500 of 2,500`).waitFor();
    await page.goBack();
    await pager(page)
      .getByText(`${size + 1}–${2 * size} of 2,500`)
      .waitFor();
    // the browser gives page 2 back where it was left (scrolled to its pager): its top draws the same cards
    await page.evaluate(() => window.scrollTo(0, 0));
    await poll(() => cardTitles(page)).toEqual(second);

    // a filter starts again at page 1, on the server: ongoing ones only, 834 of them
    await page.getByRole('group', { name: 'Filter projects' }).getByRole('button', { name: 'Ongoing', exact: true }).click();
    await poll(() => param(page, 'page')).toBe(null);
    await pager(page).getByText(`1–${size} of 834`).waitFor();
  });

  it('sorts, pages and searches News Management', async () => {
    const page = await h.open('/admin/news');
    const news = page.getByRole('list', { name: 'News', exact: true });
    const headings = () => news.getByRole('heading').allInnerTexts();
    await news.getByRole('heading', { name: 'Site diary 60' }).waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Title (EN), A to Z' });
    await poll(async () => (await headings())[0]).toBe('Site diary 01');
    await pager(page).getByRole('button', { name: 'Next page' }).click();
    await poll(async () => (await headings())[0]).toBe('Site diary 49');
    expect(await headings()).toHaveLength(12);
    await pager(page).getByText('49–60 of 60').waitFor();
    await search(page, 'Search news').fill('santiye gunlugu 07');
    await poll(headings).toEqual(['Site diary 07']);
    await news.getByText('Şantiye günlüğü 07').waitFor();
  });
});
