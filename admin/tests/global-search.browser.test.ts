// The global search (issue 22, item 3) against the real server, keyboard only: Ctrl+K opens the dialog
// with the focus in its box, part of a news item's Turkish title finds it among others, the arrow keys
// move through the hits, Enter opens its editor; Esc closes and gives the focus back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, seriousViolations } from './harness.ts';
import { picture, sendForm } from './project-fixtures.ts';

const h = adminSuite();

async function createNews(title_en: string, title_tr: string): Promise<number> {
  const { news } = await sendForm(
    h.base,
    await h.token(),
    'POST',
    '/api/admin/news',
    { title_en, title_tr, description_en: '<p>en</p>', description_tr: '<p>tr</p>' },
    { image: [await picture(800, 600, 3)] },
  );
  return news.id as number;
}

const focusedRole = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName);

describe('Global search', () => {
  it('Ctrl+K, part of a news title, the arrow keys and Enter open that news item’s editor', async () => {
    await createNews('Harbour opening', 'İskele açılışı');
    const id = await createNews('Pier works', 'İskele çalışmaları');
    const page = await h.open('/admin/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search everything' });
    await dialog.waitFor();
    await expect.poll(() => focusedRole(page)).toBe('combobox');
    await expect.poll(() => dialog.getByRole('status').innerText()).toBe('Type a title in English or Turkish');

    // lower case without the dot finds İskele; both titles are shown, the type too
    await page.keyboard.type('iskele');
    await expect.poll(() => dialog.getByRole('status').innerText()).toBe('2 results for “iskele”');
    const options = dialog.getByRole('option');
    expect(await options.allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/News item\s*Harbour opening\s*İskele açılışı/),
        expect.stringMatching(/News item\s*Pier works\s*İskele çalışmaları/),
      ]),
    );
    expect(await seriousViolations(page)).toEqual([]);

    // the newest edited first; the chosen hit follows the arrow keys (and wraps), Enter opens it
    const chosen = () => dialog.getByRole('option', { selected: true }).innerText();
    expect(await chosen()).toContain('Pier works');
    await page.keyboard.press('ArrowDown');
    expect(await chosen()).toContain('Harbour opening');
    await page.keyboard.press('ArrowDown');
    expect(await chosen()).toContain('Pier works');
    await page.keyboard.press('ArrowUp');
    expect(await chosen()).toContain('Harbour opening');
    await page.keyboard.press('ArrowUp');
    expect(await chosen()).toContain('Pier works');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/news-detail/${id}`);
    await page.getByRole('heading', { name: 'Pier works', level: 1 }).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('says what was searched when nothing is found; Esc closes and gives the focus back', async () => {
    const page = await h.open('/admin/');
    const box = page.getByRole('button', { name: 'Search everything' });
    await box.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search everything' });
    await dialog.waitFor();
    await expect.poll(() => focusedRole(page)).toBe('combobox');
    await page.keyboard.type('zzz yok');
    await expect.poll(() => dialog.getByRole('status').innerText()).toBe('Nothing found for “zzz yok”');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Search everything');
  });

  it('in Turkish: its texts, the type, the Turkish title first', async () => {
    const page = await h.open('/admin/');
    await page.getByLabel('Language').selectOption('tr');
    await page.getByRole('button', { name: 'Her yerde ara' }).waitFor();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Her yerde ara' });
    await dialog.waitFor();
    await expect.poll(() => focusedRole(page)).toBe('combobox');
    await page.keyboard.type('İSKELE AÇ');
    await expect.poll(() => dialog.getByRole('status').innerText()).toBe('“İSKELE AÇ” için 1 sonuç');
    expect(await dialog.getByRole('option').innerText()).toMatch(/^Haber\s*İskele açılışı\s*Harbour opening$/);
  });
});
