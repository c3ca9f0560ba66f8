// Which SEO and sharing fields (content-db/seo.ts) belong to which page of the site, in one place: the
// pages each item or page document stands for (its noindex leaves them out of the sitemap:
// site/pages/noindex.json.ts, site/build/finish-output.ts), and the sharing images they name, for
// which a publish makes the 1200x630 crop before the build (server/publish/share-crops.ts).
import { LISTS, listPagePath, pagesOfList, type ListName } from '../../content-db/list-pages.ts';
import { pathsInBothLanguages } from '../../content-db/page-paths.ts';
import { EMPTY_SEO, type SeoFields } from '../../content-db/seo.ts';
import type { SiteData } from '../../content-db/site-data.ts';
import { ROUTES, newsPath, projectPath, textPagePaths } from './routes.ts';

/** The SEO fields of each list's page document (its banner). */
function listSeo(list: ListName, data: SiteData): SeoFields | undefined {
  if (list === 'news') return data.banners.news?.seo;
  return (list === 'ongoing-projects' ? data.banners.ongoing : data.banners.ourProjects)?.seo;
}

/** The fixed pages and their page documents' SEO fields. */
function fixedPages(data: SiteData): Array<{ paths: string[]; seo: SeoFields | undefined }> {
  return [
    { paths: pathsInBothLanguages(ROUTES.home), seo: data.home.banner?.seo },
    { paths: pathsInBothLanguages(ROUTES.about), seo: data.about?.seo },
    { paths: pathsInBothLanguages(ROUTES.services), seo: data.services?.seo },
    { paths: pathsInBothLanguages(ROUTES.contact), seo: data.contact?.seo },
    ...LISTS.map((list) => ({ paths: pagesOfList(list, data).flatMap((p) => pathsInBothLanguages(listPagePath(list, p.page))), seo: listSeo(list, data) })),
  ];
}

/** Every page path (both languages) whose item or page document asks not to be indexed. */
export function noindexPaths(data: SiteData): string[] {
  const out: string[] = [];
  for (const p of data.projects) if (p.seo.noindex) out.push(...pathsInBothLanguages(projectPath(p.slug)));
  for (const n of data.news) if (n.seo.noindex) out.push(...pathsInBothLanguages(newsPath(n.slug)));
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
 * The uploads an SEO field names as a page's sharing image: a publish makes their 1200x630 crops before
 * it renders (server/publish/share-crops.ts), so they are right on their first publish. Every other
 * picture (the covers pages share when no SEO image is chosen) is cropped in the background after its
 * upload or focal point change, and at start (MediaStore.queueShareCrop, server/lib/share-crop-backfill.ts):
 * cropping every cover inside the publish made the first publish of a 1,000-item site wait minutes. Until
 * its crop exists a page shares the picture's ~1200px variant, uncropped (site/lib/images.ts shareImage).
 */
export function shareImageCandidates(data: SiteData): string[] {
  const out = new Set<string>();
  const seos = [...data.projects.map((p) => p.seo), ...data.news.map((n) => n.seo), ...data.textPages.map((t) => t.seo), ...fixedPages(data).map((f) => f.seo)];
  for (const seo of seos) if (seo?.image?.startsWith('/uploads/')) out.add(seo.image);
  return [...out];
}
