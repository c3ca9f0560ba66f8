// Issue 33 in the admin, against the real server and the real Astro build: a redirect added on the
// Redirects screen is followed by a visitor's Chromium to the page it names (and counted); one that
// would hide a page is refused with the server's message; a CSV import reports its refused rows; and a
// take-down scheduled with "Unpublish at…" is listed with Cancel, then takes the page off the site when
// its time comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, seriousViolations } from './harness.ts';
import { createProject } from './project-fixtures.ts';
import { pageWithToken, projectPage, startRealSite, type RealSite } from './real-site.ts';

let site: RealSite;
let project: { id: number; slug: string };
const SITE_TIMEOUT = 90_000;

/** "2026-03-02T09:00" in Istanbul time, `minutes` from now. */
const istanbulInput = (minutes: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' })
    .format(new Date(Date.now() + minutes * 60_000))
    .replace(' ', 'T');

describe('redirects and scheduled take-downs (issue 33)', () => {
  beforeAll(async () => {
    site = await startRealSite();
    project = await createProject(site.server.url, site.token, 'Harbour Towers');
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it('a redirect added on the Redirects screen takes a visitor to its page, and counts the visit', { timeout: 180_000 }, async () => {
    await expect.poll(() => projectPage(site, project.slug), { timeout: SITE_TIMEOUT, interval: 500 }).toContain('Harbour Towers');
    const page = await pageWithToken(site);
    await page.goto('/admin/redirects');
    await page.getByRole('heading', { name: 'Redirects', level: 1 }).waitFor();
    await page.getByText('No redirects yet').waitFor();

    // an address that is a page of the site: the server's refusal shows in the dialog
    await page.getByRole('button', { name: 'Add redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add redirect' });
    await dialog.getByLabel('From (an address of the site)').fill(`/en/project/${project.slug}/`);
    await dialog.getByLabel('To (an address of the site or a full address)').fill('/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This address is a page of the site: a redirect would hide it' }).waitFor();

    await dialog.getByLabel('From (an address of the site)').fill('/eski-projeler/liman');
    await dialog.getByLabel('To (an address of the site or a full address)').fill(`/en/project/${project.slug}/`);
    await dialog.getByLabel('Code').selectOption('302');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Redirect added');
    const row = page.getByTestId('redirect-row').filter({ hasText: '/eski-projeler/liman' });
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('302');
    expect(await seriousViolations(page)).toEqual([]);

    // a visitor with an old bookmark
    const visitor = await site.browser.newPage();
    const answer = await visitor.goto(`${site.server.url}/eski-projeler/liman?from=bookmark`);
    expect(new URL(visitor.url()).pathname).toBe(`/en/project/${project.slug}/`);
    expect(new URL(visitor.url()).search).toBe('?from=bookmark');
    expect(answer?.status()).toBe(200);
    expect(answer?.request().redirectedFrom()?.url()).toBe(`${site.server.url}/eski-projeler/liman?from=bookmark`);
    await visitor.getByRole('heading', { level: 1, name: 'Harbour Towers' }).waitFor();
    await visitor.close();

    await expect
      .poll(
        async () => {
          await page.reload();
          return row.locator('td').nth(3).textContent();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toMatch(/^1since/);
    await page.context().close();
  });

  it('a CSV import adds its good rows and lists each refused one with the reason', async () => {
    const page = await pageWithToken(site);
    await page.goto('/admin/redirects');
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'old-site.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('from,to,code\n/hakkimizda.html,/about-us/,301\n/eski-projeler/liman,/,301\n/kendisi,/kendisi,301\n'),
    });
    const report = page.getByTestId('import-report');
    await report.getByText('1 added, 2 refused').waitFor();
    await report.getByText(/Row 2: .*Another redirect already starts from this address/).waitFor();
    await report.getByText(/Row 3: .*This redirect would loop/).waitFor();
    const imported = page.getByTestId('redirect-row').filter({ hasText: '/hakkimizda.html' });
    await imported.waitFor();

    // Remove asks first, as every delete does: No keeps it, Yes removes it
    const remove = page.getByRole('button', { name: 'Remove redirect from /hakkimizda.html' });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm delete' });
    await confirm.getByText('Are you sure you want to remove this redirect?').waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await imported.count()).toBe(1);
    await remove.click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Redirect removed');
    await imported.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it(
    '"Unpublish at…" schedules a take-down, listed with Cancel on the Changes screen, that takes the page off the site at its time',
    { timeout: 150_000 },
    async () => {
      const page = await pageWithToken(site);
      await page.goto(`/admin/project-detail/${project.id}`);
      await page.getByRole('button', { name: /^Unpublish at… \(.+\)$/ }).click();
      const dialog = page.getByRole('dialog', { name: /Schedule a take-down/ });
      const at = istanbulInput(10);
      await dialog.getByLabel('Unpublish at (Istanbul time)').fill(at);
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      await expectToast(page, 'Take-down scheduled');

      await page.goto('/admin/changes');
      const shown = `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)} ${at.slice(11)}`;
      const entry = page.getByRole('list', { name: 'Scheduled publishing' }).getByRole('listitem').filter({ hasText: 'Harbour Towers' });
      await entry.getByText('Take down').waitFor();
      await entry.getByRole('button', { name: `Cancel take-down at ${shown}` }).waitFor();
      expect(await projectPage(site, project.slug)).toContain('Harbour Towers');

      // its time comes (the scheduler is asked as its timer would ask it ten minutes from now)
      await site.server.app.scheduler.runDue(new Date(Date.now() + 11 * 60_000));
      await expect.poll(() => projectPage(site, project.slug), { timeout: SITE_TIMEOUT, interval: 500 }).toBe('HTTP 404');
      const visitor = await site.browser.newPage();
      const answer = await visitor.goto(`${site.server.url}/en/project/${project.slug}/`);
      expect(answer?.status()).toBe(404);
      await visitor.close();
      await page.reload();
      await entry.waitFor({ state: 'detached' });
      await page.context().close();
    },
  );
});
