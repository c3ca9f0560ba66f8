// Helpers of the content-editing browser tests (news, home, documents): the rich-text editor, tabs,
// delete confirmations and dates, driven the way a user does.
import type { Locator, Page } from 'playwright-core';

/** The rich-text editor labelled `label` ("Description (EN)"): its editable area. */
export const richText = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

/** The toolbar of the editor labelled `label`. */
export const toolbarOf = (scope: Page | Locator, label: string) => scope.getByRole('toolbar', { name: `${label} formatting` });

/**
 * Types into an editor: a heading "H", a paragraph with bold and italic words, a bullet list of two
 * items and a link, each made with its toolbar button. Answers nothing; the HTML is read back later.
 */
export async function typeEveryFormat(
  page: Page,
  label: string,
  words: { heading: string; bold: string; italic: string; items: [string, string]; link: string; href: string },
) {
  const box = richText(page, label);
  const bar = toolbarOf(page, label);
  await box.click();
  await bar.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type(words.heading);
  await page.keyboard.press('Enter');
  await bar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(words.bold);
  await bar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' and ');
  await bar.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.type(words.italic);
  await bar.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.press('Enter');
  await bar.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type(words.items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(words.items[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // out of the list
  await page.keyboard.type(words.link);
  // select the link text just typed
  for (let i = 0; i < words.link.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await bar.getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('Link address').fill(words.href);
  await page.getByRole('button', { name: 'Apply link' }).click();
  await box.getByRole('link', { name: words.link }).waitFor();
  // the editor has the caret back (TipTap refocuses after the link form closes) before anyone types on
  await page.waitForFunction((id) => document.activeElement?.id === id, await box.getAttribute('id'));
}

/** Answers Yes to the delete confirmation asking `question`. */
export async function confirmYes(page: Page, question: string) {
  // the newest one: an answered confirmation may still be fading out
  const dialog = page.getByRole('alertdialog').filter({ hasText: question }).last();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

/** "dd/MM/yyyy" of a stored time (ISO, or SQLite's UTC "YYYY-MM-DD HH:MM:SS"), in this machine's zone (the browser's). */
export function shownDate(stored: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:/.test(stored) ? stored.replace(' ', 'T') + 'Z' : stored);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}
