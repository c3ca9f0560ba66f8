// Issue 33: the built pages carry the SEO fields: <title>, description, Open Graph and Twitter tags per
// language with absolute URLs, the sharing image a 1200x630 crop on the picture's focal point (made by
// the publish step, server/publish/share-crops.ts) once per picture, noindex as a robots meta tag and absence from the
// sitemap; empty fields fall back to the derived values. Built with the real Astro build.
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../content-db/site-data.ts';
import { storeSeo, EMPTY_SEO } from '../content-db/seo.ts';
import { MediaStore } from '../server/lib/media.ts';
import { cropOnFocal } from '../server/lib/focal-crop.ts';
import { makeShareCrops, missingShareCrops } from '../server/publish/share-crops.ts';
import { SITE_URL, buildFrom, type BuiltSite } from './test/built-site.ts';
import { fixtureDataDir, type Fixture } from './test/fixture.ts';

let fixture: Fixture;
let site: BuiltSite;
let project: { slug: string; cover_image: string | null };
let plain: { slug: string; title_en: string; cover_image: string | null };
let news: { slug: string };
let sharePath: string;
let media: MediaStore;
let firstRun: number;
let secondRun: number;

const SEO = {
  ...EMPTY_SEO,
  title_en: 'Sea-view homes in Trabzon | Karadeniz',
  title_tr: "Trabzon'da deniz manzaralı evler | Karadeniz",
  description_en: 'Three blocks of sea-view flats above Trabzon, handed over in 2026.',
  description_tr: "Trabzon'un üstünde deniz manzaralı üç blok daire, 2026'da teslim.",
};

beforeAll(async () => {
  fixture = await fixtureDataDir();
  const db = fixture.db;
  const projects = await db.selectFrom('projects').select(['id', 'slug', 'title_en', 'cover_image']).where('status', '=', 'active').orderBy('id').execute();
  [project, plain] = projects as [typeof project & { id: number }, typeof plain & { id: number }];
  // the sharing image: another upload of the fixture than the two projects' covers, its focal point at the bottom left
  const picture = await db
    .selectFrom('media_files')
    .select('path')
    .where('path', 'not in', [project.cover_image ?? '', plain.cover_image ?? ''])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  sharePath = picture.path;
  await db.updateTable('media_files').set({ focal_x: 0.2, focal_y: 0.8 }).where('path', '=', sharePath).execute();
  await db
    .updateTable('projects')
    .set({ seo: storeSeo({ ...SEO, image: sharePath }) })
    .where('id', '=', projects[0]!.id as number)
    .execute();
  const item = await db.selectFrom('news').select(['id', 'slug']).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  news = item;
  await db
    .updateTable('news')
    .set({ seo: storeSeo({ ...EMPTY_SEO, noindex: true }) })
    .where('id', '=', item.id)
    .execute();
  await db
    .updateTable('about_pages')
    .set({ seo: storeSeo({ ...EMPTY_SEO, description_tr: 'Hakkımızda: Trabzon’da otuz yıldır konut yapıyoruz.' }) })
    .execute();
  // what a publish does before it renders (server/publish/index.ts): crop the pictures pages share
  media = new MediaStore(db, path.join(fixture.dataDir, 'uploads'));
  firstRun = await makeShareCrops(media, await loadSiteData(db), db);
  secondRun = await makeShareCrops(media, await loadSiteData(db), db);
  site = await buildFrom(fixture.dataDir);
}, 600_000);

afterAll(async () => {
  await fixture?.close();
});

const meta = (page: string, attr: 'name' | 'property', key: string) => site.doc(page).querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content');

describe('the SEO fields on the built pages', () => {
  it('print the title and description of the page language in <title>, meta description, Open Graph and Twitter', () => {
    for (const [page, lang] of [
      [`/en/project/${project.slug}/`, 'en'],
      [`/project/${project.slug}/`, 'tr'],
    ] as const) {
      const title = lang === 'en' ? SEO.title_en : SEO.title_tr;
      const description = lang === 'en' ? SEO.description_en : SEO.description_tr;
      expect(site.doc(page).title, page).toBe(title);
      expect(meta(page, 'name', 'description'), page).toBe(description);
      expect(meta(page, 'property', 'og:title'), page).toBe(title);
      expect(meta(page, 'property', 'og:description'), page).toBe(description);
      expect(meta(page, 'name', 'twitter:card'), page).toBe('summary_large_image');
      expect(meta(page, 'name', 'twitter:title'), page).toBe(title);
      expect(meta(page, 'name', 'twitter:description'), page).toBe(description);
      expect(meta(page, 'name', 'robots'), page).toBeUndefined();
    }
  });

  it('fall back to the derived values where a field is empty', () => {
    const page = `/en/project/${plain.slug}/`;
    expect(site.doc(page).title).toBe(`${plain.title_en} | ${site.doc(page).querySelector('meta[property="og:site_name"]')?.getAttribute('content')}`);
    // about: only the Turkish description is written
    expect(meta('/about-us/', 'name', 'description')).toBe('Hakkımızda: Trabzon’da otuz yıldır konut yapıyoruz.');
    expect(meta('/en/about-us/', 'name', 'description')).not.toBe('Hakkımızda: Trabzon’da otuz yıldır konut yapıyoruz.');
    expect(meta('/en/about-us/', 'name', 'description')).toBeTruthy();
  });

  it('share the chosen picture as a 1200x630 JPEG cropped on its focal point, at an absolute URL', async () => {
    const og = meta(`/en/project/${project.slug}/`, 'property', 'og:image')!;
    const url = new URL(og);
    expect(url.origin).toBe(new URL(SITE_URL).origin);
    expect(url.pathname).toBe(`${sharePath.replace(/\.[a-z]+$/, '')}-og1200x630-200-800.jpg`);
    expect(meta(`/project/${project.slug}/`, 'property', 'og:image')).toBe(og);
    expect(meta(`/en/project/${project.slug}/`, 'name', 'twitter:image')).toBe(og);
    expect(meta(`/en/project/${project.slug}/`, 'property', 'og:image:width')).toBe('1200');
    expect(meta(`/en/project/${project.slug}/`, 'property', 'og:image:height')).toBe('630');
    const bytes = await sharp(media.diskPath(url.pathname)).raw().toBuffer({ resolveWithObject: true });
    expect(bytes.info).toMatchObject({ width: 1200, height: 630 });
    // the pixels are the crop on the focal point (bottom left), not the centre's
    const expected = await (await cropOnFocal(media.diskPath(sharePath), 1200, 630, { x: 0.2, y: 0.8 })).raw().toBuffer();
    const centre = await (await cropOnFocal(media.diskPath(sharePath), 1200, 630, { x: 0.5, y: 0.5 })).raw().toBuffer();
    const distance = (a: Buffer, b: Buffer) => {
      let d = 0;
      for (let i = 0; i < a.length; i += 97) d += Math.abs(a[i]! - b[i]!);
      return d;
    };
    expect(distance(bytes.data, expected)).toBeLessThan(distance(bytes.data, centre));
  });

  it('make a crop once per picture and focal point; a page without a sharing image shares its own picture', async () => {
    expect(firstRun).toBe(1);
    expect(secondRun).toBe(0);
    expect(missingShareCrops(await loadSiteData(fixture.db))).toEqual([]);
    const og = meta(`/en/project/${plain.slug}/`, 'property', 'og:image')!;
    expect(new URL(og).pathname).not.toMatch(/-og1200x630-/);
    expect(new URL(og).pathname).toMatch(/^\/uploads\//);
  });

  it('mark a noindex page with a robots meta tag in both languages and leave it out of the sitemap', () => {
    for (const page of [`/news/${news.slug}/`, `/en/news/${news.slug}/`]) {
      expect(meta(page, 'name', 'robots'), page).toBe('noindex');
      // still a page of the site: its canonical URL and language alternates as any page's
      const doc = site.doc(page);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), page).toBe(`${SITE_URL}${page}`);
      expect(doc.querySelector('link[rel="alternate"][hreflang="tr"]')?.getAttribute('href'), page).toBe(`${SITE_URL}/news/${news.slug}/`);
      expect(doc.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href'), page).toBe(`${SITE_URL}/en/news/${news.slug}/`);
    }
    const sitemap = site.file('sitemap.xml');
    expect(sitemap).not.toContain(`/news/${news.slug}/`);
    expect(sitemap).toContain(`${SITE_URL}/project/${project.slug}/`);
    expect(sitemap).toContain(`${SITE_URL}/en/project/${project.slug}/`);
    expect(JSON.parse(site.file('noindex.json'))).toEqual([`/en/news/${news.slug}/`, `/news/${news.slug}/`]);
  });
});
