// Project detail: breadcrumb and Back to Projects, the three tabs, banner and detail forms with their
// validation (inline alert for the detail form), the gallery upload with a real progress bar, reorder
// by keyboard and by drag saved with PUT /v2/api/gallery/sort-order, image toggle and delete, the
// detail delete with re-selection, 'No detail selected', and 'Project not found'.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAILED_ANSWER, TEXT_FILE, adminSuite, dragOnto, expectToast, keyboardDragReady, overflowsSideways, seriousViolations } from './harness.ts';
import { createDetail, createProject, picture, typeRich, uploadGallery } from './project-fixtures.ts';

let projectId = 0;
const h = adminSuite({}, async () => {
  projectId = (await createProject(h.base, await h.token(), 'Hillside Villas')).id;
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const form = (page: Page) => page.locator('form');
const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).locator(':scope > li');
const card = (page: Page, list: string, title: string) => cards(page, list).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const galleryIds = (page: Page) => page.locator('[data-testid="gallery-image"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-image-id'))));
const storedOrder = async (detailId: number) => ((await h.call('GET', `/v2/api/gallery/detail/${detailId}`)).images as { id: number }[]).map((i) => i.id);

/** Answers the delete confirmation (checking its question) and waits until it is gone. */
async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A PNG of random pixels (it does not compress), so an upload takes a measurable time. */
async function noisy(seed: number) {
  const buffer = await sharp({
    create: { width: 420, height: 300, channels: 3, background: { r: seed * 40, g: 90, b: 60 }, noise: { type: 'gaussian', mean: 120, sigma: 60 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name: `site-${seed}.png`, mimeType: 'image/png', buffer };
}

/** Drags image `from` onto image `onto` by its grip, with the mouse. */
const drag = (page: Page, from: number, onto: number) => dragOnto(page, `Move image ${from}`, `Move image ${onto}`, { x: 8, y: 0 });

describe('project detail', () => {
  it('manages banners, details and the gallery of a project', async () => {
    const page = await h.open(`/admin/project-detail/${projectId}`);
    await page.getByRole('heading', { name: 'Hillside Villas', level: 1 }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/admin');
    expect(await crumbs.getByRole('link', { name: 'Project Manage' }).getAttribute('href')).toBe('/admin/project-manage');
    expect(await page.getByRole('link', { name: 'Back to Projects' }).getAttribute('href')).toBe('/admin/project-manage');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Banners', 'Details', 'Gallery']);

    // Banners: validation, create, edit (image kept when left empty), toggle, delete
    await page.getByText('No banners yet').waitFor();
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Please fill in all required fields');
    await form(page).getByLabel('Title (EN)').fill('Living by the hills');
    await form(page).getByLabel('Title (TR)').fill('Tepelerde yaşam');
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Please upload a banner image');
    await typeRich(page, 'Detail (EN)', 'Quiet homes.');
    await typeRich(page, 'Detail (TR)', 'Sakin evler.');
    await form(page)
      .getByLabel('Banner Image')
      .setInputFiles(await picture(1200, 800, 3));
    expect(await seriousViolations(page)).toEqual([]);
    await page.route('**/v2/api/banners', (r) => r.fulfill(FAILED_ANSWER), { times: 1 });
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Failed to save banner');
    await page.route('**/v2/api/banners', (r) => r.abort(), { times: 1 });
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Error saving banner');
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Banner added successfully');
    const banner = card(page, 'Project banners', 'Living by the hills');
    await banner.getByText('Tepelerde yaşam').waitFor();
    expect(await banner.getByRole('img').getAttribute('src')).toMatch(/-480w\.webp$/);
    await banner.getByRole('button', { name: 'Edit banner Living by the hills' }).click();
    await page.getByText('Leave empty to keep the existing image', { exact: false }).waitFor();
    await form(page).getByLabel('Title (EN)').fill('Living on the hills');
    await page.getByRole('button', { name: 'Update Banner' }).click();
    await expectToast(page, 'Banner updated successfully');
    const edited = card(page, 'Project banners', 'Living on the hills');
    await edited.getByLabel('Active: banner Living on the hills').click();
    await expectToast(page, 'Banner status updated successfully');
    await edited.getByText('Inactive', { exact: true }).waitFor();
    await page.route('**/v2/api/banners/*/toggle-status', (r) => r.fulfill(FAILED_ANSWER), { times: 1 });
    await edited.getByLabel('Active: banner Living on the hills').click();
    await expectToast(page, 'Failed to update banner status');
    await page.route('**/v2/api/banners/*/toggle-status', (r) => r.abort(), { times: 1 });
    await edited.getByLabel('Active: banner Living on the hills').click();
    await expectToast(page, 'Error updating banner status');

    // Gallery before any detail
    await tab(page, 'Gallery').click();
    await page.getByText('No detail selected').waitFor();
    await page.getByRole('button', { name: 'Add Detail First' }).click();

    // Details: validation and a failed save show inline in the form; nothing typed is lost
    await page.getByRole('heading', { name: 'Add Detail' }).waitFor();
    expect(await tab(page, 'Details').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Save Detail' }).click();
    await form(page).getByRole('alert').getByText('Please fill in all required fields').waitFor();
    await form(page).getByLabel('Title (EN)').fill('Block A');
    await form(page).getByLabel('Title (TR)').fill('A Blok');
    await page.getByRole('button', { name: 'Save Detail' }).click();
    await form(page).getByRole('alert').getByText('Feature image is required').waitFor();
    await typeRich(page, 'Description (EN)', 'Twelve flats.');
    await form(page)
      .getByLabel('Feature Image')
      .setInputFiles(await picture(800, 600, 4));
    await page.route('**/v2/api/details', (r) => r.fulfill(FAILED_ANSWER), { times: 1 });
    await page.getByRole('button', { name: 'Save Detail' }).click();
    await form(page).getByRole('alert').getByText('Failed to save detail').waitFor();
    await page.route('**/v2/api/details', (r) => r.abort(), { times: 1 });
    await page.getByRole('button', { name: 'Save Detail' }).click();
    await form(page).getByRole('alert').getByText('Error creating or updating detail').waitFor();
    expect(await form(page).getByLabel('Title (TR)').inputValue()).toBe('A Blok');
    expect(await page.getByRole('textbox', { name: 'Description (EN)' }).innerText()).toBe('Twelve flats.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Detail' }).click();
    await expectToast(page, 'Detail added successfully');
    await page.getByRole('button', { name: 'Add Detail' }).click();
    await form(page).getByLabel('Title (EN)').fill('Block B');
    await form(page).getByLabel('Title (TR)').fill('B Blok');
    await form(page)
      .getByLabel('Feature Image')
      .setInputFiles(await picture(800, 600, 5));
    await page.getByRole('button', { name: 'Save Detail' }).click();
    await expectToast(page, 'Detail added successfully');
    // the first detail is the selected one
    await card(page, 'Project details', 'Block A').getByText('Selected', { exact: true }).waitFor();
    expect(await card(page, 'Project details', 'Block B').getByText('Selected', { exact: true }).count()).toBe(0);

    // Gallery: the upload button waits for files; an empty choice and a wrong type are refused
    await tab(page, 'Gallery').click();
    expect(await page.getByLabel('Detail', { exact: true }).locator('option:checked').innerText()).toBe('Block A');
    const upload = page.getByRole('button', { name: 'Upload Images' });
    expect(await upload.isDisabled()).toBe(true);
    const input = page.getByLabel('Gallery Images for Block A');
    await input.setInputFiles([]);
    await expectToast(page, 'Please select at least one image');
    await input.setInputFiles(TEXT_FILE);
    await expectToast(page, 'Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)');
    expect(await upload.isDisabled()).toBe(true);
    await input.setInputFiles(await Promise.all([1, 2, 3].map(noisy)));
    await page.getByRole('img', { name: 'Preview of site-3.png' }).waitFor();
    expect(await upload.isDisabled()).toBe(false);

    // the bar follows the upload's progress events (the upload is slowed down to see them)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
        if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await upload.click();
    await page.waitForFunction(() => {
      const v = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      return v > 0 && v < 100;
    });
    expect(await page.getByRole('progressbar').innerText()).toMatch(/^\d{1,2}%$/);
    await expectToast(page, 'Images uploaded successfully');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.filter((v) => v > 0 && v < 100).length).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    expect(await page.getByRole('list', { name: 'Chosen images' }).count()).toBe(0);
    await page.locator('[data-testid="gallery-image"]').nth(2).waitFor();
    const detailA = (await h.call('GET', `/v2/api/details/project/${projectId}`)).details.find((d: { title_en: string }) => d.title_en === 'Block A').id;
    const [i1, i2, i3] = await storedOrder(detailA);
    expect(await galleryIds(page)).toEqual([i1, i2, i3]);
    expect(await page.getByRole('img', { name: `image ${i1}` }).getAttribute('src')).toMatch(/\.webp$/);
    expect(await seriousViolations(page)).toEqual([]);

    // reorder by keyboard: the first image one place on, saved at once
    // (with the instructions and announcements screen readers hear)
    const handle = page.getByRole('button', { name: `Move image ${i1}`, exact: true });
    const instructions = await handle.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${instructions}"]`).innerText()).toBe(
      'To move an image, press Space, use the arrow keys to choose its place, then press Space again. Press Escape to cancel.',
    );
    const announced = page.locator('[role="status"][aria-live="assertive"]');
    await handle.focus();
    await page.keyboard.press('Space');
    await announced.filter({ hasText: `Picked up image ${i1}, position 1 of 3.` }).waitFor({ state: 'attached' });
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowRight');
    await announced.filter({ hasText: `image ${i1} moved to position 2 of 3.` }).waitFor({ state: 'attached' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/v2/api/gallery/sort-order') && r.request().method() === 'PUT');
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await announced.filter({ hasText: `image ${i1} dropped at position 2 of 3.` }).waitFor({ state: 'attached' });
    expect(await galleryIds(page)).toEqual([i2, i1, i3]);
    expect(await storedOrder(detailA)).toEqual([i2, i1, i3]);

    // reorder by drag: the last image onto the first
    const dragged = page.waitForResponse((r) => r.url().endsWith('/v2/api/gallery/sort-order'));
    await drag(page, i3, i2);
    await dragged;
    expect(await storedOrder(detailA)).toEqual([i3, i2, i1]);

    // the order after a reload
    await page.reload();
    await tab(page, 'Gallery').click();
    await page.locator('[data-testid="gallery-image"]').nth(2).waitFor();
    expect(await galleryIds(page)).toEqual([i3, i2, i1]);

    // an image switched off, another deleted
    await page.getByLabel(`Active: image ${i2}`).click();
    await page.locator(`[data-image-id="${i2}"]`).getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete image ${i1}` }).click();
    await confirm(page, 'Are you sure you want to delete this image?');
    await expectToast(page, 'Image deleted successfully');
    await page.locator(`[data-image-id="${i1}"]`).waitFor({ state: 'detached' });
    expect(await storedOrder(detailA)).toEqual([i3, i2]);

    // deleting the selected detail selects the first remaining one and shows its gallery
    await uploadGallery(h.base, await h.token(), (await h.call('GET', `/v2/api/details/project/${projectId}`)).details[1].id, 1, 40);
    await tab(page, 'Details').click();
    await card(page, 'Project details', 'Block A').getByRole('button', { name: 'Delete detail Block A' }).click();
    await confirm(page, 'Are you sure you want to delete this detail? This will also delete all associated gallery images.');
    await expectToast(page, 'Detail deleted successfully');
    await card(page, 'Project details', 'Block A').waitFor({ state: 'detached' });
    await card(page, 'Project details', 'Block B').getByText('Selected', { exact: true }).waitFor();
    await tab(page, 'Gallery').click();
    await page.getByLabel('Gallery Images for Block B').waitFor();
    await page.locator('[data-testid="gallery-image"]').first().waitFor();
    expect(await galleryIds(page)).toHaveLength(1);
    // and clears the selection when none remain
    await tab(page, 'Details').click();
    await card(page, 'Project details', 'Block B').getByRole('button', { name: 'Delete detail Block B' }).click();
    await confirm(page, 'Are you sure you want to delete this detail? This will also delete all associated gallery images.');
    await expectToast(page, 'Detail deleted successfully');
    await page.getByText('No details yet').waitFor();
    await tab(page, 'Gallery').click();
    await page.getByText('No detail selected').waitFor();

    // a banner delete
    await tab(page, 'Banners').click();
    await card(page, 'Project banners', 'Living on the hills').getByRole('button', { name: 'Delete banner Living on the hills' }).click();
    await confirm(page, 'Are you sure you want to delete this banner?');
    await expectToast(page, 'Banner deleted successfully');
    await page.getByText('No banners yet').waitFor();
  });

  it('says "Failed to upload images" and "Error uploading images" and keeps the chosen files; View Gallery selects a detail', async () => {
    const token = await h.token();
    const a = await createDetail(h.base, token, projectId, 'Tower 1', 6);
    await createDetail(h.base, token, projectId, 'Tower 2', 7);
    const page = await h.open(`/admin/project-detail/${projectId}`);
    await tab(page, 'Details').click();
    await card(page, 'Project details', 'Tower 2').getByRole('button', { name: 'View gallery of Tower 2' }).click();
    expect(await tab(page, 'Gallery').getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Gallery Images for Tower 2').setInputFiles(await picture(300, 200, 8));
    await page.route('**/v2/api/gallery/multiple', (r) => r.fulfill(FAILED_ANSWER), { times: 1 });
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expectToast(page, 'Failed to upload images');
    await page.route('**/v2/api/gallery/multiple', (r) => r.abort(), { times: 1 });
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expectToast(page, 'Error uploading images');
    await page.getByRole('img', { name: 'Preview of picture-8.png' }).waitFor();
    // the detail choice switches the gallery
    await page.getByLabel('Detail', { exact: true }).selectOption(String(a.id));
    await page.getByLabel('Gallery Images for Tower 1').waitFor();
  });

  it("says 'Project not found' for a missing or non-numeric id, with a way back; a spinner while loading; 'Error fetching project data'", async () => {
    for (const id of ['99999', 'abc']) {
      const page = await h.open(`/admin/project-detail/${id}`);
      await page.getByText('Project not found').waitFor();
      expect(await page.getByRole('link', { name: 'Back to Projects' }).getAttribute('href')).toBe('/admin/project-manage');
    }
    const page = await h.newPage();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(
      `**/v2/api/projects/${projectId}`,
      async (r) => {
        await held;
        await r.fulfill(FAILED_ANSWER);
      },
      { times: 1 },
    );
    await page.goto(`/admin/project-detail/${projectId}`);
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    release();
    await page.getByRole('alert').filter({ hasText: 'Error fetching project data' }).waitFor();
  });

  it('reports failed toggles and deletes of details and images, and a gallery that cannot be read', async () => {
    const token = await h.token();
    const detail = await createDetail(h.base, token, projectId, 'Failing detail', 11);
    const [image] = await uploadGallery(h.base, token, detail.id, 1, 60);
    const page = await h.newPage();
    await page.route('**/v2/api/gallery/detail/*', (r) => r.fulfill(FAILED_ANSWER), { times: 1 });
    await page.goto(`/admin/project-detail/${projectId}`);
    await tab(page, 'Details').click();
    const failing = card(page, 'Project details', 'Failing detail');
    await failing.getByRole('button', { name: 'View gallery of Failing detail' }).click();
    await expectToast(page, 'Error fetching gallery images');
    await page.reload();
    await tab(page, 'Details').click();
    await failing.getByRole('button', { name: 'View gallery of Failing detail' }).click();
    await page.locator(`[data-image-id="${image.id}"]`).waitFor();

    await page.route('**/toggle-status', (r) => r.fulfill(FAILED_ANSWER));
    await page.route(/\/v2\/api\/(gallery|details|banners)\/\d+$/, (r) => (r.request().method() === 'DELETE' ? r.fulfill(FAILED_ANSWER) : r.continue()));
    await page.getByLabel(`Active: image ${image.id}`).click();
    await expectToast(page, 'Failed to update gallery image status');
    await page.getByRole('button', { name: `Delete image ${image.id}` }).click();
    await confirm(page, 'Are you sure you want to delete this image?');
    await expectToast(page, 'Failed to delete image');
    await page.unroute(/\/v2\/api\/(gallery|details|banners)\/\d+$/);
    await page.route(/\/v2\/api\/(gallery|details|banners)\/\d+$/, (r) => (r.request().method() === 'DELETE' ? r.abort() : r.continue()));
    await page.getByRole('button', { name: `Delete image ${image.id}` }).click();
    await confirm(page, 'Are you sure you want to delete this image?');
    await expectToast(page, 'Error deleting image');
    await page.unroute(/\/v2\/api\/(gallery|details|banners)\/\d+$/);
    await page.route(/\/v2\/api\/(gallery|details|banners)\/\d+$/, (r) => (r.request().method() === 'DELETE' ? r.fulfill(FAILED_ANSWER) : r.continue()));
    await tab(page, 'Details').click();
    await failing.getByLabel('Active: detail Failing detail').click();
    await expectToast(page, 'Failed to update detail status');
    await failing.getByRole('button', { name: 'Delete detail Failing detail' }).click();
    await confirm(page, 'Are you sure you want to delete this detail? This will also delete all associated gallery images.');
    await expectToast(page, 'Failed to delete detail');
    expect(await storedOrder(detail.id)).toEqual([image.id]);
  });

  it('works at 390px', async () => {
    const token = await h.token();
    const detail = await createDetail(h.base, token, projectId, 'Phone detail', 9);
    await uploadGallery(h.base, token, detail.id, 2, 50);
    const page = await h.open(`/admin/project-detail/${projectId}`, { width: 390 });
    await tab(page, 'Details').click();
    await card(page, 'Project details', 'Phone detail').getByRole('button', { name: 'View gallery of Phone detail' }).click();
    await page.locator('[data-testid="gallery-image"]').nth(1).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
