// The Pages screen: empty state, add and edit in the modal with validation and toasts, sorting.
import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, adminSuite, expectToast, holdRequests, overflowsSideways, seriousViolations } from './harness.ts';

const h = adminSuite();

const firstColumn = (page: import('playwright-core').Page) => page.locator('table tbody tr td:first-child').allInnerTexts();

describe('pages', () => {
  it('adds, validates, edits and sorts pages with the SPEC.md texts', async () => {
    const page = await h.open('/admin/pages');
    await page.getByText('No pages found').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // add: blank names are refused
    await page.getByRole('button', { name: 'Add New Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Page' });
    await dialog.waitFor();
    expect(await dialog.locator('.modal-dialog').evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(500);
    expect(await dialog.evaluate((el) => getComputedStyle(el.querySelector('.modal-dialog')!).maxWidth)).toBe('500px');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('English Page Name').fill('About');
    await dialog.getByLabel('Turkish Page Name').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Please fill in all fields');

    // a slow save shows Saving... (the server's answer is held until the test has seen it)
    const slow = await holdRequests(page, '**/v2/api/pages', (r) => r.method() === 'POST');
    await dialog.getByLabel('Turkish Page Name').fill('Hakkımızda');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Saving...' }).waitFor();
    slow.release();
    await expectToast(page, 'Page created successfully');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Hakkımızda', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /delete/i }).count()).toBe(0);

    for (const [en, tr] of [
      ['Services', 'Hizmetler'],
      ['Contact', 'İletişim'],
    ]) {
      await page.getByRole('button', { name: 'Add New Page' }).click();
      await page.getByLabel('English Page Name').fill(en);
      await page.getByLabel('Turkish Page Name').fill(tr);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('cell', { name: tr, exact: true }).waitFor();
    }
    // sorted by id descending
    expect(await firstColumn(page)).toEqual(['3', '2', '1']);
    // the headers sort on the server (issue 22): the order is in the address
    await page.getByRole('button', { name: /English Name/ }).click();
    await expect.poll(() => page.locator('table tbody tr td:nth-child(2)').allInnerTexts(), { timeout: 10_000 }).toEqual(['About', 'Contact', 'Services']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('page_name_en');
    await page.getByRole('button', { name: /English Name/ }).click();
    await expect.poll(() => page.locator('table tbody tr td:nth-child(2)').allInnerTexts(), { timeout: 10_000 }).toEqual(['Services', 'Contact', 'About']);
    await page.getByRole('button', { name: /Created/ }).click();
    await expect.poll(() => firstColumn(page), { timeout: 10_000 }).toEqual(['1', '2', '3']);
    await page.getByRole('searchbox', { name: 'Search pages' }).fill('iletisim');
    await expect.poll(() => firstColumn(page), { timeout: 10_000 }).toEqual(['3']);
    await page.getByRole('searchbox', { name: 'Search pages' }).fill('');
    await expect.poll(() => firstColumn(page), { timeout: 10_000 }).toEqual(['1', '2', '3']);

    // edit
    await page.getByRole('button', { name: 'Edit Services' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Page' });
    expect(await edit.getByLabel('English Page Name').inputValue()).toBe('Services');
    await edit.getByLabel('English Page Name').fill('Our Services');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Page updated successfully');
    await page.getByRole('cell', { name: 'Our Services', exact: true }).waitFor();
    const stored = await h.call('GET', '/v2/api/pages');
    expect(stored.pages.map((p: { page_name_en: string }) => p.page_name_en)).toEqual(['Contact', 'Our Services', 'About']);

    // Cancel closes without saving
    await page.getByRole('button', { name: 'Edit About' }).click();
    await page.getByLabel('English Page Name').fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByRole('cell', { name: 'Changed' }).count()).toBe(0);
  });

  it('shows the fallback texts when a save fails, and works at 390px', async () => {
    const page = await h.open('/admin/pages', { width: 390 });
    await page.getByRole('cell', { name: 'About', exact: true }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.route('**/v2/api/pages/*', (route) => route.fulfill(FAILED_ANSWER));
    await page.getByRole('button', { name: 'Edit About' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Failed to save page');
    await page.unroute('**/v2/api/pages/*');
    await page.route('**/v2/api/pages/*', (route) => route.abort());
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Error saving page');
  });

  it('says "Failed to fetch pages" when the list cannot be read', async () => {
    const page = await h.newPage();
    await page.route(
      (url) => url.pathname === '/v2/api/pages',
      (route) => route.fulfill(FAILED_ANSWER),
    );
    await page.goto('/admin/pages');
    await expectToast(page, 'Failed to fetch pages');
  });
});
