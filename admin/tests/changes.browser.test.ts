// Issue 20 in the admin, against the real server and the real Astro build: in review mode an edit
// waits as an unpublished change (the top bar's count, the item's badge, the Changes screen with its
// diff) while the public API and the site keep the published title, until Publish puts it live;
// Discard brings the edit screen back to the live value; a scheduled publish is listed and cancelled;
// in instant mode no change waits. The mode is switched through Site Settings, Publishing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, seriousViolations } from './harness.ts';
import { createProject, sendForm } from './project-fixtures.ts';
import { pageWithToken, projectPage, publicTitles as titlesOnSite, renameProject, setMode, startRealSite, type RealSite } from './real-site.ts';

let site: RealSite;
let slug: string;
const SITE_TIMEOUT = 90_000;

const newPage = () => pageWithToken(site);
/** The project's English page as a visitor gets it. */
const sitePage = () => projectPage(site, slug);
/** The active projects' titles as the public API answers them (no token). */
const publicTitles = () => titlesOnSite(site);
const rename = (page: Page, from: string, to: string) => renameProject(page, from, to);

const count = (page: Page) => page.getByTestId('changes-count');

/** "2026-03-02T09:00" in Istanbul time, `minutes` from now. */
const istanbulInput = (minutes: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' })
    .format(new Date(Date.now() + minutes * 60_000))
    .replace(' ', 'T');

describe('editing, then publishing (issue 20)', () => {
  beforeAll(async () => {
    site = await startRealSite();
    const { server, token } = site;
    // made in instant mode: live at once
    slug = (await createProject(server.url, token, 'Harbour Towers')).slug;
    await sendForm(server.url, token, 'POST', '/api/services', {
      services_data: JSON.stringify({ banner: { title_en: 'Our services', title_tr: 'Hizmetlerimiz' } }),
    });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it(
    'review mode: an edit waits, shown in the top bar, on the card and in Changes with its diff, until Publish puts it live',
    { timeout: 180_000 },
    async () => {
      await expect.poll(sitePage, { timeout: SITE_TIMEOUT, interval: 500 }).toContain('Harbour Towers');
      const page = await newPage();
      await setMode(page, 'Review');
      await rename(page, 'Harbour Towers', 'Harbour Heights');

      await expect.poll(() => count(page).textContent()).toBe('1 unpublished change');
      const card = page.getByRole('article').filter({ hasText: 'Harbour Heights' });
      await card.getByText('Unpublished changes').waitFor();
      await card.getByRole('button', { name: 'Publish Harbour Heights' }).waitFor();
      // what visitors get has not moved
      expect(await publicTitles()).toEqual(['Harbour Towers']);
      expect(await sitePage()).toContain('Harbour Towers');
      expect(await sitePage()).not.toContain('Harbour Heights');

      await count(page).click();
      await page.getByRole('heading', { name: 'Changes', level: 1 }).waitFor();
      const row = page.getByRole('listitem', { name: /^Harbour Heights/ });
      await row.getByText('Updated', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Show changes to Harbour Heights' }).click();
      const diff = row.getByRole('table');
      await diff.getByRole('rowheader', { name: 'title' }).waitFor();
      expect(await diff.locator('del').first().textContent()).toBe('Harbour Towers');
      expect(await diff.locator('ins').first().textContent()).toBe('Harbour Heights');
      expect(await seriousViolations(page)).toEqual([]);

      await row.getByRole('button', { name: 'Publish Harbour Heights' }).click();
      await expectToast(page, 'Changes published');
      await count(page).waitFor({ state: 'detached' });
      await page.getByText('No unpublished changes').waitFor();
      await expect.poll(sitePage, { timeout: SITE_TIMEOUT, interval: 500 }).toContain('Harbour Heights');
      expect(await publicTitles()).toEqual(['Harbour Heights']);
      await page.context().close();
    },
  );

  it('Discard brings the working copy, and the edit screen, back to the live value', async () => {
    const page = await newPage();
    await rename(page, 'Harbour Heights', 'Harbour Draft');
    const card = page.getByRole('article').filter({ hasText: 'Harbour Draft' });
    await card.getByRole('button', { name: 'Discard Harbour Draft' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard changes' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expectToast(page, 'Changes discarded');
    await page.getByRole('button', { name: 'Edit Harbour Heights' }).click();
    expect(await page.getByRole('dialog').getByLabel('Title (EN)').inputValue()).toBe('Harbour Heights');
    await count(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('review mode on Services Edit: autosave says "Saved (not published)", Preview opens the typed title in a new tab, Discard brings the live one back', async () => {
    const page = await newPage();
    await page.goto('/admin/services-edit');
    // the Turkish title: Preview opens the item's page in Turkish, the site's first language
    const title = page.getByRole('tabpanel').getByLabel('Banner Title (TR)');
    await title.fill('Çalışmalarımız');
    await page.locator('[data-state="saved"]', { hasText: 'Saved (not published)' }).waitFor();
    // exact: the top bar's '1 unpublished change' runs into its 'Search everything' in the text
    await page.getByText('Unpublished changes', { exact: true }).waitFor();
    const active = async () =>
      ((await (await fetch(`${site.server.url}/api/services/active`)).json()) as { data: { services_data: { banner: { title_tr: string } } } }).data;
    expect((await active()).services_data.banner.title_tr).toBe('Hizmetlerimiz');

    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /^Preview / }).click();
    const preview = await opened;
    await preview.waitForURL(/\/preview\//);
    await preview.getByText('Çalışmalarımız').first().waitFor();
    await preview.close();

    await page.getByRole('button', { name: /^Discard / }).click();
    await page.getByRole('dialog', { name: 'Discard changes' }).getByRole('button', { name: 'Discard' }).click();
    await expectToast(page, 'Changes discarded');
    await expect.poll(() => page.getByRole('tabpanel').getByLabel('Banner Title (TR)').inputValue()).toBe('Hizmetlerimiz');
    await count(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('a publish scheduled ahead (Istanbul time) is listed and can be cancelled; a past time gets the server’s message', async () => {
    const page = await newPage();
    await rename(page, 'Harbour Heights', 'Harbour Later');
    await page.goto('/admin/changes');
    await page.getByRole('button', { name: 'Schedule Harbour Later' }).click();
    const dialog = page.getByRole('dialog', { name: /Schedule publishing/ });
    const when = dialog.getByLabel('Publish at (Istanbul time)');

    await when.fill(istanbulInput(-60));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toBe('The publishing time must be in the future');

    const at = istanbulInput(5);
    await when.fill(at);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, 'Publishing scheduled');
    const shown = `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)} ${at.slice(11)}`;
    const entry = page.getByRole('list', { name: 'Scheduled publishing' }).getByRole('listitem').filter({ hasText: 'Harbour Later' });
    expect(await entry.locator('time').textContent()).toBe(shown);
    await page
      .getByRole('listitem', { name: /^Harbour Later/ })
      .getByText(`Scheduled for ${shown}`)
      .waitFor();

    await entry.getByRole('button', { name: `Cancel publishing at ${shown}` }).click();
    await expectToast(page, 'Scheduled publishing cancelled');
    await entry.waitFor({ state: 'detached' });
    // still waiting as a change, and still not live
    expect(await publicTitles()).toEqual(['Harbour Heights']);
    await page.getByRole('button', { name: 'Discard Harbour Later' }).click();
    await page.getByRole('dialog', { name: 'Discard changes' }).getByRole('button', { name: 'Discard' }).click();
    await expectToast(page, 'Changes discarded');
    await page.context().close();
  });

  it('instant mode: an edit is published at once and no count appears', async () => {
    const page = await newPage();
    await setMode(page, 'Instant');
    await rename(page, 'Harbour Heights', 'Harbour Quay');
    await expect.poll(publicTitles).toEqual(['Harbour Quay']);
    // the list read after the save, in the app: nothing waits, so neither the count nor a badge shows
    await page.getByRole('link', { name: 'Changes', exact: true }).click();
    await page.getByText('No unpublished changes').waitFor();
    expect(await count(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Project Manage', exact: true }).click();
    await page.getByRole('article').filter({ hasText: 'Harbour Quay' }).waitFor();
    expect(await page.getByText('Unpublished changes', { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
