// Project manage: the card grid (3 columns at 1280px, 1 at 390px), the five filters and their empty
// texts, create with a cover (validation, file checks, WebP card cover), edit, status toggle, the
// read-only view that Escape closes, the card opening the detail screen, delete with confirmation,
// every failure text, and the publish status after a save.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, TEXT_FILE, adminSuite, expectToast, overflowsSideways, seriousViolations, waitForState } from './harness.ts';
import { createProject, picture } from './project-fixtures.ts';

const h = adminSuite({ buildDelayMs: 2500 });

const grid = (page: Page) => page.getByRole('list', { name: 'Projects' });
const card = (page: Page, title: string) =>
  grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');
const filter = (page: Page, name: string) => page.getByRole('group', { name: 'Filter projects' }).getByRole('button', { name, exact: true });
const titles = (page: Page) => grid(page).getByRole('heading').allInnerTexts();
/** Answers the delete confirmation and waits until it is gone (a second one may follow at once). */
async function answer(page: Page, yes: boolean) {
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: yes ? 'Yes' : 'No' })
    .click();
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
}

describe('project manage', () => {
  it('creates, edits, toggles, filters, views and deletes projects', async () => {
    const page = await h.open('/admin/project-manage');
    await page.getByText('No projects found').waitFor();
    await page.getByText('Create your first project to show it on the site.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // create: the validation messages, then the file checks, before anything is sent
    await page.getByRole('button', { name: 'Create First Project' }).click();
    await dialog(page).getByRole('heading', { name: 'Add New Project' }).waitFor();
    expect(await dialog(page).getByLabel('Type').inputValue()).toBe('ongoing');
    await dialog(page).getByText('Recommended size: 800x600.').waitFor();
    await dialog(page).getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await dialog(page).getByLabel('Title (EN)').fill('Sea View Towers');
    await dialog(page).getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await dialog(page).getByLabel('Title (TR)').fill('Deniz Manzarası Kuleleri');
    await dialog(page).getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Please upload a cover image');
    await dialog(page).getByLabel('Cover Image').setInputFiles(TEXT_FILE);
    await expectToast(page, 'Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)');
    expect(await seriousViolations(page)).toEqual([]);

    // a failed save keeps everything typed: the server's refusal, then a network failure
    await dialog(page)
      .getByLabel('Cover Image')
      .setInputFiles(await picture(800, 600, 1));
    await page.route('**/v2/api/projects', (r) => (r.request().method() === 'POST' ? r.fulfill(FAILED_ANSWER) : r.continue()), { times: 1 });
    await dialog(page).getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Failed to create project');
    await page.route('**/v2/api/projects', (r) => (r.request().method() === 'POST' ? r.abort() : r.continue()), { times: 1 });
    await dialog(page).getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Error creating project');
    expect(await dialog(page).getByLabel('Title (TR)').inputValue()).toBe('Deniz Manzarası Kuleleri');

    await waitForState(page, 'Published');
    await dialog(page).getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Project created successfully');
    await dialog(page).waitFor({ state: 'detached' });
    // the publish status follows the save by itself
    await waitForState(page, 'Building');
    await waitForState(page, 'Published');

    // the card: the WebP variant of the cover, type and status badges, both titles
    const towers = card(page, 'Sea View Towers');
    await towers.waitFor();
    expect(await towers.getByRole('img').getAttribute('src')).toMatch(/^\/uploads\/projects\/.+-480w\.webp$/);
    await towers.getByText('Ongoing', { exact: true }).waitFor();
    await towers.getByText('Active', { exact: true }).waitFor();
    await towers.getByText('Deniz Manzarası Kuleleri').waitFor();

    // a completed one
    await page.getByRole('button', { name: 'Add New Project' }).click();
    await dialog(page).getByLabel('Title (EN)').fill('Harbour Homes');
    await dialog(page).getByLabel('Title (TR)').fill('Liman Evleri');
    await dialog(page).getByLabel('Type').selectOption('completed');
    await dialog(page)
      .getByLabel('Cover Image')
      .setInputFiles(await picture(800, 600, 2));
    await dialog(page).getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Project created successfully');
    await card(page, 'Harbour Homes').getByText('Completed', { exact: true }).waitFor();

    // edit: the title changes in place, the cover is kept
    const coverBefore = await towers.getByRole('img').getAttribute('src');
    await towers.getByRole('button', { name: 'Edit Sea View Towers' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Project' }).waitFor();
    await dialog(page).getByText('Leave empty to keep the existing image.', { exact: false }).waitFor();
    await dialog(page).getByLabel('Title (EN)').fill('');
    await dialog(page).getByRole('button', { name: 'Update Project' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await dialog(page).getByLabel('Title (EN)').fill('Sea View Residences');
    await page.route('**/v2/api/projects/*', (r) => (r.request().method() === 'PUT' ? r.fulfill(FAILED_ANSWER) : r.continue()), { times: 1 });
    await dialog(page).getByRole('button', { name: 'Update Project' }).click();
    await expectToast(page, 'Failed to update project');
    await page.route('**/v2/api/projects/*', (r) => (r.request().method() === 'PUT' ? r.abort() : r.continue()), { times: 1 });
    await dialog(page).getByRole('button', { name: 'Update Project' }).click();
    await expectToast(page, 'Error updating project');
    await dialog(page).getByRole('button', { name: 'Update Project' }).click();
    await expectToast(page, 'Project updated successfully');
    const residences = card(page, 'Sea View Residences');
    await residences.waitFor();
    expect(await residences.getByRole('img').getAttribute('src')).toBe(coverBefore);

    // status toggle, with its failure texts first
    await page.route('**/toggle-status', (r) => r.fulfill(FAILED_ANSWER), { times: 1 });
    await residences.getByLabel('Active: Sea View Residences').click();
    await expectToast(page, 'Failed to update project status');
    await page.route('**/toggle-status', (r) => r.abort(), { times: 1 });
    await residences.getByLabel('Active: Sea View Residences').click();
    await expectToast(page, 'Error updating project status');
    await residences.getByLabel('Active: Sea View Residences').click();
    await expectToast(page, 'Project status updated');
    await residences.getByText('Inactive', { exact: true }).waitFor();

    // the five filters
    expect(await filter(page, 'All').getAttribute('aria-pressed')).toBe('true');
    await filter(page, 'Active').click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Projects"] > li').length === 1);
    expect(await titles(page)).toEqual(['Harbour Homes']);
    await filter(page, 'Inactive').click();
    await residences.waitFor();
    expect(await titles(page)).toEqual(['Sea View Residences']);
    await filter(page, 'Completed').click();
    await card(page, 'Harbour Homes').waitFor();
    expect(await titles(page)).toEqual(['Harbour Homes']);
    await filter(page, 'Ongoing').click();
    await residences.waitFor();
    expect(await titles(page)).toEqual(['Sea View Residences']);
    await residences.getByLabel('Active: Sea View Residences').click();
    await expectToast(page, 'Project status updated');
    await filter(page, 'Inactive').click();
    await page.getByText('No inactive projects found').waitFor();
    await filter(page, 'All').click();

    // the read-only view closes with Escape
    await residences.getByRole('button', { name: 'View Sea View Residences' }).click();
    await dialog(page).getByRole('heading', { name: 'Sea View Residences' }).waitFor();
    await dialog(page).getByText('Deniz Manzarası Kuleleri').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    // delete: the failure texts, No keeps it, Yes deletes it
    const harbour = card(page, 'Harbour Homes');
    await page.route('**/v2/api/projects/*', (r) => (r.request().method() === 'DELETE' ? r.fulfill(FAILED_ANSWER) : r.continue()), { times: 1 });
    await harbour.getByRole('button', { name: 'Delete Harbour Homes' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to delete this project?').waitFor();
    await answer(page, true);
    await expectToast(page, 'Failed to delete project');
    await page.route('**/v2/api/projects/*', (r) => (r.request().method() === 'DELETE' ? r.abort() : r.continue()), { times: 1 });
    await harbour.getByRole('button', { name: 'Delete Harbour Homes' }).click();
    await answer(page, true);
    await expectToast(page, 'Error deleting project');
    await harbour.getByRole('button', { name: 'Delete Harbour Homes' }).click();
    await answer(page, false);
    expect(await harbour.count()).toBe(1);
    await harbour.getByRole('button', { name: 'Delete Harbour Homes' }).click();
    await answer(page, true);
    await expectToast(page, 'Project deleted successfully');
    await harbour.waitFor({ state: 'detached' });
    await filter(page, 'Completed').click();
    await page.getByText('No completed projects found').waitFor();

    // a card opens the project's detail screen
    await filter(page, 'All').click();
    await residences.getByRole('link', { name: 'Sea View Residences' }).click();
    await page.waitForURL(/\/admin\/project-detail\/\d+$/);
    await page.getByRole('tab', { name: 'Banners' }).waitFor();
  });

  it('shows 3 columns at 1280px and 1 at 390px', async () => {
    const token = await h.token();
    for (const [i, title] of ['Column One', 'Column Two', 'Column Three'].entries()) await createProject(h.base, token, title, 'completed', 20 + i);
    const wide = await h.open('/admin/project-manage');
    await card(wide, 'Column Three').waitFor();
    const tops = await grid(wide)
      .locator(':scope > li')
      .evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    const narrow = await h.open('/admin/project-manage', { width: 390 });
    await card(narrow, 'Column Three').waitFor();
    const lefts = await grid(narrow)
      .locator(':scope > li')
      .evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    expect(await overflowsSideways(narrow)).toBe(false);
    expect(await seriousViolations(narrow)).toEqual([]);
  });

  it('says "Failed to fetch projects" and "Error fetching projects" when the list cannot be read', async () => {
    const page = await h.newPage();
    await page.route(
      (url) => url.pathname === '/v2/api/projects',
      (r) => r.fulfill(FAILED_ANSWER),
      { times: 1 },
    );
    await page.goto('/admin/project-manage');
    await expectToast(page, 'Failed to fetch projects');
    await page.route(
      (url) => url.pathname === '/v2/api/projects',
      (r) => r.abort(),
      { times: 1 },
    );
    await page.reload();
    await expectToast(page, 'Error fetching projects');
  });
});
