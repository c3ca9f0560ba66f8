// The company of Site Settings (Company tab), end to end: saved through PUT /api/company, then the real
// site built from that database shows it in every title, og:site_name, the footer and the home page's
// LocalBusiness JSON-LD, where a name made to break out of the script element stays inert data.
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { ADMIN, login } from '../server/test/helpers.ts';
import { SITE_URL, buildFrom, text, type BuiltSite } from './test/built-site.ts';
import { KNOWN, fixtureDataDir, type Fixture } from './test/fixture.ts';

const ATTACK = '</script><script>alert(1)</script>';
const COMPANY = {
  name_tr: `Doğu İnşaat ${ATTACK}`,
  name_en: 'Dogu Construction & Sons',
  description_tr: "1975'ten beri Rize'de kalıcı yapılar.",
  description_en: 'Lasting buildings in Rize since 1975.',
  phone: '+90 (464) 217 00 00',
  email: 'iletisim@dogu-insaat.com.tr',
  address_tr: 'Cumhuriyet Cad. 12, Rize',
  address_en: 'Cumhuriyet St. 12, Rize, Türkiye',
};
const NAME = { tr: COMPANY.name_tr, en: COMPANY.name_en };

let fixture: Fixture;
let site: BuiltSite;

beforeAll(async () => {
  fixture = await fixtureDataDir();
  // The server on the fixture's data folder: the company is saved the way the admin saves it.
  const config = loadConfig({
    DATA_DIR: fixture.dataDir,
    DIST_DIR: path.join(fixture.dataDir, 'dist'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, publisher: { request: () => {} } });
  try {
    await app.ready();
    const token = await login(app);
    const res = await app.inject({ method: 'PUT', url: '/api/company', headers: { authorization: `Bearer ${token}` }, payload: COMPANY });
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    await app.close();
  }
  site = await buildFrom(fixture.dataDir);
}, 300_000);

afterAll(async () => {
  await fixture?.close();
});

/** The language of a built page, by its <html lang>. */
const langOf = (doc: Document) => (doc.documentElement.lang === 'en' ? 'en' : 'tr');
const pagePath = (file: string) => `/${file.replace(/index\.html$/, '')}`;

describe('the company name saved through the API', () => {
  it('ends the title of every page of both languages, and the home page title is the name itself', () => {
    const files = site.htmlFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const doc = site.doc(pagePath(file));
      const name = NAME[langOf(doc)];
      expect(doc.title === name || doc.title.endsWith(` | ${name}`), `${file}: ${doc.title}`).toBe(true);
    }
    expect(site.doc('/').title).toBe(NAME.tr);
    expect(site.doc('/en/').title).toBe(NAME.en);
    expect(site.doc('/en/about-us/').title).toBe(`Who We Are | ${NAME.en}`);
    expect(site.doc('/en/').title).not.toContain('Karadeniz');
  });

  it('is og:site_name, the logo text and the copyright line; the footer shows the description and contact lines', () => {
    for (const lang of ['tr', 'en'] as const) {
      const doc = site.doc(lang === 'tr' ? '/contact/' : '/en/contact/');
      expect(doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe(NAME[lang]);
      expect(doc.querySelector('.nav__logo img')?.getAttribute('alt')).toBe(NAME[lang]);
      const footer = doc.querySelector('footer')!;
      expect(text(footer.querySelector('.footer__bottom'))).toContain(`© 2025 ${NAME[lang]}.`);
      expect(text(footer)).toContain(COMPANY[`description_${lang}`]);
      expect(text(footer.querySelector('address'))).toContain(COMPANY[`address_${lang}`]);
      expect(footer.querySelector('a[href="tel:+904642170000"]')?.textContent).toBe(COMPANY.phone);
      expect(footer.querySelector(`a[href="mailto:${COMPANY.email}"]`)?.textContent).toBe(COMPANY.email);
    }
  });

  it('is the text of the default logo, as XML that still parses', () => {
    const { window } = new JSDOM('');
    for (const [file, name] of [
      ['images/default-logo.svg', NAME.tr],
      ['images/default-logo-en.svg', NAME.en],
    ]) {
      const svg = new window.DOMParser().parseFromString(site.file(file), 'image/svg+xml').documentElement;
      expect(svg.localName, file).toBe('svg');
      expect(svg.getAttribute('aria-label')).toBe(name);
      expect([...svg.querySelectorAll('text')].map((t) => t.textContent).join(' ')).toBe(name.toLocaleUpperCase(file.endsWith('en.svg') ? 'en' : 'tr'));
    }
    window.close();
    // a picture, not a page: not in the sitemap
    expect(site.file('sitemap.xml')).toContain('/en/about-us/');
    expect(site.file('sitemap.xml')).not.toContain('default-logo');
  });

  it('is described by a LocalBusiness JSON-LD block on each home page, escaped so the stored script never runs', () => {
    for (const lang of ['tr', 'en'] as const) {
      const home = lang === 'tr' ? '/' : '/en/';
      const blocks = site.doc(home).querySelectorAll('script[type="application/ld+json"]');
      expect(blocks.length, home).toBe(1);
      expect(JSON.parse(blocks[0].textContent ?? '')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: NAME[lang],
        url: `${SITE_URL}${home}`,
        logo: expect.stringMatching(new RegExp(`^${SITE_URL}/uploads/.+\\.svg$`)),
        image: expect.stringMatching(/\.svg$/),
        description: COMPANY[`description_${lang}`],
        telephone: COMPANY.phone,
        email: COMPANY.email,
        address: COMPANY[`address_${lang}`],
        sameAs: [KNOWN.instagram],
      });
    }
    // The Turkish name tries to close the element and open its own script. In the HTML as sent, the
    // block's content up to the first </script> is the whole JSON, the name written with \u003c escapes.
    const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(site.html('/'))?.[1] ?? '';
    expect(JSON.parse(raw).name).toBe(NAME.tr);
    expect(raw).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    const scripts = [...site.doc('/').querySelectorAll('script')].map((s) => s.textContent);
    expect(scripts).not.toContain('alert(1)');
    // only the home pages carry the block
    expect(site.doc('/about-us/').querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
