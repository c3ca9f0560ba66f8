// The SEO and sharing panel (issue 33 item 2): the Google result and social card previews follow the
// typing in each language, the empty fields show the derived values as placeholders and in the
// previews, the counters turn amber outside 50-60 (title) and 120-160 (description), the sharing image
// comes from the library, and Save stores the fields on the item.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, expectToast, seriousViolations } from './harness.ts';
import { createProject, picture, sendForm } from './project-fixtures.ts';

let project: { id: number; slug: string; title_en: string };
let media: { id: number; url: string };
let company = '';
const h = adminSuite({}, async () => {
  const token = await h.token();
  project = await createProject(h.base, token, 'Hillside Villas');
  media = (await sendForm(h.base, token, 'POST', '/v2/api/media', {}, { files: [await picture(1600, 900, 4)] })).media[0];
  company = (await h.call('GET', '/api/company')).data.name_en;
});

const panel = (page: Page) => page.getByRole('region', { name: 'SEO and sharing' });
const lang = (page: Page, l: 'en' | 'tr') => panel(page).getByTestId(`seo-${l}`);
const googleTitle = (page: Page, l: 'en' | 'tr') => panel(page).getByTestId(`seo-google-${l}`).locator('.seo-google__title');
const counter = (page: Page, id: string) => panel(page).getByTestId(id);
const AMBER = 'rgb(180, 83, 9)';

async function counterState(page: Page, id: string): Promise<{ text: string; amber: boolean }> {
  const el = counter(page, id);
  return { text: await el.innerText(), amber: (await el.evaluate((e) => getComputedStyle(e).color)) === AMBER };
}

describe('the SEO panel', () => {
  it('previews the result and the card while typing, with counters and the fallbacks as placeholders', async () => {
    const page = await h.open(`/admin/project-detail/${project.id}`);
    await page.getByRole('heading', { name: 'Hillside Villas', level: 1 }).waitFor();
    await panel(page).waitFor();
    const titleEn = lang(page, 'en').getByLabel('SEO title');
    const titleTr = lang(page, 'tr').getByLabel('SEO title');
    const fallback = `Hillside Villas | ${company}`;
    // empty: the placeholder and the previews show the derived title
    expect(await titleEn.getAttribute('placeholder')).toBe(fallback);
    expect(await titleTr.getAttribute('placeholder')).toBe(`Hillside Villas TR | ${company}`);
    expect(await googleTitle(page, 'en').innerText()).toBe(fallback);
    // the address in the page's language
    expect(await panel(page).getByTestId('seo-google-en').locator('.seo-google__url').innerText()).toMatch(/› en › project › hillside-villas$/);
    expect(await panel(page).getByTestId('seo-google-tr').locator('.seo-google__url').innerText()).toMatch(/› project › hillside-villas$/);

    // a short title: previews follow each key, the counter is amber
    await titleEn.pressSequentially('Villas');
    expect(await googleTitle(page, 'en').innerText()).toBe('Villas');
    expect(await panel(page).getByTestId('seo-card-en').locator('.seo-card__title').innerText()).toBe('Villas');
    expect(await counterState(page, 'seo-count-title-en')).toEqual({ text: '6 characters (best 50-60)', amber: true });
    // the other language keeps its own
    expect(await googleTitle(page, 'tr').innerText()).toBe(`Hillside Villas TR | ${company}`);

    // a title of 55 characters: in range, not amber
    const good = 'Hillside Villas: quiet family homes above the Black Sea';
    expect(good.length).toBe(55);
    await titleEn.fill(good);
    expect(await counterState(page, 'seo-count-title-en')).toEqual({ text: '55 characters (best 50-60)', amber: false });
    // too long: amber, and the result's title is cut at a word with an ellipsis, the card's is whole
    const long = `${good}, with gardens, parking and a view of the harbour`;
    await titleEn.fill(long);
    expect((await counterState(page, 'seo-count-title-en')).amber).toBe(true);
    const cut = await googleTitle(page, 'en').innerText();
    expect(cut).toMatch(/ …$/);
    expect(cut.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(cut.slice(0, -2))).toBe(true);
    expect(await panel(page).getByTestId('seo-card-en').locator('.seo-card__title').innerText()).toBe(long);

    // the description counter: amber below 120, plain in 120-160, amber above
    const description = lang(page, 'en').getByLabel('SEO description');
    await description.fill('Homes by the sea.');
    expect(await counterState(page, 'seo-count-description-en')).toEqual({ text: '17 characters (best 120-160)', amber: true });
    expect(await panel(page).getByTestId('seo-google-en').locator('.seo-google__description').innerText()).toBe('Homes by the sea.');
    const fine = 'Hillside Villas are forty family homes above Trabzon with gardens, parking and a view of the Black Sea, handed over in 2026.';
    await description.fill(fine);
    expect(await counterState(page, 'seo-count-description-en')).toEqual({ text: `${fine.length} characters (best 120-160)`, amber: false });
    await titleTr.pressSequentially('Tepe Villaları');
    expect(await googleTitle(page, 'tr').innerText()).toBe('Tepe Villaları');

    // the sharing image from the library: the card shows it
    await panel(page).getByLabel('Sharing image').selectOption(String(media.id));
    expect(await panel(page).getByTestId('seo-card-en').locator('img').getAttribute('src')).toBe(media.url);
    await panel(page).getByLabel('Hide from search engines (noindex)').check();
    expect(await seriousViolations(page)).toEqual([]);

    await panel(page).getByRole('button', { name: 'Save SEO' }).click();
    await expectToast(page, 'SEO saved');
    const saved = (await h.call('GET', `/v2/api/projects/${project.id}`)).project.seo;
    expect(saved).toEqual({ title_en: long, title_tr: 'Tepe Villaları', description_en: fine, description_tr: '', image: media.id, noindex: true });

    // opened again, the fields hold what was saved
    const again = await h.open(`/admin/project-detail/${project.id}`);
    await panel(again).waitFor();
    await expect.poll(() => lang(again, 'en').getByLabel('SEO title').inputValue()).toBe(long);
    expect(await panel(again).getByLabel('Hide from search engines (noindex)').isChecked()).toBe(true);
  });

  it('a save after someone else saved another SEO field keeps both (merged, as every stale save)', async () => {
    const token = await h.token();
    const other = await createProject(h.base, token, 'Harbour Lofts');
    const page = await h.open(`/admin/project-detail/${other.id}`);
    await panel(page).waitFor();
    await lang(page, 'en').getByLabel('SEO title').fill('Harbour Lofts: homes by the sea');
    // meanwhile a colleague saves the Turkish title (the panel's version is now stale)
    await sendForm(h.base, token, 'PUT', `/v2/api/projects/${other.id}`, { seo: JSON.stringify({ title_tr: 'Liman Lofts: deniz kenarında evler' }) });
    await panel(page).getByRole('button', { name: 'Save SEO' }).click();
    await expectToast(page, 'SEO saved');
    const saved = (await h.call('GET', `/v2/api/projects/${other.id}`)).project.seo;
    expect(saved).toMatchObject({ title_en: 'Harbour Lofts: homes by the sea', title_tr: 'Liman Lofts: deniz kenarında evler' });
    await expect.poll(() => lang(page, 'tr').getByLabel('SEO title').inputValue()).toBe('Liman Lofts: deniz kenarında evler');
  });
});
