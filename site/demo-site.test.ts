// The site built from the demo company (the seed a fresh install starts with): every active project and
// news item has its page in both languages, and every page is complete.
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/test/helpers.ts';
import { buildFrom, text, type BuiltSite } from './test/built-site.ts';

let demo: TestApp;
let site: BuiltSite;

beforeAll(async () => {
  demo = await createTestApp({ seed: true });
  site = await buildFrom(demo.dataDir);
}, 300_000);

afterAll(async () => {
  await demo?.close();
});

describe('the demo company', () => {
  it('has a page per active project and news item, in Turkish and English, titled in each language', async () => {
    const db = demo.app.db;
    const projects = await db.selectFrom('projects').selectAll().where('status', '=', 'active').execute();
    const news = await db.selectFrom('news').selectAll().where('status', '=', 'active').execute();
    expect(projects.length).toBeGreaterThan(0);
    expect(news.length).toBeGreaterThan(0);
    for (const [kind, rows] of [
      ['project', projects],
      ['news', news],
    ] as const) {
      for (const row of rows) {
        expect(text(site.doc(`/${kind}/${row.slug}/`).querySelector('h1'))).toBe(row.title_tr);
        expect(text(site.doc(`/en/${kind}/${row.slug}/`).querySelector('h1'))).toBe(row.title_en);
      }
    }
    const inactive = await db.selectFrom('projects').select('slug').where('status', '=', 'inactive').execute();
    for (const p of inactive) expect(site.exists(`/project/${p.slug}/`)).toBe(false);
  });

  it('keeps English visitors in English: the experience link to a page of the site leads to its English page', async () => {
    const row = await demo.app.db.selectFrom('experience_role_links').select('link').where('status', '=', 1).executeTakeFirstOrThrow();
    expect(row.link).toBe('/about-us/');
    expect(site.doc('/').querySelector('a[data-experience-link]')?.getAttribute('href')).toBe('/about-us/');
    expect(site.doc('/en/').querySelector('a[data-experience-link]')?.getAttribute('href')).toBe('/en/about-us/');
    expect(site.exists('/en/about-us/')).toBe(true);
  });

  it('renders every page completely, with one h1, a title and its language', () => {
    const files = site.htmlFiles().filter((f) => !f.endsWith('404.html'));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const doc = site.doc('/' + f);
      expect(doc.documentElement.lang, f).toBe(f.startsWith('en/') ? 'en' : 'tr');
      expect(doc.querySelectorAll('h1'), f).toHaveLength(1);
      expect(doc.title, f).toMatch(/Karadeniz Yapı$/);
      expect(site.file(f).trimEnd(), f).toMatch(/<\/html>$/);
    }
  });
});

describe("the demo's privacy notice", () => {
  it("is the lead forms' full notice, in both languages, and a page of the site", () => {
    for (const [page, notice] of [
      ['/contact/', '/kvkk-aydinlatma-metni/'],
      ['/en/contact/', '/en/privacy-notice/'],
    ] as const) {
      const link = site.doc(page).querySelector('.lead__notice a');
      expect(link?.getAttribute('href'), page).toBe(notice);
      expect(site.exists(notice), notice).toBe(true);
    }
    expect(text(site.doc('/kvkk-aydinlatma-metni/').querySelector('h1'))).toBe('KVKK Aydınlatma Metni');
    expect(text(site.doc('/en/privacy-notice/').querySelector('h1'))).toBe('Privacy Notice');
  });
});

describe('the HTML of every demo page', () => {
  it('has no error by html-validate with its standard, a11y and document presets', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader({ extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'] }));
    const files = site.htmlFiles();
    expect(files.length).toBeGreaterThan(30);
    const errors: string[] = [];
    for (const f of files) {
      const report = await validator.validateString(site.file(f), f);
      for (const r of report.results) for (const m of r.messages) if (m.severity === 2) errors.push(`${f}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
    expect(errors).toEqual([]);
  });
});
