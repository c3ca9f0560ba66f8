// Issue 21 in the admin, against the real server and the real Astro build: the administrator creates an
// editor and an author through User Management (Role select) and sets review mode through Site
// Settings, Publishing; the author edits a project, previews it, marks it ready and finds no Publish
// anywhere, and a forged publish with the author's own token is refused; the editor sees "1 ready for
// review", sends it back with a note the author then reads, and publishes it once it is ready again.
// In instant mode an author's save stays an unpublished change. A screen the role may not use
// answers its URL with "You do not have permission to view this page".
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_ADMIN } from '../../server/test/real-server.ts';
import { expectToast, seriousViolations } from './harness.ts';
import { createProject, sendForm } from './project-fixtures.ts';
import { projectPage, publicTitles as titlesOnSite, renameProject, setMode, startRealSite, type RealSite } from './real-site.ts';

let site: RealSite;
let harbour: { id: number; slug: string };
let hill: { id: number; slug: string };
const SITE_TIMEOUT = 90_000;
const EDITOR = { name: 'Eda Editor', email: 'eda@example.com', password: 'eda-password-1' };
const AUTHOR = { name: 'Ali Author', email: 'ali@example.com', password: 'ali-password-1' };

/** A page signed in as `who` through the login screen (the role comes with the signed-in user). */
async function signedIn(who: { email: string; password: string }): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: site.server.url, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return page;
}

const sitePage = (slug: string) => projectPage(site, slug);
const publicTitles = () => titlesOnSite(site);
/** Renames a project in both languages (the Turkish title is the English one plus " TR"). */
const rename = (page: Page, from: string, to: string) => renameProject(page, from, to, `${to} TR`);

/** Buttons that would publish, schedule, discard, roll back or restore, wherever they are on the page. */
const publishingButtons = (page: Page) => page.getByRole('button', { name: /^(Publish|Schedule|Discard|Roll back|Restore)/ });

const changeRow = (page: Page, label: string) => page.getByRole('listitem', { name: new RegExp(`^${label},`) });

describe('roles and review (issue 21)', () => {
  beforeAll(async () => {
    site = await startRealSite();
    const { server, token } = site;
    // made in instant mode: live at once
    harbour = await createProject(server.url, token, 'Harbour Towers');
    hill = await createProject(server.url, token, 'Hill Villas', 'ongoing', 3);
    await sendForm(server.url, token, 'POST', '/api/services', {
      services_data: JSON.stringify({ banner: { title_en: 'Our services', title_tr: 'Hizmetlerimiz' } }),
    });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it('the administrator adds an editor and an author with the Role select (Author unless chosen); user 1 stays an administrator', async () => {
    const page = await signedIn(BENCH_ADMIN);
    expect(await page.getByTestId('sidebar-user-role').innerText()).toBe('Administrator');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'User Management' }).click();
    const form = page.locator('form').filter({ has: page.getByLabel('Profile Image') });
    const role = form.getByLabel('Role');
    expect(await role.inputValue()).toBe('author');

    for (const [who, label] of [
      [EDITOR, 'Editor'],
      [AUTHOR, 'Author'],
    ] as const) {
      await form.getByLabel('Name').fill(who.name);
      await form.getByLabel('Email').fill(who.email);
      await form.getByLabel('Password').fill(who.password);
      await role.selectOption({ label });
      await form.getByRole('button', { name: 'Create User' }).click();
      await page.locator('.alert', { hasText: 'User created successfully!' }).waitFor();
      await page.getByRole('row').filter({ hasText: who.email }).getByRole('cell', { name: label, exact: true }).waitFor();
      // back to a new user: an author again
      expect(await role.inputValue()).toBe('author');
    }
    // the columns: ID, Name, Email, Role
    expect(await page.getByRole('row').filter({ hasText: BENCH_ADMIN.email }).getByRole('cell').nth(3).textContent()).toBe('Administrator');

    await page.getByRole('button', { name: `Edit ${BENCH_ADMIN.email}` }).click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    expect(await role.isDisabled()).toBe(true);
    await form.getByText('The main administrator account stays an administrator.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await setMode(page, 'Review');
    await page.context().close();
  });

  it(
    'the author edits, previews and marks ready; no Publish anywhere, a forged publish is refused, User Management is closed',
    { timeout: 180_000 },
    async () => {
      await expect.poll(() => sitePage(harbour.slug), { timeout: SITE_TIMEOUT, interval: 500 }).toContain('Harbour Towers');
      const page = await signedIn(AUTHOR);
      expect(await page.getByTestId('sidebar-user-role').innerText()).toBe('Author');
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      expect(await nav.getByRole('link', { name: 'User Management' }).count()).toBe(0);
      // no ready count for an author, nor the dashboard card
      expect(await page.getByRole('heading', { name: 'Ready for review' }).count()).toBe(0);

      await rename(page, 'Harbour Towers', 'Harbour Heights');
      const card = page.getByRole('article').filter({ hasText: 'Harbour Heights' });
      await card.getByText('Unpublished changes').waitFor();
      await card.getByRole('button', { name: 'Preview Harbour Heights' }).waitFor();
      expect(await publishingButtons(page).count()).toBe(0);

      // Preview opens the edit in a new tab
      const opened = page.context().waitForEvent('page');
      await card.getByRole('button', { name: 'Preview Harbour Heights' }).click();
      const preview = await opened;
      await preview.waitForURL(/\/preview\//);
      await preview.getByText('Harbour Heights TR').first().waitFor();
      await preview.close();

      // the publish status: View site, and neither Publish now nor Roll back
      await page.getByRole('button', { name: /Publishing details/ }).click();
      await page.getByRole('link', { name: 'View site' }).waitFor();
      expect(await publishingButtons(page).count()).toBe(0);
      await page.keyboard.press('Escape');

      await page.getByTestId('changes-count').click();
      const row = changeRow(page, 'Harbour Heights');
      await row.getByRole('button', { name: 'Preview Harbour Heights' }).waitFor();
      expect(await publishingButtons(page).count()).toBe(0);
      await row.getByRole('button', { name: 'Ready for review: Harbour Heights' }).click();
      await expectToast(page, 'Marked ready for review');
      await row.getByRole('button', { name: 'Ready for review: Harbour Heights', pressed: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Mark all ready' }).isDisabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // the server is what refuses: the author's own token, a publish the screen does not offer
      const forged = await page.evaluate(
        async (item) => {
          const res = await fetch('/v2/api/changes/publish', {
            method: 'POST',
            headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
            body: JSON.stringify({ items: [item] }),
          });
          return { status: res.status, body: (await res.json()) as { message: string } };
        },
        { type: 'project', item_id: harbour.id },
      );
      expect(forged.status).toBe(403);
      expect(forged.body.message).toBe('You do not have permission to do this');
      expect(await publicTitles()).toEqual(['Harbour Towers', 'Hill Villas']);
      expect(await sitePage(harbour.slug)).toContain('Harbour Towers');
      expect(await sitePage(harbour.slug)).not.toContain('Harbour Heights');
      await changeRow(page, 'Harbour Heights').waitFor();

      // History: read, never restore
      await page.goto(`/admin/project-manage?history=project:${harbour.id}`);
      // created by the administrator, updated by the author: an editor could restore the first
      await page.getByRole('list', { name: 'Revisions' }).getByRole('listitem').nth(1).waitFor();
      expect(await page.getByRole('button', { name: 'Restore this version' }).count()).toBe(0);

      // screens and tabs of administrators
      await page.goto('/admin/setting-page');
      await page.getByRole('tab', { name: 'WhatsApp Button' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Publishing' }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'Company' }).count()).toBe(0);
      await page.goto('/admin/user-management');
      await page.getByRole('alert').filter({ hasText: 'You do not have permission to view this page' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Add New User' }).count()).toBe(0);
      await page.context().close();
    },
  );

  it('the editor sees "1 ready for review", sends it back with a note the author reads, then publishes it', { timeout: 180_000 }, async () => {
    const editor = await signedIn(EDITOR);
    expect(await editor.getByTestId('sidebar-user-role').innerText()).toBe('Editor');
    await expect.poll(() => editor.getByTestId('ready-count').textContent()).toBe('1 ready for review');
    expect(await editor.getByTestId('ready-card-count').textContent()).toBe('1');
    expect(await editor.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'User Management' }).count()).toBe(0);

    await editor.getByTestId('ready-count').click();
    const row = changeRow(editor, 'Harbour Heights');
    await row.getByText('Ready for review', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Send back Harbour Heights' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Send back: Harbour Heights' });
    await dialog.getByLabel('Note for the author').fill('Use the full name: Harbour Heights Residences');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expectToast(editor, 'Sent back to the author');
    await row.getByText('Sent back: Use the full name: Harbour Heights Residences').waitFor();
    await editor.getByTestId('ready-count').waitFor({ state: 'detached' });
    expect(await seriousViolations(editor)).toEqual([]);

    // the author reads the note on the item's own bar, and marks it ready again
    const author = await signedIn(AUTHOR);
    await author.goto('/admin/project-manage');
    const card = author.getByRole('article').filter({ hasText: 'Harbour Heights' });
    await card.getByText('Sent back: Use the full name: Harbour Heights Residences').waitFor();
    await card.getByRole('button', { name: 'Ready for review: Harbour Heights' }).click();
    await expectToast(author, 'Marked ready for review');
    await card.getByText('Sent back:').waitFor({ state: 'detached' });
    await author.context().close();

    await editor.reload();
    await expect.poll(() => editor.getByTestId('ready-count').textContent()).toBe('1 ready for review');
    await row.getByRole('button', { name: 'Publish Harbour Heights' }).click();
    await expectToast(editor, 'Changes published');
    await editor.getByText('No unpublished changes').waitFor();
    await expect.poll(() => sitePage(harbour.slug), { timeout: SITE_TIMEOUT, interval: 500 }).toContain('Harbour Heights');
    expect(await publicTitles()).toEqual(['Harbour Heights', 'Hill Villas']);
    await editor.context().close();
  });

  it(
    "instant mode: an author's save stays an unpublished change (autosave says 'Saved (not published)') while another save goes live",
    { timeout: 180_000 },
    async () => {
      const admin = await signedIn(BENCH_ADMIN);
      await setMode(admin, 'Instant');

      const author = await signedIn(AUTHOR);
      await rename(author, 'Hill Villas', 'Hill Villas Draft');
      await author.getByRole('article').filter({ hasText: 'Hill Villas Draft' }).getByText('Unpublished changes').waitFor();
      await expect.poll(() => author.getByTestId('changes-count').textContent()).toBe('1 unpublished change');
      expect(await publicTitles()).toEqual(['Harbour Heights', 'Hill Villas']);
      // autosave says where an author's save went
      await author.goto('/admin/services-edit');
      await author.getByRole('tabpanel').getByLabel('Banner Title (TR)').fill('Yazarın hizmetleri');
      await author.locator('[data-state="saved"]', { hasText: 'Saved (not published)' }).waitFor();
      const services = (await (await fetch(`${site.server.url}/api/services/active`)).json()) as { data: { services_data: { banner: { title_tr: string } } } };
      expect(services.data.services_data.banner.title_tr).toBe('Hizmetlerimiz');

      // an administrator's save publishes at once; once its page is live, any build the author's save
      // could have asked for has run too, and the author's title is still not there
      await rename(admin, 'Harbour Heights', 'Harbour Quay');
      await expect.poll(() => sitePage(harbour.slug), { timeout: SITE_TIMEOUT, interval: 500 }).toContain('Harbour Quay');
      expect(await sitePage(hill.slug)).toContain('Hill Villas');
      expect(await sitePage(hill.slug)).not.toContain('Hill Villas Draft');
      expect(await publicTitles()).toEqual(['Harbour Quay', 'Hill Villas']);
      await admin.context().close();
      await author.context().close();
    },
  );
});
