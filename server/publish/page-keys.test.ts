// The page keys of an incremental publish decide which detail pages are rendered again: any change of
// the data a page may show must change its key (a kept page would be stale), and an edit of one item
// must leave the other items' pages kept.
import { describe, expect, it } from 'vitest';
import type { Project, SiteData } from '../../content-db/site-data.ts';
import { pageKeys, planRender, siteDataJson } from './incremental.ts';
import { EMPTY_SEO } from '../../content-db/seo.ts';

const text = (s: string) => ({ tr: s, en: s });

function project(id: number, slug: string, image: string): Project {
  return {
    id,
    slug,
    title: text(slug),
    type: 'completed',
    coverImage: image,
    createdAt: '2026-01-01',
    updatedAt: '2026-01-01',
    banners: [],
    details: [],
    seo: EMPTY_SEO,
  };
}

function site(): SiteData {
  return {
    menu: [{ pageId: 1, label: text('Home') }],
    projects: [project(1, 'lake-villas', '/uploads/a.jpg'), project(2, 'harbour-homes', '/uploads/b.jpg')],
    news: [],
    home: { banner: null, designs: [], experienceLink: null },
    showProjects: {},
    banners: { ongoing: null, ourProjects: null, news: null },
    about: null,
    services: null,
    contact: null,
    settings: { logo: '/uploads/logo.png', favicon: null, instagram: null, whatsapp: null },
    company: { name: text('Company'), description: text(''), phone: '', email: '', address: text('') },
    redirects: { project: [{ from: 'old-villas', to: 'lake-villas' }], news: [] },
    siteRedirects: [],
    textPages: [],
    media: {
      '/uploads/a.jpg': { width: 800, height: 600, variants: [] },
      '/uploads/b.jpg': { width: 800, height: 600, variants: [] },
      '/uploads/logo.png': { width: 200, height: 80, variants: [] },
    },
  };
}

/** The detail pages a publish of `next` renders after one of `live`, or 'everything'. */
function rendered(live: SiteData, next: SiteData): string[] | 'everything' {
  const { plan } = planRender(pageKeys(live, 'code'), pageKeys(next, 'code'));
  return plan ? [...plan.project.map((s) => `project/${s}`), ...plan.news.map((s) => `news/${s}`)] : 'everything';
}

/** The numbered list pages a publish of `next` renders after one of `live` ("our-projects/2"), or 'everything'. */
function renderedLists(live: SiteData, next: SiteData): string[] | 'everything' {
  const { plan } = planRender(pageKeys(live, 'code'), pageKeys(next, 'code'));
  return plan ? Object.entries(plan.lists).flatMap(([list, pages]) => pages.map((n) => `${list}/${n}`)) : 'everything';
}

/** A site of `count` projects, newest first (as site-data.ts loads them), every third one ongoing. */
function manyProjects(count: number): SiteData {
  const data = site();
  data.redirects.project = [];
  data.projects = Array.from({ length: count }, (_, i) => {
    const p = project(count - i, `project-${count - i}`, '/uploads/a.jpg');
    return { ...p, type: (count - i) % 3 === 0 ? 'ongoing' : 'completed' };
  });
  return data;
}

describe('page keys', () => {
  it('renders every page after a field the keys never heard of is added to the site data (a footer may print it)', () => {
    const before = site();
    expect(rendered(before, { ...site(), footerNote: 'Open on Saturdays' } as SiteData)).toBe('everything');
    expect(rendered(before, { ...site(), home: { ...site().home, footerNote: 'x' } } as SiteData)).toBe('everything');
    const withNote = { ...site(), footerNote: 'Open on Saturdays' } as SiteData;
    expect(rendered(withNote, { ...site(), footerNote: 'Open on Sundays' } as SiteData)).toBe('everything');
  });

  it('renders only the edited project page, and keeps the others and the old slug redirect page', () => {
    const next = site();
    next.projects[1].title = text('Harbour Homes, phase two');
    expect(rendered(site(), next)).toEqual(['project/harbour-homes']);
  });

  it('keeps every page after an upload no shared data names, and renders the page whose image sizes changed', () => {
    const next = site();
    next.media['/uploads/new.jpg'] = next.media['/uploads/a.jpg'];
    expect(rendered(site(), next)).toEqual([]);
    next.media['/uploads/b.jpg'] = { ...next.media['/uploads/b.jpg'], width: 1600 };
    expect(rendered(site(), next)).toEqual(['project/harbour-homes']);
    next.media['/uploads/logo.png'] = { ...next.media['/uploads/logo.png'], width: 400 };
    expect(rendered(site(), next)).toBe('everything');
  });

  it('renders a redirect page when its old slug leads elsewhere, and every page after a code change', () => {
    const next = site();
    next.redirects.project[0] = { from: 'old-villas', to: 'harbour-homes' };
    expect(rendered(site(), next)).toEqual(['project/old-villas']);
    expect(planRender(pageKeys(site(), 'code'), pageKeys(site(), 'new code')).plan).toBeNull();
  });

  it('renders the one page of each list that shows an edited project, and keeps the other list pages', () => {
    // 60 projects: our-projects has 3 pages of 24, ongoing-projects (20 of them) one
    const live = manyProjects(60);
    const next = manyProjects(60);
    next.projects[31].title = text('Renamed'); // the 32nd newest: page 2 of our-projects, completed
    expect(rendered(live, next)).toEqual([`project/${next.projects[31].slug}`]);
    expect(renderedLists(live, next)).toEqual(['our-projects/2']);
    const ongoing = manyProjects(60);
    ongoing.projects[0].title = text('Renamed too'); // the newest, ongoing: first on both lists
    expect(renderedLists(live, ongoing)).toEqual(['our-projects/1', 'ongoing-projects/1']);
  });

  it('writes the data file as JSON.stringify would, from the items JSON the keys were made of', () => {
    const data = manyProjects(30);
    // text that looks like the marks the collections are put in by
    data.projects[3].title = { tr: '"projects":"\u0000projects"', en: '\u0000news "news":' };
    data.news = [{ ...data.projects[4], title: text('News \u0000 "x"') } as unknown as SiteData['news'][number]];
    const itemJson = new Map<object, string>();
    pageKeys(data, 'code', itemJson);
    expect(itemJson.size).toBe(31);
    expect(JSON.parse(siteDataJson(data, itemJson))).toEqual(JSON.parse(JSON.stringify(data)));
    expect(JSON.parse(siteDataJson(data, new Map()))).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('renders every list page when a new project moves every item one place down, and a new page when the list grows past a page', () => {
    // the 61st is completed: the ongoing list is the same
    expect(renderedLists(manyProjects(60), manyProjects(61))).toEqual(['our-projects/1', 'our-projects/2', 'our-projects/3']);
    // 48 -> 49: a third page appears and the first two now say there are three
    expect(renderedLists(manyProjects(47), manyProjects(48))).toEqual(['our-projects/1', 'our-projects/2', 'ongoing-projects/1']);
    expect(renderedLists(manyProjects(48), manyProjects(49))).toEqual(['our-projects/1', 'our-projects/2', 'our-projects/3']);
  });
});
