// The admin in Turkish (issue 22, item 5): with the user's language set to Turkish, every screen of the
// router (and the tabs on it) shows no English UI word. The words looked for are those of the English
// catalog (the keys of t() and msg()) that no Turkish text uses too (WhatsApp, SEO, JPEG...); the
// content itself (titles of the demo company, in both languages) is taken out of what is read, since
// it is data, not UI. The main dialogs are read too (add and edit forms, delete confirmations, the
// schedule dialog, the publish status menu, the global search with results). Also: the top bar's
// Language control switches, keeps a form's typed value, and the choice is stored on the user, surviving a reload.
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TURKISH_CATALOG, englishKeys } from './i18n-catalog.ts';
import { paths, type RouteName } from '../src/config/paths.ts';
import { adminSuite, type AdminHarness } from './harness.ts';

const h: AdminHarness = adminSuite({ seed: true }, async (h) => {
  await h.call('PUT', '/v2/api/users/me/language', { language: 'tr' });
});

/** The Turkish of an admin text (the text itself when it has none: the check then finds its English words). */
const turkish = (key: string) => TURKISH_CATALOG[key] ?? key;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Screens that are for signed-out visitors. */
const SIGNED_OUT: RouteName[] = ['login', 'forget', 'verify', 'update'];

/** Lower-case words of a text (Turkish letters count as letters). */
const words = (text: string) => text.toLocaleLowerCase('en').match(/[a-zçğıöşüâîû]+/g) ?? [];

/** English UI words: the words of the English keys that no Turkish text also uses. */
function forbiddenWords(): Set<string> {
  const turkishWords = new Set(Object.values(TURKISH_CATALOG).flatMap(words));
  return new Set(
    englishKeys()
      .flatMap(words)
      .filter((w) => w.length > 2 && !turkishWords.has(w)),
  );
}

/** Every text of the content, longest first: what a screen shows of it is data, not UI. */
async function contentTexts(h: AdminHarness): Promise<string[]> {
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(h.app.db);
  const texts = new Set<string>();
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(h.app.db);
    for (const row of rows.rows) for (const value of Object.values(row)) if (typeof value === 'string' && value.trim().length > 1) texts.add(value.trim());
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

/** The visible texts of the UI, and its aria-labels, titles, placeholders and alt texts. */
function uiTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // content marked as English (an English field's text, its previews) is data in that language
      if (!parent || parent.closest('script, style, [hidden], .ProseMirror, select, [lang="en"]') || !node.textContent?.trim()) continue;
      const visible = parent.checkVisibility() || parent.closest('.visually-hidden');
      if (visible) out.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (el.closest('[lang="en"]')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attr);
        if (value?.trim()) out.push(value.trim());
      }
    }
    // a language's own name (English, Türkçe) is how its readers find it: not UI to translate
    for (const option of document.querySelectorAll('option:not([lang])')) if (option.textContent?.trim()) out.push(option.textContent.trim());
    // an upload's path or file name is data (random letters, which may spell an English word)
    return out.map((text) => text.replace(/[\w./-]+\.(?:jpe?g|png|webp|gif|svg|avif)\b/gi, '')).filter((text) => text.trim());
  });
}

/** English words left in the UI texts once the content's texts are taken out. */
function englishIn(texts: string[], content: string[], forbidden: Set<string>): string[] {
  const found = new Set<string>();
  const all = content.join('\n');
  for (const text of texts) {
    // a text of the content, whole or cut short with an ellipsis (lists show the start of long ones)
    if (all.includes(text) || all.includes(text.replace(/(\.\.\.|…)$/, ''))) continue;
    let rest = text;
    for (const c of content) if (rest.includes(c)) rest = rest.split(c).join(' ');
    for (const w of words(rest)) if (forbidden.has(w)) found.add(`${w} in “${text}”`);
  }
  return [...found];
}

async function settled(page: Page): Promise<void> {
  await page.locator('h1:visible, h2:visible, form:visible').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.spinner-border'));
}

/** The screen's texts, with those of each of its tabs. */
async function screenTexts(page: Page): Promise<string[]> {
  await settled(page);
  const texts = await uiTexts(page);
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await settled(page);
    texts.push(...(await uiTexts(page)));
  }
  return texts;
}

describe('the admin in Turkish', () => {
  it('shows no English UI word on any screen, signed in or out', async () => {
    const forbidden = forbiddenWords();
    expect(forbidden.has('project')).toBe(true);
    const content = await contentTexts(h);
    const project = (await h.call('GET', '/v2/api/projects')).projects[0].id as number;
    const news = (await h.call('GET', '/api/admin/news')).news[0].id as number;
    const params: Record<string, Record<string, number>> = { projectDetail: { projectId: project }, newsDetail: { newsId: news } };
    const found: string[] = [];

    const page = await h.newPage();
    for (const [name, route] of Object.entries(paths) as [RouteName, (typeof paths)[RouteName]][]) {
      if (SIGNED_OUT.includes(name)) continue;
      const url = '/admin' + route.path.replace(/:(\w+)/g, (_, p: string) => String(params[name]?.[p]));
      await page.goto(url);
      for (const e of englishIn(await screenTexts(page), content, forbidden)) found.push(`${url}: ${e}`);
    }
    // the top bar's control is labelled in Turkish
    await page.getByLabel('Dil').waitFor();

    // signed out, the browser's language decides
    const visitor = await h.browser.newContext({ locale: 'tr-TR', baseURL: h.base, reducedMotion: 'reduce' });
    const guest = await visitor.newPage();
    for (const name of SIGNED_OUT) {
      await guest.goto('/admin' + paths[name].path);
      for (const e of englishIn(await screenTexts(guest), content, forbidden)) found.push(`${paths[name].path}: ${e}`);
    }
    await visitor.close();
    expect(found).toEqual([]);
  }, 300_000);

  it('shows its dialogs in Turkish: add and edit forms, delete confirmations, scheduling a publish, the global search', async () => {
    // a change waiting in review mode, for the Changes screen's schedule dialog (made first: its
    // title is content)
    await h.call('PUT', '/v2/api/publishing', { mode: 'review' });
    const pageId = (await h.call('GET', '/v2/api/pages')).pages[0].id as number;
    await h.call('PUT', `/v2/api/pages/${pageId}`, { page_name_en: 'Waiting page', page_name_tr: 'Bekleyen sayfa' });
    const forbidden = forbiddenWords();
    const content = await contentTexts(h);
    const found: string[] = [];
    const page = await h.newPage();
    const check = async (where: string) => {
      for (const e of englishIn(await uiTexts(page), content, forbidden)) found.push(`${where}: ${e}`);
    };
    const at = (name: RouteName) => '/admin' + paths[name].path;
    /** A control named by the Turkish of `key` (`{name}` of it matching any name). */
    const named = (key: string) => new RegExp(`^${escapeRegExp(turkish(key)).replace(/\\\{name\\\}/, '.+')}$`);
    const dialog = page.locator('[role=dialog]:visible, [role=alertdialog]:visible').last();
    const open = async (path: string, control: string) => {
      await page.goto(path);
      await settled(page);
      const button = page.getByRole('button', { name: named(control) }).first();
      await button.waitFor({ timeout: 10_000 }).catch(async () => {
        const names = await page.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent));
        throw new Error(`${path}: no button ${named(control)} among ${JSON.stringify(names)}`);
      });
      await button.click();
      await page.locator('[role=dialog]:visible, [role=alertdialog]:visible, form:visible, .dropdown-menu.show').last().waitFor();
      await settled(page);
      await check(`${path} ${control}`);
    };

    // (the users' add form is on their screen, which the walk above reads)
    for (const [path, add] of [
      [at('projectManage'), 'Add New Project'],
      [at('news'), 'Add New News'],
      [at('users'), null],
      [at('pages'), 'Add New Page'],
    ] as const) {
      if (add) await open(path, add);
      await open(path, 'Edit {name}');
    }
    for (const path of [at('projectManage'), at('news')]) {
      await open(path, 'Delete {name}');
      await dialog.waitFor();
      await page.getByRole('button', { name: turkish('No'), exact: true }).click();
    }

    await open(at('changes'), 'Schedule {name}');
    await dialog.waitFor();
    await check('/admin/changes schedule dialog');
    await h.call('PUT', '/v2/api/publishing', { mode: 'instant' });

    // the top bar's publish status menu
    await open(at('dashboard'), 'Site: {name}. Publishing details');
    await page.locator('.dropdown-menu.show').waitFor();
    await check('publish status menu');

    // the global search with its results
    const title = (await h.call('GET', '/v2/api/projects')).projects[0].title_tr as string;
    await page.goto('/admin/');
    await settled(page);
    await page.keyboard.press('Control+K');
    await dialog.getByRole('combobox').fill(title.split(' ')[0]);
    await dialog.getByRole('option').first().waitFor();
    await check('global search');

    expect(found).toEqual([]);
  }, 300_000);

  it("shows the server's own messages in Turkish (a refused create's alert)", async () => {
    const email = (await h.call('GET', '/v2/api/verify')).user.email as string;
    const page = await h.open('/admin' + paths.users.path);
    const form = page.locator('form').filter({ has: page.getByLabel(turkish('Profile Image')) });
    await form.getByLabel(turkish('Name')).fill('İkinci');
    await form.getByLabel(turkish('Email')).fill(email);
    await form.getByLabel(turkish('Password')).fill('secret-1');
    await form.getByRole('button', { name: turkish('Create User') }).click();
    // the server's 409 says 'A user with this email already exists'; the alert reads it in Turkish
    await page.getByRole('alert').filter({ hasText: 'Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var' }).waitFor();
  });

  it('switches with the top bar control, keeps what a form holds, and remembers the choice on the user', async () => {
    await h.call('PUT', '/v2/api/users/me/language', { language: 'en' });
    const page = await h.open('/admin/setting-page');
    await page.getByLabel('Instagram Link').fill('https://instagram.com/typed-before');
    await page.getByLabel('Language', { exact: true }).selectOption('tr');
    await page.getByLabel('Dil', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Site Ayarları', exact: true }).waitFor();
    expect(await page.getByLabel('Instagram Bağlantısı').inputValue()).toBe('https://instagram.com/typed-before');
    await expect.poll(async () => (await h.call('GET', '/v2/api/verify')).user.language).toBe('tr');

    await page.reload();
    await page.getByLabel('Dil', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Gösterge Paneli' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');

    // another browser without a stored choice follows the user's after sign-in
    const other = await h.open('/admin/');
    await other.getByLabel('Dil', { exact: true }).waitFor();
    await page.getByLabel('Dil', { exact: true }).selectOption('en');
    await page.getByLabel('Language', { exact: true }).waitFor();
    await expect.poll(async () => (await h.call('GET', '/v2/api/verify')).user.language).toBe('en');

    // on a phone the word is hidden for room, the control keeps its name
    const phone = await h.open('/admin/', { width: 390 });
    await phone.getByLabel('Language', { exact: true }).waitFor();
  });
});
