// The rules the site and the publisher must agree on about which pages exist and where: the English
// prefix of every path, and which detail pages (live items, old slugs' redirect pages) a build makes.
// The site builds the pages from them, the server keys and keeps the same pages (server/publish/
// incremental.ts): one definition here, in the layer both import, so the two cannot drift apart.
import type { Lang, NewsItem, Project, SiteData } from './site-data.ts';

/** The path of a language-neutral route in a language: Turkish at the root, English under /en ("/about-us/" -> "/en/about-us/"). */
export function localePath(lang: Lang, route: string): string {
  return lang === 'tr' ? route : `/en${route}`;
}

/** A route's path in each language, Turkish first. */
export function pathsInBothLanguages(route: string): [string, string] {
  return [localePath('tr', route), localePath('en', route)];
}

export type DetailKind = 'project' | 'news';
export const DETAIL_KINDS: readonly DetailKind[] = ['project', 'news'];

interface DetailItems {
  project: Project;
  news: NewsItem;
}

/** A detail page: a live item's page, or the redirect page left at one of its old slugs. */
export type DetailPage<T> = { slug: string; item: T; redirectTo?: undefined } | { slug: string; item?: undefined; redirectTo: string };

/**
 * The detail pages of a kind: one per live item, then one per old slug that no live item took again
 * and whose new slug is live (a redirect to a switched-off item would lead nowhere).
 */
export function detailPages<K extends DetailKind>(kind: K, data: Pick<SiteData, 'projects' | 'news' | 'redirects'>): Array<DetailPage<DetailItems[K]>> {
  const items = (kind === 'project' ? data.projects : data.news) as Array<DetailItems[K]>;
  const live = new Set(items.map((i) => i.slug));
  return [
    ...items.map((item) => ({ slug: item.slug, item })),
    ...data.redirects[kind].filter((r) => !live.has(r.from) && live.has(r.to)).map((r) => ({ slug: r.from, redirectTo: r.to })),
  ];
}
