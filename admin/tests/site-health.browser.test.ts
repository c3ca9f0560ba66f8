// The Site Health screen (issue 34 item 3) in Chromium against the real server, in English and in
// Turkish: the live release links to a local HTTP server (never the internet) that answers 200, 404, a
// redirect to a private address and nothing at all; "Check now" shows the check running, then every
// link with its result and the pages that link to it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLinkTestServer, type LinkTestServer } from '../../server/test/link-server.ts';
import { seriousViolations, startAdmin, type AdminHarness } from './harness.ts';

let server: LinkTestServer;
let h: AdminHarness;

beforeAll(async () => {
  server = await startLinkTestServer();
  h = await startAdmin({
    env: { LINK_CHECK_ALLOW: `127.0.0.1:${server.port}`, LINK_CHECK_TIMEOUT_MS: '1500', LINK_CHECK_WEEKLY: '0' },
  });
  // a release whose pages link out: the fake builder's pages carry the links from the next publish on
  h.builder.extraHtml = ['/ok', '/missing', '/to-private', '/slow'].map((p) => `<a href="${server.origin}${p}">${p}</a>`).join(' ');
  h.publisher.buildNow('pages with outgoing links');
  const home = path.join(h.dataDir, 'dist', 'current', 'index.html');
  await vi.waitFor(
    () => {
      if (!fs.existsSync(home) || !fs.readFileSync(home, 'utf8').includes('/to-private')) throw new Error('the release with links is not live yet');
    },
    { timeout: 15_000, interval: 100 },
  );
});
afterAll(async () => {
  await h?.close();
  await server?.close();
});

/**
 * Waits until the screen shows a check running, all at one moment (read in the page: on a loaded machine
 * the check may end between two separate reads): the status line, and the button disabled with `label`.
 */
const runningShows = (page: import('playwright-core').Page, label: string) =>
  page.waitForFunction((text) => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="check-links"]');
    return document.querySelector('[data-testid="check-running"]') !== null && button?.disabled === true && button.textContent?.includes(text) === true;
  }, label);

const rowOf = (page: import('playwright-core').Page, url: string) =>
  page.getByTestId('link-row').filter({ has: page.getByRole('link', { name: url, exact: true }) });

describe('the Site Health screen', () => {
  it('in English: Check now runs the check with a visible state, then lists each link, broken first, with the pages that link to it', async () => {
    const page = await h.open('/admin/');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Site Health' }).click();
    await page.getByRole('heading', { name: 'Site Health', level: 1 }).waitFor();
    expect(await page.title()).toBe('Admin | Site Health');
    expect(await page.getByTestId('links-summary').textContent()).toBe('The links have not been checked yet.');

    const button = page.getByTestId('check-links');
    await button.click();
    // while the server checks (the silent server takes two 1.5 s tries), the button waits and the screen says so
    await page.getByRole('status').filter({ hasText: 'Checking the links of the live site...' }).waitFor();
    await runningShows(page, 'Checking...');
    await page.getByTestId('check-running').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await button.textContent()).toBe('Check now');
    expect(await button.isDisabled()).toBe(false);

    expect(await page.getByTestId('links-summary').textContent()).toMatch(/^Last checked \d\d\/\d\d\/\d{4} \d\d:\d\d: 2 broken of 4 links\.$/);
    const rows = page.getByTestId('link-row');
    // broken ones first
    expect(await rows.locator('td:first-child').allTextContents()).toEqual([
      `${server.origin}/missing`,
      `${server.origin}/slow`,
      `${server.origin}/ok`,
      `${server.origin}/to-private`,
    ]);
    const missing = rowOf(page, `${server.origin}/missing`);
    expect(await missing.locator('td').nth(1).textContent()).toBe('Broken 404');
    expect(await rowOf(page, `${server.origin}/slow`).getByTestId('link-error').textContent()).toBe('No answer in time (1.5 s)');
    expect(await rowOf(page, `${server.origin}/ok`).locator('td').nth(1).textContent()).toBe('Works 200');
    expect(await rowOf(page, `${server.origin}/to-private`).locator('td').nth(1).textContent()).toBe(
      'Not checked Not checked: it redirects to a private, loopback or link-local address (10.0.0.1)',
    );
    // the pages that link to it, each opening the page of the site
    const pages = missing.locator('td').nth(2).getByRole('link');
    expect(await pages.allTextContents()).toEqual(['/', '/en/']);
    expect(await pages.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')))).toEqual(['/', '/en/']);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('in Turkish: the same screen and its results read in Turkish', async () => {
    await h.call('PUT', '/v2/api/users/me/language', { language: 'tr' });
    try {
      const page = await h.open('/admin/site-health');
      await page.getByRole('heading', { name: 'Site Sağlığı', level: 1 }).waitFor();
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Site Sağlığı' }).count()).toBe(1);
      expect(await page.getByTestId('links-summary').textContent()).toMatch(/^Son denetim .+: 4 bağlantıdan 2 tanesi kırık\.$/);
      expect(await rowOf(page, `${server.origin}/missing`).locator('td').nth(1).textContent()).toBe('Kırık 404');
      expect(await rowOf(page, `${server.origin}/slow`).getByTestId('link-error').textContent()).toBe('Zamanında yanıt gelmedi (1.5 s)');
      expect(await rowOf(page, `${server.origin}/to-private`).getByTestId('link-error').textContent()).toBe(
        'Denetlenmedi: özel, yerel (loopback) ya da bağlantı-yerel (link-local) bir adrese yönlendiriyor (10.0.0.1)',
      );
      expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Bağlantı', 'Sonuç', 'Bağlantı veren sayfalar', 'Denetim zamanı']);

      const button = page.getByRole('button', { name: 'Şimdi denetle' });
      await button.click();
      await page.getByRole('status').filter({ hasText: 'Yayındaki sitenin bağlantıları denetleniyor...' }).waitFor();
      await runningShows(page, 'Denetleniyor...');
      await page.getByTestId('check-running').waitFor({ state: 'detached', timeout: 20_000 });
      await button.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await h.call('PUT', '/v2/api/users/me/language', { language: 'en' });
    }
  });
});
