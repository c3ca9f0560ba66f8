// The site built from an empty database (only migrated): every page still exists and shows its empty
// state, default title and default logo in its language (SPEC.md sections 2 and 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFrom, text, type BuiltSite } from './test/built-site.ts';
import { emptyDataDir } from './test/fixture.ts';

let data: Awaited<ReturnType<typeof emptyDataDir>>;
let site: BuiltSite;

beforeAll(async () => {
  data = await emptyDataDir();
  site = await buildFrom(data.dataDir);
}, 300_000);

afterAll(async () => {
  await data?.close();
});

const main = (p: string) => text(site.doc(p).querySelector('main'));

describe('the empty site', () => {
  it('shows the empty messages of SPEC.md in each language', () => {
    expect(main('/ongoing-projects/')).toContain('Şu anda devam eden proje yok');
    expect(main('/en/ongoing-projects/')).toContain('No ongoing projects at the moment');
    expect(main('/our-projects/')).toContain('Şu anda proje yok');
    expect(main('/en/our-projects/')).toContain('No projects at the moment');
    expect(main('/news/')).toContain('Haber bulunamadı');
    expect(main('/en/news/')).toContain('No news available');
    expect(main('/en/contact/')).toContain('Contact data not found');
    expect(main('/')).toContain('Şu anda proje yok');
    expect(main('/en/')).toContain('No projects at the moment');
  });

  it('uses the default titles', () => {
    expect(text(site.doc('/ongoing-projects/').querySelector('h1'))).toBe('Devam Eden Projeler');
    expect(text(site.doc('/en/ongoing-projects/').querySelector('h1'))).toBe('Ongoing Projects');
    expect(text(site.doc('/our-projects/').querySelector('h1'))).toBe('Projelerimiz');
    expect(text(site.doc('/en/our-projects/').querySelector('h1'))).toBe('Our Projects');
    expect(site.doc('/en/ongoing-projects/').title).toBe('Ongoing Projects | Karadeniz Yapı');
  });

  it('shows the default logo, the default favicon, no Instagram and no WhatsApp button', () => {
    for (const [p, src] of [
      ['/', '/images/default-logo.svg'],
      ['/en/', '/images/default-logo-en.svg'],
    ]) {
      const doc = site.doc(p);
      const logo = doc.querySelector('header .logo');
      expect(logo?.getAttribute('src')).toBe(src);
      expect(logo?.getAttribute('width')).toBe('150');
      expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/images/favicon.svg');
      expect(doc.querySelector('a[href*="instagram"]')).toBeNull();
      expect(doc.querySelector('nav.lang-switch a[data-lang]')).not.toBeNull();
      expect(doc.querySelector('.wa__button')).toBeNull();
    }
    // the default logo spells the company's name (the migration's demo name here) in each language
    expect(site.file('images/default-logo.svg')).toContain('>KARADENİZ</text>');
    expect(site.file('images/default-logo-en.svg')).toContain('>KARADENIZ</text>');
    expect(text(site.doc('/').querySelector('header'))).toContain('Menü bulunamadı');
    expect(text(site.doc('/en/').querySelector('header'))).toContain('No menu found');
    expect(text(site.doc('/en/').querySelector('footer'))).toContain('© 2025');
  });

  it('builds every page in both languages with no project or news pages and an empty redirect map', () => {
    for (const p of ['/', '/about-us/', '/services/', '/contact/', '/news/', '/our-projects/', '/ongoing-projects/']) {
      expect(site.exists(p), p).toBe(true);
      expect(site.exists(p === '/' ? '/en/' : `/en${p}`), p).toBe(true);
    }
    expect(
      site
        .htmlFiles()
        .filter((f) => f.includes('project/') || f.includes('news/'))
        .filter((f) => f !== 'news/index.html' && f !== 'en/news/index.html'),
    ).toEqual([]);
    expect(JSON.parse(site.file('redirects.json'))).toEqual({});
    expect(site.file('sitemap.xml')).toContain('/en/ongoing-projects/');
  });
});
