// The page rules the site builds with and the publisher keys with: where the English pages live, and
// which old slugs keep a redirect page.
import { describe, expect, it } from 'vitest';
import { detailPages, localePath, pathsInBothLanguages } from './page-paths.ts';
import type { Project, SiteData } from './site-data.ts';

const item = (slug: string) => ({ slug }) as Project;

describe('localePath', () => {
  it('keeps Turkish paths at the root and puts English ones under /en', () => {
    expect(localePath('tr', '/about-us/')).toBe('/about-us/');
    expect(localePath('en', '/about-us/')).toBe('/en/about-us/');
    expect(localePath('en', '/')).toBe('/en/');
    expect(pathsInBothLanguages('/project/lake-villas/index.html')).toEqual(['/project/lake-villas/index.html', '/en/project/lake-villas/index.html']);
  });
});

describe('detailPages', () => {
  const data = (slugs: string[], redirects: Array<{ from: string; to: string }>) =>
    ({ projects: slugs.map(item), news: [], redirects: { project: redirects, news: [] } }) as Pick<SiteData, 'projects' | 'news' | 'redirects'>;

  it('makes a page per live item, then a redirect page per old slug that leads to a live one', () => {
    const pages = detailPages('project', data(['new-villas', 'harbour'], [{ from: 'old-villas', to: 'new-villas' }]));
    expect(pages.map((p) => [p.slug, p.item?.slug ?? `-> ${p.redirectTo}`])).toEqual([
      ['new-villas', 'new-villas'],
      ['harbour', 'harbour'],
      ['old-villas', '-> new-villas'],
    ]);
  });

  it('makes no redirect page at a slug a live item took again, nor one leading to a switched-off item', () => {
    const pages = detailPages(
      'project',
      data(
        ['harbour'],
        [
          { from: 'harbour', to: 'other' },
          { from: 'gone-villas', to: 'switched-off' },
        ],
      ),
    );
    expect(pages.map((p) => p.slug)).toEqual(['harbour']);
  });
});
