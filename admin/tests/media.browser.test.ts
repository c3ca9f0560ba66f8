// The Media screen (issue 32) against the real server: files dropped on the upload zone, each with its
// own progress bar following the upload; the side panel's alt texts and focal point (a click on the
// picture, then the arrow keys) saved; Replace keeping both; a delete of a file in use refused with its
// uses; the Unused filter and a delete of many; and "Choose from library" in Project Detail's banner form
// and, several files at once, in its gallery.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaFile } from '../../server/api-types.ts';
import { adminSuite, expectToast, seriousViolations } from './harness.ts';
import { confirmYes } from './content-fixtures.ts';
import { createDetail, createProject, picture, sendForm, typeRich } from './project-fixtures.ts';

const h = adminSuite();

const library = async (query = 'limit=200'): Promise<MediaFile[]> => (await h.call('GET', `/v2/api/media?${query}`)).media;
const panel = (page: Page) => page.getByRole('dialog');

/** A PNG of random pixels (it does not compress), so its upload takes a measurable time when slowed down. */
async function noisy(seed: number, width = 640, height = 480) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: seed * 40, g: 90, b: 60 }, noise: { type: 'gaussian', mean: 120, sigma: 60 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name: `drop-${seed}.png`, mimeType: 'image/png', base64: buffer.toString('base64') };
}

/** Drops the files on the zone as a person dragging them from the desktop does (a drop event carrying them). */
async function dropFiles(page: Page, files: Array<{ name: string; mimeType: string; base64: string }>) {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.mimeType }));
    return dt;
  }, files);
  const zone = page.getByTestId('media-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

describe('Media screen', () => {
  it('uploads dropped files with a progress bar each, saves alt texts and the focal point, replaces, refuses to delete a used file', async () => {
    const page = await h.open('/admin/media');
    await page.getByRole('heading', { name: 'Media', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Media' }).waitFor();
    expect(await page.title()).toBe('Admin | Media');

    // the bars follow the uploads' progress events (uploads slowed down to see them)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
    await page.evaluate(() => {
      const seen: Record<string, number[]> = {};
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[data-testid="upload-row"] [role="progressbar"]')) {
          const name = bar.closest('[data-testid="upload-row"]')!.querySelector('span')!.textContent!;
          (seen[name] ??= []).push(Number(bar.getAttribute('aria-valuenow')));
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await dropFiles(page, [await noisy(1), await noisy(2)]);
    await page.locator('[data-testid="upload-row"][data-state="done"]').nth(1).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen);
    for (const name of ['drop-1.png', 'drop-2.png']) {
      expect(
        seen[name]?.some((v) => v > 0 && v < 100),
        `${name}: ${seen[name]}`,
      ).toBe(true);
      expect(seen[name]).toEqual([...seen[name]!].sort((a, b) => a - b));
    }
    await page.getByTestId('media-card').nth(1).waitFor();
    const uploaded = await library();
    expect(uploaded).toHaveLength(2);
    expect(await seriousViolations(page)).toEqual([]);

    // the side panel: size and weight, alt texts, the focal point by a click and by the keyboard
    const file = uploaded.find((f) => f.width === 640)!;
    const name = file.url.split('/').pop()!;
    await page.getByRole('button', { name: `Open ${name}` }).click();
    await panel(page).getByTestId('media-size').getByText('640 × 480 px').waitFor();
    expect(await panel(page).getByTestId('media-weight').innerText()).toMatch(/^\d+(\.\d)? (KB|MB)$/);
    await panel(page).getByText('Not used anywhere').waitFor();
    await panel(page).getByLabel('Alt text (English)').fill('Crane over the harbour');
    await panel(page).getByLabel('Alt text (Turkish)').fill('Limanın üstünde vinç');
    const focal = panel(page).getByRole('slider', { name: /^Focal point of/ });
    const box = (await focal.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.7);
    await focal.press('ArrowRight');
    await focal.press('ArrowRight');
    await focal.press('ArrowUp');
    expect(await focal.getAttribute('aria-valuetext')).toMatch(/^3\d% from the left, 6\d% from the top$/);
    expect(await seriousViolations(page)).toEqual([]);
    await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'File saved');
    const saved = (await h.call('GET', `/v2/api/media/${file.id}`)).media as MediaFile;
    expect(saved).toMatchObject({ alt_en: 'Crane over the harbour', alt_tr: 'Limanın üstünde vinç' });
    expect(saved.focal.x).toBeGreaterThan(0.27);
    expect(saved.focal.x).toBeLessThan(0.33);
    expect(saved.focal.y).toBeGreaterThan(0.62);
    expect(saved.focal.y).toBeLessThan(0.68);

    // Replace: a new file in its place, alt texts and focal point kept; the panel follows it
    await panel(page)
      .getByLabel(`Replace (Replace ${name})`)
      .setInputFiles(await picture(300, 200, 7, 'new.png'));
    await expectToast(page, 'File replaced');
    await panel(page).getByTestId('media-size').getByText('300 × 200 px').waitFor();
    expect(await panel(page).getByLabel('Alt text (English)').inputValue()).toBe('Crane over the harbour');
    expect((await fetch(`${h.base}/v2/api/media/${file.id}`, { headers: { authorization: `Bearer ${await h.token()}` } })).status).toBe(404);
    const replaced = (await library()).find((f) => f.alt_en === 'Crane over the harbour')!;
    expect(replaced.focal).toEqual(saved.focal);
    expect((await fetch(`${h.base}${file.url}`)).status).toBe(404);

    // a file in use: the delete is refused with the uses, each a link to the item's screen
    const project = await sendForm(h.base, await h.token(), 'POST', '/v2/api/projects', {
      title_en: 'Harbour Homes',
      title_tr: 'Liman Evleri',
      cover_image_media: replaced.id,
    });
    await panel(page).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.getByRole('button', { name: `Open ${replaced.url.split('/').pop()}` }).click();
    await panel(page).getByRole('link', { name: 'Project: Harbour Homes' }).waitFor();
    await panel(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await confirmYes(page, 'Are you sure you want to delete this file?');
    const refused = panel(page).getByTestId('delete-refused');
    await refused.getByText('This file is in use').waitFor();
    expect(await refused.getByRole('link', { name: 'Project: Harbour Homes' }).getAttribute('href')).toBe(`/admin/project-detail/${project.project.id}`);
    expect((await library()).some((f) => f.id === replaced.id)).toBe(true);
  });

  it('the Unused filter lists only what nothing uses, and selected files are deleted together', async () => {
    await createProject(h.base, await h.token(), 'Kept Tower');
    for (const seed of [21, 22]) await sendForm(h.base, await h.token(), 'POST', '/v2/api/media', {}, { files: [await picture(120, 90, seed)] });
    const page = await h.open('/admin/media');
    await page.getByRole('button', { name: 'Unused', exact: true }).click();
    await page.waitForURL(/filter=unused/);
    const unused = await library('used=false&limit=200');
    expect(unused.length).toBeGreaterThanOrEqual(2);
    // the grid keeps the unfiltered page (marked busy) until the filtered one arrives
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(unused.length);
    await page.getByRole('button', { name: 'Select all on this page' }).click();
    await page.getByRole('button', { name: `Delete selected (${unused.length})` }).click();
    await confirmYes(page, `Delete ${unused.length} files?`);
    await expectToast(page, `${unused.length} files deleted`);
    await page.getByText('No files found').waitFor();
    expect(await library('used=false&limit=200')).toEqual([]);
    // what is used stays
    expect((await library()).length).toBeGreaterThan(0);
  });
});

describe('Choose from library', () => {
  it("in Project Detail's banner form: the chosen file is the banner's image, at its own address", async () => {
    const { media } = await sendForm(h.base, await h.token(), 'POST', '/v2/api/media', {}, { files: [await picture(1200, 800, 31, 'hills.png')] });
    const chosen = media[0] as MediaFile;
    await h.call('PATCH', `/v2/api/media/${chosen.id}`, { alt_en: 'Green hills above the town' });
    const project = await createProject(h.base, await h.token(), 'Hill Park');
    const page = await h.open(`/admin/project-detail/${project.id}`);
    await page.getByRole('button', { name: 'Add Banner' }).click();
    const form = page.locator('form');
    await form.getByLabel('Title (EN)').fill('Above the town');
    await form.getByLabel('Title (TR)').fill('Kasabanın üstünde');
    await typeRich(page, 'Detail (EN)', 'Green all year.');
    await typeRich(page, 'Detail (TR)', 'Her mevsim yeşil.');
    await form.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from library: Banner Image' });
    await picker.getByRole('searchbox', { name: 'Search files' }).fill('green hills');
    await picker.getByRole('button', { name: 'Choose Green hills above the town' }).click();
    await picker.waitFor({ state: 'detached' });
    await form.getByTestId('library-choice').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Banner added successfully');
    const [banner] = (await h.call('GET', `/v2/api/banners/project/${project.id}`)).banners as Array<{ banner_image: string }>;
    expect(banner!.banner_image).toBe(chosen.url);
    const uses = ((await h.call('GET', `/v2/api/media/${chosen.id}`)).media as MediaFile).uses;
    expect(uses).toEqual([expect.objectContaining({ type: 'project', item_id: project.id })]);
  });

  it("in Project Detail's gallery: two files chosen together (a click, then the keyboard) become two gallery images", async () => {
    const { media } = await sendForm(
      h.base,
      await h.token(),
      'POST',
      '/v2/api/media',
      {},
      {
        files: [await picture(900, 600, 41, 'north.png'), await picture(900, 600, 42, 'south.png')],
      },
    );
    const [north, south] = media as MediaFile[];
    await h.call('PATCH', `/v2/api/media/${north!.id}`, { alt_en: 'Quarry north face' });
    await h.call('PATCH', `/v2/api/media/${south!.id}`, { alt_en: 'Quarry south face' });
    const project = await createProject(h.base, await h.token(), 'Quarry Homes');
    const detail = await createDetail(h.base, await h.token(), project.id, 'Block Q');
    const page = await h.open(`/admin/project-detail/${project.id}`);
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page.getByRole('button', { name: 'Upload Images' }).waitFor();
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from library: Gallery Images for Block Q' });
    await picker.getByRole('searchbox', { name: 'Search files' }).fill('quarry');
    const add = picker.getByRole('button', { name: /^Add \d+ images?$/ });
    expect(await add.isDisabled()).toBe(true);
    const southTile = picker.getByRole('button', { name: 'Choose Quarry south face' });
    await southTile.click();
    expect(await southTile.getAttribute('aria-pressed')).toBe('true');
    // the second by the keyboard; a second press would take it back
    const northTile = picker.getByRole('button', { name: 'Choose Quarry north face' });
    await northTile.focus();
    await page.keyboard.press('Space');
    expect(await northTile.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await picker.getByRole('button', { name: 'Add 2 images' }).click();
    await picker.waitFor({ state: 'detached' });
    await expectToast(page, 'Images uploaded successfully');
    await page.locator('[data-testid="gallery-image"]').nth(1).waitFor();
    expect(await page.locator('[data-testid="gallery-image"]').count()).toBe(2);
    // added in the order chosen, each at the library file's own address (no copy)
    const { images } = (await h.call('GET', `/v2/api/gallery/detail/${detail.id}`)) as { images: Array<{ image_path: string }> };
    expect(images.map((i) => i.image_path)).toEqual([south!.url, north!.url]);
    const uses = ((await h.call('GET', `/v2/api/media/${north!.id}`)).media as MediaFile).uses;
    expect(uses).toEqual([expect.objectContaining({ type: 'project', item_id: project.id, field: 'project_gallery.image_path' })]);
  });
});
