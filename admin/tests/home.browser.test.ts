// Home edit ('Manage Home Page Content') against the real server: the three tabs, the table columns,
// the add button hidden while a form is open and once an item exists, every required field, the
// experience link with its defaults, the server's and fallback failure texts, axe at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, adminSuite, expectToast, overflowsSideways, seriousViolations } from './harness.ts';
import { openTab, richText } from './content-fixtures.ts';
import { picture } from './project-fixtures.ts';

const h = adminSuite();

const panel = (page: Page) => page.getByRole('tabpanel');
const headers = async (page: Page) => (await panel(page).locator('thead th').allInnerTexts()).map((t) => t.replace(/[↕▲▼]/g, '').trim());
const COLUMNS = ['#', 'Title EN', 'Title TR', 'Description EN', 'Description TR', 'Image', 'Status', 'Actions'];

/** Adds the one item of a tab through its form, checking each required field on the way. */
async function addThroughForm(page: Page, add: string, o: { imageRequired: string; added: string; title: string }) {
  await panel(page).getByRole('button', { name: add }).click();
  // the add button is hidden while the form is open
  expect(await panel(page).getByRole('button', { name: add }).count()).toBe(0);
  const save = panel(page).getByRole('button', { name: 'Save' });
  await save.click();
  await expectToast(page, 'Please fill in all required fields');
  await panel(page).getByLabel('Title (EN)').fill(o.title);
  await panel(page).getByLabel('Title (TR)').fill(`${o.title} TR`);
  await richText(panel(page), 'Description (EN)').click();
  await page.keyboard.type('English text');
  await save.click();
  await expectToast(page, 'Please fill in all required fields');
  await richText(panel(page), 'Description (TR)').click();
  await page.keyboard.type('Türkçe metin');
  await save.click();
  await expectToast(page, o.imageRequired);
  await panel(page)
    .getByLabel('Image', { exact: true })
    .setInputFiles(await picture(1600, 900, 2));
  await save.click();
  await expectToast(page, o.added);
  await panel(page).getByRole('row').filter({ hasText: o.title }).waitFor();
  // one item exists: no add button any more
  expect(await panel(page).getByRole('button', { name: add }).count()).toBe(0);
}

// Switches are pressed with the keyboard: a toast at the top right may lie over the table's last column.
describe('Home edit', () => {
  it('banners and design sections: columns, one item each, required fields, edit and toggle', async () => {
    const page = await h.open('/admin/home-edit');
    await page.getByRole('heading', { name: 'Manage Home Page Content', level: 1 }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Banners', 'Design Sections', 'Experience Role Link']);
    await panel(page).getByText('No banners found').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await addThroughForm(page, 'Add Banner', { imageRequired: 'Please upload a banner image', added: 'Banner added successfully', title: 'Welcome' });
    expect(await headers(page)).toEqual(COLUMNS);
    const row = panel(page).getByRole('row').filter({ hasText: 'Welcome' });
    await row.getByText('English text').waitFor();
    await row.getByText('Türkçe metin').waitFor();

    await row.getByRole('button', { name: 'Edit banner 1' }).click();
    await panel(page).getByRole('heading', { name: 'Edit Banner' }).waitFor();
    await panel(page).getByLabel('Title (EN)').fill('Welcome home');
    await panel(page).getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Banner updated successfully');
    await panel(page).getByRole('row').filter({ hasText: 'Welcome home' }).waitFor();
    await panel(page).getByLabel('Active: banner 1').press('Space');
    await expectToast(page, 'Banner status updated successfully');
    await panel(page).getByRole('row').filter({ hasText: 'Welcome home' }).getByText('Inactive', { exact: true }).waitFor();
    await page.route('**/toggle-status', (route) => route.fulfill(FAILED_ANSWER));
    await panel(page).getByLabel('Active: banner 1').press('Space');
    await expectToast(page, 'Failed to update banner status');
    await page.unroute('**/toggle-status');

    // a failed save of the banner keeps what was typed
    await row.getByRole('button', { name: 'Edit banner 1' }).click();
    await panel(page).getByLabel('Title (TR)').fill('Hoş geldiniz');
    await page.route('**/api/banners/*', (route) => route.fulfill(FAILED_ANSWER));
    await panel(page).getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Failed to save banner');
    await page.unroute('**/api/banners/*');
    expect(await panel(page).getByLabel('Title (TR)').inputValue()).toBe('Hoş geldiniz');
    await panel(page).getByRole('button', { name: 'Cancel' }).click();

    await openTab(page, 'Design Sections');
    await panel(page).getByText('No design sections found').waitFor();
    await addThroughForm(page, 'Add Design Section', { imageRequired: 'Please upload an image', added: 'Section added successfully', title: 'Our design' });
    expect(await headers(page)).toEqual(COLUMNS);
    // a failed save keeps the form as typed
    await panel(page).getByRole('button', { name: 'Edit design section 1' }).click();
    await panel(page).getByLabel('Title (EN)').fill('Our design, renewed');
    await page.route('**/api/design-sections/*', (route) => route.fulfill(FAILED_ANSWER));
    await panel(page).getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Failed to save section');
    expect(await panel(page).getByLabel('Title (EN)').inputValue()).toBe('Our design, renewed');
    await page.unroute('**/api/design-sections/*');
    await page.route('**/toggle-status', (route) => route.fulfill(FAILED_ANSWER));
    await panel(page).getByLabel('Active: design section 1').press('Space');
    await expectToast(page, 'Failed to update section status');
    expect(await seriousViolations(page)).toEqual([]);

    const phone = await h.newPage({ width: 390 });
    await phone.goto('/admin/home-edit');
    await panel(phone).getByRole('row').filter({ hasText: 'Welcome home' }).waitFor();
    expect(await overflowsSideways(phone)).toBe(false);
    expect(await seriousViolations(phone)).toEqual([]);
  });

  it('experience role link: defaults, required fields, the server check of the link, save and reload', async () => {
    const page = await h.open('/admin/home-edit');
    await openTab(page, 'Experience Role Link');
    expect(await panel(page).getByLabel('Text (EN)').inputValue()).toBe('Explore');
    expect(await panel(page).getByLabel('Text (TR)').inputValue()).toBe('Keşfet');
    expect(await panel(page).getByLabel('Active').isChecked()).toBe(true);
    expect(await panel(page).getByLabel('Open in New Tab').isChecked()).toBe(false);
    await panel(page).getByRole('button', { name: 'Save Link' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await panel(page).getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
    await panel(page).getByRole('button', { name: 'Save Link' }).click();
    await expectToast(page, 'Please enter a valid link');
    await page.route('**/api/home-exp-role', (route) => (route.request().method() === 'POST' ? route.fulfill(FAILED_ANSWER) : route.fallback()));
    await panel(page).getByRole('textbox', { name: 'Link' }).fill('/our-projects');
    await panel(page).getByRole('button', { name: 'Save Link' }).click();
    await expectToast(page, 'Failed to save experience role link');
    await page.unroute('**/api/home-exp-role');
    await panel(page).getByLabel('Text (EN)').fill('See our work');
    await panel(page).getByLabel('Open in New Tab').check();
    await panel(page).getByRole('button', { name: 'Save Link' }).click();
    await expectToast(page, 'Experience role link saved successfully');
    expect((await h.call('GET', '/api/home-exp-role')).data).toMatchObject({
      link: '/our-projects',
      text_en: 'See our work',
      text_tr: 'Keşfet',
      tab: 1,
      status: 1,
    });

    await page.reload();
    await openTab(page, 'Experience Role Link');
    expect(await panel(page).getByRole('textbox', { name: 'Link' }).inputValue()).toBe('/our-projects');
    expect(await panel(page).getByLabel('Open in New Tab').isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const failing = await h.newPage();
    await failing.route('**/api/banners', (route) => route.fulfill(FAILED_ANSWER));
    await failing.route('**/api/design-sections', (route) => route.fulfill(FAILED_ANSWER));
    await failing.route('**/api/home-exp-role', (route) => route.abort());
    await failing.goto('/admin/home-edit');
    await expectToast(failing, 'Failed to fetch banners');
    await openTab(failing, 'Design Sections');
    await expectToast(failing, 'Failed to fetch design sections');
    await openTab(failing, 'Experience Role Link');
    await expectToast(failing, 'Error fetching experience role data');
  });
});
