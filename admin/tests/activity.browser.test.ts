// Issue 14, the Activity screen: every change newest first with who made it, filters by user, content
// type and date, each row linking to its item and to the item's History panel; a publish shows its
// release, pages and the changes it carried.
import { describe, expect, it } from 'vitest';
import { finishSchedule } from '../../content-db/schedule.ts';
import { adminSuite, seriousViolations } from './harness.ts';

const h = adminSuite();

describe('Activity', () => {
  it('lists changes and publishes, filters them, and opens an item and its history', async () => {
    const { page: created } = await h.call<{ page: { id: number } }>('POST', '/v2/api/pages', { page_name_en: 'Careers', page_name_tr: 'Kariyer' });
    await h.call('PUT', `/v2/api/pages/${created.id}`, { page_name_en: 'Jobs', page_name_tr: 'Kariyer' });
    await h.publisher.whenSettled();
    await h.app.history.recordPublishes();

    const page = await h.open('/admin/activity');
    const table = page.getByRole('table', { name: 'Activity' });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    const texts = await rows.allInnerTexts();
    const jobs = texts.findIndex((t) => t.includes('Updated page') && t.includes('Jobs'));
    const careers = texts.findIndex((t) => t.includes('Created page') && t.includes('Careers'));
    expect(jobs).toBeGreaterThanOrEqual(0);
    expect(careers).toBeGreaterThan(jobs); // newest first
    expect(texts[jobs]).toContain('Administrator');
    expect(texts.some((t) => /Published release \S+: \d+ pages/.test(t))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // filters: a content type shows only its changes (publishes belong to no type), a date long ago none
    await page.getByLabel('Content type').selectOption({ label: 'Page' });
    await expect
      .poll(async () => {
        const shown = await rows.allInnerTexts();
        return shown.length === 2 && shown.every((t) => / page /i.test(t));
      })
      .toBe(true);
    await page.getByLabel('Content type').selectOption({ label: 'News' });
    await page.getByText('No activity found').waitFor();
    await page.getByLabel('Content type').selectOption({ label: 'All content' });
    await page.getByLabel('User', { exact: true }).selectOption({ label: 'Administrator' });
    await expect.poll(async () => (await rows.allInnerTexts()).some((t) => t.includes('Jobs'))).toBe(true);
    expect((await rows.allInnerTexts()).some((t) => t.includes('Published'))).toBe(false);
    await page.getByLabel('To', { exact: true }).fill('2001-01-01');
    await page.getByText('No activity found').waitFor();
    await page.getByLabel('To', { exact: true }).fill('');

    // the History link opens the item's screen with its History panel
    await table.getByRole('link', { name: 'History of Jobs' }).first().click();
    await page.waitForURL(/\/admin\/pages\?history=page%3A\d+|\/admin\/pages\?history=page:\d+/);
    const panel = page.getByRole('dialog', { name: /History/ });
    await panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first().waitFor();
    expect(await panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem').count()).toBe(2);
    expect(await panel.innerText()).toContain('Careers');
    await panel.getByRole('button', { name: 'Close history' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('history=');
  });

  it('shows a failed scheduled publish with its error (issue 20: never lost silently)', async () => {
    await h.call('PUT', '/v2/api/publishing', { mode: 'review' });
    const { page: p } = await h.call<{ page: { id: number } }>('POST', '/v2/api/pages', { page_name_en: 'Spring offer', page_name_tr: 'Bahar' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const { schedule } = await h.call<{ schedule: { id: number } }>('POST', '/v2/api/changes/publish', { items: [{ type: 'page', item_id: p.id }], at });
    // how the run ended is the scheduler's (server/workflow/scheduler.test.ts); this is how it shows
    await finishSchedule(h.app.db, schedule.id, 'failed', 'Publishing failed: the disk is full');
    await h.call('PUT', '/v2/api/publishing', { mode: 'instant' });

    const page = await h.open('/admin/activity');
    const row = page.getByRole('table', { name: 'Activity' }).locator('tbody tr', { hasText: 'Scheduled publishing failed' });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Spring offer');
    expect(text).toContain('Publishing failed: the disk is full');
    expect(text).toContain('Administrator');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
