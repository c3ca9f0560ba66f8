// Editors' safety net: a version restored from the History panel while a form of the same item is open
// shows in that form at once, so its Save keeps the restored content instead of silently undoing it.
// An edit dialog (Edit Project) and a page document with an unsaved change (About, Image Section tab);
// an autosave on its way when a restore starts is sent before it (Services).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, expectToast } from './harness.ts';
import { createProject, sendForm } from './project-fixtures.ts';

const h = adminSuite();

/** Opens History from `from`, restores its oldest revision (of `count`) and confirms; the panel stays open. */
async function restoreOldest(page: Page, from: Locator, count: number): Promise<void> {
  await from.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: /^History/ });
  const revisions = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
  await expect.poll(() => revisions.count()).toBe(count);
  await revisions.last().getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog', { name: 'Restore this version' }).getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Version restored successfully');
  await expect.poll(() => revisions.count()).toBe(count + 1);
  expect(await revisions.first().innerText()).toContain('Restored');
  await panel.getByRole('button', { name: 'Close history' }).click();
  await panel.waitFor({ state: 'detached' });
}

describe('a restore while a form of the item is open', () => {
  it('the open Edit Project dialog shows the restored title, and Update Project keeps it', async () => {
    const token = await h.token();
    const project = await createProject(h.base, token, 'Marina Towers');
    await sendForm(h.base, token, 'PUT', `/v2/api/projects/${project.id}`, { title_en: 'Marina Heights', title_tr: 'Marina Towers TR', type: 'ongoing' });

    const page = await h.open('/admin/project-manage');
    await page.getByRole('button', { name: 'Edit Marina Heights' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    expect(await dialog.getByLabel('Title (EN)').inputValue()).toBe('Marina Heights');

    await restoreOldest(page, dialog, 2);
    await expect.poll(() => dialog.getByLabel('Title (EN)').inputValue()).toBe('Marina Towers');
    await dialog.getByRole('button', { name: 'Update Project' }).click();
    await expectToast(page, 'Project updated successfully');
    await dialog.waitFor({ state: 'detached' });
    const { project: stored } = await h.call<{ project: { title_en: string } }>('GET', `/v2/api/projects/${project.id}`);
    expect(stored.title_en).toBe('Marina Towers');
  });

  it('the About editor shows the restored image title on its tab, and Save Image Section keeps it', async () => {
    const about = (image: string) => ({
      banner: { title_en: 'About', title_tr: 'Hakkında', image: '' },
      experience: { description_en: '<p>Years</p>', description_tr: '<p>Yıllar</p>' },
      image: { title_en: image, title_tr: 'Ofis', path: '' },
    });
    const { data: record } = await h.call<{ data: { id: number } }>('POST', '/api/aboutpage', { about_data: about('Old office') });
    await h.call('PUT', `/api/aboutpage/${record.id}`, { about_data: about('New office') });

    const page = await h.open('/admin/about-page');
    await page.getByRole('tab', { name: 'Image Section' }).click();
    const section = page.getByRole('tabpanel');
    const title = section.getByLabel('Image Title (EN)');
    expect(await title.inputValue()).toBe('New office');
    // an unsaved change on the screen: the editor keeps its draft over a refetch
    await section.getByLabel('Image Title (TR)').fill('Ofisimiz');

    await restoreOldest(page, page.getByRole('main'), 2);
    // still on the Image Section tab, its fields from the restored document
    await page.getByRole('tab', { name: 'Image Section', selected: true }).waitFor();
    await expect.poll(() => title.inputValue()).toBe('Old office');
    expect(await section.getByLabel('Image Title (TR)').inputValue()).toBe('Ofis');
    await section.getByRole('button', { name: 'Save Image Section' }).click();
    await expectToast(page, 'Changes saved successfully');
    const { data } = await h.call<{ data: { about_data: { image: { title_en: string } } }[] }>('GET', '/api/aboutpage');
    expect(data[0].about_data.image.title_en).toBe('Old office');
  });

  it('an autosave still on its way when Restore is confirmed is saved first: the restore has the last word and the typing is in the history', async () => {
    const services = (title: string) => ({ banner: { title_en: title, title_tr: 'Hizmetler', image: '' } });
    const { data: record } = await h.call<{ data: { id: number } }>('POST', '/api/services', { services_data: services('Services') });
    await h.call('PUT', `/api/services/${record.id}`, { services_data: services('Our services') });

    const page = await h.open('/admin/services-edit');
    const title = page.getByRole('tabpanel').getByLabel('Banner Title (EN)');
    expect(await title.inputValue()).toBe('Our services');
    // the autosave of the typing is held on its way until the restore has been asked for
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/api/services/${record.id}`, async (route) => {
      await held;
      await route.continue();
      order.push('autosave');
    });
    await page.route('**/v2/api/revisions/*/restore', async (route) => {
      order.push('restore');
      await route.continue();
    });
    await title.fill('Our services typed');
    await page.locator('[data-state]').getByText('Saving...').waitFor();

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'History' }).click();
    const panel = page.getByRole('dialog', { name: /^History/ });
    const revisions = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
    await expect.poll(() => revisions.count()).toBe(2);
    await revisions.last().getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version' }).getByRole('button', { name: 'Restore' }).click();
    release();
    await expectToast(page, 'Version restored successfully');
    expect(order).toEqual(['autosave', 'restore']);
    // the typing made a revision of its own, before the restore's
    await expect.poll(() => revisions.count()).toBe(4);
    expect(await revisions.first().innerText()).toContain('Restored');
    await expect.poll(() => title.inputValue()).toBe('Services');
    const stored = await doc();
    expect(stored.banner.title_en).toBe('Services');

    async function doc() {
      const { data } = await h.call<{ data: { services_data: { banner: { title_en: string } } }[] }>('GET', '/api/services');
      return data[0].services_data;
    }
  });
});
