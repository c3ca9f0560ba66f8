// News Management, News detail and News Banner against the real server: every validation message,
// the server's and the fallback failure texts, cards, filters, status toggles, the detail's tabs with
// the first detail selected, the gallery upload and reorder, detail banners, and axe at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, adminSuite, expectToast, keyboardDragReady, overflowsSideways, png, seriousViolations } from './harness.ts';
import { confirmYes, openTab, richText, shownDate } from './content-fixtures.ts';
import { picture, sendForm } from './project-fixtures.ts';

const h = adminSuite();

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function createNews(title: string, status: 'active' | 'inactive' = 'active') {
  const { news } = await sendForm(
    h.base,
    await h.token(),
    'POST',
    '/api/admin/news',
    { title_en: title, title_tr: `${title} TR`, description_en: '<p>en</p>', description_tr: '<p>tr</p>' },
    { image: [await picture(800, 600, 3)] },
  );
  if (status === 'inactive') await h.call('PUT', `/api/admin/news/${news.id}/toggle-status`);
  return news as { id: number; created_at: string };
}

describe('News Management', () => {
  it('checks the form, creates a news item, filters, toggles, edits and deletes it', async () => {
    const page = await h.open('/admin/news');
    await page.getByRole('heading', { name: 'News Management', level: 1 }).waitFor();
    await page.getByText('No news found').waitFor();
    expect(await page.getByRole('group', { name: 'Filter news' }).getByRole('button').allInnerTexts()).toEqual(['All', 'Active', 'Inactive']);
    expect(await seriousViolations(page)).toEqual([]);

    // the form replaces the list while open
    await page.getByRole('button', { name: 'Add New News' }).click();
    await page.getByRole('heading', { name: 'Add New News' }).waitFor();
    expect(await page.getByRole('group', { name: 'Filter news' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add New News' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create News' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await page.getByLabel('Title (EN)').fill('Harbour opening');
    await page.getByRole('button', { name: 'Create News' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await page.getByLabel('Title (TR)').fill('Liman açılışı');
    await page.getByRole('button', { name: 'Create News' }).click();
    await expectToast(page, 'Please upload an image');
    await page.getByText('Recommended size: 800x600').waitFor();
    await page.getByLabel('Image', { exact: true }).setInputFiles(await picture(1200, 900, 5));
    await richText(page, 'Description (EN)').click();
    await page.keyboard.type('The new harbour opens.');

    // a failed save keeps everything typed: the fallback text, then the server's own message
    await page.route('**/api/admin/news', (route) => (route.request().method() === 'POST' ? route.fulfill(FAILED_ANSWER) : route.fallback()));
    await page.getByRole('button', { name: 'Create News' }).click();
    await expectToast(page, 'Failed to create or update news');
    await page.unroute('**/api/admin/news');
    expect(await page.getByLabel('Title (EN)').inputValue()).toBe('Harbour opening');
    expect(await richText(page, 'Description (EN)').innerText()).toBe('The new harbour opens.');
    await page.route('**/api/admin/news', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 413, contentType: 'application/json', body: '{"success":false,"message":"File too large"}' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Create News' }).click();
    await expectToast(page, 'File too large');
    await page.unroute('**/api/admin/news');

    await page.getByRole('button', { name: 'Create News' }).click();
    await expectToast(page, 'News created successfully');
    const created = card(page, 'Harbour opening');
    await created.waitFor();
    await created.getByText('Liman açılışı').waitFor();
    const { news } = await h.call('GET', '/api/admin/news');
    expect(news[0].description_en).toBe('<p>The new harbour opens.</p>');
    await created.getByText(shownDate(news[0].created_at), { exact: true }).waitFor();
    const img = created.locator('img');
    expect(await img.evaluate((el) => el.getBoundingClientRect().height)).toBe(200);
    // the card loads a WebP variant, not the 1200px original
    expect(await img.getAttribute('src')).toMatch(/\.webp$/);
    expect(await img.getAttribute('src')).not.toBe(news[0].image);

    // status toggle: the list is read again and the filters follow
    await created.getByLabel('Active: news Harbour opening').click();
    await created.getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await page.getByText('No news found').waitFor();
    await page.getByRole('button', { name: 'Inactive', exact: true }).click();
    await card(page, 'Harbour opening').waitFor();
    await page.route('**/toggle-status', (route) => route.fulfill(FAILED_ANSWER));
    await card(page, 'Harbour opening').getByLabel('Active: news Harbour opening').click();
    await expectToast(page, 'Failed to update news status');
    await page.unroute('**/toggle-status');
    await page.getByRole('button', { name: 'All', exact: true }).click();

    // edit
    await card(page, 'Harbour opening').getByRole('button', { name: 'Edit news Harbour opening' }).click();
    await page.getByRole('heading', { name: 'Edit News' }).waitFor();
    await page.getByText('Leave empty to keep the existing image').waitFor();
    await page.getByLabel('Title (EN)').fill('Harbour opened');
    await page.getByRole('button', { name: 'Update News' }).click();
    await expectToast(page, 'News updated successfully');
    await card(page, 'Harbour opened').waitFor();

    // a card opens its detail screen
    await card(page, 'Harbour opened').getByRole('link', { name: 'Harbour opened' }).click();
    await page.waitForURL(`**/admin/news-detail/${news[0].id}`);
    await page.goBack();

    await card(page, 'Harbour opened').getByRole('button', { name: 'Delete news Harbour opened' }).click();
    await confirmYes(page, 'Are you sure you want to delete this news?');
    await expectToast(page, 'News deleted successfully');
    await page.getByText('No news found').waitFor();
  });

  it('shows the load failure texts, and fits a phone', async () => {
    await createNews('Phone check');
    const page = await h.newPage({ width: 390 });
    await page.goto('/admin/news');
    await card(page, 'Phone check').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    const failing = await h.newPage();
    await failing.route(
      (url) => url.pathname === '/api/admin/news',
      (route) => route.fulfill(FAILED_ANSWER),
    );
    await failing.goto('/admin/news');
    await expectToast(failing, 'Failed to fetch news');
    const offline = await h.newPage();
    await offline.route(
      (url) => url.pathname === '/api/admin/news',
      (route) => route.abort(),
    );
    await offline.goto('/admin/news');
    await expectToast(offline, 'Error fetching news data');
  });
});

describe('News detail', () => {
  it("says 'News not found' with a way back for an unknown item", async () => {
    const page = await h.open('/admin/news-detail/99999');
    await page.getByText('News not found').waitFor();
    await page.getByRole('link', { name: 'Back to News' }).click();
    await page.waitForURL('**/admin/news');
  });

  it('details (first one selected), gallery upload, reorder, toggle, delete, banners; delete the selected detail', async () => {
    const item = await createNews('Bridge works');
    const page = await h.open(`/admin/news-detail/${item.id}`);
    await page.getByRole('heading', { name: 'Bridge works', level: 1 }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Details', 'Gallery', 'Banners']);

    // no detail yet: the gallery says so and leads to the detail form
    await openTab(page, 'Gallery');
    await page.getByText('No detail selected').waitFor();
    await page.getByRole('button', { name: 'Add Detail First' }).click();
    await page.getByRole('tab', { name: 'Details', selected: true }).waitFor();
    const form = page.getByRole('region', { name: 'Add Detail' });
    await form.getByRole('button', { name: 'Add Detail' }).click();
    await form.getByRole('alert').getByText('Title (EN) is required').waitFor();
    await form.getByLabel('Title (EN)').fill('Foundations');
    await form.getByRole('button', { name: 'Add Detail' }).click();
    await form.getByRole('alert').getByText('Feature image is required').waitFor();
    expect(await form.getByLabel('Status').inputValue()).toBe('active');
    await form.getByLabel('Feature Image').setInputFiles(await picture(800, 600, 7));
    await richText(form, 'Gallery Description (EN)').click();
    await page.keyboard.type('Pictures of the foundations.');
    // the server's failure shows inline, and nothing typed is lost
    await page.route('**/api/news-details', (route) => route.fulfill(FAILED_ANSWER));
    await form.getByRole('button', { name: 'Add Detail' }).click();
    await form.getByRole('alert').getByText('Failed to save detail').waitFor();
    await page.unroute('**/api/news-details');
    await form.getByRole('button', { name: 'Add Detail' }).click();
    await expectToast(page, 'Detail added successfully');
    const detailCard = card(page, 'Foundations');
    await detailCard.getByText('Selected').waitFor();
    const { details } = await h.call('GET', `/api/news-details/news/${item.id}`);
    expect(details[0]).toMatchObject({ title_en: 'Foundations', status: 'active', gallery_description_en: '<p>Pictures of the foundations.</p>' });

    // gallery of the selected detail: upload three, then reorder with the keyboard
    await openTab(page, 'Gallery');
    expect(await page.getByLabel('Detail', { exact: true }).inputValue()).toBe(String(details[0].id));
    await page.getByText('Recommended size: 1200x800').waitFor();
    await page.getByRole('button', { name: 'Upload Images' }).isDisabled();
    await page
      .getByLabel('Gallery Images')
      .setInputFiles([await png(), { ...(await png(80, 60)), name: 'second.png' }, { ...(await png(90, 60)), name: 'third.png' }]);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expectToast(page, 'Images uploaded successfully');
    const gallery = page.getByRole('list', { name: 'Images of the detail' });
    await gallery.getByRole('listitem').nth(2).waitFor();
    const idsBefore = (await h.call('GET', `/api/news-gallery/detail/${details[0].id}`)).gallery.map((g: { id: number }) => g.id);
    await page.getByRole('button', { name: 'Move image 1' }).focus();
    // each step waits for what it shows: the handle pressed, the announcement of the move
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Move image 1', pressed: true }).waitFor();
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowRight');
    await page.getByText('image 1 moved to position 2 of 3.').waitFor({ state: 'attached' });
    const sortAnswer = page.waitForResponse((r) => r.url().endsWith('/api/news-gallery/sort-order'));
    await page.keyboard.press('Space');
    const sort = await sortAnswer;
    expect(sort.status()).toBe(200);
    const idsAfter = (await h.call('GET', `/api/news-gallery/detail/${details[0].id}`)).gallery.map((g: { id: number }) => g.id);
    expect(idsAfter).toEqual([idsBefore[1], idsBefore[0], idsBefore[2]]);

    await gallery.getByLabel('Active: image 3').click();
    await gallery.getByLabel('Active: image 3', { exact: true }).and(page.locator(':not(:checked)')).waitFor();
    expect((await h.call('GET', `/api/news-gallery/detail/${details[0].id}`)).gallery[2].status).toBe('inactive');
    await gallery.getByRole('button', { name: 'Delete image 3' }).click();
    await confirmYes(page, 'Are you sure you want to delete this image?');
    await expectToast(page, 'Image deleted successfully');
    await expect.poll(() => gallery.getByRole('listitem').count()).toBe(2);

    // banners of the selected detail
    await openTab(page, 'Banners');
    await page.getByRole('button', { name: 'Add Banner' }).click();
    const bannerForm = page.getByRole('region', { name: 'Add Banner' });
    await bannerForm.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Please upload a banner image');
    await bannerForm.getByLabel('Banner Title (EN)').fill('Bridge banner');
    await bannerForm.getByLabel('Banner Image').setInputFiles(await picture(1600, 500, 9));
    await bannerForm.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Banner added successfully');
    await page.getByRole('row').filter({ hasText: 'Bridge banner' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // a second detail; View Gallery selects it; deleting it selects the first again
    await openTab(page, 'Details');
    await page.getByRole('button', { name: 'Add Detail' }).click();
    await form.getByLabel('Title (EN)').fill('Deck');
    await form.getByLabel('Feature Image').setInputFiles(await picture(800, 600, 8));
    await form.getByRole('button', { name: 'Add Detail' }).click();
    await expectToast(page, 'Detail added successfully');
    await card(page, 'Deck').getByRole('button', { name: 'View Gallery of Deck' }).click();
    await page.getByRole('tab', { name: 'Gallery', selected: true }).waitFor();
    await page.getByText('No images in this gallery yet').waitFor();
    await openTab(page, 'Details');
    await card(page, 'Deck').getByText('Selected').waitFor();
    await card(page, 'Deck').getByRole('button', { name: 'Delete detail Deck' }).click();
    await confirmYes(page, 'Are you sure you want to delete this detail? This will also delete all associated gallery images.');
    await expectToast(page, 'Detail deleted successfully');
    await card(page, 'Foundations').getByText('Selected').waitFor();

    const phone = await h.newPage({ width: 390 });
    await phone.goto(`/admin/news-detail/${item.id}`);
    await card(phone, 'Foundations').waitFor();
    expect(await overflowsSideways(phone)).toBe(false);
    expect(await seriousViolations(phone)).toEqual([]);
  });
});

describe('News detail failure texts', () => {
  it('shows the SPEC.md text of each failed read and write, and keeps the screen usable', async () => {
    const item = await createNews('Tunnel works');
    const token = await h.token();
    const { detail } = await sendForm(
      h.base,
      token,
      'POST',
      '/api/news-details',
      { news_id: item.id, title_en: 'Portal', title_tr: 'Portal' },
      { feature_image: [await picture(800, 600, 11)] },
    );
    await sendForm(h.base, token, 'POST', '/api/news-gallery/multiple', { news_detail_id: detail.id }, { images: [await picture(300, 200, 12)] });

    const broken = await h.newPage();
    await broken.route(`**/api/news/${item.id}`, (route) => route.fulfill(FAILED_ANSWER));
    await broken.goto(`/admin/news-detail/${item.id}`);
    await expectToast(broken, 'Failed to fetch news data');

    const page = await h.newPage();
    await page.route('**/api/news-gallery/detail/*', (route) => route.abort());
    await page.route('**/api/news-details-banners/detail/*', (route) => route.fulfill(FAILED_ANSWER));
    await page.goto(`/admin/news-detail/${item.id}`);
    await card(page, 'Portal').getByText('Selected').waitFor();
    await openTab(page, 'Gallery');
    await expectToast(page, 'Error fetching gallery images');
    await openTab(page, 'Banners');
    await expectToast(page, 'Error fetching detail banners');
    await page.unroute('**/api/news-gallery/detail/*');

    await page.route('**/toggle-status', (route) => route.fulfill(FAILED_ANSWER));
    await openTab(page, 'Details');
    await card(page, 'Portal').getByLabel('Active: detail Portal').press('Space');
    await expectToast(page, 'Failed to update detail status');
    await page.reload();
    await openTab(page, 'Gallery');
    await page.getByLabel('Active: image 1').press('Space');
    await expectToast(page, 'Failed to update gallery image status');
    await page.route('**/api/news-gallery/*', (route) => (route.request().method() === 'DELETE' ? route.abort() : route.fallback()));
    await page.getByRole('button', { name: 'Delete image 1' }).press('Enter');
    await confirmYes(page, 'Are you sure you want to delete this image?');
    await expectToast(page, 'Error deleting image');
    await page.route('**/api/news-gallery/multiple', (route) => route.fulfill(FAILED_ANSWER));
    await page.getByLabel('Gallery Images').setInputFiles(await png());
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expectToast(page, 'Failed to upload images');
    // the chosen file stays for another try
    await page.getByRole('img', { name: 'Preview of picture.png' }).waitFor();

    await openTab(page, 'Details');
    await page.route('**/api/news-details/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill(FAILED_ANSWER) : route.fallback()));
    await card(page, 'Portal').getByRole('button', { name: 'Delete detail Portal' }).press('Enter');
    await confirmYes(page, 'Are you sure you want to delete this detail? This will also delete all associated gallery images.');
    await expectToast(page, 'Failed to delete banner, detail or image');
    await card(page, 'Portal').getByRole('button', { name: 'Edit detail Portal' }).press('Enter');
    const form = page.getByRole('region', { name: 'Edit Detail' });
    await page.route('**/api/news-details/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
    await form.getByRole('button', { name: 'Update Detail' }).click();
    await form.getByRole('alert').getByText('Error creating or updating detail').waitFor();
    expect(await form.getByLabel('Title (EN)').inputValue()).toBe('Portal');
  });
});

describe('News Banner', () => {
  it('adds and updates the news page banner, lists it, toggles it', async () => {
    const page = await h.open('/admin/news-banner');
    await page.getByRole('heading', { name: 'Add News Banner' }).waitFor();
    await page.getByText('Recommended size: 1920x1080, max 10MB').waitFor();
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await page.getByLabel('Title (EN)').fill('Latest news');
    await page.getByLabel('Title (TR)').fill('Son haberler');
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Please upload a banner image');
    await page.getByLabel('Banner Image').setInputFiles(await picture(1920, 1080, 4));
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Banner added successfully');
    await page.getByRole('heading', { name: 'Edit News Banner' }).waitFor();
    const headers = (await page.locator('thead th').allInnerTexts()).map((t) => t.replace(/[↕▲▼]/g, '').trim());
    expect(headers).toEqual(['ID', 'Banner', 'Title EN', 'Title TR', 'Status', 'Actions']);
    const row = page.getByRole('row').filter({ hasText: 'Latest news' });
    await row.getByText('Son haberler').waitFor();

    await page.getByLabel('Title (EN)').fill('All the news');
    await page.getByRole('button', { name: 'Update Banner' }).click();
    await expectToast(page, 'Banner updated successfully');
    await page.getByRole('row').filter({ hasText: 'All the news' }).waitFor();

    await page.getByLabel('Active: news banner 1').click();
    await expectToast(page, 'Banner status updated successfully');
    await page.getByRole('row').filter({ hasText: 'All the news' }).getByText('Inactive', { exact: true }).waitFor();
    await page.route('**/toggle-status', (route) => route.fulfill(FAILED_ANSWER));
    await page.getByLabel('Active: news banner 1').click();
    await expectToast(page, 'Failed to toggle banner status');
    expect(await seriousViolations(page)).toEqual([]);

    const phone = await h.newPage({ width: 390 });
    await phone.goto('/admin/news-banner');
    await phone.getByRole('row').filter({ hasText: 'All the news' }).waitFor();
    expect(await overflowsSideways(phone)).toBe(false);
    expect(await seriousViolations(phone)).toEqual([]);

    const failing = await h.newPage();
    await failing.route('**/api/news-page-banner', (route) => route.fulfill(FAILED_ANSWER));
    await failing.goto('/admin/news-banner');
    await expectToast(failing, 'Failed to load news page banners');
  });
});
