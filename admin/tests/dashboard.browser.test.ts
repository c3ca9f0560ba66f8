// The Dashboard screen (issue 34) in both languages: measured figures only (none of the old sample
// cards), numbers written as each language writes them, the two charts loaded on demand with their
// figures in a table for screen readers, the site's health with the way to the screen that fixes it;
// and a change's warnings on the Changes screen, with the link to the field.
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoWeek } from '../../content-db/dashboard.ts';
import { adminSuite, seriousViolations } from './harness.ts';

const NEW_LEADS = 1234;

const h = adminSuite({}, async (h) => {
  await h.publisher.whenSettled(); // the first start's publish
  // many new leads this week (a number with thousands), and one closed lead three weeks ago
  await sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${NEW_LEADS})
    INSERT INTO leads (name, phone, lang, state) SELECT 'Visitor ' || i, '0532 000 00 00', 'tr', 'new' FROM n`.execute(h.app.db);
  const threeWeeksAgo = new Date(Date.now() - 21 * 86_400_000).toISOString();
  await sql`INSERT INTO leads (name, phone, lang, state, created_at) VALUES ('Earlier', '0532 000 00 01', 'en', 'closed', ${threeWeeksAgo})`.execute(h.app.db);
});

const weekLabel = (week: string, lang: 'en' | 'tr') => {
  const n = Number(week.split('-W')[1]);
  return lang === 'en' ? `Week ${n}` : `${n}. hafta`;
};

async function tableRows(page: Page, testId: string): Promise<string[][]> {
  return page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));
}

describe('the Dashboard screen', () => {
  it('in English: measured figures, charts with their tables, site health with its links', async () => {
    const { dashboard } = await h.call('GET', '/v2/api/dashboard');
    const page = await h.open('/admin/');
    await page.getByRole('heading', { name: 'Site health' }).waitFor();
    // the sample figures are gone
    for (const name of ['Traffic', 'Sales', 'Domains']) expect(await page.getByRole('heading', { name, exact: true }).count()).toBe(0);
    expect(await page.getByText('350,897').count()).toBe(0);

    expect(await page.getByTestId('dashboard-new-leads').textContent()).toBe('1,234');
    const content = await page.getByTestId('dashboard-content').textContent();
    expect(content).toContain(`Pages${dashboard.content.pages}`);
    expect(await page.getByTestId('dashboard-changes').textContent()).toBe(String(dashboard.changes.count));

    // the charts: a canvas each, named by its summary, and the same figures in a hidden table
    await page.getByRole('img', { name: /^Leads per week, the last 12 weeks: 1,235 in all$/ }).waitFor();
    const weeks = await tableRows(page, 'leads-chart-table');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual([weekLabel(isoWeek(new Date()), 'en'), '1,234']);
    const earlier = weekLabel(isoWeek(new Date(Date.now() - 21 * 86_400_000)), 'en');
    expect(weeks.find((w) => w[0] === earlier)?.[1]).toBe('1');
    await page.getByRole('img', { name: /^Duration of the last \d+ publishes, in seconds$/ }).waitFor();
    const publishes = await tableRows(page, 'publishes-chart-table');
    expect(publishes.length).toBe(dashboard.publishes.length);
    expect(publishes[0]![3]).toBe('Live');

    // each health card leads where its problem is fixed
    expect(await page.getByTestId('health-untranslated').textContent()).toBe(String(dashboard.health.untranslated));
    await page.getByRole('link', { name: 'Open Translations' }).click();
    await page.waitForURL('**/admin/translations');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await page.getByRole('heading', { name: 'Site health' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('in Turkish: the same figures in Turkish words and numbers', async () => {
    await h.call('PUT', '/v2/api/users/me/language', { language: 'tr' });
    try {
      const page = await h.open('/admin/');
      await page.getByRole('heading', { name: 'Site sağlığı' }).waitFor();
      expect(await page.getByTestId('dashboard-new-leads').textContent()).toBe('1.234');
      for (const name of [
        'Haftalık talepler',
        'Son yayınlar',
        'Kırık iç bağlantılar',
        'Kırık dış bağlantılar',
        'Alt metni olmayan görseller',
        'Çevrilmemiş alanlar',
      ])
        await page.getByRole('heading', { name, exact: true }).waitFor();
      await page.getByRole('img', { name: 'Haftalık talepler, son 12 hafta: toplam 1.235' }).waitFor();
      const weeks = await tableRows(page, 'leads-chart-table');
      expect(weeks.at(-1)).toEqual([weekLabel(isoWeek(new Date()), 'tr'), '1.234']);
      expect((await tableRows(page, 'publishes-chart-table'))[0]![3]).toBe('Yayında');
      expect(await page.getByRole('link', { name: 'Çevirileri Aç' }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await h.call('PUT', '/v2/api/users/me/language', { language: 'en' });
    }
  });
});

describe('warnings of a change', () => {
  it('show on the Changes screen and in the item’s publish bar, with a link to the field', async () => {
    await h.call('PUT', '/v2/api/publishing', { mode: 'review' });
    const made = await h.call('POST', '/v2/api/text-pages', {
      title_en: 'Warned page',
      title_tr: 'Uyarılı sayfa',
      body_en: '<p><a href="/nowhere/">A link to no page</a> on a page that says what the company builds.</p>',
      body_tr: '<p>Şirketin ne inşa ettiğini anlatan ve yeterince uzun olan bir Türkçe açıklama metni.</p>',
    });
    expect(made.success).toBe(true);
    const page = await h.open('/admin/changes');
    const row = page.getByTestId('change-row').filter({ hasText: 'Warned page' });
    await row.getByText('1 warning').click();
    await row.getByText('Broken link: The link /nowhere/ leads to no page').waitFor();
    await row.getByRole('link', { name: 'Go to the field' }).click();
    await page.waitForURL(/\/admin\/text-pages\?.*field=body_en/);
    // the item's own screen: its publish bar carries the same warning
    const bar = page.getByTestId('item-publish-bar').filter({ has: page.getByTestId('change-warnings') });
    await bar.getByText('1 warning').click();
    await bar.getByText('Broken link: The link /nowhere/ leads to no page').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.call('PUT', '/v2/api/publishing', { mode: 'instant' });
  });
});

describe('warnings that block publishing (Site Settings, Security)', () => {
  it('an administrator chooses them; a publish of a change with one is refused with the reason', async () => {
    const page = await h.open('/admin/setting-page?tab=security');
    const blocking = page.getByRole('group', { name: 'A change with one of these warnings cannot be published until it is fixed' });
    await blocking.getByLabel('Broken link').check();
    await page.locator('form').filter({ has: blocking }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Security settings saved').waitFor();
    expect((await h.call('GET', '/v2/api/security')).security.blockPublishOn).toEqual(['link-broken']);
    expect(await seriousViolations(page)).toEqual([]);

    await h.call('PUT', '/v2/api/publishing', { mode: 'review' });
    const made = await h.call('POST', '/v2/api/text-pages', {
      title_en: 'Blocked page',
      title_tr: 'Engelli sayfa',
      body_en: '<p><a href="/nowhere/">A link to no page</a> on a page that says what the company builds.</p>',
      body_tr: '<p>Şirketin ne inşa ettiğini anlatan ve yeterince uzun olan bir Türkçe açıklama metni.</p>',
    });
    await page.goto('/admin/changes');
    await page.getByRole('button', { name: 'Publish Blocked page' }).click();
    await page.getByText('Fix the warnings before publishing').waitFor();
    expect((await h.call('GET', '/v2/api/changes')).changes.some((c: { item_id: number }) => c.item_id === made.textPage.id)).toBe(true);
    await h.call('PUT', '/v2/api/security', { blockPublishOn: [] });
    await h.call('PUT', '/v2/api/publishing', { mode: 'instant' });
  });
});
