// End to end (issue 8 section 4): a company name saved in the admin's Company tab becomes the name in
// the titles of the pages the server publishes, with the real Astro build (the other admin tests use
// the harness's stand-in builder).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../server/test/chromium.ts';
import { BENCH_ADMIN, startServer, type RunningServer } from '../../server/test/real-server.ts';
import { adminSnapshot } from './harness.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ seed: false, adminDir: adminSnapshot });
  browser = await launchChromium();
  await server.publisher.whenSettled(); // the first release
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function titleOf(path: string): Promise<string | undefined> {
  const res = await fetch(server.url + path);
  return /<title>([^<]*)<\/title>/.exec(await res.text())?.[1];
}

describe('the company name from the admin on the published site', () => {
  it('a name saved in Site Settings > Company ends the titles of the next release', async () => {
    expect(await titleOf('/')).toBe('Karadeniz Yapı');

    const login = await fetch(`${server.url}/v2/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/admin/setting-page');
    await page.getByRole('tab', { name: 'Company' }).click();
    await page.getByLabel('Company Name (EN)').fill('Pontus Builders');
    await page.getByLabel('Company Name (TR)').fill('Pontus Yapı');
    await page.getByRole('button', { name: 'Save Company' }).click();
    await page.getByRole('tabpanel').locator('.alert', { hasText: 'Company details saved successfully' }).waitFor();
    await context.close();

    // the next release: polled, a publish takes a few seconds
    await expect.poll(() => titleOf('/'), { timeout: 150_000, interval: 500 }).toBe('Pontus Yapı');
    expect(await titleOf('/en/')).toBe('Pontus Builders');
    expect(await titleOf('/en/ongoing-projects/')).toBe('Ongoing Projects | Pontus Builders');
    expect(await titleOf('/ongoing-projects/')).toBe('Devam Eden Projeler | Pontus Yapı');
  }, 240_000);
});
