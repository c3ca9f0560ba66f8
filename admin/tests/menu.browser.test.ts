// The menu builder: new menu, search and add pages, reorder by keyboard and by mouse, rename, toggle,
// remove, primary flag; the saved order survives a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, adminSuite, announced, dragOnto, expectToast, keyboardDragReady, overflowsSideways, seriousViolations } from './harness.ts';

const h = adminSuite({}, async () => {
  for (const [en, tr] of [
    ['Home', 'Anasayfa'],
    ['About', 'Hakkımızda'],
    ['Services', 'Hizmetler'],
    ['Contact', 'İletişim'],
  ]) {
    await h.call('POST', '/v2/api/pages', { page_name_en: en, page_name_tr: tr });
  }
});

const itemNames = (page: Page) =>
  page.locator('[data-testid="menu-item"] input[aria-label^="English name"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
const available = (page: Page) => page.getByRole('region', { name: 'Available page list' });

/** Drags the item `from` onto the item `onto` by its grip, with the mouse. */
async function dragHandle(page: Page, from: string, onto: string) {
  const [a, b] = await Promise.all([from, onto].map(async (n) => (await page.getByRole('button', { name: `Move ${n}`, exact: true }).boundingBox())!));
  await dragOnto(page, `Move ${from}`, `Move ${onto}`, { x: 0, y: b.y > a.y ? 8 : -8 });
}

describe('menu builder', () => {
  it('creates a menu from the available pages, reorders it and keeps the order after a reload', async () => {
    const page = await h.open('/admin/menu');
    await page.getByText('No menus found').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New Menu' }).click();
    await page.getByText('Creating a new menu. Enter title and add pages, then save.').waitFor();
    await page.getByRole('button', { name: 'Save Menu' }).click();
    await expectToast(page, 'Please enter a menu title');

    // the lists scroll at 400px
    expect(await available(page).evaluate((el) => getComputedStyle(el).maxHeight)).toBe('400px');
    expect(await page.getByRole('region', { name: 'Menu list' }).evaluate((el) => getComputedStyle(el).maxHeight)).toBe('400px');

    // search over both names
    const search = page.getByLabel('Search pages');
    await search.fill('hakk');
    expect(await available(page).getByRole('button').allInnerTexts()).toEqual(['Add']);
    await available(page).getByRole('button', { name: 'Add About' }).waitFor();
    await search.fill('iletisim');
    await available(page).getByRole('button', { name: 'Add Contact' }).waitFor();
    await search.fill('SERV');
    await available(page).getByRole('button', { name: 'Add Services' }).waitFor();
    await search.fill('nothing like this');
    await available(page).getByText('No pages available').waitFor();
    await search.fill('');

    await page.getByLabel('Menu Title').fill('Main');
    await page.getByLabel('Set as Primary Menu').check();
    for (const name of ['Home', 'About', 'Services', 'Contact']) await page.getByRole('button', { name: `Add ${name}` }).click();
    await available(page).getByText('No pages available').waitFor();
    expect(await itemNames(page)).toEqual(['Home', 'About', 'Services', 'Contact']);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save Menu' }).click();
    await expectToast(page, 'Menu created successfully');
    const entry = page.getByRole('region', { name: 'Menu list' }).getByRole('button', { name: /Main/ });
    await entry.getByText('Primary').waitFor();
    await entry.getByText('4 pages').waitFor();
    expect(await entry.getAttribute('aria-current')).toBe('true');

    // keyboard: Contact two places up
    // (each key waits for dnd-kit's announcement of the one before: it listens for keys only once the
    // pick-up is handled, and moves by the places it measured)
    await page.getByRole('button', { name: 'Move Contact', exact: true }).focus();
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Contact, position 4 of 4.');
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Contact moved to position 3 of 4.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Contact moved to position 2 of 4.');
    await page.keyboard.press('Space');
    await announced(page, 'Contact dropped at position 2 of 4.');
    await expect.poll(() => itemNames(page)).toEqual(['Home', 'Contact', 'About', 'Services']);

    // mouse: Home below Services
    await dragHandle(page, 'Home', 'Services');
    await announced(page, 'Home dropped at position 4 of 4.');
    await expect.poll(() => itemNames(page)).toEqual(['Contact', 'About', 'Services', 'Home']);

    // rename, switch off, remove
    await page.getByLabel('English name of About').fill('About Us');
    await page.getByLabel('Turkish name of About').fill('Biz Kimiz');
    await page.getByLabel('Active: Services').uncheck();
    await page.getByRole('button', { name: 'Remove Home' }).click();
    await available(page).getByRole('button', { name: 'Add Home' }).waitFor();
    await page.getByRole('button', { name: 'Save Menu' }).click();
    await expectToast(page, 'Menu updated successfully');

    await page.reload();
    await page.getByRole('region', { name: 'Menu list' }).getByRole('button', { name: /Main/ }).getByText('3 pages').waitFor();
    await page.locator('[data-testid="menu-item"]').first().waitFor();
    expect(await itemNames(page)).toEqual(['Contact', 'About Us', 'Services']);
    expect(await page.getByLabel('Turkish name of About').inputValue()).toBe('Biz Kimiz');
    expect(await page.getByLabel('Active: Services').isChecked()).toBe(false);
    expect(await page.getByLabel('Active: Contact').isChecked()).toBe(true);
    expect(await page.getByLabel('Menu Title').inputValue()).toBe('Main');
    expect(await page.getByLabel('Set as Primary Menu').isChecked()).toBe(true);

    const stored = (await h.call('GET', '/v2/api/menu')).menus[0];
    expect(stored.data.pages.map((p: { name: string; position: number; active: boolean }) => [p.name, p.position, p.active])).toEqual([
      ['Contact', 0, true],
      ['About Us', 1, true],
      ['Services', 2, false],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the first menu selected by default and moves the primary flag', async () => {
    const page = await h.open('/admin/menu');
    await page.getByRole('button', { name: 'New Menu' }).click();
    await page.getByLabel('Menu Title').fill('Footer');
    await page.getByRole('button', { name: 'Add Home' }).click();
    await page.getByRole('button', { name: 'Save Menu' }).click();
    await expectToast(page, 'Menu created successfully');
    const menus = page.getByRole('region', { name: 'Menu list' });
    const footer = menus.getByRole('button', { name: /Footer/ });
    await footer.getByText('1 page', { exact: true }).waitFor();
    expect(await footer.getAttribute('aria-current')).toBe('true');

    await page.reload();
    await page.getByLabel('Menu Title').waitFor();
    expect(await page.getByLabel('Menu Title').inputValue()).toBe('Main');
    expect(await menus.getByRole('button', { name: /Main/ }).getAttribute('aria-current')).toBe('true');

    await footer.click();
    await page.getByLabel('Set as Primary Menu').check();
    await page.getByRole('button', { name: 'Save Menu' }).click();
    await expectToast(page, 'Menu updated successfully');
    await footer.getByText('Primary').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.list-group-item .badge.bg-success').length === 1);
    expect(await menus.getByRole('button', { name: /Main/ }).getByText('Primary').count()).toBe(0);
  });

  it('says "Failed to fetch menus" when the menus cannot be read, and "Error saving menu" when a save throws', async () => {
    const page = await h.newPage();
    await page.route('**/v2/api/menu/with-pages', (route) => route.fulfill(FAILED_ANSWER), { times: 1 });
    await page.goto('/admin/menu');
    await expectToast(page, 'Failed to fetch menus');
    await page.reload();
    await page.getByLabel('Menu Title').waitFor();
    await page.route('**/v2/api/menu/*', (route) => route.abort());
    await page.getByRole('button', { name: 'Save Menu' }).click();
    await expectToast(page, 'Error saving menu');
  });

  it('works at 390px', async () => {
    const page = await h.open('/admin/menu', { width: 390 });
    await page.locator('[data-testid="menu-item"]').first().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
