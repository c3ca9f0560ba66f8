// Text Pages (issue 30, API.md "Text pages") against the real server: a page created with rich text in
// both languages and listed with its two addresses, the addresses made from the titles shown as
// placeholders, a clashing address refused at its field (409), an edit saved with If-Match, Preview,
// the publish bar in review mode, the global search's link opening the form, and a delete.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, expectToast, seriousViolations } from './harness.ts';
import { confirmYes, richText, toolbarOf } from './content-fixtures.ts';

const h = adminSuite();

interface StoredPage {
  id: number;
  title_en: string;
  title_tr: string;
  slug_en: string;
  slug_tr: string;
  body_en: string;
  body_tr: string;
  status: string;
  version: string;
}

const stored = async (): Promise<StoredPage[]> => (await h.call('GET', '/v2/api/text-pages')).textPages;
const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/** Types `words` into the editor labelled `label`, the word `bold` in bold (its toolbar button). */
async function typeRich(page: Page, label: string, words: string, bold: string) {
  await richText(page, label).click();
  await page.keyboard.type(`${words} `);
  const button = toolbarOf(page, label).getByRole('button', { name: 'Bold' });
  await button.click();
  await page.keyboard.type(bold);
  await button.click();
}

describe('Text Pages', () => {
  it('creates a page with rich text in both languages, refuses a used address at its field, edits and deletes', async () => {
    const page = await h.open('/admin/text-pages');
    await page.getByRole('heading', { name: 'Text Pages', level: 1 }).waitFor();
    await page.getByText('No text pages yet').waitFor();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Text Pages' }).waitFor();
    expect(await page.title()).toBe('Admin | Text Pages');

    // the form replaces the list; the titles are required, said at the field too
    await page.getByRole('button', { name: 'Add Text Page' }).click();
    await page.getByRole('heading', { name: 'Add Text Page' }).waitFor();
    await save(page);
    await expectToast(page, 'Please enter the title in English and Turkish');
    expect(await page.getByLabel('Title (EN)').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Title (EN)').fill('Privacy Notice');
    await page.getByLabel('Title (TR)').fill('KVKK Aydınlatma Metni');
    expect(await page.getByLabel('Title (EN)').getAttribute('aria-invalid')).toBeNull();
    // left empty, the addresses are made from the titles: the placeholders show them
    expect(await page.getByLabel('Address (EN)').getAttribute('placeholder')).toBe('privacy-notice');
    expect(await page.getByLabel('Address (TR)').getAttribute('placeholder')).toBe('kvkk-aydinlatma-metni');
    await typeRich(page, 'Content (EN)', 'We process your data', 'lawfully.');
    await typeRich(page, 'Content (TR)', 'Kişisel verileriniz', 'hukuka uygun işlenir.');
    expect(await seriousViolations(page)).toEqual([]);
    await save(page);
    await expectToast(page, 'Page saved');

    const privacy = row(page, 'Privacy Notice');
    await privacy.waitFor();
    await privacy.getByText('KVKK Aydınlatma Metni').waitFor();
    await privacy.getByText('/kvkk-aydinlatma-metni/', { exact: true }).waitFor();
    await privacy.getByText('/en/privacy-notice/', { exact: true }).waitFor();
    await privacy.getByText('Active', { exact: true }).waitFor();
    const [first] = await stored();
    expect(first).toMatchObject({ slug_en: 'privacy-notice', slug_tr: 'kvkk-aydinlatma-metni', status: 'active' });
    expect(first.body_en).toBe('<p>We process your data <strong>lawfully.</strong></p>');
    expect(first.body_tr).toBe('<p>Kişisel verileriniz <strong>hukuka uygun işlenir.</strong></p>');
    expect(await seriousViolations(page)).toEqual([]);

    // an address another page uses, then one the site itself uses: refused at the address field
    await page.getByRole('button', { name: 'Add Text Page' }).click();
    await page.getByLabel('Title (EN)').fill('Cookie Policy');
    await page.getByLabel('Title (TR)').fill('Çerez Politikası');
    await page.getByLabel('Address (TR)').fill('kvkk-aydinlatma-metni');
    await save(page);
    await expectToast(page, 'This address is already used by another page');
    const refusal = page.getByRole('alert').filter({ hasText: 'This address is already used by another page' });
    await refusal.waitFor();
    expect(await page.getByLabel('Address (TR)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Address (TR)').getAttribute('aria-describedby')).toBe(await refusal.getAttribute('id'));
    // the English address is no other page's: not marked
    expect(await page.getByLabel('Address (EN)').getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Address (TR)').fill('news');
    // typing in the field takes its refusal away
    await refusal.waitFor({ state: 'detached' });
    await save(page);
    await page.getByRole('alert').filter({ hasText: 'This address is used by the site itself' }).waitFor();
    // which language's address the site uses is the server's to say: both are marked
    expect(await page.getByLabel('Address (EN)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Title (EN)').inputValue()).toBe('Cookie Policy');
    await page.getByLabel('Address (TR)').fill('cerez-politikasi');
    await save(page);
    await expectToast(page, 'Page saved');
    await row(page, 'Cookie Policy').getByText('/cerez-politikasi/', { exact: true }).waitFor();
    await row(page, 'Cookie Policy').getByText('/en/cookie-policy/', { exact: true }).waitFor();

    // edit: the form shows what is stored; the save names the version it was loaded from (If-Match)
    const ifMatch: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith(`/v2/api/text-pages/${first.id}`)) ifMatch.push(r.headers()['if-match']);
    });
    await privacy.getByRole('button', { name: 'Edit Privacy Notice' }).click();
    await page.getByRole('heading', { name: 'Edit Text Page' }).waitFor();
    expect(await page.getByLabel('Address (EN)').inputValue()).toBe('privacy-notice');
    expect(await richText(page, 'Content (TR)').innerText()).toBe('Kişisel verileriniz hukuka uygun işlenir.');
    await page.getByLabel('Title (EN)').fill('Privacy Notice (KVKK)');
    await richText(page, 'Content (EN)').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Ask us anything.');
    await save(page);
    await expectToast(page, 'Page saved');
    await row(page, 'Privacy Notice (KVKK)').waitFor();
    expect(ifMatch).toEqual([`"${first.version}"`]);
    const edited = (await stored()).find((p) => p.id === first.id)!;
    expect(edited.title_en).toBe('Privacy Notice (KVKK)');
    expect(edited.body_en).toContain('Ask us anything.');
    // the address stays what it was (a link to the page keeps working)
    expect(edited.slug_en).toBe('privacy-notice');

    // the status switch of a row saves the status alone
    await row(page, 'Cookie Policy').getByLabel('Active: Cookie Policy').click();
    await row(page, 'Cookie Policy').getByText('Inactive', { exact: true }).waitFor();
    expect((await stored()).find((p) => p.title_en === 'Cookie Policy')!.status).toBe('inactive');

    // delete, after the question
    await row(page, 'Cookie Policy').getByRole('button', { name: 'Delete Cookie Policy' }).click();
    await confirmYes(page, 'Are you sure you want to delete this text page?');
    await expectToast(page, 'Page deleted');
    await row(page, 'Cookie Policy').waitFor({ state: 'detached' });
    expect((await stored()).map((p) => p.title_en)).toEqual(['Privacy Notice (KVKK)']);
    await page.context().close();
  });

  it('finds a page in the global search, opens its form from the link, previews it, and shows its publish bar in review mode', async () => {
    const { textPage } = await h.call('POST', '/v2/api/text-pages', {
      title_en: 'Terms of Use',
      title_tr: 'Kullanım Koşulları',
      body_en: '<p>Terms</p>',
      body_tr: '<p>Koşullar</p>',
    });
    // the global search finds it by either title, linking to its form (?edit=id), which the link opens
    const { results } = await h.call('GET', `/v2/api/search?q=${encodeURIComponent('kullanım')}`);
    expect(results).toContainEqual(expect.objectContaining({ content_type: 'text_page', id: textPage.id, path: `/text-pages?edit=${textPage.id}` }));
    const page = await h.open(`/admin${results.find((r: { content_type: string }) => r.content_type === 'text_page').path}`);
    await page.getByRole('heading', { name: 'Edit Text Page' }).waitFor();
    expect(await page.getByLabel('Title (EN)').inputValue()).toBe('Terms of Use');

    // Preview builds the page into a private preview, opened in a new tab
    const asked = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v2/api/preview'));
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Preview Terms of Use' }).click();
    expect((await asked).postDataJSON()).toEqual({ items: [{ type: 'text_page', item_id: textPage.id }] });
    const preview = await opened;
    await preview.waitForURL(/\/preview\//);
    await preview.close();
    await page.getByRole('button', { name: 'History' }).waitFor();

    // review mode: a save waits for publishing, the list and the form say so and offer Publish
    await h.call('PUT', '/v2/api/publishing', { mode: 'review' });
    await page.reload();
    await page.getByRole('button', { name: 'Edit Terms of Use' }).click();
    await page.getByLabel('Title (TR)').fill('Kullanım Şartları');
    await save(page);
    await expectToast(page, 'Page saved');
    const terms = row(page, 'Terms of Use');
    await terms.getByText('Unpublished changes', { exact: true }).waitFor();
    await terms.getByRole('button', { name: 'Edit Terms of Use' }).click();
    const bar = page.getByTestId('item-publish-bar');
    await bar.getByRole('button', { name: 'Publish Terms of Use' }).waitFor();
    // the bar's own Preview stands in for the form's
    expect(await page.getByRole('button', { name: 'Preview Terms of Use' }).count()).toBe(1);
    await bar.getByRole('button', { name: 'Publish Terms of Use' }).click();
    await expectToast(page, 'Changes published');
    await bar.waitFor({ state: 'detached' });
    await h.call('PUT', '/v2/api/publishing', { mode: 'instant' });
    await page.context().close();
  });

  it('speaks Turkish: Metin Sayfaları, its form and the server messages', async () => {
    await h.call('PUT', '/v2/api/users/me/language', { language: 'tr' });
    const page = await h.open('/admin/text-pages');
    await page.getByRole('heading', { name: 'Metin Sayfaları', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Yönetim bölümleri' }).getByRole('link', { name: 'Metin Sayfaları' }).waitFor();
    await page.getByRole('button', { name: 'Metin Sayfası Ekle' }).click();
    await page.getByRole('heading', { name: 'Metin Sayfası Ekle' }).waitFor();
    await richText(page, 'İçerik (TR)').waitFor();
    await page.getByLabel('Başlık (EN)').fill('About Cookies');
    await page.getByLabel('Başlık (TR)').fill('Çerezler Hakkında');
    await page.getByLabel('Adres (TR)').fill('admin');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Bu adres sitenin kendisi tarafından kullanılıyor' }).waitFor();
    await page.getByLabel('Adres (TR)').fill('');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expectToast(page, 'Sayfa kaydedildi');
    await row(page, 'About Cookies').getByText('/cerezler-hakkinda/', { exact: true }).waitFor();
    await h.call('PUT', '/v2/api/users/me/language', { language: 'en' });
    await page.context().close();
  });
});
