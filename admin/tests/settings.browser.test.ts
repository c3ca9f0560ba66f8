// Site settings: the five tabs with their fields, tables, file checks, empty texts and form rules.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BIG_PNG, FAILED_ANSWER, SVG_FILE, TEXT_FILE, adminSuite, overflowsSideways, png, seriousViolations } from './harness.ts';

const h = adminSuite();

const panel = (page: Page) => page.getByRole('tabpanel');
const alertText = (page: Page, text: string) => panel(page).locator('.alert', { hasText: text }).waitFor();
const rows = (page: Page) => panel(page).locator('tbody tr');
/** Column headers without the sort arrows. */
const headers = async (page: Page) => (await panel(page).locator('thead th').allInnerTexts()).map((t) => t.replace(/[↕▲▼]/g, '').trim());

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.waitForFunction((n) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === n, name);
}

/** Scrolls to the bottom, runs the action, and waits until the page is back at the top. */
async function expectScrollToTop(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await action();
  await page.waitForFunction(() => window.scrollY === 0);
}

async function confirmYes(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

describe('site settings', () => {
  it('Instagram: add, edit (scrolls up), toggle, delete the edited one (form resets)', async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1280, height: 520 });
    await page.goto('/admin/setting-page');
    await page.getByRole('tab').first().waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Instagram Settings',
      'Site Logo',
      'Favicon',
      'WhatsApp Button',
      'Company',
      'Publishing',
      'Security',
    ]);
    await panel(page).getByText('No settings found. Please add one.').waitFor();
    await page.getByRole('heading', { name: 'Add Instagram Setting' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Setting' }).click();
    await alertText(page, 'Instagram link is required');
    await page.getByLabel('Instagram Link').fill('https://instagram.com/acme');
    expect(await page.getByLabel('Active').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add Setting' }).click();
    await alertText(page, 'Instagram setting created successfully!');
    expect(await page.getByLabel('Instagram Link').inputValue()).toBe('');
    await rows(page).first().getByText('https://instagram.com/acme').waitFor();
    expect(await headers(page)).toEqual(['ID', 'Link', 'Open in New Tab', 'Status', 'Created At', 'Actions']);
    expect(await rows(page).first().locator('td').nth(2).innerText()).toBe('No');
    await rows(page).first().getByText('Active', { exact: true }).waitFor();

    // a second one so the page scrolls, then edit the first
    await page.getByLabel('Instagram Link').fill('https://instagram.com/second');
    await page.getByRole('button', { name: 'Add Setting' }).click();
    await rows(page).nth(1).waitFor();
    await expectScrollToTop(page, () => page.getByRole('button', { name: 'Edit Instagram setting 1' }).click());
    await page.getByRole('heading', { name: 'Edit Instagram Setting' }).waitFor();
    expect(await page.getByLabel('Instagram Link').inputValue()).toBe('https://instagram.com/acme');
    await page.getByLabel('Open in New Tab').check();
    await page.getByRole('button', { name: 'Update Setting' }).click();
    await alertText(page, 'Instagram setting updated successfully!');
    await page.getByRole('heading', { name: 'Add Instagram Setting' }).waitFor();
    expect(await rows(page).first().locator('td').nth(2).innerText()).toBe('Yes');

    // the server's check of the link
    await page.getByLabel('Instagram Link').fill('instagram dot com');
    await page.getByRole('button', { name: 'Add Setting' }).click();
    await alertText(page, 'Please enter a valid URL starting with http:// or https://');

    // the switch follows the server: it flips once the answer is in and the list is read again
    await page.getByLabel('Active: Instagram setting 1').click();
    await alertText(page, 'Instagram status updated successfully!');
    await rows(page).first().getByText('Inactive', { exact: true }).waitFor();
    expect(await page.getByLabel('Active: Instagram setting 1').isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Edit Instagram setting 2' }).click();
    await page.getByRole('heading', { name: 'Edit Instagram Setting' }).waitFor();
    await page.getByRole('button', { name: 'Delete Instagram setting 2' }).click();
    await confirmYes(page, 'Are you sure you want to delete this Instagram setting?');
    await alertText(page, 'Instagram setting deleted successfully!');
    // the alert comes with the answer; the list is read again after it
    await page.getByRole('button', { name: 'Delete Instagram setting 2' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Add Instagram Setting' }).waitFor();
    expect(await page.getByLabel('Instagram Link').inputValue()).toBe('');
    expect(await rows(page).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Site Logo and Favicon: empty texts, file checks, upload and update, preview sizes', async () => {
    const page = await h.open('/admin/setting-page');
    await openTab(page, 'Site Logo');
    await panel(page).getByText('No logos found. Please upload one.').waitFor();
    const upload = panel(page).getByLabel('Upload (Upload a logo)');
    await upload.setInputFiles(TEXT_FILE);
    await alertText(page, 'Please select a valid image file (JPEG, PNG, or SVG)');
    await upload.setInputFiles(BIG_PNG);
    await alertText(page, 'File size must be less than 2MB');
    await upload.setInputFiles(SVG_FILE);
    await alertText(page, 'Logo uploaded successfully!');
    const logo = rows(page).first().getByRole('img', { name: 'logo 1' });
    await logo.waitFor();
    const firstSrc = await logo.getAttribute('src');
    expect(await logo.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('100px');
    expect(await headers(page)).toEqual(['ID', 'Preview', 'Status', 'Created At', 'Update']);
    await rows(page).first().getByText('Active', { exact: true }).waitFor();
    await panel(page)
      .getByLabel('Update (Update logo 1)')
      .setInputFiles(await png(300, 120));
    await alertText(page, 'Logo updated successfully!');
    await page.waitForFunction((src) => document.querySelector('[role="tabpanel"] tbody img')?.getAttribute('src') !== src, firstSrc);
    expect(await seriousViolations(page)).toEqual([]);

    await openTab(page, 'Favicon');
    await panel(page).getByText('No favicons found. Please upload one.').waitFor();
    const icon = panel(page).getByLabel('Upload (Upload a favicon)');
    await icon.setInputFiles(TEXT_FILE);
    await alertText(page, 'Please select a valid image file (JPEG, PNG, SVG, or ICO)');
    await icon.setInputFiles({ ...BIG_PNG, buffer: Buffer.alloc(1024 * 1024 + 10, 1) });
    await alertText(page, 'File size must be less than 1MB');
    await icon.setInputFiles(await png(64, 64));
    await alertText(page, 'Favicon uploaded successfully!');
    const favicon = rows(page).first().getByRole('img', { name: 'favicon 1' });
    await favicon.waitFor();
    expect(await favicon.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual([32, 32]);
    await panel(page).getByLabel('Update (Update favicon 1)').setInputFiles(SVG_FILE);
    await alertText(page, 'Favicon updated successfully!');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('WhatsApp: required phone, icon checks, create clears the icon, Default icon, toggle, edit, delete', async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/admin/setting-page');
    await openTab(page, 'WhatsApp Button');
    await panel(page).getByText('No WhatsApp buttons found. Please add one.').waitFor();
    await page.getByText('With country code, no plus or spaces, e.g. 905551234567').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Setting' }).click();
    await alertText(page, 'Phone number is required');
    const icon = page.getByLabel('Icon (optional)');
    await icon.setInputFiles(TEXT_FILE);
    await alertText(page, 'Please select a valid image file (JPEG, PNG, or SVG)');
    await icon.setInputFiles(BIG_PNG);
    await alertText(page, 'File size must be less than 2MB');

    // the server's phone check
    await page.getByLabel('Phone Number').fill('+90 555 123');
    await page.getByRole('button', { name: 'Add Setting' }).click();
    await alertText(page, 'Please enter a valid phone number with country code (digits only)');

    await page.getByLabel('Phone Number').fill('905551234567');
    await expect.poll(() => page.getByLabel('Tooltip Text English').inputValue()).toBe('Chat with us on WhatsApp');
    expect(await page.getByLabel('Tooltip Text Turkish').inputValue()).toBe("WhatsApp'ta bizimle sohbet edin");
    await icon.setInputFiles(await png(50, 50));
    await page.getByRole('img', { name: 'Icon (optional) preview' }).waitFor();
    await page.getByRole('button', { name: 'Add Setting' }).click();
    await alertText(page, 'WhatsApp setting created successfully!');
    // the create cleared the icon file and its preview
    expect(await page.getByLabel('Icon (optional)').evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);
    expect(await page.getByRole('img', { name: 'Icon (optional) preview' }).count()).toBe(0);
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('');
    const first = rows(page).first();
    const img = first.getByRole('img', { name: 'Icon of 905551234567' });
    await img.waitFor();
    expect(await img.evaluate((el) => el.getBoundingClientRect().width)).toBe(40);
    expect(await headers(page)).toEqual(['ID', 'Phone', 'Tooltip (EN)', 'Tooltip (TR)', 'Icon', 'New Tab', 'Status', 'Created', 'Actions']);

    await page.getByLabel('Phone Number').fill('905559876543');
    await page.getByRole('button', { name: 'Add Setting' }).click();
    await alertText(page, 'WhatsApp setting created successfully!');
    await rows(page).nth(1).getByText('Default', { exact: true }).waitFor();

    await page.getByLabel('Active: WhatsApp setting 2').click();
    await alertText(page, 'WhatsApp status updated successfully!');
    await rows(page).nth(1).getByText('Inactive', { exact: true }).waitFor();

    await expectScrollToTop(page, () => page.getByRole('button', { name: 'Edit WhatsApp setting 1' }).click());
    await page.getByRole('heading', { name: 'Edit WhatsApp Button' }).waitFor();
    await page.getByRole('img', { name: 'Icon (optional) preview' }).waitFor();
    await page.getByLabel('Tooltip Text English').fill('Write to us');
    await panel(page).getByLabel('Open in New Tab').check();
    await page.getByRole('button', { name: 'Update Setting' }).click();
    await alertText(page, 'WhatsApp setting updated successfully!');
    await first.getByText('Write to us').waitFor();
    await page.getByRole('heading', { name: 'Add WhatsApp Button' }).waitFor();

    await page.getByRole('button', { name: 'Delete WhatsApp setting 1' }).click();
    await confirmYes(page, 'Are you sure you want to delete this WhatsApp setting?');
    await alertText(page, 'WhatsApp setting deleted successfully!');
    // the alert comes with the answer; the list is read again after it
    await page.getByRole('button', { name: 'Delete WhatsApp setting 1' }).waitFor({ state: 'detached' });
    expect(await rows(page).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // The admin took the defaults from the server's code (content-db/defaults.ts): they come from the API.
  it('WhatsApp: a new button starts with the tooltips the server answers as defaults', async () => {
    const page = await h.newPage();
    const defaults = { tooltip_text: 'Message us', tooltip_text_tr: 'Bize mesaj gönderin' };
    await page.route('**/api/whatsapp', (route) => route.fulfill({ json: { success: true, data: [], defaults } }));
    await page.goto('/admin/setting-page');
    await openTab(page, 'WhatsApp Button');
    await panel(page).getByText('No WhatsApp buttons found. Please add one.').waitFor();
    await expect.poll(() => page.getByLabel('Tooltip Text English').inputValue()).toBe('Message us');
    expect(await page.getByLabel('Tooltip Text Turkish').inputValue()).toBe('Bize mesaj gönderin');
  });

  it('works at 390px and reports a list that cannot be read', async () => {
    const page = await h.newPage({ width: 390 });
    await page.route('**/api/whatsapp', (route) => route.fulfill(FAILED_ANSWER));
    await page.goto('/admin/setting-page');
    await page.getByRole('heading', { name: 'Add Instagram Setting' }).waitFor();
    await rows(page).first().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await openTab(page, 'WhatsApp Button');
    await alertText(page, 'Failed to load WhatsApp settings');
    expect(await overflowsSideways(page)).toBe(false);
  });
});
