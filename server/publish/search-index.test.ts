// The site search's index through the publishing pipeline, with the real Pagefind and a stand-in for
// Astro: the first release is published with its index, a new project's release goes live still
// serving the previous index (search works across the switch), and the new project is found once the
// release's own index is swapped in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { checkIndex, indexedPages, SearchIndexer, swapIndex, writeIndex } from './search-index.ts';
import { SitePublisher } from './site-publisher.ts';
import type { SiteBuilder } from './types.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const page = (lang: string, title: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><nav>Menü</nav><main data-pagefind-body><h1>${title}</h1><p>${title} projesi.</p></main></body></html>\n`;

/** Writes a home page per language and a page per project ({ slug: [Turkish title, English title] }). */
function siteBuilder(projects: Record<string, [string, string]>): SiteBuilder {
  return {
    build: async ({ outDir }) => {
      const write = (rel: string, html: string) => {
        fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
        fs.writeFileSync(path.join(outDir, rel), html);
      };
      write('index.html', page('tr', 'Ana Sayfa'));
      write('en/index.html', page('en', 'Home'));
      write('404.html', '<!doctype html><html lang="tr"><body>Yok</body></html>');
      for (const [slug, [tr, en]] of Object.entries(projects)) {
        write(`project/${slug}/index.html`, page('tr', tr));
        write(`en/project/${slug}/index.html`, page('en', en));
      }
      return { ok: true, log: 'done' };
    },
  };
}

/** Holds index swaps while closed (SearchIndexerOptions.testGate). */
function gate() {
  let opened = Promise.resolve();
  let release = () => {};
  return {
    close: () => void (opened = new Promise<void>((r) => (release = r))),
    open: () => release(),
    wait: () => opened,
  };
}

describe('site search index', () => {
  it('a new release serves the previous index until its own is built, then finds the new project', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dist-'));
    cleanups.push(() => fs.rmSync(distDir, { recursive: true, force: true }));
    const projects: Record<string, [string, string]> = { 'boztepe-konutlari': ['Boztepe Konutları', 'Boztepe Residences'] };
    const g = gate();
    const search = new SearchIndexer({ distDir, testGate: () => g.wait() });
    const publisher = new SitePublisher({ distDir, builder: siteBuilder(projects), search, debounceMs: 10 });
    const t: TestApp = await createTestApp({ publisher, env: { DIST_DIR: distDir } });
    cleanups.push(() => t.close());
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const served = () => indexedPages(path.join(distDir, 'current', 'pagefind'));

    await publisher.whenSettled();
    const entry = await get('/pagefind/pagefind-entry.json');
    expect(entry.statusCode).toBe(200);
    expect(Object.keys((entry.json() as { languages: object }).languages).sort()).toEqual(['en', 'tr']);
    expect((await get('/pagefind/pagefind.js')).statusCode).toBe(200);
    // one index per language: the English index holds only English pages
    expect(
      served()
        .filter((p) => p.language === 'en')
        .every((p) => p.url.startsWith('/en/')),
    ).toBe(true);
    expect(served()).toContainEqual({ language: 'tr', url: '/project/boztepe-konutlari/', title: 'Boztepe Konutları' });
    const first = publisher.status().current!.id;

    g.close();
    projects['istanbul-kulesi'] = ['İstanbul Kulesi', 'Istanbul Tower'];
    publisher.request('a new project');
    await expect.poll(() => publisher.status().current?.id, { timeout: 20_000 }).not.toBe(first);
    expect((await get('/project/istanbul-kulesi/')).statusCode).toBe(200);
    // the live release carries the previous index meanwhile: search works, without the new project
    expect((await get('/pagefind/pagefind-entry.json')).body).toBe(entry.body);
    expect(served().map((p) => p.url)).not.toContain('/project/istanbul-kulesi/');

    g.open();
    await expect.poll(async () => (await get('/pagefind/pagefind-entry.json')).body, { timeout: 20_000 }).not.toBe(entry.body);
    expect(served()).toContainEqual({ language: 'tr', url: '/project/istanbul-kulesi/', title: 'İstanbul Kulesi' });
    expect(served()).toContainEqual({ language: 'en', url: '/en/project/istanbul-kulesi/', title: 'Istanbul Tower' });
    // every file the new entry names is served by the server (it reloaded the release)
    const languages = (await get('/pagefind/pagefind-entry.json')).json() as { languages: Record<string, { hash: string }> };
    for (const { hash } of Object.values(languages.languages)) {
      const meta = await get(`/pagefind/pagefind.${hash}.pf_meta`);
      expect(meta.statusCode).toBe(200);
      expect(meta.headers['cache-control']).toContain('immutable'); // named by its content
    }
    // browsers and the CDN ask again for the entry, which names the newest index
    expect((await get('/pagefind/pagefind-entry.json')).headers['cache-control']).toBe('no-cache');
    await publisher.whenSettled();
    // the previous release was not touched by the swap (its files are hard links)
    expect(indexedPages(path.join(distDir, 'releases', first, 'pagefind')).map((p) => p.url)).not.toContain('/project/istanbul-kulesi/');
  }, 60_000);

  it('reads and checks an index whose fragments Pagefind grouped (more pages per language than MAX_FRAGMENTS)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-big-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    for (let i = 0; i < 260; i++) {
      fs.mkdirSync(path.join(dir, 'project', `p-${i}`), { recursive: true });
      fs.writeFileSync(path.join(dir, 'project', `p-${i}`, 'index.html'), page('tr', `Proje ${i}`));
    }
    const next = fs.mkdtempSync(path.join(os.tmpdir(), 'search-next-'));
    expect(await writeIndex(dir, next)).toBe(260);
    expect(checkIndex(next, dir)).toBeNull();
    swapIndex(next, dir);
    const pages = indexedPages(path.join(dir, 'pagefind'));
    expect(pages).toHaveLength(260);
    expect(pages).toContainEqual({ language: 'tr', url: '/project/p-259/', title: 'Proje 259' });
    // a result whose page is gone is refused
    fs.rmSync(path.join(dir, 'project', 'p-7'), { recursive: true });
    expect(checkIndex(path.join(dir, 'pagefind'), dir)).toBe('a search result links to /project/p-7/, which the release lacks');
  }, 60_000);

  it('builds the index in a process of lower priority (nice 10), so a publish running meanwhile keeps the cores (Linux)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-nice-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.mkdirSync(path.join(dir, 'site'));
    fs.mkdirSync(path.join(dir, 'index'));
    fs.writeFileSync(path.join(dir, 'site', 'index.html'), page('tr', 'Ana Sayfa'));
    expect(await writeIndex(path.join(dir, 'site'), path.join(dir, 'index'))).toBe(1);
    // Pagefind's service is a child of this process; field 19 of /proc/<pid>/stat is its nice value
    const children = fs
      .readdirSync('/proc')
      .filter((e) => /^\d+$/.test(e))
      .flatMap((e) => {
        try {
          const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
          return Number(fields[1]) === process.pid && name.startsWith('pagefind') ? [Number(fields[16])] : [];
        } catch {
          return [];
        }
      });
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((nice) => nice === 10)).toBe(true);
  });
});
