// Project Manage at scale (issue 22, "Figures"): the generated companies of 2,500 and 10,000 projects,
// a real server (scripts/bench/list-server.ts: the API and the built admin, no site builds), and the
// admin in Chromium. Measured in the page itself, so no driver round trip is counted: the first paint
// of the list (navigation start until the first card is in the document and a frame has been drawn),
// the DOM's element count once the list shows, and the time of a search, a filter, a sort and a page
// change, from the input until the list shows the answer and a frame is drawn. A step the screen does
// not offer (before issue 22: search, sort, pages) is reported as such. Each figure is the median of
// five fresh loads after a warm-up load (the returning user: the bundle cached, the token verified before).
// Then the paged list requests the screen makes, timed from this process one at a time (issue 31 item
// 4: "paged list requests ≤ 50 ms on the server"), each round after a write (every write moves the
// content revision on, so the first page read after it finds the list's index out of date).
// Issue 31's targets at 2,500 projects are printed beside the figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../server/publish/build-site.ts';
import { launchChromium } from '../../server/test/chromium.ts';
import { BENCH_ADMIN } from '../../server/test/real-server.ts';
import { generatedDataDir } from './data.ts';
import { startServer as startListServer } from './lists.ts';

export const ADMIN_LIST_SIZES = [2500, 10000];
/** the search typed: one project of the generated company ('Üretilmiş Konut 1234') */
const SEARCH = 'konut 1234';

export interface AdminListFigures {
  projects: number;
  /** ms from navigation start until the first card is drawn */
  firstPaint: number;
  /** the browser's first contentful paint (anything drawn: the layout before the list) */
  fcp: number;
  /** elements in the document once the list shows */
  domNodes: number;
  /** cards rendered at once */
  cards: number;
  /** ms until the list shows the answer; null where the screen has no such control */
  search: number | null;
  filter: number | null;
  sort: number | null;
  page: number | null;
  /** ms of the screen's paged list requests (GET /v2/api/projects?...&limit&page), the first after a write and the rest */
  requests: { afterWrite: number[]; warm: number[] };
}

/** issue 31 item 4, at 2,500 projects */
export const ADMIN_TARGETS = { projects: 2500, firstPaint: 800, search: 100, request: 50 };

/** The list requests Project Manage makes: its first page, a filter, a search, a sort, the next page; and a page of 20 */
const LIST_REQUESTS = [
  'page=1&limit=48',
  'type=ongoing&page=1&limit=48',
  `q=${encodeURIComponent(SEARCH)}&page=1&limit=48`,
  'sort=title_tr&page=1&limit=48',
  'page=2&limit=48',
  'limit=20&page=2',
];
const REQUEST_ROUNDS = 10;

/**
 * Each round: one write (a project's status flipped), then every list request once; the first of them
 * meets the write. Answers the ms of the first requests after a write, and of the others.
 */
async function timeRequests(base: string, token: string): Promise<{ afterWrite: number[]; warm: number[] }> {
  const authorization = `Bearer ${token}`;
  const afterWrite: number[] = [];
  const warm: number[] = [];
  for (let round = 0; round < REQUEST_ROUNDS; round++) {
    const flip = await fetch(`${base}/v2/api/projects/${1 + round}/toggle-status`, { method: 'PATCH', headers: { authorization } });
    if (flip.status !== 200) throw new Error(`admin lists bench: the write answered ${flip.status}`);
    for (const [i, query] of LIST_REQUESTS.entries()) {
      const t0 = performance.now();
      const res = await fetch(`${base}/v2/api/projects?${query}`, { headers: { authorization, 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`admin lists bench: ${query} answered ${res.status}`);
      (i === 0 ? afterWrite : warm).push(performance.now() - t0);
    }
  }
  return { afterWrite, warm };
}

const CARDS = 'ul[aria-label="Projects"] > li';
/** fresh loads of the screen per company, each figure the median of them (one load on a shared machine varies by 30%) */
const ROUNDS = 5;

/** A generated company kept between runs (generating 10,000 projects takes minutes), copied for each use. */
async function company(projects: number): Promise<string> {
  const kept = path.join(os.tmpdir(), `cms-bench-admin-lists-${projects}`);
  if (!fs.existsSync(path.join(kept, 'content.sqlite'))) {
    const made = await generatedDataDir(projects, 0);
    fs.rmSync(kept, { recursive: true, force: true });
    fs.cpSync(made, kept, { recursive: true });
    fs.rmSync(made, { recursive: true, force: true });
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bench-admin-'));
  fs.cpSync(kept, copy, { recursive: true });
  return copy;
}

/**
 * Runs `act` in the page and answers the ms until the list's text differs from before it, no
 * spinner shows, and the next frame is drawn.
 */
async function timeChange(page: Page, act: string): Promise<number> {
  return page.evaluate(async (act) => {
    const list = () => document.querySelector('ul[aria-label="Projects"]');
    const before = list()?.textContent ?? '';
    const shown = () => {
      const l = list();
      return l !== null && l.textContent !== before && document.querySelector('main [role="status"]') === null;
    };
    const start = performance.now();
    new Function(act)();
    await new Promise<void>((resolve) => {
      if (shown()) return resolve();
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return performance.now() - start;
  }, act);
}

/** The in-page code of each step, or null when the control is missing. */
async function steps(page: Page) {
  const has = (selector: string) => page.evaluate((s) => document.querySelector(s) !== null, selector);
  const search = (await has('input[type="search"]'))
    ? // React listens to the native setter's input event
      `const i = document.querySelector('input[type="search"]');
       Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(i, ${JSON.stringify(SEARCH)});
       i.dispatchEvent(new Event('input', { bubbles: true }));`
    : null;
  const filter = `[...document.querySelectorAll('[role="group"] button')].find((b) => b.textContent === 'Ongoing').click();`;
  const sort = (await has('select[name="sort"]'))
    ? `const s = document.querySelector('select[name="sort"]');
       Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(s, 'title_tr');
       s.dispatchEvent(new Event('change', { bubbles: true }));`
    : null;
  const next = (await has('nav[aria-label="Pagination"]')) ? `document.querySelector('nav[aria-label="Pagination"] [aria-label="Next page"]').click();` : null;
  return { search, filter, sort, next };
}

async function measureOne(base: string, token: string, projects: number): Promise<Omit<AdminListFigures, 'requests'>> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: base });
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    // a warm-up load: the bundle and the fonts in the cache, as for a user who opened the admin before
    const warm = await context.newPage();
    await warm.goto('/admin/project-manage');
    await warm.waitForSelector(CARDS, { timeout: 120_000 });
    await warm.close();

    const rounds: Omit<AdminListFigures, 'projects' | 'requests'>[] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await measureRound(context));
    const median = (pick: (r: Omit<AdminListFigures, 'projects' | 'requests'>) => number | null) => {
      const values = rounds.map(pick);
      if (values.some((v) => v === null)) return null;
      const sorted = (values as number[]).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    return {
      projects,
      firstPaint: median((r) => r.firstPaint)!,
      fcp: median((r) => r.fcp)!,
      domNodes: median((r) => r.domNodes)!,
      cards: median((r) => r.cards)!,
      search: median((r) => r.search),
      filter: median((r) => r.filter),
      sort: median((r) => r.sort),
      page: median((r) => r.page),
    };
  } finally {
    await browser.close();
  }
}

/** One fresh page of Project Manage: its first paint, then each step from the state the one before left. */
async function measureRound(context: BrowserContext): Promise<Omit<AdminListFigures, 'projects' | 'requests'>> {
  const page = await context.newPage();
  try {
    await page.addInitScript((selector) => {
      // the first frame drawn with a card in it, from navigation start
      const w = window as unknown as { firstCard?: number };
      const observer = new MutationObserver(() => {
        if (w.firstCard !== undefined || !document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (w.firstCard = performance.now()), 0));
      });
      observer.observe(document, { childList: true, subtree: true });
    }, CARDS);
    await page.goto('/admin/project-manage');
    await page.waitForFunction(() => (window as unknown as { firstCard?: number }).firstCard !== undefined, null, { timeout: 120_000 });
    const firstPaint = await page.evaluate(() => (window as unknown as { firstCard: number }).firstCard);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const cards = await page.evaluate((s) => document.querySelectorAll(s).length, CARDS);

    const s = await steps(page);
    // each from the state the one before left: the search; then All -> Ongoing, sorted, the next page
    const timed = async (act: string | null) => (act ? timeChange(page, act) : null);
    const search = await timed(s.search);
    // back to the whole list before the filter (the search's answer would make the rest trivial)
    if (s.search) {
      await page.goto('/admin/project-manage');
      await page.waitForSelector(CARDS);
    }
    const filter = await timed(s.filter);
    const sort = await timed(s.sort);
    const pageChange = await timed(s.next);
    return { firstPaint, fcp, domNodes, cards, search, filter, sort, page: pageChange };
  } finally {
    await page.close();
  }
}

/** Builds the admin as it is now, then measures Project Manage on each company. */
export async function measureAdminLists(sizes = ADMIN_LIST_SIZES): Promise<AdminListFigures[]> {
  execFileSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    },
  );
  const out: AdminListFigures[] = [];
  for (const projects of sizes) {
    process.stdout.write(`  ${projects.toLocaleString('en')} projects: preparing the company...`);
    const dataDir = await company(projects);
    const server = await startListServer(dataDir);
    try {
      const login = await fetch(`${server.url}/v2/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      process.stdout.write(' measuring...\n');
      const f = { ...(await measureOne(server.url, token, projects)), requests: await timeRequests(server.url, token) };
      out.push(f);
      printAdminLists([f]);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return out;
}

const ms = (v: number | null) => (v === null ? 'no control' : `${Math.round(v)} ms`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Issue 31 item 4's figures at 2,500 projects beside their targets (nothing when that size was not run). */
export function printAdminTargets(figures: AdminListFigures[]): void {
  const f = figures.find((x) => x.projects === ADMIN_TARGETS.projects);
  if (!f) return;
  const all = [...f.requests.afterWrite, ...f.requests.warm];
  const worst = Math.max(...all);
  const rows: Array<[string, string, boolean | null]> = [
    [`Project Manage first contentful paint: <= ${ADMIN_TARGETS.firstPaint} ms (the browser's)`, ms(f.fcp), f.fcp <= ADMIN_TARGETS.firstPaint],
    // no target of its own: the issue measured it beside the first paint (1,719 ms at 2,500 projects)
    [`the first project shown (no target; was 1,719 ms)`, ms(f.firstPaint), null],
    [
      `a keystroke in the search box to the updated list: <= ${ADMIN_TARGETS.search} ms`,
      ms(f.search),
      f.search === null ? null : f.search <= ADMIN_TARGETS.search,
    ],
    [
      `paged list requests on the server: <= ${ADMIN_TARGETS.request} ms`,
      `worst ${ms(worst)}; median ${ms(median(f.requests.warm))}, first after a write median ${ms(median(f.requests.afterWrite))} (${all.length} requests)`,
      worst <= ADMIN_TARGETS.request,
    ],
  ];
  console.log(`\nTargets (issue 31 item 4, ${ADMIN_TARGETS.projects.toLocaleString('en')} projects)`);
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [target, measured, ok] of rows)
    console.log(`${target.padEnd(widths[0])}  ${measured.padEnd(widths[1])}  ${ok === null ? '' : ok ? 'met' : 'MISSED'}`);
}

export function printAdminLists(figures: AdminListFigures[]): void {
  const head = ['projects', 'first paint', 'DOM nodes', 'cards', 'search', 'filter', 'sort', 'next page'];
  const rows = figures.map((f) => [
    f.projects.toLocaleString('en'),
    ms(f.firstPaint),
    String(f.domNodes),
    String(f.cards),
    ms(f.search),
    ms(f.filter),
    ms(f.sort),
    ms(f.page),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [head, ...rows]) console.log(r.map((c, i) => c.padStart(widths[i])).join('  '));
}

// npm run bench:admin [-- 2500] (default: 2,500 and 10,000 projects)
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const sizes = process.argv[2] ? process.argv[2].split(',').map(Number) : ADMIN_LIST_SIZES;
  console.log('Project Manage in Chromium (issue 22 targets at 10,000: first paint ≤ 500 ms, each change ≤ 100 ms, DOM ≤ 3,000 nodes)');
  const figures = await measureAdminLists(sizes);
  printAdminLists(figures);
  printAdminTargets(figures);
  console.log(
    `(${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  process.exit(0);
}
