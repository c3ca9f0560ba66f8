// Site Settings, Company tab: the setting "Lead notifications" (issue 23 item 5): every administrator
// until saved, a refused address named, the saved list cleaned.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, adminSuite, seriousViolations } from './harness.ts';

const h = adminSuite();

async function openCard(page: Page) {
  await page.goto('/admin/setting-page');
  await page.getByRole('tab', { name: 'Company' }).click();
  await page.getByRole('heading', { name: 'Lead notifications' }).waitFor();
}

const box = (page: Page) => page.getByLabel('Addresses to notify, one per line');

describe('Lead notifications setting', () => {
  it('starts as the administrators, names a wrong address and saves a cleaned list', async () => {
    const page = await h.newPage();
    await openCard(page);
    expect(await box(page).inputValue()).toBe(ADMIN.email);
    await page.getByText('Until you save, they are every administrator’s email.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await box(page).fill('sales@example.com\nnot-an-address');
    await page.getByRole('button', { name: 'Save Addresses' }).click();
    await page.getByRole('alert').filter({ hasText: 'Not a valid email address: not-an-address' }).waitFor();

    await box(page).fill(' sales@example.com \n\nboss@example.com\nSALES@example.com');
    await page.getByRole('button', { name: 'Save Addresses' }).click();
    await page.getByRole('status').filter({ hasText: 'Lead notification addresses saved' }).waitFor();
    await expect.poll(() => box(page).inputValue()).toBe('sales@example.com\nboss@example.com');

    await page.reload();
    await openCard(page);
    expect(await box(page).inputValue()).toBe('sales@example.com\nboss@example.com');
    await page.getByText('Leave empty to send no mail.').waitFor();
  });
});
