// The public site built from a content database: every page in Turkish and English, only active
// content, the layout rules of SPEC.md, search-engine metadata, and redirects for changed slugs.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberOldSlug } from '../content-db/slugs.ts';
import { externalLinks } from '../server/health/collect-links.ts';
import { SITE_URL, buildFrom, text, type BuiltSite } from './test/built-site.ts';
import { KNOWN, fixtureDataDir, type Fixture } from './test/fixture.ts';

let fixture: Fixture;
/** An AVIF file is an ISO-BMFF file whose first box is `ftyp` with the brand `avif`. */
const isAvif = (bytes: Buffer) => bytes.subarray(4, 12).toString('latin1') === 'ftypavif';
let site: BuiltSite;
const OLD_SLUG = 'boztepe-residences';
const NEW_SLUG = 'boztepe-residences-phase-two';

beforeAll(async () => {
  fixture = await fixtureDataDir();
  // An admin renamed the project: its slug changed and the old one must keep working.
  const id = fixture.ids.projects.activeProject;
  await fixture.db.updateTable('projects').set({ slug: NEW_SLUG }).where('id', '=', id).execute();
  await rememberOldSlug(fixture.db, 'project', OLD_SLUG, NEW_SLUG, id);
  // and set a redirect from an address of the old site (issue 33)
  await fixture.db.insertInto('site_redirects').values({ from_path: '/eski-site/hakkimizda.html', to_url: '/about-us/', code: 302 }).execute();
  site = await buildFrom(fixture.dataDir);
}, 300_000);

afterAll(async () => {
  await fixture?.close();
});

const STATIC_ROUTES = ['/', '/about-us/', '/our-projects/', '/ongoing-projects/', '/services/', '/contact/', '/news/'];
const both = (route: string) => [route, route === '/' ? '/en/' : `/en${route}`];
const project = (slug: string) => `/project/${slug}/`;

describe('pages in both languages', () => {
  const detailRoutes = () => [
    project(NEW_SLUG),
    project('seaside-park-homes'),
    project('ortahisar-trade-center'),
    project('akcaabat-villas'),
    '/news/foundation-laid-at-boztepe-residences/',
    '/news/new-office-in-ortahisar/',
  ];

  it('builds every route in Turkish at /... and in English at /en/..., each with its <html lang>', () => {
    for (const route of [...STATIC_ROUTES, ...detailRoutes()]) {
      const [tr, en] = both(route);
      expect(site.doc(tr).documentElement.lang, tr).toBe('tr');
      expect(site.doc(en).documentElement.lang, en).toBe('en');
    }
  });

  it('shows the content in the page language: a known project title in Turkish on /, in English on /en/', () => {
    expect(text(site.doc('/').body)).toContain(KNOWN.activeProject.tr);
    expect(text(site.doc('/').body)).not.toContain(KNOWN.activeProject.en);
    expect(text(site.doc('/en/').body)).toContain(KNOWN.activeProject.en);
    expect(text(site.doc('/en/').body)).not.toContain(KNOWN.activeProject.tr);
    expect(site.doc('/').querySelector('h1')?.textContent).toBe(KNOWN.homeBanner.tr);
    expect(site.doc('/en/').querySelector('h1')?.textContent).toBe(KNOWN.homeBanner.en);
  });

  it('gives each page a title and a meta description in its language', () => {
    expect(site.doc('/about-us/').title).toBe('Biz Kimiz | Karadeniz Yapı');
    expect(site.doc('/en/about-us/').title).toBe('Who We Are | Karadeniz Yapı');
    expect(site.doc(`/en${project(NEW_SLUG)}`).title).toBe(`${KNOWN.activeProject.en} | Karadeniz Yapı`);
    const description = (p: string) => site.doc(p).querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description('/')).toContain('Karadeniz kıyısında');
    expect(description('/en/')).toContain('Black Sea');
    for (const route of STATIC_ROUTES) for (const p of both(route)) expect(description(p), p).toBeTruthy();
  });

  it('uses the interface strings of the page language', () => {
    const tr = site.doc(project(NEW_SLUG));
    const en = site.doc(`/en${project(NEW_SLUG)}`);
    expect(text(tr.querySelector('.cta'))).toContain('Hemen İletişime Geçin');
    expect(text(tr.querySelector('.cta'))).toContain('Konumuna Git');
    expect(text(en.querySelector('.cta'))).toContain('Contact Now');
    expect(text(en.querySelector('.cta'))).toContain('Go To Location');
    expect(text(site.doc('/contact/').querySelector('#location'))).toContain('Konumuna Git');
    expect(text(site.doc('/en/contact/').querySelector('#location'))).toContain('Go To Location');
    expect(text(site.doc('/').querySelector('footer'))).toContain("Instagram'da bizi takip edin");
    expect(text(site.doc('/en/').querySelector('footer'))).toContain('Follow us on Instagram');
  });
});

describe('only active content', () => {
  const everything = () =>
    site
      .htmlFiles()
      .map((f) => site.file(f))
      .join('\n');

  it('leaves out inactive projects, news, banners, details, gallery images, services, cards and menu entries', () => {
    const all = everything();
    for (const hidden of [
      KNOWN.inactiveProject.tr,
      KNOWN.inactiveProject.en,
      KNOWN.inactiveNews.tr,
      KNOWN.inactiveNews.en,
      KNOWN.inactiveHomeBanner.tr,
      KNOWN.inactiveHomeBanner.en,
      'Pasif afiş TR',
      'Inactive banner EN',
      'Gizli detay TR',
      'Hidden detail EN',
      'Gizli tasarım TR',
      'Hidden design EN',
      '/uploads/project-gallery/hidden.jpg',
      KNOWN.hiddenService.tr,
      KNOWN.hiddenService.en,
      KNOWN.hiddenContactCard.tr,
      KNOWN.hiddenContactCard.en,
      KNOWN.menuInactive.tr,
      KNOWN.menuInactive.en,
      'Diğer Ana Sayfa',
      'Other Home',
    ]) {
      expect(all, hidden).not.toContain(hidden);
    }
    expect(site.exists('/project/hidden-tower-project/')).toBe(false);
    expect(site.exists('/en/news/withdrawn-announcement/')).toBe(false);
  });

  it('lists the primary menu active items in position order, linking to their routes; pages without a route are skipped', () => {
    const links = (p: string) => [...site.doc(p).querySelectorAll('.nav__menu--wide a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('/')).toEqual([
      ['Ana Sayfa', '/'],
      ['Hakkımızda', '/about-us/'],
      ['Projelerimiz', '/our-projects/'],
      ['Devam Eden', '/ongoing-projects/'],
      ['Haberler', '/news/'],
      ['İletişim', '/contact/'],
    ]);
    expect(links('/en/news/')).toEqual([
      ['Home', '/en/'],
      ['About Us', '/en/about-us/'],
      ['Our Projects', '/en/our-projects/'],
      ['Ongoing', '/en/ongoing-projects/'],
      ['News', '/en/news/'],
      ['Contact', '/en/contact/'],
    ]);
    expect(site.doc('/en/news/').querySelector('.nav__menu--wide a[aria-current="page"]')?.textContent).toBe('News');
    const footer = [...site.doc('/').querySelectorAll('footer nav a')].map((a) => a.textContent);
    expect(footer).toEqual(['Ana Sayfa', 'Hakkımızda', 'Projelerimiz', 'Devam Eden', 'Haberler', 'İletişim']);
  });
});

describe('layout rules', () => {
  it('features the home configuration’s projects in its order, 2 per row, each linking to project/<slug>', () => {
    const doc = site.doc('/en/');
    const grid = doc.querySelector('#featured-title')!.closest('section')!.querySelector('.grid')!;
    expect(grid.classList.contains('grid--2')).toBe(true);
    const cards = [...grid.querySelectorAll('.project-card')];
    expect(cards.map((c) => text(c.querySelector('.project-card__title')))).toEqual([
      KNOWN.completedProject.en,
      KNOWN.activeProject.en,
      KNOWN.coverlessProject.en,
    ]);
    expect(cards[1].querySelector('a')?.getAttribute('href')).toBe(`/en${project(NEW_SLUG)}`);
    expect(text(doc.querySelector('#featured-title'))).toBe('Selected Works');
    const explore = doc.querySelector('#featured-title')!.closest('section')!.querySelector('a.btn');
    expect(explore?.getAttribute('href')).toBe('/en/our-projects/');
    expect(text(explore)).toBe('Explore');
    expect(text(site.doc('/').querySelector('#featured-title')!.closest('section')!.querySelector('a.btn'))).toBe('Keşfet');
  });

  it('shows a default cover for a project without one', () => {
    const card = [...site.doc('/').querySelectorAll('.project-card')].find((c) => text(c).includes(KNOWN.coverlessProject.tr))!;
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/images/default-cover.jpg');
    expect(site.exists('/images/default-cover.jpg')).toBe(true);
  });

  it('falls back to the cover image when a detail has no feature image', () => {
    const doc = site.doc(project('seaside-park-homes'));
    const cover = site.doc('/ongoing-projects/');
    const coverCard = [...cover.querySelectorAll('.project-card')].find((c) => text(c).includes(KNOWN.ongoingProject.tr))!;
    const detailImage = doc.querySelector('.detail__media source[type="image/webp"]');
    expect(detailImage?.getAttribute('srcset')).toBeTruthy();
    expect(detailImage?.getAttribute('srcset')).toBe(coverCard.querySelector('source[type="image/webp"]')?.getAttribute('srcset'));
  });

  it('shows the experience link button with its own text per language, in a new tab when tab is 1', () => {
    const tr = site.doc('/').querySelector('a[data-experience-link]');
    const en = site.doc('/en/').querySelector('a[data-experience-link]');
    expect(tr?.getAttribute('href')).toBe(KNOWN.experienceLink.link);
    // an outside address is the same in both languages
    expect(en?.getAttribute('href')).toBe(KNOWN.experienceLink.link);
    expect(text(tr)).toContain(KNOWN.experienceLink.tr);
    expect(text(en)).toContain(KNOWN.experienceLink.en);
    expect(en?.getAttribute('target')).toBe('_blank');
    expect(en?.getAttribute('rel')).toContain('noopener');
  });

  it('lists ongoing projects on ongoing-projects and every active project on our-projects, with their banners', () => {
    const titles = (p: string) => [...site.doc(p).querySelectorAll('.project-card__title')].map((e) => text(e));
    expect(titles('/en/ongoing-projects/').sort()).toEqual([KNOWN.coverlessProject.en, KNOWN.ongoingProject.en].sort());
    expect(titles('/our-projects/').sort()).toEqual(
      [KNOWN.activeProject.tr, KNOWN.ongoingProject.tr, KNOWN.completedProject.tr, KNOWN.coverlessProject.tr].sort(),
    );
    expect(site.doc('/ongoing-projects/').querySelector('h1')?.textContent).toBe('Yapım Aşamasında');
    expect(site.doc('/en/our-projects/').querySelector('h1')?.textContent).toBe('Our Portfolio');
  });

  it('shows a project’s active banner, detail and gallery images, with alt texts from the titles', () => {
    const doc = site.doc(`/en${project(NEW_SLUG)}`);
    expect(text(doc.querySelector('.hero__eyebrow'))).toBe(`${KNOWN.activeProject.en} banner`);
    expect(text(doc.querySelector('.detail h2'))).toBe('Architecture');
    const gallery = [...doc.querySelectorAll('.gallery__item img')];
    expect(gallery.map((i) => i.getAttribute('alt'))).toEqual([1, 2, 3].map((n) => `${KNOWN.activeProject.en} ${n}`));
  });

  it('shows service cards 4 per row (those whose status is not false) and contact cards with status 1, 3 per row', () => {
    const services = site.doc('/en/services/').querySelector('.services')!;
    expect(services.classList.contains('grid--4')).toBe(true);
    expect([...services.querySelectorAll('h3')].map((h) => text(h))).toEqual([KNOWN.service.en, 'Urban Renewal', 'Project Management', 'Interior Design']);
    const cards = site.doc('/contact/').querySelector('.cards')!;
    expect(cards.classList.contains('grid--3')).toBe(true);
    expect([...cards.querySelectorAll('h3')].map((h) => text(h))).toEqual([KNOWN.contactCard.tr, 'Satış Ofisi', 'E-posta']);
  });

  it('lists active news newest first, dated dd/MM/yyyy, linking to news/<slug>?id=<id>', () => {
    const links = [...site.doc('/en/news/').querySelectorAll('.news-card a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/en/news/foundation-laid-at-boztepe-residences/?id=${fixture.ids.news.news}`,
      `/en/news/new-office-in-ortahisar/?id=${fixture.ids.news.older}`,
    ]);
    expect(text(site.doc('/news/').querySelector('.news-card time'))).toBe('14/03/2025');
    const detail = site.doc('/news/foundation-laid-at-boztepe-residences/');
    expect(detail.querySelector('h1')?.textContent).toBe(KNOWN.news.tr);
    expect(text(detail.querySelector('.gallery'))).toContain('Törenden fotoğraflar.');
  });

  it('shows the active logo at 150px, the favicon, Instagram and the WhatsApp button from the settings', () => {
    const doc = site.doc('/en/about-us/');
    const logo = doc.querySelector('header .logo')!;
    expect(logo.getAttribute('src')).toMatch(/^\/uploads\/logos\/.+\.svg$/);
    expect(logo.getAttribute('width')).toBe('150');
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/uploads/favicons/site.png');
    const instagram = doc.querySelector(`header a[href="${KNOWN.instagram}"]`);
    expect(instagram?.getAttribute('target')).toBe('_blank');
    expect(doc.querySelector('header button[aria-label="Search"]')).not.toBeNull();
    expect(doc.querySelector('.wa__button')?.getAttribute('href')).toBe('https://wa.me/904625550000');
    expect(text(doc.querySelector('.wa__tip'))).toBe(KNOWN.whatsapp.en);
    expect(text(site.doc('/').querySelector('.wa__tip'))).toBe(KNOWN.whatsapp.tr);
    expect(text(doc.querySelector('footer'))).toContain('© 2025');
  });
});

describe('JavaScript, images and hosts', () => {
  it('ships JavaScript only for the two islands, rendered to HTML at build time and hydrated after the first paint', () => {
    for (const p of ['/', '/en/project/seaside-park-homes/', '/news/']) {
      const doc = site.doc(p);
      const islands = [...doc.querySelectorAll('astro-island')];
      expect(islands.map((i) => i.getAttribute('component-url')?.match(/(LanguageSwitcher|WhatsAppButton)/)?.[1]).sort(), p).toEqual([
        'LanguageSwitcher',
        'WhatsAppButton',
      ]);
      for (const island of islands) {
        // hydrated once the first screen is shown and the page has loaded (site/directives/after-paint.ts), never before
        expect(island.getAttribute('client'), p).toBe('afterpaint');
        // their HTML is in the page: both work without JavaScript
        expect(island.querySelector('.lang-switch a[data-lang="EN"], .wa__button'), p).not.toBeNull();
      }
      // no script file loads with the page: the islands' code is imported when they hydrate
      expect(doc.querySelectorAll('script[src]'), p).toHaveLength(0);
    }
  });

  it('asks no other host: every stylesheet, script, font and image is the site’s own', () => {
    for (const f of site.htmlFiles()) {
      const html = site.file(f);
      const doc = site.doc('/' + f);
      const urls = [
        ...[...doc.querySelectorAll('link[rel="stylesheet"], link[rel="icon"], link[rel="preload"]')].map((l) => l.getAttribute('href')),
        ...[...doc.querySelectorAll('script[src], img, source')].flatMap((e) => [
          e.getAttribute('src'),
          ...(e.getAttribute('srcset') ?? '').split(',').map((s) => s.trim().split(' ')[0]),
        ]),
      ].filter(Boolean) as string[];
      for (const u of urls) expect(u.startsWith('/') && !u.startsWith('//'), `${f}: ${u}`).toBe(true);
      expect(html, f).not.toMatch(/fonts\.googleapis|fonts\.gstatic|cdn\./);
    }
    const sheet = [...site.doc('/').querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(sheet).toContain('latin-ext');
    expect(sheet).not.toMatch(/url\(https?:/);
  });

  it('inlines the styles and preloads the fonts of the first screen: latin, and the Turkish letters on Turkish pages', () => {
    for (const p of ['/', '/en/', '/news/', '/en/contact/']) {
      const doc = site.doc(p);
      expect(doc.querySelectorAll('link[rel="stylesheet"]'), p).toHaveLength(0);
      const sheet = [...doc.querySelectorAll('style')].map((s) => s.textContent).join('\n');
      const faces = sheet.match(/@font-face\{[^}]*\}/g) ?? [];
      // Inter 400, 500 and 600 and the headings' serif 600, each in four files: the core, the Turkish
      // letters, the rest of latin and of latin-ext
      expect(faces, p).toHaveLength(16);
      // optional: a font late for the first paint is never swapped in (no second layout of the page)
      for (const face of faces) expect(face).toMatch(/font-display:optional[^}]*woff2[^}]*unicode-range/);
      const turkish = faces.filter((f) => f.includes('-turkish-'));
      expect(turkish).toHaveLength(4);
      for (const face of turkish) expect(face).toMatch(/unicode-range:U\+11E-11F,U\+130,U\+15E-15F[;}]/i);
      // the core files the pages preload: ASCII first, then the Turkish letters of Latin-1 among the rest
      const core = faces.filter((f) => /url\(\/_astro\/(inter|serif)-\d+\./.test(f));
      expect(core).toHaveLength(4);
      for (const face of core) expect(face).toMatch(/unicode-range:U\+20-7E,[^}]*U\+C7,[^}]*U\+131[,;}]/i);
      const preloads = [...doc.querySelectorAll('link[rel="preload"][as="font"]')];
      for (const l of preloads) {
        expect(l.getAttribute('type')).toBe('font/woff2');
        expect(l.hasAttribute('crossorigin')).toBe(true);
        expect(sheet, 'a preloaded font is one the styles use').toContain(`url(${l.getAttribute('href')})`);
        expect(site.exists(l.getAttribute('href')!)).toBe(true);
      }
      const names = (media: string | null) =>
        preloads
          .filter((l) => l.getAttribute('media') === media)
          .map((l) => l.getAttribute('href')!.replace(/^.*\/|\..*$/g, ''))
          .sort();
      const latin = ['inter-400', 'inter-600', 'serif-600'];
      const turkishFiles = ['inter-turkish-400', 'inter-turkish-600', 'serif-turkish-600'];
      expect(names(null), p).toEqual((p.startsWith('/en/') ? latin : [...latin, ...turkishFiles]).sort());
      // the 500 weight of the menu bar only where the bar shows the menu
      expect(names('(min-width: 1200px)'), p).toEqual(p.startsWith('/en/') ? ['inter-500'] : ['inter-500', 'inter-turkish-500']);
    }
  });

  it('gives every image width, height and alt; upload images are a <picture> of AVIF, WebP and the original; below the fold they load lazily', () => {
    for (const p of ['/', '/en/project/seaside-park-homes/', '/en/services/', '/news/foundation-laid-at-boztepe-residences/']) {
      const imgs = [...site.doc(p).querySelectorAll('main img')];
      expect(imgs.length).toBeGreaterThan(1);
      for (const img of imgs) {
        expect(img.getAttribute('width'), p).toMatch(/^\d+$/);
        expect(img.getAttribute('height'), p).toMatch(/^\d+$/);
        expect(img.getAttribute('alt'), p).toBeTruthy();
        if (img.parentElement?.tagName !== 'PICTURE') continue;
        // in the order a browser picks from: AVIF, WebP, then the <img>'s original (a JPEG here)
        const [avif, webp] = [...img.parentElement.querySelectorAll('source')];
        expect(avif.getAttribute('type'), p).toBe('image/avif');
        expect(avif.getAttribute('srcset'), p).toMatch(/^\/uploads\/\S+-\d+w\.avif \d+w(, \/uploads\/\S+-\d+w\.avif \d+w)*$/);
        expect(webp.getAttribute('type'), p).toBe('image/webp');
        expect(webp.getAttribute('srcset'), p).toBe(avif.getAttribute('srcset')!.replace(/\.avif /g, '.webp '));
        for (const s of [avif, webp]) expect(s.getAttribute('sizes'), p).toBeTruthy();
        expect(img.getAttribute('src'), p).toMatch(/^\/uploads\/\S+\.jpg$/);
        expect(img.hasAttribute('srcset'), p).toBe(false);
        for (const f of avif
          .getAttribute('srcset')!
          .split(', ')
          .map((c) => c.split(' ')[0])) {
          expect(isAvif(fs.readFileSync(path.join(fixture.dataDir, f))), f).toBe(true);
        }
      }
      expect(imgs[0].getAttribute('loading')).toBe('eager');
      expect(imgs.slice(1).every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
    }
    expect(site.doc('/').querySelectorAll('main picture source[type="image/avif"]').length).toBeGreaterThan(1);
    expect(site.doc('/').querySelector('.hero source[type="image/avif"]')?.getAttribute('srcset')).toContain('960w');
  });
});

describe('search engines', () => {
  it('gives each page a canonical URL and hreflang alternates tr, en and x-default', () => {
    for (const route of [...STATIC_ROUTES, project(NEW_SLUG)]) {
      const [tr, en] = both(route);
      for (const [p, lang] of [
        [tr, 'tr'],
        [en, 'en'],
      ] as const) {
        const doc = site.doc(p);
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), p).toBe(SITE_URL + (lang === 'tr' ? tr : en));
        const alt = (h: string) => doc.querySelector(`link[rel="alternate"][hreflang="${h}"]`)?.getAttribute('href');
        expect(alt('tr')).toBe(SITE_URL + tr);
        expect(alt('en')).toBe(SITE_URL + en);
        expect(alt('x-default')).toBe(SITE_URL + tr);
        expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content'), p).toMatch(new RegExp(`^${SITE_URL}/`));
      }
    }
  });

  it('writes sitemap.xml with both languages (and no redirect or 404 pages), and robots.txt pointing at it', () => {
    const xml = site.file('sitemap.xml');
    for (const route of [...STATIC_ROUTES, project(NEW_SLUG), '/news/new-office-in-ortahisar/']) {
      for (const p of both(route)) expect(xml, p).toContain(`<loc>${SITE_URL}${p}</loc>`);
    }
    expect(xml).toContain('hreflang="en"');
    expect(xml).not.toContain(`/project/${OLD_SLUG}/`);
    expect(xml).not.toContain('404');
    const robots = site.file('robots.txt');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('has a 404 page in each language', () => {
    const tr = site.doc('/404.html');
    const en = site.doc('/en/404.html');
    expect(tr.documentElement.lang).toBe('tr');
    expect(text(tr.querySelector('h1'))).toBe('Sayfa bulunamadı');
    expect(en.documentElement.lang).toBe('en');
    expect(text(en.querySelector('h1'))).toBe('Page not found');
    expect(en.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(en.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('slugs and redirects', () => {
  it('serves the project at its new slug in both languages', () => {
    expect(text(site.doc(project(NEW_SLUG)).querySelector('h1'))).toBe(KNOWN.activeProject.tr);
    expect(text(site.doc(`/en${project(NEW_SLUG)}`).querySelector('h1'))).toBe(KNOWN.activeProject.en);
  });

  it('leaves a redirect page at the old slug pointing at the new one, with canonical and meta refresh', () => {
    for (const [from, to] of [
      [project(OLD_SLUG), project(NEW_SLUG)],
      [`/en${project(OLD_SLUG)}`, `/en${project(NEW_SLUG)}`],
    ]) {
      const doc = site.doc(from);
      expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0;url=${to}`);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(SITE_URL + to);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(doc.querySelector(`a[href="${to}"]`)).not.toBeNull();
    }
  });

  it('writes redirects.json mapping old paths to new ones for the server’s 301', () => {
    expect(JSON.parse(site.file('redirects.json'))).toEqual({
      [`/project/${OLD_SLUG}`]: project(NEW_SLUG),
      [`/en/project/${OLD_SLUG}`]: `/en${project(NEW_SLUG)}`,
    });
  });

  it("writes site-redirects.json with the admin's redirects, for storage's redirect objects, and no page for them", () => {
    expect(JSON.parse(site.file('site-redirects.json'))).toEqual([{ from: '/eski-site/hakkimizda.html', to: '/about-us/', code: 302 }]);
    expect(site.exists('/eski-site/hakkimizda.html')).toBe(false);
    expect(site.file('sitemap.xml')).not.toContain('eski-site');
  });

  it('keeps /news/<slug>?id=<id> working: the slug page answers whatever the query', () => {
    const listHref = site.doc('/news/').querySelector('.news-card a')!.getAttribute('href')!;
    expect(listHref).toMatch(/\?id=\d+$/);
    expect(site.exists(listHref)).toBe(true);
    expect(text(site.doc(listHref.split('?')[0]).querySelector('h1'))).toBe(KNOWN.news.tr);
  });
});

describe('text pages', () => {
  const page = KNOWN.textPage;
  const [tr, en] = [`/${page.slugTr}/`, `/en/${page.slugEn}/`];

  it('publishes an active text page at /<slug_tr>/ and /en/<slug_en>/ with the layout, its rich text and paired hreflang', () => {
    for (const [p, lang, title, heading] of [
      [tr, 'tr', page.tr, 'Veri sorumlusu'],
      [en, 'en', page.en, 'Data controller'],
    ] as const) {
      const doc = site.doc(p);
      expect(doc.documentElement.lang).toBe(lang);
      expect(text(doc.querySelector('h1'))).toBe(title);
      expect(text(doc.querySelector('.text-page h2'))).toBe(heading);
      expect(doc.querySelector('footer')).not.toBeNull();
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(SITE_URL + p);
      const alt = (h: string) => doc.querySelector(`link[rel="alternate"][hreflang="${h}"]`)?.getAttribute('href');
      expect([alt('tr'), alt('en'), alt('x-default')]).toEqual([SITE_URL + tr, SITE_URL + en, SITE_URL + tr]);
    }
    expect(site.exists(`/${KNOWN.inactiveTextPage.slugTr}/`)).toBe(false);
    expect(site.exists(`/en/${KNOWN.inactiveTextPage.slugEn}/`)).toBe(false);
  });

  it('lists the page in the sitemap with its other language, and links it from every footer', () => {
    const xml = site.file('sitemap.xml');
    const entry = xml.slice(xml.indexOf(`<loc>${SITE_URL}${tr}</loc>`));
    expect(entry.slice(0, entry.indexOf('</url>'))).toContain(`hreflang="en" href="${SITE_URL}${en}"`);
    expect(xml).not.toContain(KNOWN.inactiveTextPage.slugTr);
    for (const [p, href] of [
      ['/', tr],
      ['/en/contact/', en],
    ]) {
      const links = [...site.doc(p).querySelectorAll('footer a')].map((a) => a.getAttribute('href'));
      expect(links, p).toContain(href);
    }
  });
});

describe('the outgoing links of the built site (what the Site Health check reads: server/health/collect-links.ts)', () => {
  it("are every page's links to other sites, each with the pages that link to it, and none of the site's own", async () => {
    const t0 = performance.now();
    const links = await externalLinks(site.outDir, SITE_URL);
    console.log(`outgoing links: ${links.size} URLs from ${site.htmlFiles().length} pages in ${Math.round(performance.now() - t0)} ms`);
    // the footer's Instagram link is on every page of both languages
    const instagram = links.get(new URL(KNOWN.instagram).href);
    expect(instagram).toEqual(expect.arrayContaining(['/', '/en/', '/contact/', '/en/contact/', `/project/${NEW_SLUG}/`]));
    // the home page's experience link, in both languages
    expect(links.get(new URL(KNOWN.experienceLink.link).href)).toEqual(['/', '/en/']);
    for (const url of links.keys()) expect(new URL(url).origin, url).not.toBe(new URL(SITE_URL).origin);
  });
});
