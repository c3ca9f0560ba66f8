// The site's URLs. Every page exists in Turkish at /... and in English at /en/...; paths end with a
// slash (build format 'directory'). A route is named by its language-neutral path, e.g. "/about-us/".
import { localePath } from '../../content-db/page-paths.ts';
import type { Lang } from '../../content-db/site-data.ts';

export const ROUTES = {
  home: '/',
  about: '/about-us/',
  ourProjects: '/our-projects/',
  ongoingProjects: '/ongoing-projects/',
  services: '/services/',
  news: '/news/',
  contact: '/contact/',
} as const;

/** Menu page ids 1 to 7 (SPEC.md section 3); other page ids have no public route. */
export const PAGE_ROUTES: Record<number, string> = {
  1: ROUTES.home,
  2: ROUTES.about,
  3: ROUTES.ourProjects,
  4: ROUTES.ongoingProjects,
  5: ROUTES.services,
  6: ROUTES.news,
  7: ROUTES.contact,
};

export const projectPath = (slug: string): string => `/project/${encodeURIComponent(slug)}/`;
export const newsPath = (slug: string): string => `/news/${encodeURIComponent(slug)}/`;
/** The news list links keep the id query of the original URLs (SPEC.md section 2). */
export const newsLink = (slug: string, id: number): string => `${newsPath(slug)}?id=${id}`;

/** The path of a language-neutral route in a language: "/about-us/" -> "/en/about-us/" (shared with the publisher). */
export { localePath };

/** A page's path in each language: the same route under /en/, or two slugs (a text page). */
export interface PagePaths {
  tr: string;
  en: string;
}

export const pagePaths = (route: string): PagePaths => ({ tr: localePath('tr', route), en: localePath('en', route) });

/** A text page: /<slug_tr>/ and /en/<slug_en>/. */
export const textPagePaths = (slug: { tr: string; en: string }): PagePaths => ({
  tr: `/${encodeURIComponent(slug.tr)}/`,
  en: `/en/${encodeURIComponent(slug.en)}/`,
});

/**
 * A link an editor stored, for a page in `lang`: a site-relative path ("/about-us/") leads English
 * visitors to the English page ("/en/about-us/"), so they stay in their language. Other links are left
 * alone: outside addresses, protocol-relative ones ("//host/..."), anchors, and paths already in English.
 */
export function localizeHref(href: string, lang: Lang): string {
  if (lang === 'tr' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (/^\/en(?:[/?#]|$)/.test(href)) return href;
  return localePath(lang, href);
}

/** The language-neutral route of a page path: "/en/about-us/" -> "/about-us/". */
export function neutralPath(pathname: string): string {
  if (pathname === '/en' || pathname === '/en/') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

export function absoluteUrl(site: URL | string | undefined, pathname: string): string {
  return new URL(pathname, site ?? 'http://localhost:4321').href;
}
