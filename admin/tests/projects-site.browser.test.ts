// The public effect of the five project screens, with the REAL Astro build: edits made in the admin
// (Project manage, Project detail with its gallery order, Show projects, Ongoing Project Banner, Our
// Projects Banner) are served as static HTML in Turkish and English, then a status toggle takes the
// project off the site. One server, one browser, Astro's warm worker doing every build.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/test/real-server.ts';
import { announced, expectToast, keyboardDragReady } from './harness.ts';
import { picture, typeRich } from './project-fixtures.ts';
import { pageWithToken, startRealSite, type RealSite } from './real-site.ts';

let site: RealSite;
let server: RunningServer;
let page: Page;

const form = (p: Page) => p.locator('form');

/** Polls a public page until it holds every text (a publish runs after each write); answers the HTML. */
async function published(path: string, texts: string[], absent: string[] = [], timeoutMs = 90_000): Promise<string> {
  let last = '';
  const read = async () => {
    const res = await fetch(`${server.url}${path}`);
    last = res.status === 200 ? await res.text() : `HTTP ${res.status}`;
    return { missing: texts.filter((t) => !last.includes(t)), stillShowing: absent.filter((t) => last.includes(t)) };
  };
  await expect
    .poll(read, { timeout: timeoutMs, interval: 500 })
    .toEqual({ missing: [], stillShowing: [] })
    .catch((err: Error) => {
      const build = server.publisher.status();
      throw new Error(`${path}: ${err.message}; build ${build.state}, last ${JSON.stringify(build.last)}`);
    });
  return last;
}

describe('the project screens publish to the static site (real Astro build)', () => {
  beforeAll(async () => {
    site = await startRealSite();
    server = site.server;
    page = await pageWithToken(site);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it("serves every screen's edit in both languages, and takes a switched-off project away", async () => {
    // Project manage
    await page.goto('/admin/project-manage');
    await page.getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title (EN)').fill('Coastal Residences');
    await dialog.getByLabel('Title (TR)').fill('Sahil Konutları');
    await dialog.getByLabel('Cover Image').setInputFiles(await picture(800, 600, 61));
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Project created successfully');

    // Project detail: a banner, a detail, a gallery of two in a changed order
    await page.getByRole('link', { name: 'Coastal Residences' }).click();
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await form(page).getByLabel('Title (EN)').fill('Sea breeze living');
    await form(page).getByLabel('Title (TR)').fill('Deniz esintisinde yaşam');
    await form(page)
      .getByLabel('Banner Image')
      .setInputFiles(await picture(1200, 800, 62));
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Banner added successfully');
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Add Detail' }).click();
    await form(page).getByLabel('Title (EN)').fill('Block A');
    await form(page).getByLabel('Title (TR)').fill('A Blok');
    await typeRich(page, 'Description (EN)', 'Twelve flats facing the sea.');
    await typeRich(page, 'Description (TR)', 'Denize bakan on iki daire.');
    await form(page)
      .getByLabel('Feature Image')
      .setInputFiles(await picture(800, 600, 63));
    await page.getByRole('button', { name: 'Save Detail' }).click();
    await expectToast(page, 'Detail added successfully');
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page.getByLabel('Gallery Images for Block A').setInputFiles([await picture(640, 480, 64, 'first.png'), await picture(640, 480, 65, 'second.png')]);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expectToast(page, 'Images uploaded successfully');
    const handles = page.getByRole('button', { name: /^Move image / });
    await handles.nth(1).waitFor();
    const [first, second] = await page.locator('[data-testid="gallery-image"] img').evaluateAll((els) => els.map((e) => e.getAttribute('src')!));
    // the second image one place back, each key after dnd-kit announced the one before
    const moved = (await handles.nth(1).getAttribute('aria-label'))!.replace(/^Move /, '');
    await handles.nth(1).focus();
    await page.keyboard.press('Space');
    await announced(page, `Picked up ${moved}, position 2 of 2.`);
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowLeft');
    await announced(page, `${moved} moved to position 1 of 2.`);
    const sorted = page.waitForResponse((r) => r.url().endsWith('/v2/api/gallery/sort-order'));
    await page.keyboard.press('Space');
    await sorted;

    // Show projects: the ongoing page's selection and title
    await page.goto('/admin/show-projects');
    await page.getByRole('button', { name: 'Add Configuration' }).click();
    await form(page).getByLabel('Title (EN)').fill('Now building');
    await form(page).getByLabel('Title (TR)').fill('Şimdi inşa ediliyor');
    await page.getByLabel('Page').selectOption('ongoing');
    await page.getByRole('button', { name: 'Add Project' }).click();
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expectToast(page, 'Configuration created successfully');

    // Ongoing Project Banner and Our Projects Banner
    await page.goto('/admin/ongoing-banner');
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await form(page).getByLabel('Title (EN)').fill('Ongoing work');
    await form(page).getByLabel('Title (TR)').fill('Süren işler');
    await form(page)
      .getByLabel('Banner Image')
      .setInputFiles(await picture(1200, 800, 66));
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Banner added successfully');
    await page.goto('/admin/our-projects-edit-banner');
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await form(page).getByLabel('Title (EN)').fill('Our portfolio');
    await form(page).getByLabel('Title (TR)').fill('Portföyümüz');
    await typeRich(page, 'Description (EN)', 'Homes built to last.');
    await typeRich(page, 'Description (TR)', 'Uzun ömürlü evler.');
    await form(page)
      .getByLabel('Banner Image')
      .setInputFiles(await picture(1200, 800, 67));
    await page.getByRole('button', { name: 'Save Banner' }).click();
    await expectToast(page, 'Banner added successfully');

    const { projects } = (await (await fetch(`${server.url}/v2/api/projects`)).json()) as { projects: { slug: string }[] };
    const slug = projects[0].slug;
    expect(slug).toBe('coastal-residences');

    // the project page in both languages, its gallery in the order set in the admin
    const stem = (src: string) => src.replace(/-\d+w\.webp$/, '').replace(/\.[a-z]+$/, '');
    const tr = await published(`/project/${slug}/`, ['Sahil Konutları', 'Deniz esintisinde yaşam', 'A Blok', 'Denize bakan on iki daire.']);
    expect(tr.indexOf(stem(second))).toBeGreaterThan(-1);
    expect(tr.indexOf(stem(second))).toBeLessThan(tr.indexOf(stem(first)));
    await published(`/en/project/${slug}/`, ['Coastal Residences', 'Sea breeze living', 'Block A', 'Twelve flats facing the sea.']);
    // the listing pages: their banners and the configured selection
    await published('/ongoing-projects/', ['Süren işler', 'Şimdi inşa ediliyor', 'Sahil Konutları']);
    await published('/en/ongoing-projects/', ['Ongoing work', 'Now building', 'Coastal Residences']);
    await published('/our-projects/', ['Portföyümüz', 'Uzun ömürlü evler.']);
    await published('/en/our-projects/', ['Our portfolio', 'Homes built to last.']);

    // Project manage again: switched off, the project leaves the site
    await page.goto('/admin/project-manage');
    await page.getByLabel('Active: Coastal Residences').click();
    await expectToast(page, 'Project status updated');
    await published('/ongoing-projects/', ['Şu anda devam eden proje yok'], ['Sahil Konutları']);
    await published('/en/ongoing-projects/', ['No ongoing projects at the moment'], ['Coastal Residences']);
    expect((await fetch(`${server.url}/project/${slug}/`)).status).toBe(404);
  }, 300_000);
});
