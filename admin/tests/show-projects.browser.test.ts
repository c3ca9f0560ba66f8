// Show projects: 'No project display configurations', the Add Configuration form (page choice, each
// project once, save disabled with none chosen, the required-fields message), cards with badge,
// titles, page name, up to 3 thumbnails and '+N more', edit, Hide/Show, delete, and the failure texts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, adminSuite, expectToast, overflowsSideways, seriousViolations } from './harness.ts';
import { createProject } from './project-fixtures.ts';

const h = adminSuite({}, async () => {
  const token = await h.token();
  for (const [i, title] of ['Alpha Park', 'Beta Court', 'Gamma Hills', 'Delta Bay', 'Epsilon Row'].entries())
    await createProject(h.base, token, title, 'ongoing', 30 + i);
});

const form = (page: Page) => page.locator('form');
const card = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Project display configurations' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const chosen = (page: Page) => page.getByRole('list', { name: 'Selected projects' }).locator('li > span').allInnerTexts();
const options = (page: Page) => page.getByLabel('Project to add').locator('option').allInnerTexts();

async function add(page: Page, title: string) {
  await page.getByLabel('Project to add').selectOption({ label: title });
  await page.getByRole('button', { name: 'Add Project' }).click();
}

describe('show projects', () => {
  it('creates, edits, hides, shows and deletes a configuration', async () => {
    const page = await h.open('/admin/show-projects');
    await page.getByText('No project display configurations').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Configuration' }).click();
    await page.getByRole('heading', { name: 'Add Configuration' }).waitFor();
    const save = page.getByRole('button', { name: 'Save Configuration' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByLabel('Page').locator('option').allInnerTexts()).toEqual(['Home Page', 'Ongoing Projects', 'Our Projects']);

    // each project can be chosen once: a chosen one leaves the choice, a removed one comes back
    for (const t of ['Gamma Hills', 'Alpha Park', 'Delta Bay', 'Beta Court', 'Epsilon Row']) await add(page, t);
    expect(await chosen(page)).toEqual(['Gamma Hills', 'Alpha Park', 'Delta Bay', 'Beta Court', 'Epsilon Row']);
    expect(await page.getByRole('button', { name: 'Add Project' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove Beta Court' }).click();
    expect(await options(page)).toEqual(['Beta Court']);
    expect(await save.isDisabled()).toBe(false);

    // titles are required
    await save.click();
    await expectToast(page, 'Please fill all required fields and select at least one project');
    await form(page).getByLabel('Title (EN)').fill('Featured');
    await form(page).getByLabel('Title (TR)').fill('Öne Çıkanlar');
    await page.getByLabel('Page').selectOption('ongoing');
    expect(await seriousViolations(page)).toEqual([]);

    // failures keep the form as it was
    await page.route('**/api/show-projects', (r) => (r.request().method() === 'POST' ? r.fulfill(FAILED_ANSWER) : r.continue()), { times: 1 });
    await save.click();
    await expectToast(page, 'Failed to save configuration');
    expect(await chosen(page)).toEqual(['Gamma Hills', 'Alpha Park', 'Delta Bay', 'Epsilon Row']);
    await save.click();
    await expectToast(page, 'Configuration created successfully');

    // the card: active, both titles, the page, 3 thumbnails and '+1 more'
    const featured = card(page, 'Featured');
    await featured.getByText('Active', { exact: true }).waitFor();
    await featured.getByText('Öne Çıkanlar').waitFor();
    await featured.getByText('Page: Ongoing Projects').waitFor();
    expect(
      await featured
        .getByTestId('thumbnails')
        .getByRole('img')
        .evaluateAll((els) => els.map((e) => e.getAttribute('alt'))),
    ).toEqual(['Gamma Hills', 'Alpha Park', 'Delta Bay']);
    expect(await featured.getByTestId('thumbnails').getByRole('img').first().getAttribute('src')).toMatch(/-480w\.webp$/);
    await featured.getByText('+1 more').waitFor();
    const stored = (await h.call('GET', '/api/show-projects')).showProjects[0];
    expect(stored).toMatchObject({ title_en: 'Featured', title_tr: 'Öne Çıkanlar', page_name: 'ongoing', status: 'active' });

    // hide and show
    await featured.getByRole('button', { name: 'Hide Featured' }).click();
    await featured.getByText('Inactive', { exact: true }).waitFor();
    await page.route('**/api/show-projects/*/toggle-status', (r) => r.fulfill(FAILED_ANSWER), { times: 1 });
    await featured.getByRole('button', { name: 'Show Featured' }).click();
    await expectToast(page, 'Failed to update status');
    await featured.getByRole('button', { name: 'Show Featured' }).click();
    await featured.getByText('Active', { exact: true }).waitFor();

    // edit: the form holds the configuration; an update keeps the status
    await featured.getByRole('button', { name: 'Hide Featured' }).click();
    await featured.getByText('Inactive', { exact: true }).waitFor();
    await featured.getByRole('button', { name: 'Edit Featured' }).click();
    await page.getByRole('heading', { name: 'Edit Configuration' }).waitFor();
    expect(await form(page).getByLabel('Title (TR)').inputValue()).toBe('Öne Çıkanlar');
    expect(await page.getByLabel('Page').inputValue()).toBe('ongoing');
    expect(await chosen(page)).toEqual(['Gamma Hills', 'Alpha Park', 'Delta Bay', 'Epsilon Row']);
    for (const t of ['Alpha Park', 'Delta Bay', 'Epsilon Row']) await page.getByRole('button', { name: `Remove ${t}` }).click();
    await form(page).getByLabel('Title (EN)').fill('Featured now');
    await page.route('**/api/show-projects/*', (r) => (r.request().method() === 'PUT' ? r.fulfill(FAILED_ANSWER) : r.continue()), { times: 1 });
    await page.getByRole('button', { name: 'Update Configuration' }).click();
    await expectToast(page, 'Failed to update configuration');
    await page.getByRole('button', { name: 'Update Configuration' }).click();
    await expectToast(page, 'Configuration updated successfully');
    const now = card(page, 'Featured now');
    await now.getByText('Inactive', { exact: true }).waitFor();
    expect(await now.getByText('+1 more').count()).toBe(0);
    expect(await now.getByTestId('thumbnails').getByRole('img').count()).toBe(1);

    // delete
    await page.route('**/api/show-projects/*', (r) => (r.request().method() === 'DELETE' ? r.fulfill(FAILED_ANSWER) : r.continue()), { times: 1 });
    await now.getByRole('button', { name: 'Delete Featured now' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to delete this configuration?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Failed to delete configuration');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await now.getByRole('button', { name: 'Delete Featured now' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Configuration deleted successfully');
    await page.getByText('No project display configurations').waitFor();
  });

  it('shows the server message for a refused save, works at 390px, and says "Failed to load show projects"', async () => {
    await h.call('POST', '/api/show-projects', { title_en: 'Home picks', title_tr: 'Ana seçki', page_name: 'home', project_ids: [1, 2, 3, 4] });
    const page = await h.open('/admin/show-projects', { width: 390 });
    await card(page, 'Home picks').getByText('+1 more').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Configuration' }).click();
    await form(page).getByLabel('Title (EN)').fill('Gone');
    await form(page).getByLabel('Title (TR)').fill('Yok');
    await add(page, 'Alpha Park');
    // the project disappears meanwhile: the server's message is shown
    await page.route(
      '**/api/show-projects',
      (r) => (r.request().method() === 'POST' ? r.continue({ postData: JSON.stringify({ ...r.request().postDataJSON(), project_ids: [999] }) }) : r.continue()),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expectToast(page, 'Selected projects do not exist: 999');

    const broken = await h.newPage();
    await broken.route('**/api/show-projects', (r) => r.fulfill(FAILED_ANSWER));
    await broken.goto('/admin/show-projects');
    await expectToast(broken, 'Failed to load show projects');
  });
});
