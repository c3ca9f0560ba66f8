// The public effect of the part-3 screens with the REAL Astro build: a news item with a detail, a
// gallery and a detail banner, the news page banner, the home banner, design section and link, and
// the about, services and contact documents, all made in the admin (rich text with a heading, a list
// and a link typed in the editor), then one site build from the same database, read in both languages.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFrom, text, type BuiltSite } from '../../site/test/built-site.ts';
import { adminSuite, expectToast } from './harness.ts';
import { openTab, richText, typeEveryFormat } from './content-fixtures.ts';
import { picture } from './project-fixtures.ts';

const h = adminSuite();
let site: BuiltSite | undefined;
afterAll(() => {
  if (site) fs.rmSync(site.outDir, { recursive: true, force: true });
});

const panel = (page: Page) => page.getByRole('tabpanel');
const saved = (page: Page) => page.locator('[data-state="saved"]', { hasText: 'All changes saved' }).waitFor();
const RICH = {
  heading: 'Built to last',
  bold: 'Solid',
  italic: 'ground',
  items: ['Concrete', 'Steel'] as [string, string],
  link: 'see more',
  href: 'https://example.com/more',
};

/** Types a plain paragraph into a rich-text field. */
async function typeInto(page: Page, scope: Page | ReturnType<Page['getByRole']>, label: string, words: string) {
  await richText(scope, label).click();
  await page.keyboard.type(words);
}

/** The rich text of RICH as the site must show it inside `root`. */
function expectRich(root: Element | null, what: string) {
  expect(root?.querySelector('h2')?.textContent, what).toBe(RICH.heading);
  expect(root?.querySelector('strong')?.textContent, what).toBe(RICH.bold);
  expect(
    [...(root?.querySelectorAll('ul li') ?? [])].map((li) => li.textContent),
    what,
  ).toEqual(RICH.items);
  const link = [...(root?.querySelectorAll('a') ?? [])].find((a) => a.textContent === RICH.link);
  expect(link?.getAttribute('href'), what).toBe(RICH.href);
}

describe('what the part-3 screens publish (real Astro build)', () => {
  it('news, home, about, services and contact edited in the admin are in the static HTML, in Turkish and English', async () => {
    // news item with rich text
    const page = await h.open('/admin/news');
    await page.getByRole('button', { name: 'Add New News' }).click();
    await page.getByLabel('Title (EN)').fill('Bridge opened');
    await page.getByLabel('Title (TR)').fill('Köprü açıldı');
    await typeEveryFormat(page, 'Description (EN)', RICH);
    await typeInto(page, page, 'Description (TR)', 'Köprü bugün açıldı.');
    await page.getByLabel('Image', { exact: true }).setInputFiles(await picture(800, 600, 1));
    await page.getByRole('button', { name: 'Create News' }).click();
    await expectToast(page, 'News created successfully');
    const [news] = (await h.call('GET', '/api/admin/news')).news;

    // its detail, gallery and banner
    await page.getByRole('link', { name: 'Bridge opened' }).click();
    await page.getByRole('button', { name: 'Add Detail' }).click();
    const form = page.getByRole('region', { name: 'Add Detail' });
    await form.getByLabel('Title (EN)').fill('The deck');
    await form.getByLabel('Title (TR)').fill('Tabliye');
    await typeInto(page, form, 'Description (EN)', 'Deck poured in May.');
    await typeInto(page, form, 'Description (TR)', 'Tabliye mayısta döküldü.');
    await typeInto(page, form, 'Gallery Description (EN)', 'Deck photos.');
    await typeInto(page, form, 'Gallery Description (TR)', 'Tabliye fotoğrafları.');
    await form.getByLabel('Feature Image').setInputFiles(await picture(800, 600, 2));
    await form.getByRole('button', { name: 'Add Detail' }).click();
    await expectToast(page, 'Detail added successfully');
    await openTab(page, 'Gallery');
    await page.getByLabel('Gallery Images').setInputFiles([await picture(1200, 800, 3, 'a.png'), await picture(1200, 800, 4, 'b.png')]);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expectToast(page, 'Images uploaded successfully');
    await openTab(page, 'Banners');
    await page.getByRole('button', { name: 'Add Banner' }).click();
    const bannerForm = page.getByRole('region', { name: 'Add Banner' });
    await bannerForm.getByLabel('Banner Title (EN)').fill('Bridge banner');
    await bannerForm.getByLabel('Banner Title (TR)').fill('Köprü afişi');
    await bannerForm.getByLabel('Banner Image').setInputFiles(await picture(1920, 600, 5));
    await bannerForm.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Banner added successfully');

    // the news page banner
    await page.goto('/admin/news-banner');
    await page.getByLabel('Title (EN)').fill('Company news');
    await page.getByLabel('Title (TR)').fill('Şirket haberleri');
    await page.getByLabel('Banner Image').setInputFiles(await picture(1920, 1080, 6));
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Banner added successfully');

    // home: banner, design section, link
    await page.goto('/admin/home-edit');
    await panel(page).getByRole('button', { name: 'Add Banner' }).click();
    await panel(page).getByLabel('Title (EN)').fill('Homes by the sea');
    await panel(page).getByLabel('Title (TR)').fill('Deniz kenarında evler');
    await typeInto(page, panel(page), 'Description (EN)', 'Quality since 2005.');
    await typeInto(page, panel(page), 'Description (TR)', '2005ten beri kalite.');
    await panel(page)
      .getByLabel('Image', { exact: true })
      .setInputFiles(await picture(1920, 900, 7));
    await panel(page).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Banner added successfully');
    await openTab(page, 'Design Sections');
    await panel(page).getByRole('button', { name: 'Add Design Section' }).click();
    await panel(page).getByLabel('Title (EN)').fill('Designed with care');
    await panel(page).getByLabel('Title (TR)').fill('Özenle tasarlandı');
    await typeInto(page, panel(page), 'Description (EN)', 'Every line counts.');
    await typeInto(page, panel(page), 'Description (TR)', 'Her çizgi önemli.');
    await panel(page)
      .getByLabel('Image', { exact: true })
      .setInputFiles(await picture(800, 600, 8));
    await panel(page).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Section added successfully');
    await openTab(page, 'Experience Role Link');
    await panel(page).getByRole('textbox', { name: 'Link' }).fill('/our-projects');
    await panel(page).getByLabel('Text (EN)').fill('Our work');
    await panel(page).getByLabel('Text (TR)').fill('İşlerimiz');
    await panel(page).getByRole('button', { name: 'Save Link' }).click();
    await expectToast(page, 'Experience role link saved successfully');

    // about: banner, experience with rich text, image section
    await page.goto('/admin/about-page');
    await panel(page).getByLabel('Banner Title (EN)').fill('Who we are');
    await panel(page).getByLabel('Banner Title (TR)').fill('Biz kimiz');
    await panel(page).getByRole('button', { name: 'Save Banner' }).click();
    await saved(page);
    await openTab(page, 'Experience Section');
    await typeEveryFormat(page, 'Experience Description (EN)', RICH);
    await typeEveryFormat(page, 'Experience Description (TR)', RICH);
    await panel(page).getByRole('button', { name: 'Save Experience' }).click();
    await saved(page);
    await openTab(page, 'Image Section');
    await panel(page).getByLabel('Image Title (EN)').fill('Our yard');
    await panel(page).getByLabel('Image Title (TR)').fill('Şantiyemiz');
    await panel(page)
      .getByLabel('Section Image')
      .setInputFiles(await picture(800, 600, 9));
    await panel(page).getByRole('button', { name: 'Save Image Section' }).click();
    await saved(page);

    // services: autosaved banner title and section, one card
    await page.goto('/admin/services-edit');
    await panel(page).getByLabel('Banner Title (EN)').fill('What we offer');
    await panel(page).getByLabel('Banner Title (TR)').fill('Sunduklarımız');
    await saved(page);
    await openTab(page, 'Service Cards');
    await panel(page).getByLabel('Section Title (EN)').fill('Services');
    await panel(page).getByLabel('Section Title (TR)').fill('Hizmetler');
    await typeInto(page, panel(page), 'Section Description (EN)', 'From plan to keys.');
    await saved(page);
    const add = page.getByRole('region', { name: 'Add New Service Card' });
    await add.getByLabel('Card Title (EN)').fill('Renovation');
    await add.getByLabel('Card Title (TR)').fill('Tadilat');
    await add.getByLabel('Card Image').setInputFiles(await picture(600, 400, 10));
    await add.getByRole('button', { name: 'Add Card' }).click();
    await expectToast(page, 'Service card added successfully');

    // contact: banner, section title, a card, location
    await page.goto('/admin/contact-edit');
    const banner = page.getByRole('region', { name: 'Banner Section' });
    await banner.getByLabel('Banner Title (EN)').fill('Get in touch');
    await banner.getByLabel('Banner Title (TR)').fill('İletişime geçin');
    await banner.getByRole('button', { name: 'Save Banner' }).click();
    await saved(page);
    const section = page.getByRole('region', { name: 'Section Title' });
    await section.getByLabel('Section Title (EN)').fill('Talk to us');
    await section.getByLabel('Section Title (TR)').fill('Bizimle konuşun');
    await section.getByRole('button', { name: 'Save Section Title' }).click();
    await saved(page);
    const card = page.getByRole('region', { name: 'Add Contact Card' });
    await card.getByLabel('Card Title (EN)').fill('E-mail');
    await card.getByLabel('Card Title (TR)').fill('E-posta');
    await typeInto(page, card, 'Card Description (EN)', 'Write to us');
    await typeInto(page, card, 'Card Description (TR)', 'Bize yazın');
    await card.getByRole('button', { name: 'Add Card' }).click();
    await expectToast(page, 'Contact card added successfully');
    const location = page.getByRole('region', { name: 'Location' });
    await location.getByLabel('Location Title (EN)').fill('Head office');
    await location.getByLabel('Location Title (TR)').fill('Merkez ofis');
    await typeInto(page, location, 'Location Description (EN)', 'Ortahisar, Trabzon');
    await location.getByRole('button', { name: 'Save Location' }).click();
    await saved(page);

    // one real build from the admin's database
    site = await buildFrom(h.dataDir);
    const doc = (p: string) => site!.doc(p);

    // news list and detail, both languages
    const detailPath = `/news/${news.slug}/`;
    expect(text(doc('/news/').body)).toContain('Köprü açıldı');
    expect(text(doc('/en/news/').body)).toContain('Bridge opened');
    expect(doc('/news/').querySelector('h1')?.textContent).toBe('Şirket haberleri');
    expect(doc('/en/news/').querySelector('h1')?.textContent).toBe('Company news');
    expect(doc('/en/news/').querySelector(`a[href*="/news/${news.slug}"]`)).not.toBeNull();
    const en = doc(`/en${detailPath}`);
    const tr = doc(detailPath);
    expect(en.querySelector('h1')?.textContent).toBe('Bridge opened');
    expect(tr.querySelector('h1')?.textContent).toBe('Köprü açıldı');
    expectRich(en.querySelector('.article__lead'), 'news description (EN)');
    expect(text(tr.querySelector('.article__lead'))).toBe('Köprü bugün açıldı.');
    expect(text(en.body)).toContain('The deck');
    expect(text(en.body)).toContain('Deck poured in May.');
    expect(text(en.body)).toContain('Deck photos.');
    expect(text(tr.body)).toContain('Tabliye mayısta döküldü.');
    expect(text(tr.body)).toContain('Tabliye fotoğrafları.');
    // the detail banner is the page's hero (its title the eyebrow), the gallery shows both images
    expect(text(en.body)).toContain('Bridge banner');
    expect(text(tr.body)).toContain('Köprü afişi');
    const galleryImages = en.querySelectorAll('img[src*="/uploads/news-gallery/"], img[srcset*="/uploads/news-gallery/"]');
    expect(galleryImages.length).toBeGreaterThanOrEqual(2);

    // home
    expect(doc('/').querySelector('h1')?.textContent).toBe('Deniz kenarında evler');
    expect(doc('/en/').querySelector('h1')?.textContent).toBe('Homes by the sea');
    expect(text(doc('/en/').body)).toContain('Quality since 2005.');
    expect(text(doc('/en/').body)).toContain('Designed with care');
    expect(text(doc('/').body)).toContain('Özenle tasarlandı');
    const link = [...doc('/en/').querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Our work');
    expect(link?.getAttribute('href')).toMatch(/\/en\/our-projects\/?$/);
    expect([...doc('/').querySelectorAll('a')].some((a) => a.textContent?.trim() === 'İşlerimiz')).toBe(true);

    // about
    expect(doc('/en/about-us/').querySelector('h1')?.textContent).toBe('Who we are');
    expect(doc('/about-us/').querySelector('h1')?.textContent).toBe('Biz kimiz');
    expectRich(doc('/en/about-us/').querySelector('.prose'), 'about experience (EN)');
    expectRich(doc('/about-us/').querySelector('.prose'), 'about experience (TR)');
    expect(text(doc('/about-us/').body)).toContain('Şantiyemiz');

    // services
    expect(doc('/en/services/').querySelector('h1')?.textContent).toBe('What we offer');
    expect(doc('/services/').querySelector('h1')?.textContent).toBe('Sunduklarımız');
    expect(text(doc('/en/services/').body)).toContain('From plan to keys.');
    expect(text(doc('/en/services/').body)).toContain('Renovation');
    expect(text(doc('/services/').body)).toContain('Tadilat');

    // contact
    expect(doc('/en/contact/').querySelector('h1')?.textContent).toBe('Get in touch');
    expect(doc('/contact/').querySelector('h1')?.textContent).toBe('İletişime geçin');
    expect(text(doc('/en/contact/').body)).toContain('Talk to us');
    expect(text(doc('/en/contact/').body)).toContain('Write to us');
    expect(text(doc('/contact/').body)).toContain('Bize yazın');
    expect(text(doc('/en/contact/').body)).toContain('Head office');
    expect(text(doc('/contact/').body)).toContain('Merkez ofis');
  }, 300_000);
});
