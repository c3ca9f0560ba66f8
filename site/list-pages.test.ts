// The public lists past one page (issue 31): the demo company plus 60 projects and 40 news items, built
// as the server builds it. Newest first, 24 a page, page 1 at /news/ and the next at /news/2/ (and
// /en/news/2/), with rel=prev/next, a numbered page navigation whose links resolve, and the pages in
// the sitemap with their language alternates.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../content-db/open.ts';
import { generatedDataDir } from '../scripts/bench/data.ts';
import { SITE_URL, buildFrom, text, type BuiltSite } from './test/built-site.ts';

let dataDir: string;
let site: BuiltSite;

beforeAll(async () => {
  dataDir = await generatedDataDir(60, 40);
  // without the demo's choice of projects, the project lists show every project, newest first
  const db = openDatabase(databaseFile(dataDir));
  await db.deleteFrom('show_projects').where('page_name', '!=', 'home').execute();
  await db.destroy();
  site = await buildFrom(dataDir);
}, 600_000);

afterAll(() => {
  for (const dir of [dataDir, site?.outDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const cardTitles = (p: string, selector: string) => [...site.doc(p).querySelectorAll(selector)].map((h) => text(h));
const newsTitles = (p: string) => cardTitles(p, '.news-card__title');
const head = (p: string, rel: string) => site.doc(p).querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;

describe('numbered list pages', () => {
  it('shows the 24 newest news items on /news/ and the next ones on /news/2/, in Turkish and in English', () => {
    const first = newsTitles('/news/');
    expect(first).toHaveLength(24);
    expect(first[0]).toBe('Üretilmiş haber 40');
    expect(first[23]).toBe('Üretilmiş haber 17');
    const second = newsTitles('/news/2/');
    expect(second[0]).toBe('Üretilmiş haber 16');
    expect(second.length).toBeGreaterThan(16); // the rest of the generated ones, then the demo's
    expect(site.exists('/news/3/')).toBe(false);
    expect(newsTitles('/en/news/')[0]).toBe('Generated news item 40');
    expect(newsTitles('/en/news/2/')[0]).toBe('Generated news item 16');
    expect(site.doc('/en/news/2/').documentElement.lang).toBe('en');
  });

  it('continues the project lists the same way: every project on our-projects, the ongoing ones on ongoing-projects', () => {
    const titles = (p: string) => cardTitles(p, '.project-card__title');
    expect(titles('/our-projects/')).toHaveLength(24);
    expect(titles('/our-projects/')[0]).toBe('Üretilmiş Konut 60');
    expect(titles('/our-projects/2/')[0]).toBe('Üretilmiş Konut 36');
    expect(titles('/en/our-projects/3/')[0]).toBe('Generated Residence 12');
    // every third generated project is ongoing: 20 of them (then the demo's ongoing ones), on one page
    const generated = titles('/ongoing-projects/').filter((t) => t.startsWith('Üretilmiş'));
    expect(generated).toEqual(Array.from({ length: 20 }, (_, i) => `Üretilmiş Konut ${60 - 3 * i}`));
    expect(site.exists('/ongoing-projects/2/')).toBe(false);
  });

  it('links each page to its neighbours with rel=prev/next in the head and in a navigation whose links resolve', () => {
    expect(head('/news/', 'prev')).toBeNull();
    expect(head('/news/', 'next')).toBe(`${SITE_URL}/news/2/`);
    expect(head('/news/2/', 'prev')).toBe(`${SITE_URL}/news/`);
    expect(head('/news/2/', 'next')).toBeNull();
    expect(head('/en/our-projects/2/', 'prev')).toBe(`${SITE_URL}/en/our-projects/`);
    expect(head('/en/our-projects/2/', 'next')).toBe(`${SITE_URL}/en/our-projects/3/`);
    for (const p of ['/news/', '/news/2/', '/en/news/2/', '/our-projects/', '/our-projects/2/', '/en/our-projects/3/']) {
      const nav = site.doc(p).querySelector('nav.pagination');
      expect(nav, p).not.toBeNull();
      const links = [...nav!.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
      for (const href of links) expect(site.exists(href), `${p} -> ${href}`).toBe(true);
      expect(nav!.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe(p);
      expect(nav!.querySelector('a[rel="next"]')?.getAttribute('href') ?? null).toBe(head(p, 'next')?.slice(SITE_URL.length) ?? null);
    }
    // a list that fits on one page has no navigation
    expect(site.doc('/en/news/').querySelector('nav.pagination a[rel="prev"]')).toBeNull();
  });

  it('gives each numbered page its own canonical URL, hreflang alternates and title', () => {
    const doc = site.doc('/en/news/2/');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}/en/news/2/`);
    expect(doc.querySelector('link[rel="alternate"][hreflang="tr"]')?.getAttribute('href')).toBe(`${SITE_URL}/news/2/`);
    expect(doc.title).toMatch(/Page 2/);
    expect(site.doc('/news/2/').title).toMatch(/Sayfa 2/);
    expect(site.doc('/news/').title).not.toMatch(/Sayfa/);
  });

  it('lists every numbered page in the sitemap with its language alternate', () => {
    const xml = site.file('sitemap.xml');
    for (const p of ['/news/', '/news/2/', '/en/news/2/', '/our-projects/3/', '/en/our-projects/3/']) expect(xml, p).toContain(`<loc>${SITE_URL}${p}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/en/news/2/"/>`);
    expect(xml).not.toContain(`${SITE_URL}/news/3/`);
  });
});

it('builds no page twice: the numbered list pages and the news pages share /news/ without clashing', () => {
  const files = site.htmlFiles();
  expect(new Set(files).size).toBe(files.length);
  expect(files.filter((f) => /^news\/\d+\//.test(f.split(path.sep).join('/')))).toEqual([path.join('news', '2', 'index.html')]);
});
