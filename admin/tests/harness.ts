// Shared set-up of the admin browser tests: the admin bundle (built when older than its sources), the
// real server on a temporary data folder, Chromium, sign-in and axe-core checks.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { fakeBuilder, type FakeBuilder } from '../../server/test/fake-builder.ts';
import { SitePublisher } from '../../server/publish/site-publisher.ts';
import type { StoragePublisher } from '../../server/publish/storage-sync/storage-publisher.ts';
import { launchChromium } from '../../server/test/chromium.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const ADMIN = { email: 'admin@browser.test', password: 'browser-pass-1', name: 'Administrator' };
const ADMIN_DIST = path.join(ROOT, 'dist', 'admin', 'index.html');
const AXE = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds dist/admin when it is missing or older than admin/src, admin/index.html or the Vite config. */
export function ensureAdminBuilt(): void {
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'admin', 'src')),
    fs.statSync(path.join(ROOT, 'admin', 'index.html')).mtimeMs,
    fs.statSync(path.join(ROOT, 'admin', 'vite.config.ts')).mtimeMs,
  );
  if (fs.existsSync(ADMIN_DIST) && fs.statSync(ADMIN_DIST).mtimeMs >= sources) return;
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}

/** Whether a copy of dist/admin has its page and every asset the page names (a rebuild may be half written). */
function wholeBundle(dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const assets = [...fs.readFileSync(index, 'utf8').matchAll(/\/admin\/(assets\/[^"']+)/g)].map((m) => m[1]);
  return assets.length > 0 && assets.every((a) => fs.existsSync(path.join(dir, a)));
}

/**
 * A copy of the admin bundle in `parent`/admin for one test server to serve. Several runs share the
 * tree, and each rebuilds dist/admin when the sources moved: a rebuild under a running server took the
 * lazy screens' files away from its open pages (every test of the file then failed).
 */
export function adminSnapshot(parent: string): string {
  ensureAdminBuilt();
  const dir = path.join(parent, 'admin');
  for (let tries = 0; ; tries++) {
    fs.rmSync(dir, { recursive: true, force: true });
    let copied = true;
    try {
      fs.cpSync(path.dirname(ADMIN_DIST), dir, { recursive: true });
    } catch {
      copied = false; // a file went away while it was copied
    }
    if ((copied && wholeBundle(dir)) || tries === 40) return dir;
    // another run is writing the bundle: give its build a moment to finish
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
}

export interface NewPageOptions {
  width?: number;
  signedIn?: boolean;
}

export interface AdminHarness {
  app: FastifyInstance;
  base: string;
  browser: Browser;
  dataDir: string;
  /** the stand-in for Astro: releases are real folders, made in `builder.delayMs` */
  builder: FakeBuilder;
  publisher: SitePublisher;
  /** a fresh browser context and page; `width` 1280 (default) or 390 */
  newPage(o?: NewPageOptions): Promise<Page>;
  /** a fresh page (newPage) opened at this address, e.g. '/admin/pages' */
  open(url: string, o?: NewPageOptions): Promise<Page>;
  /** a token from the API, for set-up calls */
  token(): Promise<string>;
  /** a JSON API call with the admin's token */
  call<T = any>(method: string, url: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export interface StartOptions {
  seed?: boolean;
  buildDelayMs?: number;
  /** syncs each release to a bucket (made once the data folder exists; its uploads are in `uploadsDir`) */
  storage?: (uploadsDir: string) => Promise<StoragePublisher>;
  /** more settings for loadConfig (SMTP_URL for the mail tests) */
  env?: Record<string, string>;
}

export async function startAdmin(o: StartOptions = {}): Promise<AdminHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-browser-'));
  const adminDir = adminSnapshot(dataDir);
  const distDir = path.join(dataDir, 'dist');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: o.seed ? '1' : '0',
    LOG_LEVEL: 'silent',
    // no background sharing crops: each would ask for a publish of its own, which the tests that count
    // publishes and activity entries did not ask for (server/lib/share-crop-queue.test.ts tests them)
    SHARE_CROPS: '0',
    ...o.env,
  });
  const builder = fakeBuilder();
  builder.delayMs = o.buildDelayMs ?? 50;
  const storage = await o.storage?.(path.join(dataDir, 'uploads'));
  const publisher = new SitePublisher({ distDir, builder: builder.builder, debounceMs: 200, storage });
  const app = await buildApp({ config, publisher, loginRateLimit: 10_000, adminDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  let cachedToken: string | null = null;
  const freshToken = async () => {
    const res = await fetch(`${base}/v2/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    return ((await res.json()) as { token: string }).token;
  };

  const harness: AdminHarness = {
    app,
    base,
    browser,
    dataDir,
    builder,
    publisher,
    async token() {
      cachedToken ??= await freshToken();
      return cachedToken;
    },
    async call(method, url, body) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${await harness.token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    async newPage({ width = 1280, signedIn = true } = {}) {
      // reduced motion: Bootstrap drops its fade transitions, so axe never measures colour contrast
      // through a half-faded dialog backdrop (a false failure now and then)
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, baseURL: base, reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      if (signedIn) {
        // a token of its own, so one page signing out does not sign out the others
        const token = await freshToken();
        await context.addInitScript((t) => {
          // only the first load of this context gets the token: signing out must stick
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('token', t);
          }
        }, token);
      }
      return page;
    },
    async open(url, o) {
      const page = await harness.newPage(o);
      await page.goto(url);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/**
 * The harness of one test file: started before its tests (then `setUp` runs), closed after them.
 * The answer is filled in before the first test, so tests use it as the answer of startAdmin.
 */
export function adminSuite(o: StartOptions = {}, setUp?: (h: AdminHarness) => Promise<void>): AdminHarness {
  const h = {} as AdminHarness;
  beforeAll(async () => {
    Object.assign(h, await startAdmin(o));
    await setUp?.(h);
  });
  afterAll(async () => {
    await h.close?.();
  });
  return h;
}

/** Waits until the top bar's publish status reads `text` ('Published', 'Building', ...). */
export async function waitForState(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((t) => document.querySelector('[data-testid="publish-state"]')?.textContent === t, text, { timeout });
}

/** The answer of a call that failed without a message: what the screens' fallback texts are for. */
export const FAILED_ANSWER = { status: 500, contentType: 'application/json', body: '{"success":false}' };

/** Runs axe-core on the page and answers its serious and critical violations, described. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // evaluated through DevTools, which the page's Content-Security-Policy (script-src 'self') does not block
  // as it blocks an injected <script> tag
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(fs.readFileSync(AXE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: any[] }> } }).axe;
    // Colour contrast is measured on what a reader sees once things settle: a toast or dialog caught
    // halfway through its fade-in has a translucent text colour that fails the ratio. Jump every finite
    // animation and transition to its end (react-hot-toast fades even with reduced motion); endless
    // ones (spinners) stay as they are.
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)) animation.finish();
    }
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`);
}

/** The visible toast texts, newest last. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('[role="status"][aria-live], [role="alert"][aria-live]').allInnerTexts();
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[aria-live]', { hasText: text }).first().waitFor({ state: 'visible' });
}

/**
 * A slow server without a guessed delay: requests to `url` that `held` picks wait until the test calls
 * `release()` (after it has checked what the screen shows meanwhile); later ones pass at once.
 */
export async function holdRequests(page: Page, url: string, held: (r: Request) => boolean = () => true): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    if (held(route.request())) await released;
    await route.continue();
  });
  return { release };
}

/** dnd-kit's live region: what a screen reader hears while an item is dragged. */
export const dragAnnouncement = (page: Page) => page.locator('[role="status"][aria-live="assertive"]');

/** Waits until dnd-kit has announced `text` (it has handled the key press or pointer move before it). */
export async function announced(page: Page, text: string): Promise<void> {
  await dragAnnouncement(page).filter({ hasText: text }).waitFor({ state: 'attached' });
}

/**
 * Waits until the page has painted twice. dnd-kit's keyboard sensor starts listening for the arrow keys
 * in a timer after the pick-up, which the pick-up's announcement can render before: a key pressed in
 * between is lost (seen on a loaded machine). Two frames come after that timer.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Drags the handle named `from` onto the handle named `onto` with the mouse (SortableList): moves in
 * steps, waits until dnd-kit has announced the place under the pointer (it takes the drop target from
 * its own state, updated after a render), then drops. `start` nudges the pointer past the 4 px
 * activation distance; the announced item name is the handle's name without "Move ".
 */
export async function dragOnto(page: Page, from: string, onto: string, start: { x: number; y: number }): Promise<void> {
  const source = page.getByRole('button', { name: from, exact: true });
  const target = page.getByRole('button', { name: onto, exact: true });
  const position = await target.evaluate((el) => {
    const item = el.closest('li')!;
    return `position ${[...item.parentElement!.children].indexOf(item) + 1} of ${item.parentElement!.children.length}`;
  });
  const a = (await source.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + start.x, a.y + a.height / 2 + start.y, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await announced(page, `${from.replace(/^Move /, '')} moved to ${position}.`);
  await page.mouse.up();
  // dnd-kit's PointerSensor keeps clearing the text selection for 50 ms after a drop (a page timer),
  // and Playwright's fill selects the text before it types: a fill in those 50 ms typed nothing
  // (CI lost a menu rename that way). A page timer set now fires after dnd-kit's.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 60)));
}

/** Whether the page is wider than the window (something sticks out sideways). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

export async function png(width = 64, height = 64): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
  return { name: 'picture.png', mimeType: 'image/png', buffer };
}

export const SVG_FILE = {
  name: 'logo.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#123"/></svg>'),
};
export const TEXT_FILE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };
/** Bigger than every admin image limit (2MB) while still a valid type by name and MIME. */
export const BIG_PNG = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 10, 1) };
