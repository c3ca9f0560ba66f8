// Issue 14 end to end, with the real server and the real Astro build: a news text overwritten and
// restored from the History panel is back on the public page; a project deleted with its gallery and
// restored from 'Recently deleted' is back with its images; the Translations screen lists a project
// whose English title was cleared and its link opens that field.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../server/test/chromium.ts';
import { makeImage, multipart } from '../../server/test/helpers.ts';
import { BENCH_ADMIN, startServer, type RunningServer } from '../../server/test/real-server.ts';
import { adminSnapshot, expectToast } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let token: string;
let context: BrowserContext;

beforeAll(async () => {
  server = await startServer({ seed: false, adminDir: adminSnapshot });
  browser = await launchChromium();
  await server.publisher.whenSettled(); // the first release
  const login = await fetch(`${server.url}/v2/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
  context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

async function send(method: string, url: string, fields?: Parameters<typeof multipart>[0]): Promise<any> {
  const body = fields ? multipart(fields) : undefined;
  const res = await fetch(server.url + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body?.headers ?? {}) },
    body: body ? new Uint8Array(body.payload) : undefined,
  });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json;
}

/** Polls a public page until it contains `text` (a publish takes a few seconds); answers the body. */
async function pageShows(path: string, text: string): Promise<string> {
  let body = '';
  const read = async () => {
    const res = await fetch(server.url + path);
    return (body = res.ok ? await res.text() : '');
  };
  await expect.poll(read, { timeout: 150_000, interval: 500 }).toContain(text);
  return body;
}

async function admin(path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`/admin${path}`);
  return page;
}

const image = async (w: number) => {
  const f = await makeImage('png', w, 40);
  return { ...f, filename: `image-${w}.png` };
};

describe('history and restore in the admin, on the published site', () => {
  it('a news text overwritten, then restored from History, is the old text on the public page', async () => {
    const { news } = await send('POST', '/api/admin/news', {
      title_en: 'Harbour opening',
      title_tr: 'Liman açılışı',
      description_en: '<p>The first ferry berthed on Monday.</p>',
      description_tr: '<p>İlk feribot pazartesi yanaştı.</p>',
      image: await image(64),
    });
    const url = `/en/news/${news.slug}/`;
    expect(await pageShows(url, 'The first ferry berthed on Monday.')).toContain('The first ferry berthed on Monday.');
    await send('PUT', `/api/admin/news/${news.id}`, { description_en: '<p>A wrong text pasted over the news.</p>' });
    expect(await pageShows(url, 'A wrong text pasted over the news.')).toContain('A wrong text pasted over the news.');

    const page = await admin(`/news-detail/${news.id}`);
    await page.getByRole('button', { name: 'History' }).click();
    const panel = page.getByRole('dialog', { name: /History/ });
    const revisions = panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
    await expect.poll(() => revisions.count()).toBe(2);
    // the newest revision shows what it changed: the old and the new English description
    const newest = revisions.first();
    await expect.poll(() => newest.innerText()).toContain('Updated');
    expect(await newest.innerText()).toContain('The first ferry berthed on Monday.');
    expect(await newest.innerText()).toContain('A wrong text pasted over the news.');
    expect(await newest.locator('[lang="en"] del').first().innerText()).toBe('The first ferry berthed on Monday.');

    await revisions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version' }).getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Version restored successfully');
    await expect.poll(() => revisions.count()).toBe(3);
    expect(await revisions.first().innerText()).toContain('Restored');

    const body = await pageShows(url, 'The first ferry berthed on Monday.');
    expect(body).toContain('The first ferry berthed on Monday.');
    expect(body).not.toContain('A wrong text pasted over the news.');
    await page.close();
  }, 300_000);

  it('a project deleted with its gallery comes back from Recently deleted, images on the public page', async () => {
    const { project } = await send('POST', '/v2/api/projects', { title_en: 'Lighthouse Homes', title_tr: 'Fener Evleri', cover_image: await image(80) });
    const { detail } = await send('POST', '/v2/api/details', {
      project_id: String(project.id),
      title_en: 'Views',
      title_tr: 'Manzara',
      feature_image: await image(90),
    });
    const { images } = await send('POST', '/v2/api/gallery/multiple', { project_detail_id: String(detail.id), images: [await image(100), await image(110)] });
    const url = `/en/project/${project.slug}/`;
    const paths: string[] = images.map((i: { image_path: string }) => i.image_path);
    // the gallery goes live with a later publish than the title: wait for its last image
    const before = await pageShows(url, paths.at(-1)!.replace(/\.png$/, ''));
    for (const p of paths) expect(before).toContain(p.replace(/\.png$/, ''));

    await send('DELETE', `/v2/api/projects/${project.id}`);
    await expect.poll(async () => (await fetch(server.url + url)).status, { timeout: 150_000, interval: 500 }).not.toBe(200);

    const page = await admin('/recently-deleted');
    const table = page.getByRole('table', { name: 'Recently deleted' });
    await table.getByRole('row', { name: /Lighthouse Homes/ }).waitFor();
    await table.getByRole('button', { name: 'Restore Lighthouse Homes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Item restored successfully');
    await expect.poll(() => table.getByRole('row', { name: /Lighthouse Homes/ }).count()).toBe(0);

    const after = await pageShows(url, 'Lighthouse Homes');
    expect(after).toContain('Lighthouse Homes');
    for (const p of paths) expect(after).toContain(p.replace(/\.png$/, ''));
    // every image of the page resolves, the gallery's files included
    const srcs = [...after.matchAll(/(?:src|srcset)="([^"]+)"/g)]
      .flatMap((m) => m[1].split(',').map((s) => s.trim().split(' ')[0]))
      .filter((s) => s.startsWith('/uploads/'));
    expect(srcs.length).toBeGreaterThan(0);
    for (const s of new Set(srcs)) expect((await fetch(server.url + s)).status, s).toBe(200);
    await page.close();
  }, 300_000);

  it('the Translations screen lists a project whose English title was cleared, and its link opens that field', async () => {
    const { project } = await send('POST', '/v2/api/projects', { title_en: 'Quay Offices', title_tr: 'Rıhtım Ofisleri', cover_image: await image(70) });
    // the API refuses a blank title: an English title lost another way (an import, an old row)
    await server.app.db.updateTable('projects').set({ title_en: '' }).where('id', '=', project.id).execute();

    const page = await admin('/translations');
    const row = page.getByRole('table', { name: 'Fields to translate' }).getByRole('row', { name: /^Project: Rıhtım Ofisleri/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('English missing');
    // the field as the screen names it (features/history/fieldNames.ts), not its column
    await row.getByRole('link', { name: 'Edit Title (EN) of Rıhtım Ofisleri' }).click();
    await page.waitForURL(/\/admin\/project-manage/);
    const field = page.getByRole('dialog').getByLabel('Title (EN)');
    await field.waitFor();
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog').getByLabel('Title (TR)').inputValue()).toBe('Rıhtım Ofisleri');
    await page.close();
  }, 120_000);
});
