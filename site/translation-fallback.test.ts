// Issue 14: the public site never shows an empty heading. A text missing in the page's language shows
// the other language's text, and that element carries the other language's `lang`, so a screen reader
// speaks it right. Built with the real Astro build from a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews } from '../content-db/news.ts';
import { createProject } from '../content-db/projects.ts';
import { buildFrom, text, type BuiltSite } from './test/built-site.ts';
import { fixtureDataDir, type Fixture } from './test/fixture.ts';

let fixture: Fixture;
let site: BuiltSite;
let projectSlug: string;
let newsSlug: string;

beforeAll(async () => {
  fixture = await fixtureDataDir();
  const project = await createProject(fixture.db, { title_en: 'Tower Without English', title_tr: 'Yalnız Türkçe Kule', type: 'completed', cover_image: null });
  // the API refuses a blank title; a text lost otherwise (an import, an old row) must still not leave an empty heading
  await fixture.db.updateTable('projects').set({ title_en: '' }).where('id', '=', project.id).execute();
  projectSlug = project.slug;
  const news = await createNews(fixture.db, {
    title_en: 'Only in English',
    title_tr: '',
    description_en: '<p>English words.</p>',
    description_tr: '',
    image: null,
  });
  newsSlug = news.slug;
  site = await buildFrom(fixture.dataDir);
}, 300_000);

afterAll(async () => {
  await fixture?.close();
});

describe('a missing translation', () => {
  it('shows the other language in the heading, marked with its lang', () => {
    const en = site.doc(`/en/project/${projectSlug}/`).querySelector('h1')!;
    expect(text(en)).toBe('Yalnız Türkçe Kule');
    expect(en.getAttribute('lang')).toBe('tr');
    // in its own language the heading carries no lang of its own (the page's applies)
    const tr = site.doc(`/project/${projectSlug}/`).querySelector('h1')!;
    expect(text(tr)).toBe('Yalnız Türkçe Kule');
    expect(tr.hasAttribute('lang')).toBe(false);

    const news = site.doc(`/news/${newsSlug}/`).querySelector('h1')!;
    expect(text(news)).toBe('Only in English');
    expect(news.getAttribute('lang')).toBe('en');
    expect(site.doc(`/en/news/${newsSlug}/`).querySelector('h1')!.hasAttribute('lang')).toBe(false);
  });

  it('marks a card title in a list the same way, and a translated title not at all', () => {
    const cards = [...site.doc('/news/').querySelectorAll('.news-card__title')];
    const fallback = cards.find((h) => text(h) === 'Only in English');
    expect(fallback?.getAttribute('lang')).toBe('en');
    const translated = cards.filter((h) => text(h) !== 'Only in English');
    expect(translated.length).toBeGreaterThan(0);
    for (const h of translated) expect(h.hasAttribute('lang'), text(h)).toBe(false);
  });
});
