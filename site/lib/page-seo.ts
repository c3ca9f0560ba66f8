// Which SEO and sharing fields (content-db/seo.ts) belong to which page of the site, in one place: the
// pages each item or page document stands for (its noindex leaves them out of the sitemap:
// site/pages/noindex.json.ts, site/build/finish-output.ts), and every picture a page may share, for
// which a publish makes the 1200x630 crop before the build (server/publish/share-crops.ts).
import { LISTS, listPagePath, pagesOfList, type ListName } from '../../content-db/list-pages.ts';
import { localePath } from '../../content-db/page-paths.ts';
import { EMPTY_SEO, type SeoFields } from '../../content-db/seo.ts';
import type { SiteData } from '../../content-db/site-data.ts';
import { ROUTES, newsPath, projectPath, textPagePaths } from './routes.ts';

const both = (route: string) => [localePath('tr', route), localePath('en', route)];

/** The SEO fields of each list's page document (its banner). */
function listSeo(list: ListName, data: SiteData): SeoFields | undefined {
  if (list === 'news') return data.banners.news?.seo;
  return (list === 'ongoing-projects' ? data.banners.ongoing : data.banners.ourProjects)?.seo;
}

/** The fixed pages and their page documents' SEO fields. */
function fixedPages(data: SiteData): Array<{ paths: string[]; seo: SeoFields | undefined }> {
  return [
    { paths: both(ROUTES.home), seo: data.home.banner?.seo },
    { paths: both(ROUTES.about), seo: data.about?.seo },
    { paths: both(ROUTES.services), seo: data.services?.seo },
    { paths: both(ROUTES.contact), seo: data.contact?.seo },
    ...LISTS.map((list) => ({ paths: pagesOfList(list, data).flatMap((p) => both(listPagePath(list, p.page))), seo: listSeo(list, data) })),
  ];
}

/** Every page path (both languages) whose item or page document asks not to be indexed. */
export function noindexPaths(data: SiteData): string[] {
  const out: string[] = [];
  for (const p of data.projects) if (p.seo.noindex) out.push(...both(projectPath(p.slug)));
  for (const n of data.news) if (n.seo.noindex) out.push(...both(newsPath(n.slug)));
  for (const t of data.textPages) if (t.seo.noindex) out.push(...Object.values(textPagePaths(t.slug)));
  for (const f of fixedPages(data)) if (f.seo?.noindex) out.push(...f.paths);
  return out.sort();
}

/**
 * The SEO fields a numbered list page uses: page 1 all of them; later pages keep their derived
 * (numbered) title and description, so no two pages share one, and the image and noindex of the list.
 */
export function listPageSeo(seo: SeoFields | undefined, page: number): SeoFields | undefined {
  if (!seo || page === 1) return seo;
  return { ...EMPTY_SEO, image: seo.image, noindex: seo.noindex };
}

/**
 * Every upload a page may share: the SEO images and the pictures the pages fall back to (covers,
 * banners, a news item's first feature image). A superset is harmless: a crop is made once per picture.
 */
export function shareImageCandidates(data: SiteData): string[] {
  const out = new Set<string>();
  const add = (p: string | null | undefined) => {
    if (p && p.startsWith('/uploads/')) out.add(p);
  };
  for (const p of data.projects) [p.seo.image, p.banners[0]?.image, p.coverImage].forEach(add);
  for (const n of data.news) [n.seo.image, n.details[0]?.featureImage, n.details[0]?.banners[0]?.image, n.image].forEach(add);
  for (const t of data.textPages) add(t.seo.image);
  for (const b of [data.home.banner, data.banners.ongoing, data.banners.ourProjects, data.banners.news]) [b?.seo?.image, b?.image].forEach(add);
  for (const d of [data.about, data.services, data.contact]) [d?.seo.image, d?.banner.image].forEach(add);
  return [...out];
}
