// Issue 14 in the edit dialogs and on the detail screens: the Pages and Project dialogs offer History,
// whose panel opens above the dialog with that item's revisions; a Translations link to a part of a
// news item (a detail's title, a detail banner's title) or of a project (a detail's description)
// opens the detail screen on the part's tab, with the part's detail selected, its form open and the
// missing English field (an input, or the rich-text editor) focused. A link to a text of a page
// document (About's image section title, a Services card title) opens the section's tab, the card's
// form and that one English input, though other sections have a title too.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, seriousViolations } from './harness.ts';
import { picture, sendForm } from './project-fixtures.ts';

const h = adminSuite();

const isFocused = (field: Locator) => field.evaluate((el) => el === document.activeElement);

/** The History panel opened from `dialog`: on top of it (clickable), listing `count` revisions. */
async function historyOver(page: Page, dialog: Locator, count: number): Promise<Locator> {
  await dialog.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: /^History/ });
  const revisions = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
  await expect.poll(() => revisions.count()).toBe(count);
  return panel;
}

describe('History in the edit dialogs', () => {
  it('the Edit Page dialog opens the History of that page above it; a new page has no History', async () => {
    const { page: other } = await h.call<{ page: { id: number } }>('POST', '/v2/api/pages', { page_name_en: 'Press', page_name_tr: 'Basın' });
    const { page: created } = await h.call<{ page: { id: number } }>('POST', '/v2/api/pages', { page_name_en: 'Careers', page_name_tr: 'Kariyer' });
    await h.call('PUT', `/v2/api/pages/${created.id}`, { page_name_en: 'Jobs', page_name_tr: 'Kariyer' });
    expect(other.id).not.toBe(created.id);

    const page = await h.open('/admin/pages');
    await page.getByRole('button', { name: 'Add New Page' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Page' });
    await add.waitFor();
    expect(await add.getByRole('button', { name: 'History' }).count()).toBe(0);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit Jobs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Page' });
    const panel = await historyOver(page, dialog, 2);
    const text = await panel.innerText();
    expect(text).toContain('Jobs'); // the update: Careers → Jobs
    expect(text).toContain('Careers');
    expect(text).not.toContain('Press'); // another page's history is not listed
    expect(await seriousViolations(page)).toEqual([]);
    // the panel is above the dialog: its own close button takes the click, and the dialog stays open
    await panel.getByRole('button', { name: 'Close history' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('English Page Name').inputValue()).toBe('Jobs');
  });

  it('the Edit Project dialog opens the History of that project', async () => {
    const token = await h.token();
    const { project } = await sendForm(
      h.base,
      token,
      'POST',
      '/v2/api/projects',
      { title_en: 'Harbour Lofts', title_tr: 'Liman Lofts', type: 'ongoing' },
      { cover_image: [await picture(800, 600, 4)] },
    );
    await sendForm(h.base, token, 'PUT', `/v2/api/projects/${project.id}`, { title_en: 'Harbour Lofts', title_tr: 'Liman Loftları', type: 'ongoing' });

    const page = await h.open('/admin/project-manage');
    await page.getByRole('button', { name: 'Edit Harbour Lofts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    const panel = await historyOver(page, dialog, 2);
    const newest = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first();
    expect(await newest.innerText()).toContain('Updated');
    expect(await newest.locator('[lang="tr"] ins').first().innerText()).toBe('Liman Loftları');
    expect(await newest.locator('[lang="tr"] del').first().innerText()).toBe('Liman Lofts');
  });
});

describe('History on the settings and home tabs', () => {
  it('a logo row and the experience link offer History; an Activity link opens on the tab of its item', async () => {
    const { data: logo } = await sendForm(h.base, await h.token(), 'POST', '/api/site-logo', {}, { logo: [await picture(120, 40, 11)] });
    await h.call('POST', '/api/home-exp-role', { link: '/contact', text_en: 'Explore', text_tr: 'Keşfet', tab: 0, status: 1 });

    const page = await h.open('/admin/setting-page');
    await page.getByRole('tab', { name: 'Site Logo' }).click();
    await page.getByRole('button', { name: `History of logo ${logo.id}` }).click();
    const panel = page.getByRole('dialog', { name: /^History: Site logo/ });
    await expect.poll(() => panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem').count()).toBe(1);

    // the Activity screen's link (historyLink) opens the Site Logo tab with the panel
    const linked = await h.open(`/admin/setting-page?tab=logo&history=site_logo:${logo.id}`);
    await linked.getByRole('tab', { name: 'Site Logo', selected: true }).waitFor();
    await linked.getByRole('dialog', { name: /^History: Site logo/ }).waitFor();

    const home = await h.open('/admin/home-edit?tab=link');
    await home.getByRole('tab', { name: 'Experience Role Link', selected: true }).waitFor();
    await home.getByRole('region', { name: 'Experience Role Link' }).getByRole('button', { name: 'History' }).click();
    await home.getByRole('dialog', { name: /^History: Experience link/ }).waitFor();
  });
});

describe('Translations links to a part of an item', () => {
  it('a detail title and a detail banner title missing their English open on their tab, form and field', async () => {
    const token = await h.token();
    const { news } = await sendForm(
      h.base,
      token,
      'POST',
      '/api/admin/news',
      { title_en: 'Ferry Terminal', title_tr: 'Feribot Terminali', description_en: '<p>en</p>', description_tr: '<p>tr</p>' },
      { image: [await picture(800, 600, 5)] },
    );
    const detail = async (title_en: string, title_tr: string, seed: number) =>
      (await sendForm(h.base, token, 'POST', '/api/news-details', { news_id: news.id, title_en, title_tr }, { feature_image: [await picture(800, 600, seed)] }))
        .detail as { id: number };
    await detail('Piers', 'İskeleler', 6);
    const waiting = await detail('Waiting hall', 'Bekleme salonu', 7);
    // the API refuses a detail without an English title: one lost another way (an import, an old row)
    await h.app.db.updateTable('news_details').set({ title_en: '' }).where('id', '=', waiting.id).execute();
    // a banner of that (second, not selected by default) detail with only its Turkish title
    await sendForm(
      h.base,
      token,
      'POST',
      '/api/news-details-banners',
      { news_detail_id: waiting.id, title_en: '', title_tr: 'Gece manzarası' },
      { banner_image: [await picture(1200, 400, 8)] },
    );

    const page = await h.open('/admin/translations');
    const table = page.getByRole('table', { name: 'Fields to translate' });
    const detailRow = table.getByRole('row', { name: /Bekleme salonu/ });
    await detailRow.waitFor();
    expect(await detailRow.innerText()).toContain('English missing');

    // the detail's title: the Details tab, the detail's form, Title (EN) focused; the link names the field as
    // the screen does (features/history/fieldNames.ts)
    await detailRow.getByRole('link', { name: `Edit Detail ${waiting.id} › Title (EN) of Ferry Terminal` }).click();
    await page.waitForURL(new RegExp(`/admin/news-detail/${news.id}`));
    await page.getByRole('tab', { name: 'Details', selected: true }).waitFor();
    const form = page.getByRole('region', { name: 'Edit Detail' });
    const title = form.getByLabel('Title (EN)');
    await title.waitFor();
    await expect.poll(() => isFocused(title)).toBe(true);
    expect(await form.getByLabel('Title (TR)').inputValue()).toBe('Bekleme salonu');
    // what the link asked for is done: reloading does not open the form again
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // the banner's title: the Banners tab, the banner's detail selected, its form open, Title (EN) focused
    await page.goBack();
    const bannerRow = table.getByRole('row', { name: /Gece manzarası/ });
    await bannerRow.waitFor();
    await bannerRow.getByRole('link', { name: new RegExp(`^Edit Detail ${waiting.id} › Banner \\d+ › Title \\(EN\\) of Ferry Terminal$`) }).click();
    await page.waitForURL(new RegExp(`/admin/news-detail/${news.id}`));
    await page.getByRole('tab', { name: 'Banners', selected: true }).waitFor();
    expect(await page.getByLabel('Detail', { exact: true }).inputValue()).toBe(String(waiting.id));
    const bannerForm = page.getByRole('region', { name: 'Edit Banner' });
    const bannerTitle = bannerForm.getByLabel('Banner Title (EN)');
    await bannerTitle.waitFor();
    await expect.poll(() => isFocused(bannerTitle)).toBe(true);
    expect(await bannerForm.getByLabel('Banner Title (TR)').inputValue()).toBe('Gece manzarası');
  });

  it('a project detail description missing its English opens the Details tab, its form and the rich-text editor', async () => {
    const token = await h.token();
    const { project } = await sendForm(
      h.base,
      token,
      'POST',
      '/v2/api/projects',
      { title_en: 'Cliff Houses', title_tr: 'Yamaç Evleri', type: 'ongoing' },
      { cover_image: [await picture(800, 600, 9)] },
    );
    await sendForm(
      h.base,
      token,
      'POST',
      '/v2/api/details',
      { project_id: project.id, title_en: 'Terraces', title_tr: 'Teraslar', description_en: '', description_tr: '<p>Deniz manzaralı teraslar</p>' },
      { feature_image: [await picture(800, 600, 10)] },
    );

    // the list shows a page of 50: the search finds the gap among the seeded site's
    const page = await h.open(`/admin/translations?q=${encodeURIComponent('Deniz manzaralı')}`);
    const row = page.getByRole('table', { name: 'Fields to translate' }).getByRole('row', { name: /Deniz manzaralı teraslar/ });
    await row.waitFor();
    await row.getByRole('link', { name: /^Edit Detail \d+ › Description \(EN\) of Cliff Houses$/ }).click();
    await page.waitForURL(new RegExp(`/admin/project-detail/${project.id}`));
    await page.getByRole('tab', { name: 'Details', selected: true }).waitFor();
    const form = page.getByRole('region', { name: 'Edit Detail' });
    const editor = form.getByRole('textbox', { name: 'Description (EN)', exact: true });
    await editor.waitFor();
    await expect.poll(() => isFocused(editor)).toBe(true);
    expect(await form.getByLabel('Title (EN)').inputValue()).toBe('Terraces');
  });
});

describe('Translations links to a page document', () => {
  it("an About image section title and a Services card title missing their English open on their tab, the card's form and the input", async () => {
    // the screens refuse saving a section or card without its English title: texts lost another way (an import, an old record)
    await h.app.db
      .insertInto('about_pages')
      .values({
        about_data: JSON.stringify({
          banner: { title_en: 'About us', title_tr: 'Hakkımızda', image: '' },
          experience: { description_en: '<p>Twenty years</p>', description_tr: '<p>Yirmi yıl</p>' },
          image: { title_en: '', title_tr: 'Şantiyede ekibimiz', path: '' },
        }),
      })
      .execute();
    const card = (title_en: string, title_tr: string) => ({ title_en, title_tr, image: '', status: true });
    await h.app.db
      .insertInto('services_pages')
      .values({
        services_data: JSON.stringify({
          banner: { title_en: 'Our services', title_tr: 'Hizmetlerimiz', image: '' },
          section: { title_en: 'What we do', title_tr: 'Neler yapıyoruz', description_en: '<p>We build.</p>', description_tr: '<p>İnşa ederiz.</p>' },
          services: [card('Construction', 'İnşaat'), card('', 'Mimari tasarım'), card('Renovation', 'Tadilat')],
        }),
      })
      .execute();

    const page = await h.open(`/admin/translations?q=${encodeURIComponent('Şantiyede ekibimiz')}`);
    const table = page.getByRole('table', { name: 'Fields to translate' });

    // About: the Image Section tab (not the first), its Image Title (EN) focused and empty
    const aboutRow = table.getByRole('row', { name: /Şantiyede ekibimiz/ });
    await aboutRow.waitFor();
    expect(await aboutRow.innerText()).toContain('English missing');
    await aboutRow.getByRole('link', { name: /^Edit / }).click();
    await page.waitForURL(/\/admin\/about-page/);
    await page.getByRole('tab', { name: 'Image Section', selected: true }).waitFor();
    const imageTitle = page.getByRole('tabpanel').getByLabel('Image Title (EN)');
    await imageTitle.waitFor();
    await expect.poll(() => isFocused(imageTitle)).toBe(true);
    expect(await imageTitle.inputValue()).toBe('');
    expect(await page.getByRole('tabpanel').getByLabel('Image Title (TR)').inputValue()).toBe('Şantiyede ekibimiz');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Services: the Service Cards tab, the second card's edit form open, its Title (EN) focused and empty
    await page.goBack();
    await page.getByRole('searchbox', { name: 'Search translations' }).fill('Mimari tasarım');
    const servicesRow = table.getByRole('row', { name: /Mimari tasarım/ });
    await servicesRow.waitFor();
    await servicesRow.getByRole('link', { name: /^Edit / }).click();
    await page.waitForURL(/\/admin\/services-edit/);
    await page.getByRole('tab', { name: 'Service Cards', selected: true }).waitFor();
    const form = page.getByRole('form', { name: 'Edit service 2' });
    const cardTitle = form.getByLabel('Service 2 Title (EN)');
    await cardTitle.waitFor();
    await expect.poll(() => isFocused(cardTitle)).toBe(true);
    expect(await cardTitle.inputValue()).toBe('');
    expect(await form.getByLabel('Service 2 Title (TR)').inputValue()).toBe('Mimari tasarım');
  });
});
