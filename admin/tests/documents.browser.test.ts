// About Page Edit, Services Edit and Contact Edit against the real server: each edits one JSON document
// through useDocumentEditor. Saves are checked by waiting for the visible saved state and reading the
// value through the API (never by timing). Also: the rich-text toolbar (every format, save, reload),
// typing during a save, leaving with a change, every validation message, failure texts, axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, TEXT_FILE, adminSuite, expectToast, overflowsSideways, png, seriousViolations } from './harness.ts';
import { confirmYes, openTab, richText, toolbarOf, typeEveryFormat } from './content-fixtures.ts';
import { picture } from './project-fixtures.ts';

const h = adminSuite();

const status = (page: Page) => page.locator('[data-state]');
const saved = (page: Page) => page.locator('[data-state="saved"]', { hasText: 'All changes saved' }).waitFor();
const panel = (page: Page) => page.getByRole('tabpanel');
const doc = async (path: string, column: string) => (await h.call('GET', path)).data[0]?.[column];

describe('About Page Edit', () => {
  it('every toolbar format is saved and comes back intact after a reload', async () => {
    const page = await h.open('/admin/about-page');
    await page.getByRole('tab').first().waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Banner Section', 'Experience Section', 'Image Section']);
    await openTab(page, 'Experience Section');
    await panel(page).getByRole('button', { name: 'Save Experience' }).click();
    await expectToast(page, 'Please fill in all required fields');

    const label = 'Experience Description (EN)';
    const bar = toolbarOf(page, label);
    // names and states of the toolbar; undo and redo start disabled
    const names = ['Heading 2', 'Heading 3', 'Bold', 'Italic', 'Bullet list', 'Numbered list', 'Link', 'Undo', 'Redo'];
    expect(await bar.getByRole('button').count()).toBe(names.length);
    for (const name of names) expect(await bar.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    expect(await bar.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    await typeEveryFormat(page, label, {
      heading: 'Twenty years',
      bold: 'strong',
      italic: 'careful',
      items: ['Homes', 'Offices'],
      link: 'our work',
      href: 'https://example.com/work',
    });
    // a heading 3 and a numbered list, each from its button; then undo and redo
    // the caret is after the link: typing goes on in plain text
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await bar.getByRole('button', { name: 'Heading 3' }).click();
    await bar.getByRole('button', { name: 'Heading 3', pressed: true }).waitFor();
    await page.keyboard.type('Small heading');
    await page.keyboard.press('Enter');
    await bar.getByRole('button', { name: 'Numbered list' }).click();
    await page.keyboard.type('First step');
    await page.keyboard.type(' typo');
    await bar.getByRole('button', { name: 'Undo' }).click();
    expect(await richText(page, label).innerText()).not.toContain('typo');
    await bar.getByRole('button', { name: 'Redo' }).click();
    await richText(page, label).getByText('First step typo').waitFor();
    await richText(page, label).getByText('strong').click();
    await bar.getByRole('button', { name: 'Bold', pressed: true }).waitFor();
    await bar.getByRole('button', { name: 'Italic', pressed: false }).waitFor();
    // a link the editor does not make is refused
    await richText(page, label).getByText('careful').dblclick();
    await bar.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await page.getByText('A link starts with http://, https://, mailto: or tel:').waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    // keyboard: Ctrl+B makes bold
    await richText(page, 'Experience Description (TR)').click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Yirmi yıl');
    await toolbarOf(page, 'Experience Description (TR)').getByRole('button', { name: 'Bold', pressed: true }).waitFor();

    await panel(page).getByRole('button', { name: 'Save Experience' }).click();
    await expectToast(page, 'Changes saved successfully');
    await saved(page);
    const stored = (await doc('/api/aboutpage', 'about_data')).experience;
    expect(stored.description_en).toBe(
      '<h2>Twenty years</h2><p><strong>strong</strong> and <em>careful</em></p><ul><li><p>Homes</p></li><li><p>Offices</p></li></ul>' +
        '<p><a href="https://example.com/work">our work</a>.</p><h3>Small heading</h3><ol><li><p>First step typo</p></li></ol>',
    );
    expect(stored.description_tr).toBe('<p><strong>Yirmi yıl</strong></p>');

    await page.reload();
    await openTab(page, 'Experience Section');
    const box = richText(page, label);
    await box.getByRole('heading', { name: 'Twenty years', level: 2 }).waitFor();
    await box.getByRole('heading', { name: 'Small heading', level: 3 }).waitFor();
    expect(await box.locator('strong').innerText()).toBe('strong');
    expect(await box.locator('em').innerText()).toBe('careful');
    expect(await box.locator('ul > li').allInnerTexts()).toEqual(['Homes', 'Offices']);
    expect(await box.locator('ol > li').allInnerTexts()).toEqual(['First step typo']);
    expect(await box.getByRole('link', { name: 'our work' }).getAttribute('href')).toBe('https://example.com/work');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('banner and image sections: required titles, advice, images, a failed save loses nothing, leaving asks', async () => {
    const page = await h.open('/admin/about-page');
    await page.getByText('Recommended size: 1920x500').waitFor();
    await panel(page).getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await panel(page).getByLabel('Banner Title (EN)').fill('About us');
    await panel(page).getByLabel('Banner Title (TR)').fill('Hakkımızda');
    await panel(page)
      .getByLabel('Banner Image')
      .setInputFiles(await picture(1920, 500, 6));
    await page.route('**/api/aboutpage**', (route) => (route.request().method() === 'GET' ? route.fallback() : route.fulfill(FAILED_ANSWER)));
    await panel(page).getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Failed to save changes');
    await status(page).getByText('Not saved: Failed to save changes').waitFor();
    await page.unroute('**/api/aboutpage**');
    expect(await panel(page).getByLabel('Banner Title (TR)').inputValue()).toBe('Hakkımızda');
    await panel(page).getByRole('button', { name: 'Save Banner' }).click();
    await saved(page);
    const banner = (await doc('/api/aboutpage', 'about_data')).banner;
    expect(banner).toMatchObject({ title_en: 'About us', title_tr: 'Hakkımızda' });
    expect(banner.image).toMatch(/^\/uploads\/about\//);
    await panel(page).getByRole('img', { name: 'Banner Image preview' }).waitFor();

    await openTab(page, 'Image Section');
    await page.getByText('Recommended size: 800x600').waitFor();
    await panel(page).getByLabel('Image Title (EN)').fill('Our office');
    await panel(page).getByRole('button', { name: 'Save Image Section' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await panel(page).getByLabel('Image Title (TR)').fill('Ofisimiz');
    await panel(page)
      .getByLabel('Section Image')
      .setInputFiles(await picture(800, 600, 7));
    await panel(page).getByRole('button', { name: 'Save Image Section' }).click();
    await saved(page);
    expect((await doc('/api/aboutpage', 'about_data')).image).toMatchObject({
      title_en: 'Our office',
      title_tr: 'Ofisimiz',
      path: expect.stringMatching(/^\/uploads\//),
    });
    expect(await seriousViolations(page)).toEqual([]);

    // an unsaved change: leaving asks; No stays, Yes leaves
    await panel(page).getByLabel('Image Title (EN)').fill('Our new office');
    // wait for the first question to be answered before listening for the second one: a handler
    // registered while the first dialog is still on its way would answer it too
    const dismissed = new Promise<void>((resolve) =>
      page.once('dialog', (d) => {
        void d.dismiss();
        resolve();
      }),
    );
    await page.getByRole('link', { name: 'Services Edit' }).click();
    await dismissed;
    await page.getByRole('heading', { name: 'About Page Edit', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/admin\/about-page$/);
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await page.getByRole('link', { name: 'Services Edit' }).click();
    expect(await asked).toBe('You have unsaved changes. Leave this page without saving them?');
    await page.waitForURL('**/admin/services-edit');

    const phone = await h.newPage({ width: 390 });
    await phone.goto('/admin/about-page');
    await phone.getByLabel('Banner Title (EN)').waitFor();
    expect(await overflowsSideways(phone)).toBe(false);
    expect(await seriousViolations(phone)).toEqual([]);

    const failing = await h.newPage();
    await failing.route('**/api/aboutpage', (route) => route.abort());
    await failing.goto('/admin/about-page');
    await expectToast(failing, 'Error fetching about page data');
  });
});

describe('Services Edit', () => {
  it('autosaves the banner title and the section text, uploads a banner image at once, saves typing during a save', async () => {
    const page = await h.open('/admin/services-edit');
    await page.getByRole('tab').first().waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Banner Section', 'Service Cards']);
    await panel(page).getByLabel('Banner Title (EN)').fill('Our services');
    await panel(page).getByLabel('Banner Title (TR)').fill('Hizmetlerimiz');
    await saved(page);
    expect((await doc('/api/services', 'services_data')).banner).toMatchObject({ title_en: 'Our services', title_tr: 'Hizmetlerimiz' });

    // typing while a save is on its way is saved by the next save
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let first = true;
    await page.route('**/api/services/*', async (route) => {
      if (first) {
        first = false;
        await held;
      }
      await route.continue();
    });
    const title = panel(page).getByLabel('Banner Title (EN)');
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and');
    await status(page).getByText('Saving...').waitFor();
    await page.keyboard.type(' more');
    release();
    await saved(page);
    expect((await doc('/api/services', 'services_data')).banner.title_en).toBe('Our services and more');
    expect(await title.inputValue()).toBe('Our services and more');
    await page.unroute('**/api/services/*');

    // a failed autosave says so and keeps the text: banner, then section
    await page.route('**/api/services/*', (route) => route.fulfill(FAILED_ANSWER));
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await status(page).getByText('Not saved: Failed to save changes').waitFor();
    await expectToast(page, 'Failed to save changes');
    expect(await title.inputValue()).toBe('Our services and more!');
    await openTab(page, 'Service Cards');
    await panel(page).getByLabel('Section Title (EN)').fill('Draft');
    await status(page).getByText('Not saved: Failed to save section content').waitFor();
    await page.unroute('**/api/services/*');
    await panel(page).getByLabel('Section Title (EN)').fill('');
    await saved(page);
    await openTab(page, 'Banner Section');
    await title.fill('Our services and more');
    await saved(page);

    // the server's rule: a banner needs both titles
    await panel(page).getByLabel('Banner Title (TR)').fill('');
    await status(page).getByText('Not saved: Please fill all required fields').waitFor();
    await panel(page).getByLabel('Banner Title (TR)').fill('Hizmetler');
    await saved(page);

    // a banner image uploads as soon as it is chosen
    await panel(page).getByLabel('Banner Image').setInputFiles(TEXT_FILE);
    await expectToast(page, 'Please select a valid image file (JPG, PNG, or SVG)');
    await panel(page)
      .getByLabel('Banner Image')
      .setInputFiles(await picture(1600, 500, 8));
    await panel(page).getByRole('img', { name: 'Banner Image preview' }).waitFor();
    await saved(page);
    expect((await doc('/api/services', 'services_data')).banner.image).toMatch(/^\/uploads\/services\//);

    // the section text, then leaving before its autosave ran: it is saved on the way out
    await openTab(page, 'Service Cards');
    await panel(page).getByLabel('Section Title (EN)').fill('What we do');
    await richText(panel(page), 'Section Description (EN)').click();
    await page.keyboard.type('We build.');
    await saved(page);
    expect((await doc('/api/services', 'services_data')).section).toMatchObject({ title_en: 'What we do', description_en: '<p>We build.</p>' });
    await panel(page).getByLabel('Section Title (TR)').fill('Neler yapıyoruz');
    const leavingSave = page.waitForResponse((r) => r.url().includes('/api/services/') && r.request().method() === 'PUT');
    await page.getByRole('link', { name: 'About Page Edit' }).click();
    expect((await leavingSave).status()).toBe(200);
    expect((await doc('/api/services', 'services_data')).section.title_tr).toBe('Neler yapıyoruz');
  });

  it('service cards: add (its rule), inline edit, a status switch reverted on failure, delete', async () => {
    const page = await h.open('/admin/services-edit');
    await openTab(page, 'Service Cards');
    await page.getByText('No service cards yet').waitFor();
    const add = page.getByRole('region', { name: 'Add New Service Card' });
    await add.getByRole('button', { name: 'Add Card' }).click();
    await expectToast(page, 'Please fill all fields and upload an image');
    await add.getByLabel('Card Title (EN)').fill('Construction');
    await add.getByLabel('Card Title (TR)').fill('İnşaat');
    await add.getByRole('button', { name: 'Add Card' }).click();
    await expectToast(page, 'Please fill all fields and upload an image');
    await add.getByLabel('Card Image').setInputFiles(await png());
    await page.route('**/api/services/*', (route) => route.fulfill(FAILED_ANSWER));
    await add.getByRole('button', { name: 'Add Card' }).click();
    await expectToast(page, 'Failed to add service card');
    await page.unroute('**/api/services/*');
    expect(await add.getByLabel('Card Title (EN)').inputValue()).toBe('Construction');
    await add.getByRole('button', { name: 'Add Card' }).click();
    await expectToast(page, 'Service card added successfully');
    const row = page.getByRole('row').filter({ hasText: 'Construction' });
    await row.getByText('İnşaat').waitFor();
    expect((await doc('/api/services', 'services_data')).services).toMatchObject([{ title_en: 'Construction', title_tr: 'İnşaat', status: true }]);

    // the switch goes back when the save fails
    const toggle = row.getByLabel('Active: service 1');
    await page.route('**/api/services/*', (route) => route.fulfill(FAILED_ANSWER));
    await toggle.press('Space');
    await expectToast(page, 'Failed to update status');
    await page.unroute('**/api/services/*');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.press('Space');
    await saved(page);
    expect((await doc('/api/services', 'services_data')).services[0].status).toBe(false);
    expect(await toggle.isChecked()).toBe(false);

    await row.getByRole('button', { name: 'Edit service 1' }).press('Enter');
    const edit = page.getByRole('form', { name: 'Edit service 1' });
    await edit.getByLabel('Service 1 Title (EN)').fill('Building');
    await page.route('**/api/services/*', (route) => route.fulfill(FAILED_ANSWER));
    await edit.getByRole('button', { name: 'Save Card' }).click();
    await expectToast(page, 'Failed to save service card');
    await page.unroute('**/api/services/*');
    expect(await edit.getByLabel('Service 1 Title (EN)').inputValue()).toBe('Building');
    await edit.getByRole('button', { name: 'Save Card' }).click();
    await expectToast(page, 'Service card updated successfully');
    await page.getByRole('row').filter({ hasText: 'Building' }).waitFor();
    expect((await doc('/api/services', 'services_data')).services[0].title_en).toBe('Building');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Delete service 1' }).press('Enter');
    await confirmYes(page, 'Are you sure you want to delete this service card?');
    await expectToast(page, 'Service card deleted successfully');
    await page.getByText('No service cards yet').waitFor();
    expect((await doc('/api/services', 'services_data')).services).toEqual([]);

    const phone = await h.newPage({ width: 390 });
    await phone.goto('/admin/services-edit');
    await phone.getByLabel('Banner Title (EN)').waitFor();
    expect(await overflowsSideways(phone)).toBe(false);
    expect(await seriousViolations(phone)).toEqual([]);

    const failing = await h.newPage();
    await failing.route('**/api/services', (route) => route.fulfill(FAILED_ANSWER));
    await failing.goto('/admin/services-edit');
    await expectToast(failing, 'Failed to load services data');
  });
});

describe('Contact Edit', () => {
  it('creates the empty record, or says why it could not; then no save without it', async () => {
    const failing = await h.newPage();
    await failing.route('**/api/contact', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":[]}' })
        : route.fulfill(FAILED_ANSWER),
    );
    await failing.goto('/admin/contact-edit');
    await expectToast(failing, 'Failed to create initial contact data');
    await failing.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(failing, 'Contact ID not found. Please refresh the page.');
    expect((await h.call('GET', '/api/contact')).data).toEqual([]);

    const offline = await h.newPage();
    await offline.route('**/api/contact', (route) => route.fulfill(FAILED_ANSWER));
    await offline.goto('/admin/contact-edit');
    await expectToast(offline, 'Failed to fetch contact data');

    const page = await h.open('/admin/contact-edit');
    await page.getByRole('heading', { name: 'Contact Edit', level: 1 }).waitFor();
    await page.getByText('No contact cards yet').waitFor();
    const records = (await h.call('GET', '/api/contact')).data;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 1, contact_data: { cards: [] } });
  });

  it('banner, section title, cards (added enabled, edit, disable, delete) and location', async () => {
    const page = await h.open('/admin/contact-edit');
    await page.getByText('Recommended size: 1920x600').waitFor();
    const banner = page.getByRole('region', { name: 'Banner Section' });
    await banner.getByLabel('Banner Title (EN)').fill('Contact us');
    await banner.getByLabel('Banner Title (TR)').fill('Bize ulaşın');
    await banner.getByLabel('Banner Image').setInputFiles(await picture(1920, 600, 12));
    await banner.getByRole('button', { name: 'Save Banner' }).click();
    await saved(page);
    const section = page.getByRole('region', { name: 'Section Title' });
    await section.getByLabel('Section Title (EN)').fill('Reach us');
    await section.getByLabel('Section Title (TR)').fill('Bize ulaşın');
    await section.getByRole('button', { name: 'Save Section Title' }).click();
    await saved(page);
    let data = await doc('/api/contact', 'contact_data');
    expect(data.banner).toMatchObject({ title_en: 'Contact us', title_tr: 'Bize ulaşın', image: expect.stringMatching(/^\/uploads\/contact\//) });
    expect(data.section).toEqual({ title_en: 'Reach us', title_tr: 'Bize ulaşın' });

    const form = page.getByRole('region', { name: 'Add Contact Card' });
    await form.getByLabel('Card Title (EN)').fill('Phone');
    await form.getByLabel('Card Title (TR)').fill('Telefon');
    await richText(form, 'Card Description (EN)').click();
    await page.keyboard.type('Call us');
    await form.getByRole('button', { name: 'Add Card' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await richText(form, 'Card Description (TR)').click();
    await page.keyboard.type('Bizi arayın');
    await form.getByLabel('Card Image').setInputFiles(await png());
    await form.getByRole('button', { name: 'Add Card' }).click();
    await expectToast(page, 'Contact card added successfully');
    const row = page.getByRole('row').filter({ hasText: 'Phone' });
    expect(await row.getByLabel('Enabled: contact card 1').isChecked()).toBe(true);
    data = await doc('/api/contact', 'contact_data');
    expect(data.cards).toMatchObject([
      { title_en: 'Phone', title_tr: 'Telefon', description_en: '<p>Call us</p>', status: true, image: expect.stringMatching(/^\/uploads\//) },
    ]);

    await row.getByLabel('Enabled: contact card 1').press('Space');
    await expectToast(page, 'Contact card updated successfully');
    expect((await doc('/api/contact', 'contact_data')).cards[0].status).toBe(false);

    await row.getByRole('button', { name: 'Edit contact card 1' }).press('Enter');
    const edit = page.getByRole('region', { name: 'Edit Contact Card' });
    await edit.getByLabel('Card Title (EN)').fill('Telephone');
    await edit.getByRole('button', { name: 'Update Card' }).click();
    await expectToast(page, 'Contact card updated successfully');
    expect((await doc('/api/contact', 'contact_data')).cards[0]).toMatchObject({ title_en: 'Telephone', status: false });

    const location = page.getByRole('region', { name: 'Location' });
    await location.getByLabel('Location Title (EN)').fill('Our office');
    await location.getByLabel('Location Title (TR)').fill('Ofisimiz');
    await richText(location, 'Location Description (EN)').click();
    await page.keyboard.type('Trabzon centre');
    await location.getByRole('button', { name: 'Save Location' }).click();
    await saved(page);
    expect((await doc('/api/contact', 'contact_data')).location).toMatchObject({
      title_en: 'Our office',
      title_tr: 'Ofisimiz',
      description_en: '<p>Trabzon centre</p>',
    });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Delete contact card 1' }).press('Enter');
    await confirmYes(page, 'Are you sure you want to delete this contact card?');
    await expectToast(page, 'Contact card deleted successfully');
    expect((await doc('/api/contact', 'contact_data')).cards).toEqual([]);

    const phone = await h.newPage({ width: 390 });
    await phone.goto('/admin/contact-edit');
    await phone.getByLabel('Banner Title (EN)').waitFor();
    expect(await overflowsSideways(phone)).toBe(false);
    expect(await seriousViolations(phone)).toEqual([]);
  });
});
