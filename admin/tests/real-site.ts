// What the admin tests against the REAL server and the real Astro build share: the server, Chromium and
// the first administrator's token; a visitor's view of the site and the public API; and the two admin
// steps the workflow tests all take (the publishing mode, a project's rename).
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../server/test/chromium.ts';
import { BENCH_ADMIN, startServer, type RunningServer } from '../../server/test/real-server.ts';
import { adminSnapshot, expectToast } from './harness.ts';

export interface RealSite {
  server: RunningServer;
  browser: Browser;
  /** the first administrator's token, for set-up calls */
  token: string;
  close(): Promise<void>;
}

/** The admin bundle built (a copy of its own: adminSnapshot), a real server on an empty company, Chromium, and the administrator signed in over HTTP. */
export async function startRealSite(): Promise<RealSite> {
  const server = await startServer({ seed: false, adminDir: adminSnapshot });
  const browser = await launchChromium();
  const login = await fetch(`${server.url}/v2/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    server,
    browser,
    token,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A page of the admin signed in with `token` (stored as the admin stores it). */
export async function pageWithToken(site: RealSite, token = site.token): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: site.server.url, reducedMotion: 'reduce' });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A project's English page as a visitor gets it (or "HTTP <status>"). */
export async function projectPage(site: RealSite, slug: string): Promise<string> {
  const res = await fetch(`${site.server.url}/en/project/${slug}/`);
  return res.status === 200 ? res.text() : `HTTP ${res.status}`;
}

/** The active projects' English titles as the public API answers them (no token), sorted. */
export async function publicTitles(site: RealSite): Promise<string[]> {
  const { projects } = (await (await fetch(`${site.server.url}/v2/api/projects/active`)).json()) as { projects: { title_en: string }[] };
  return projects.map((p) => p.title_en).sort();
}

/** Site Settings, Publishing tab (administrators only): picks the mode and saves it; the server's message shows. */
export async function setMode(page: Page, mode: 'Instant' | 'Review'): Promise<void> {
  await page.goto('/admin/setting-page');
  await page.getByRole('tab', { name: 'Publishing' }).click();
  await page.getByRole('radio', { name: mode }).check();
  await page.getByRole('button', { name: 'Save Publishing Mode' }).click();
  await page.getByRole('status').filter({ hasText: 'Publishing mode updated' }).waitFor();
}

/** Project Manage: renames the project through its Edit dialog (the Turkish title too, when given). */
export async function renameProject(page: Page, from: string, to: string, toTr?: string): Promise<void> {
  await page.goto('/admin/project-manage');
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title (EN)').fill(to);
  if (toTr !== undefined) await dialog.getByLabel('Title (TR)').fill(toTr);
  await dialog.getByRole('button', { name: 'Update Project' }).click();
  await expectToast(page, 'Project updated successfully');
}
