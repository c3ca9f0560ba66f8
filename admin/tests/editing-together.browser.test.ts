// Issue 28 in the admin, with two signed-in Chromium contexts through the real server: a save made
// from an old version is merged instead of overwriting (different fields: both survive; the same
// field: "Yours" and "Theirs" side by side, both texts kept until one is chosen), a delete of an item
// changed since the list showed it is refused with the message, and each screen names who else has
// the item open ("Also editing").
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, expectToast } from './harness.ts';
import { confirmYes } from './content-fixtures.ts';
import { createProject, sendForm } from './project-fixtures.ts';

const EDITOR = { name: 'Elif Editor', email: 'elif@browser.test', password: 'elif-browser-pass-1' };

const h = adminSuite({}, async (h) => {
  await h.call('POST', '/api/users', { ...EDITOR, role: 'editor' });
  await sendForm(h.base, await h.token(), 'POST', '/api/services', {
    services_data: JSON.stringify({ banner: { title_en: 'Our services', title_tr: 'Hizmetlerimiz' } }),
  });
});

/** A page of its own signed in as `user` (the harness's pages are the administrator's). */
async function pageAs(user: { email: string; password: string }): Promise<Page> {
  const res = await fetch(`${h.base}/v2/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { token } = (await res.json()) as { token: string };
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: h.base, reducedMotion: 'reduce' });
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', t);
    }
  }, token);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

const banner = async () => (await h.call('GET', '/api/services')).data[0].services_data.banner as { title_en: string; title_tr: string };
const saved = (page: Page) => page.locator('[data-state="saved"]').waitFor();
const field = (page: Page, label: string) => page.getByRole('tabpanel').getByLabel(label);

async function openServices(page: Page) {
  await page.goto('/admin/services-edit');
  // the first screen of a run loads the admin's chunks cold: on a busy machine that is more than 10 s
  await field(page, 'Banner Title (EN)').waitFor({ timeout: 30_000 });
}

describe('a page document edited by two people (the services banner)', () => {
  it('different fields: my autosave from the old version is merged, both changes survive and mine is shown theirs', async () => {
    const mine = await h.newPage();
    const theirs = await pageAs(EDITOR);
    await openServices(mine);
    await openServices(theirs);

    await field(theirs, 'Banner Title (EN)').fill('What we do');
    await saved(theirs);
    expect((await banner()).title_en).toBe('What we do');

    // my screen still shows the old English title; I change the Turkish one
    await field(mine, 'Banner Title (TR)').fill('Hizmetler');
    await mine.getByTestId('merge-notice').getByText('This item was changed by someone else').waitFor();
    await saved(mine);
    expect(await banner()).toMatchObject({ title_en: 'What we do', title_tr: 'Hizmetler' });
    // their change is on my screen, and named
    await expect.poll(() => field(mine, 'Banner Title (EN)').inputValue()).toBe('What we do');
    await mine.getByTestId('merge-taken').getByText('Banner › Title (EN)').waitFor();
    await mine.getByRole('tabpanel').getByTestId('field-changed').getByText('Changed by someone else').waitFor();
    expect(await mine.getByTestId('merge-conflict').count()).toBe(0);
    await mine.context().close();
    await theirs.context().close();
  });

  it('the same field: Yours and Theirs side by side, both texts kept until one is chosen', async () => {
    const mine = await h.newPage();
    const theirs = await pageAs(EDITOR);
    await openServices(mine);
    await openServices(theirs);

    await field(theirs, 'Banner Title (EN)').fill('Their title');
    await saved(theirs);
    await field(mine, 'Banner Title (EN)').fill('My title');

    const conflict = mine.getByTestId('merge-conflict');
    await conflict.waitFor();
    expect(await conflict.getAttribute('aria-label')).toBe('Banner › Title (EN)');
    expect(await conflict.getByTestId('merge-mine').innerText()).toContain('My title');
    expect(await conflict.getByTestId('merge-theirs').innerText()).toContain('Their title');
    await mine.getByRole('tabpanel').getByTestId('field-conflict').waitFor();
    // theirs stays stored and mine stays typed while nobody has chosen (the field's autosave waits)
    await saved(mine);
    expect((await banner()).title_en).toBe('Their title');
    expect(await field(mine, 'Banner Title (EN)').inputValue()).toBe('My title');
    // the rest of the form keeps working: the Turkish title saves meanwhile
    await field(mine, 'Banner Title (TR)').fill('Benim başlığım');
    await expect.poll(async () => (await banner()).title_tr).toBe('Benim başlığım');
    expect((await banner()).title_en).toBe('Their title');

    await conflict.getByRole('button', { name: 'Keep yours' }).click();
    await expect.poll(async () => (await banner()).title_en).toBe('My title');
    expect(await mine.getByTestId('merge-conflict').count()).toBe(0);
    await mine.context().close();
    await theirs.context().close();
  });
});

describe('a project edited by two people', () => {
  it('an update from an old version keeps their title and mine; a delete of a changed project is refused', async () => {
    const project = await createProject(h.base, await h.token(), 'Harbour Towers');
    const page = await h.open('/admin/project-manage');
    await page.getByRole('button', { name: 'Edit Harbour Towers' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title (TR)').waitFor();

    // someone else renames it in English meanwhile
    await sendForm(h.base, await h.token(), 'PUT', `/v2/api/projects/${project.id}`, {
      title_en: 'Harbour Heights',
      title_tr: 'Harbour Towers TR',
      type: 'ongoing',
    });
    await dialog.getByLabel('Title (TR)').fill('Liman Kuleleri');
    await dialog.getByRole('button', { name: 'Update Project' }).click();
    await expectToast(page, 'Project updated successfully');
    await expectToast(page, 'This item was changed by someone else');
    const stored = (await h.call('GET', `/v2/api/projects/${project.id}`)).project;
    expect(stored).toMatchObject({ title_en: 'Harbour Heights', title_tr: 'Liman Kuleleri' });

    // the list shows this version; someone else changes the project; my delete names the old one
    await page.getByRole('button', { name: 'Delete Harbour Heights' }).waitFor();
    await sendForm(h.base, await h.token(), 'PUT', `/v2/api/projects/${project.id}`, {
      title_en: 'Harbour Heights',
      title_tr: 'Liman Kuleleri 2',
      type: 'ongoing',
    });
    await page.getByRole('button', { name: 'Delete Harbour Heights' }).click();
    await confirmYes(page, 'Are you sure you want to delete this project?');
    await expectToast(page, 'This item was changed by someone else');
    expect((await h.call('GET', `/v2/api/projects/${project.id}`)).project.title_tr).toBe('Liman Kuleleri 2');
    await page.context().close();
  });
});

describe('presence', () => {
  it('shows who else has the item open, in both languages', { timeout: 60_000 }, async () => {
    const theirs = await pageAs(EDITOR);
    await openServices(theirs);
    const mine = await h.newPage();
    await openServices(mine);
    await mine.getByTestId('also-editing').getByText(`Also editing: ${EDITOR.name}`).waitFor();
    // on their screen at its next beat (every 20 s)
    await theirs.getByTestId('also-editing').getByText('Also editing: Administrator').waitFor({ timeout: 30_000 });

    await h.call('PUT', '/v2/api/users/me/language', { language: 'tr' });
    await mine.reload();
    await mine.getByTestId('also-editing').getByText(`Şu anda düzenleyen: ${EDITOR.name}`).waitFor();
    await h.call('PUT', '/v2/api/users/me/language', { language: 'en' });
    await mine.context().close();
    await theirs.context().close();
  });
});

describe('publishing what was seen', () => {
  it('names a page document as people do, and a publish of a version that moved on is refused and read again', { timeout: 60_000 }, async () => {
    await h.call('PUT', '/v2/api/publishing', { mode: 'review' });
    try {
      const token = await h.token();
      await sendForm(h.base, token, 'PUT', `/api/services/${(await h.call('GET', '/api/services')).data[0].id}`, {
        services_data: JSON.stringify({ banner: { title_en: 'Reviewed title', title_tr: 'İncelenen başlık' } }),
      });
      const page = await h.open('/admin/changes');
      const row = page.getByTestId('change-row').filter({ hasText: 'Services page' });
      await row.getByRole('button', { name: 'Publish Services page' }).waitFor();
      expect(await page.getByTestId('change-row').filter({ hasText: 'services 1' }).count()).toBe(0);

      // someone edits it after this screen read the changes
      await sendForm(h.base, token, 'PUT', `/api/services/${(await h.call('GET', '/api/services')).data[0].id}`, {
        services_data: JSON.stringify({ banner: { title_en: 'Unreviewed title', title_tr: 'İncelenen başlık' } }),
      });
      await row.getByRole('button', { name: 'Publish Services page' }).click();
      await expectToast(page, 'This item changed since you looked at it');
      // nothing went live: visitors still get the old banner
      const live = await fetch(`${h.base}/api/services`).then((r) => r.json());
      expect(live.data[0]?.services_data?.banner?.title_en).not.toBe('Unreviewed title');
      // read again, the publish sends the version now shown
      await row.getByRole('button', { name: 'Publish Services page' }).click();
      await expectToast(page, 'Changes published');
      await expect
        .poll(async () => (await fetch(`${h.base}/api/services`).then((r) => r.json())).data[0].services_data.banner.title_en)
        .toBe('Unreviewed title');
      await page.context().close();
    } finally {
      await h.call('PUT', '/v2/api/publishing', { mode: 'instant' });
    }
  });
});
