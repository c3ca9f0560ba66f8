// The ongoing and our-projects banner screens (one component, two configurations): Add Banner only
// while no ongoing banner exists and always for our projects (with descriptions), validation, the
// filter, edit, toggle, delete, and the failure texts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, TEXT_FILE, adminSuite, expectToast, overflowsSideways, seriousViolations } from './harness.ts';
import { picture, typeRich } from './project-fixtures.ts';

const h = adminSuite();

const form = (page: Page) => page.locator('form');
const card = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Banners' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const filter = (page: Page, name: string) => page.getByRole('group', { name: 'Filter banners' }).getByRole('button', { name, exact: true });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add Banner' });

describe('ongoing project banner', () => {
  it('allows one banner: create with validation, filter, edit, toggle, delete', async () => {
    const page = await h.open('/admin/ongoing-banner');
    await page.getByRole('heading', { name: 'Ongoing Project Banner', level: 1 }).waitFor();
    await page.getByText('No banners found').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await addButton(page).click();
    await page.getByRole('heading', { name: 'Add Banner' }).waitFor();
    // no descriptions on this screen
    expect(await page.getByRole('textbox', { name: 'Description (EN)' }).count()).toBe(0);
    await page.getByText('Recommended size: 1200x800.').waitFor();
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await form(page).getByLabel('Title (EN)').fill('Building now');
    await form(page).getByLabel('Title (TR)').fill('Şimdi yapılıyor');
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Please upload a banner image');
    await form(page).getByLabel('Banner Image').setInputFiles(TEXT_FILE);
    await expectToast(page, 'Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)');
    await form(page)
      .getByLabel('Banner Image')
      .setInputFiles(await picture(1200, 800, 5));
    await page.route('**/api/ongoing-banners', (r) => (r.request().method() === 'POST' ? r.fulfill(FAILED_ANSWER) : r.continue()), { times: 1 });
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Failed to create banner');
    await page.route('**/api/ongoing-banners', (r) => (r.request().method() === 'POST' ? r.abort() : r.continue()), { times: 1 });
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Error saving banner');
    expect(await form(page).getByLabel('Title (TR)').inputValue()).toBe('Şimdi yapılıyor');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Banner added successfully');

    // one banner only: Add Banner is gone
    const banner = card(page, 'Building now');
    await banner.getByText('Şimdi yapılıyor').waitFor();
    expect(await banner.getByRole('img').getAttribute('src')).toMatch(/^\/uploads\/ongoing-banners\/.+-480w\.webp$/);
    expect(await addButton(page).count()).toBe(0);

    // edit keeps the image when none is chosen
    await banner.getByRole('button', { name: 'Edit banner Building now' }).click();
    await page.getByText('Leave empty to keep the existing image', { exact: false }).waitFor();
    await form(page).getByLabel('Title (EN)').fill('Under construction');
    await page.route('**/api/ongoing-banners/*', (r) => (r.request().method() === 'PUT' ? r.fulfill(FAILED_ANSWER) : r.continue()), { times: 1 });
    await page.getByRole('button', { name: 'Update Banner' }).click();
    await expectToast(page, 'Failed to update banner');
    await page.getByRole('button', { name: 'Update Banner' }).click();
    await expectToast(page, 'Banner updated successfully');
    const edited = card(page, 'Under construction');

    // toggle and filter
    await page.route('**/toggle-status', (r) => r.fulfill(FAILED_ANSWER), { times: 1 });
    await edited.getByLabel('Active: banner Under construction').click();
    await expectToast(page, 'Failed to toggle banner status');
    await page.route('**/toggle-status', (r) => r.abort(), { times: 1 });
    await edited.getByLabel('Active: banner Under construction').click();
    await expectToast(page, 'Error updating banner status');
    await edited.getByLabel('Active: banner Under construction').click();
    await expectToast(page, 'Banner status updated successfully');
    await edited.getByText('Inactive', { exact: true }).waitFor();
    await filter(page, 'Active').click();
    await page.getByText('No banners found').waitFor();
    await filter(page, 'Inactive').click();
    await edited.waitFor();
    await filter(page, 'All').click();

    // delete: Add Banner comes back
    await page.route('**/api/ongoing-banners/*', (r) => (r.request().method() === 'DELETE' ? r.fulfill(FAILED_ANSWER) : r.continue()), { times: 1 });
    await edited.getByRole('button', { name: 'Delete banner Under construction' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to delete this banner?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Failed to delete banner');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await edited.getByRole('button', { name: 'Delete banner Under construction' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Banner deleted successfully');
    await addButton(page).waitFor();
  });

  it("shows the server's message when a second ongoing banner is refused", async () => {
    const page = await h.open('/admin/ongoing-banner');
    await addButton(page).click();
    await form(page).getByLabel('Title (EN)').fill('First');
    await form(page).getByLabel('Title (TR)').fill('Birinci');
    await form(page)
      .getByLabel('Banner Image')
      .setInputFiles(await picture(1200, 800, 6));
    // another admin adds one meanwhile
    const other = new FormData();
    for (const [k, v] of Object.entries({ title_en: 'Other', title_tr: 'Diğer' })) other.append(k, v);
    const img = await picture(600, 400, 7);
    other.append('banner_image', new Blob([new Uint8Array(img.buffer)], { type: 'image/png' }), img.name);
    await fetch(`${h.base}/api/ongoing-banners`, { method: 'POST', headers: { authorization: `Bearer ${await h.token()}` }, body: other });
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Only one ongoing banner can exist');
    expect(await form(page).getByLabel('Title (EN)').inputValue()).toBe('First');
  });

  it('says "Failed to fetch banners" when the list cannot be read', async () => {
    const page = await h.newPage();
    await page.route('**/api/ongoing-banners', (r) => r.fulfill(FAILED_ANSWER));
    await page.goto('/admin/ongoing-banner');
    await expectToast(page, 'Failed to fetch banners');
  });
});

describe('our projects banner', () => {
  it('always offers Add Banner, with descriptions', async () => {
    const page = await h.open('/admin/our-projects-edit-banner');
    await page.getByRole('heading', { name: 'Our Projects Banner', level: 1 }).waitFor();
    for (const [en, tr, seed] of [
      ['Our work', 'İşlerimiz', 8],
      ['Since 1990', '1990’dan beri', 9],
    ] as const) {
      await addButton(page).click();
      await form(page).getByLabel('Title (EN)').fill(en);
      await form(page).getByLabel('Title (TR)').fill(tr);
      await form(page)
        .getByLabel('Banner Image')
        .setInputFiles(await picture(1200, 800, seed));
      await page.getByRole('button', { name: 'Save Banner' }).click();
      // the descriptions are required here
      await expectToast(page, 'Please fill in all required fields');
      await typeRich(page, 'Description (EN)', `${en} in Trabzon.`);
      await typeRich(page, 'Description (TR)', `${tr} Trabzon'da.`);
      if (seed === 8) expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save Banner' }).click();
      await expectToast(page, 'Banner added successfully');
      await card(page, en).waitFor();
    }
    // Add Banner stays
    await addButton(page).waitFor();
    const stored = (await h.call('GET', '/api/our-projects')).ourProjects as { title_en: string; description_tr: string }[];
    expect(stored.find((b) => b.title_en === 'Our work')?.description_tr).toBe("<p>İşlerimiz Trabzon'da.</p>");

    // the edit form holds the descriptions
    await card(page, 'Our work').getByRole('button', { name: 'Edit banner Our work' }).click();
    expect(await page.getByRole('textbox', { name: 'Description (EN)' }).innerText()).toBe('Our work in Trabzon.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await addButton(page).waitFor();
  });

  it('works at 390px', async () => {
    const page = await h.open('/admin/our-projects-edit-banner', { width: 390 });
    await card(page, 'Our work').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
