// The rest of the admin lists (issue 22, item 2): Activity, Recently deleted and Translations read one
// page from the server with a search box, sortable headers and a pager, all in the address so Back
// restores them; a ?edit= link opens a project, news item or page that is not on the page shown.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createNews } from '../../content-db/news.ts';
import { inTransaction } from '../../content-db/open.ts';
import { createPage } from '../../content-db/pages.ts';
import { createProject, deleteProject } from '../../content-db/projects.ts';
import { adminSuite } from './harness.ts';

const ids = { harbour: 0, harbourNews: 0, careers: 0 };
const n2 = (i: number) => String(i).padStart(2, '0');

const h = adminSuite({}, async (h) => {
  await inTransaction(h.app.db, async (trx) => {
    // the oldest: on the last page of Project Manage and News Management
    ids.harbour = (await createProject(trx, { title_en: 'Harbour Lights', title_tr: 'Liman Işıkları', type: 'ongoing', cover_image: null })).id;
    ids.harbourNews = (
      await createNews(trx, { title_en: 'Harbour opening', title_tr: 'Liman açılışı', description_en: '', description_tr: '', image: null })
    ).id;
    ids.careers = (await createPage(trx, { page_name_en: 'Careers', page_name_tr: 'Kariyer' })).id;
  });
  await inTransaction(h.app.db, async (trx) => {
    for (let i = 1; i <= 60; i++) {
      // the same title in both languages: 60 translation gaps
      await createProject(trx, { title_en: `Plaza ${n2(i)}`, title_tr: `Plaza ${n2(i)}`, type: 'ongoing', cover_image: null });
      await createNews(trx, { title_en: `Bulletin ${n2(i)}`, title_tr: `Bülten ${n2(i)}`, description_en: '', description_tr: '', image: null });
    }
    for (let i = 1; i <= 60; i++) await createPage(trx, { page_name_en: `Section ${n2(i)}`, page_name_tr: `Bölüm ${n2(i)}` });
    for (let i = 1; i <= 90; i++) await createProject(trx, { title_en: `Block ${n2(i)}`, title_tr: `Blok ${n2(i)}`, type: 'completed', cover_image: null });
  });
  // 60 deleted projects, each a revision of its own (created, then deleted)
  const depots: number[] = [];
  await inTransaction(h.app.db, async (trx) => {
    for (let i = 1; i <= 60; i++)
      depots.push((await createProject(trx, { title_en: `Depot ${n2(i)}`, title_tr: `Depo ${n2(i)}`, type: 'ongoing', cover_image: null })).id);
  });
  await inTransaction(h.app.db, async (trx) => {
    for (const id of depots) await deleteProject(trx, id);
  });
});

const search = (page: Page, name: string) => page.getByRole('searchbox', { name });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** the first cell of each row of the table named `caption` */
const firstCells = (page: Page, caption: string) => page.getByRole('table', { name: caption }).locator('tbody tr td:first-child').allInnerTexts();
const rowCount = (page: Page, caption: string) => page.getByRole('table', { name: caption }).locator('tbody tr').count();

describe('history lists, one page from the server', () => {
  it('Recently deleted: searched, sorted by a header, paged; Back restores each', async () => {
    const page = await h.open('/admin/recently-deleted');
    await pager(page).getByText('1–50 of 60').waitFor();
    expect(await rowCount(page, 'Recently deleted')).toBe(50);

    await page.getByRole('button', { name: 'Item', exact: true }).click();
    await poll(async () => (await firstCells(page, 'Recently deleted')).slice(0, 2)).toEqual(['Depot 01', 'Depot 02']);
    expect(param(page, 'sort')).toBe('label');
    await page.getByRole('button', { name: 'Item', exact: true }).click();
    await poll(async () => (await firstCells(page, 'Recently deleted'))[0]).toBe('Depot 60');
    await pager(page).getByRole('button', { name: 'Page 2' }).click();
    await poll(() => firstCells(page, 'Recently deleted')).toEqual([
      'Depot 10',
      'Depot 09',
      'Depot 08',
      'Depot 07',
      'Depot 06',
      'Depot 05',
      'Depot 04',
      'Depot 03',
      'Depot 02',
      'Depot 01',
    ]);
    await pager(page).getByText('51–60 of 60').waitFor();

    await search(page, 'Search deleted items').fill('depot 07');
    await poll(() => firstCells(page, 'Recently deleted')).toEqual(['Depot 07']);
    // the list follows the box at once, the address 250 ms after the last key
    await poll(() => param(page, 'page')).toBeNull();
    await search(page, 'Search deleted items').fill('nothing like it');
    await page.getByText('No results for “nothing like it”').waitFor();
    await poll(() => param(page, 'q')).toBe('nothing like it');

    await page.goBack();
    await poll(() => firstCells(page, 'Recently deleted')).toEqual(['Depot 07']);
    expect(await search(page, 'Search deleted items').inputValue()).toBe('depot 07');
    await page.goBack();
    await pager(page).getByText('51–60 of 60').waitFor();
    await page.goBack();
    await poll(async () => (await firstCells(page, 'Recently deleted'))[0]).toBe('Depot 60');
  });

  it('Translations: searched, filtered by problem, sorted, paged; Back restores', async () => {
    const page = await h.open('/admin/translations');
    await page.getByRole('table', { name: 'Fields to translate' }).locator('tbody tr').first().waitFor();
    expect(await rowCount(page, 'Fields to translate')).toBeLessThanOrEqual(50);

    await search(page, 'Search translations').fill('plaza');
    await pager(page).getByText('1–50 of 60').waitFor();
    await page.getByRole('button', { name: 'Item', exact: true }).click();
    await poll(async () => (await firstCells(page, 'Fields to translate')).slice(0, 2)).toEqual(['Project: Plaza 01', 'Project: Plaza 02']);
    await pager(page).getByRole('button', { name: 'Next page' }).click();
    await pager(page).getByText('51–60 of 60').waitFor();
    // the pager keeps the total while the next page's rows are on their way
    await poll(() => firstCells(page, 'Fields to translate')).toHaveLength(10);
    expect((await firstCells(page, 'Fields to translate'))[0]).toBe('Project: Plaza 51');

    // the problem filter goes to the server: none of these misses a language
    await page.getByRole('group', { name: 'Problem' }).getByRole('button', { name: 'English missing' }).click();
    await page.getByText('No results for “plaza”').waitFor();
    expect(param(page, 'filter')).toBe('missing_en');
    await page.goBack();
    await pager(page).getByText('51–60 of 60').waitFor();
    expect(await search(page, 'Search translations').inputValue()).toBe('plaza');
  });

  it('Activity: searched, sorted by a header, filtered and paged, all in the address', async () => {
    const page = await h.open('/admin/activity');
    await page.getByRole('table', { name: 'Activity' }).locator('tbody tr').first().waitFor();
    expect(await rowCount(page, 'Activity')).toBe(50);
    await pager(page).waitFor();

    await search(page, 'Search activity').fill('depot 07');
    const what = () => page.getByRole('table', { name: 'Activity' }).locator('tbody tr td:nth-child(3)').allInnerTexts();
    await poll(what).toEqual(['Deleted project Depot 07', 'Created project Depot 07']);
    await page.getByRole('button', { name: 'When', exact: true }).click();
    await poll(what).toEqual(['Created project Depot 07', 'Deleted project Depot 07']);
    // the search reaches the address after its pause and keeps the sort chosen meanwhile
    await poll(() => param(page, 'q')).toBe('depot 07');
    expect(param(page, 'sort')).toBe('at');

    // a header clicked during the search's pause: the sort stays when the search reaches the address
    await search(page, 'Search activity').fill('depot 08');
    await page.getByRole('button', { name: 'When', exact: true }).click();
    await poll(() => param(page, 'q')).toBe('depot 08');
    expect(param(page, 'sort')).toBe('-at');
    await poll(what).toEqual(['Deleted project Depot 08', 'Created project Depot 08']);
    await search(page, 'Search activity').fill('depot 07');
    await page.getByRole('button', { name: 'When', exact: true }).click();
    await poll(() => param(page, 'q')).toBe('depot 07');
    expect(param(page, 'sort')).toBe('at');
    await poll(what).toEqual(['Created project Depot 07', 'Deleted project Depot 07']);

    await page.getByLabel('Content type').selectOption({ label: 'News' });
    await page.getByText('No results for “depot 07”').waitFor();
    expect(param(page, 'type')).toBe('news');
    await page.goBack();
    await poll(what).toEqual(['Created project Depot 07', 'Deleted project Depot 07']);
    expect(await page.getByLabel('Content type').inputValue()).toBe('');
  });
});

describe('the show-projects picker', () => {
  it('offers one page of projects, finds the others by a search on the server, never reads the whole list', async () => {
    const page = await h.newPage();
    const wholeList: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/v2/api/projects' && !url.searchParams.has('limit')) wholeList.push(r.url());
    });
    await page.goto(`${h.base}/admin/show-projects`);
    await page.getByRole('button', { name: 'Add Configuration' }).click();
    const options = page.getByLabel('Project to add').locator('option');
    await poll(() => options.count()).toBe(50);
    await page.getByText('The first 50 are shown: search to find the others.').waitFor();

    await page.getByRole('searchbox', { name: 'Find a project' }).fill('harbour');
    await poll(() => options.allInnerTexts()).toEqual(['Harbour Lights']);
    await page.getByRole('button', { name: 'Add Project' }).click();
    expect(await page.getByRole('list', { name: 'Selected projects' }).locator('li > span').allInnerTexts()).toEqual(['Harbour Lights']);
    // the chosen one leaves the choice
    await poll(() => options.allInnerTexts()).toEqual(['No results for “harbour”']);
    expect(wholeList).toEqual([]);
  });
});

describe('a link to an item on another page', () => {
  it('?edit= opens a project that is not on the first page of Project Manage', async () => {
    const page = await h.open(`/admin/project-manage?edit=${ids.harbour}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Project' }).waitFor();
    expect(await dialog.getByLabel('Title (EN)').inputValue()).toBe('Harbour Lights');
    // the project is on the last page, not the one shown
    expect(await page.getByRole('list', { name: 'Projects', exact: true }).getByText('Harbour Lights').count()).toBe(0);
    expect(param(page, 'edit')).toBeNull();
  });

  it('?edit= opens a news item that is not on the first page of News Management', async () => {
    const page = await h.open(`/admin/news?edit=${ids.harbourNews}`);
    await page.getByRole('heading', { name: 'Edit News' }).waitFor();
    await poll(() => page.getByLabel('Title (EN)').first().inputValue()).toBe('Harbour opening');
  });

  it('?edit= opens a page that is not on the first page of Pages', async () => {
    const page = await h.open(`/admin/pages?edit=${ids.careers}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Page' }).waitFor();
    expect(await dialog.getByLabel('English Page Name').inputValue()).toBe('Careers');
    expect(await page.getByRole('table', { name: 'Pages' }).getByText('Careers', { exact: true }).count()).toBe(0);
  });
});
