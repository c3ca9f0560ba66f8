// Site Settings, Company tab (issue 8): the company's details per language, a visible saving state,
// the server's message on a refused save, and nothing typed lost when a save fails.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../content-db/seed/company.ts';
import { FAILED_ANSWER, adminSuite, overflowsSideways, seriousViolations } from './harness.ts';

const h = adminSuite();

async function openCompanyTab(page: Page) {
  await page.goto('/admin/setting-page');
  await page.getByRole('tab', { name: 'Company' }).click();
  await page.getByRole('heading', { name: 'Company Details' }).waitFor();
}

// (not exact: a required field's label ends with a star)
const field = (page: Page, label: string) => page.getByLabel(label);
const alertWith = (page: Page, text: string) => page.getByRole('tabpanel').locator('.alert', { hasText: text }).waitFor();

/** What the form shows, by label. */
async function formValues(page: Page): Promise<Record<string, string>> {
  const labels = [
    'Company Name (EN)',
    'Company Name (TR)',
    'Short Description (EN)',
    'Short Description (TR)',
    'Address (EN)',
    'Address (TR)',
    'Phone',
    'Email',
  ];
  return Object.fromEntries(await Promise.all(labels.map(async (l) => [l, await field(page, l).inputValue()])));
}

describe('Site Settings, Company tab', () => {
  it('shows the stored details in both languages, says Saving... while a save runs, and stores the edits', async () => {
    const page = await h.newPage();
    await openCompanyTab(page);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Instagram Settings',
      'Site Logo',
      'Favicon',
      'WhatsApp Button',
      'Company',
      'Publishing',
      'Security',
    ]);
    expect(await formValues(page)).toEqual({
      'Company Name (EN)': DEMO_COMPANY.name_en,
      'Company Name (TR)': DEMO_COMPANY.name_tr,
      'Short Description (EN)': DEMO_COMPANY.description_en,
      'Short Description (TR)': DEMO_COMPANY.description_tr,
      'Address (EN)': DEMO_COMPANY.address_en,
      'Address (TR)': DEMO_COMPANY.address_tr,
      Phone: DEMO_COMPANY.phone,
      Email: DEMO_COMPANY.email,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await field(page, 'Company Name (EN)').fill('Dogu Construction');
    await field(page, 'Company Name (TR)').fill('Doğu İnşaat');
    await field(page, 'Phone').fill('+90 464 217 00 00');
    await field(page, 'Email').fill('  iletisim@dogu.com.tr  ');

    // hold the save until the button has been seen saying so
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/company', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Company' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    release();
    await alertWith(page, 'Company details saved successfully');
    await page.getByRole('button', { name: 'Save Company' }).waitFor();
    // the stored (trimmed) value comes back into the form
    expect(await field(page, 'Email').inputValue()).toBe('iletisim@dogu.com.tr');

    const stored = (await h.call('GET', '/api/company')).data;
    expect(stored).toMatchObject({ name_en: 'Dogu Construction', name_tr: 'Doğu İnşaat', phone: '+90 464 217 00 00', email: 'iletisim@dogu.com.tr' });

    // a fresh visit reads the saved details
    const again = await h.newPage();
    await openCompanyTab(again);
    expect(await field(again, 'Company Name (TR)').inputValue()).toBe('Doğu İnşaat');
  });

  it("shows the server's message when it refuses a save, and keeps everything typed", async () => {
    const page = await h.newPage();
    await openCompanyTab(page);
    const before = (await h.call('GET', '/api/company')).data;

    await field(page, 'Company Name (EN)').fill('Karadeniz Build Group');
    await field(page, 'Address (TR)').fill('Yeni Mah. 5, Trabzon');
    await field(page, 'Email').fill('info at example');
    const typed = await formValues(page);
    await page.getByRole('button', { name: 'Save Company' }).click();
    await alertWith(page, 'Please enter a valid email address, e.g. info@example.com');
    expect(await formValues(page)).toEqual(typed);

    await field(page, 'Email').fill('info@example.com');
    await field(page, 'Company Name (TR)').fill('');
    await page.getByRole('button', { name: 'Save Company' }).click();
    await alertWith(page, 'Please enter the company name in English and Turkish');
    expect(await field(page, 'Company Name (EN)').inputValue()).toBe('Karadeniz Build Group');
    expect(await field(page, 'Address (TR)').inputValue()).toBe('Yeni Mah. 5, Trabzon');

    // an answer without a message: the fallback text, still nothing lost
    await field(page, 'Company Name (TR)').fill('Karadeniz Yapı Grubu');
    const typedAgain = await formValues(page);
    await page.route('**/api/company', (route) => (route.request().method() === 'PUT' ? route.fulfill(FAILED_ANSWER) : route.continue()));
    await page.getByRole('button', { name: 'Save Company' }).click();
    await alertWith(page, 'Failed to save company details');
    expect(await formValues(page)).toEqual(typedAgain);

    // none of the refused saves changed the record
    expect((await h.call('GET', '/api/company')).data).toEqual(before);
  });

  it('fits a phone screen', async () => {
    const page = await h.newPage({ width: 390 });
    await openCompanyTab(page);
    expect(await overflowsSideways(page)).toBe(false);
  });
});
