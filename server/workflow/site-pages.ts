// Every page path a build of some site data makes, in both languages: the fixed pages, the list pages
// (content-db/list-pages.ts), the detail pages and old slugs' redirect pages (content-db/page-paths.ts)
// and the text pages. The same definitions the site builds from, so a link judged here to lead to a
// page leads to one in the release (server/publish/link-check.ts then checks the release itself).
import { DETAIL_KINDS, detailPages, pathsInBothLanguages } from '../../content-db/page-paths.ts';
import { LISTS, listPagePath, pagesOfList } from '../../content-db/list-pages.ts';
import type { PageSources } from '../../content-db/page-sources.ts';
import { ROUTES, textPagePaths } from '../../site/lib/routes.ts';

export function sitePagePaths(data: PageSources): Set<string> {
  const out = new Set<string>();
  const add = (route: string) => pathsInBothLanguages(route).forEach((p) => out.add(p));
  Object.values(ROUTES).forEach(add);
  for (const list of LISTS) for (const { page } of pagesOfList(list, data)) add(listPagePath(list, page));
  for (const kind of DETAIL_KINDS) for (const page of detailPages(kind, data)) add(`/${kind}/${encodeURIComponent(page.slug)}/`);
  for (const page of data.textPages) {
    const paths = textPagePaths(page.slug);
    out.add(paths.tr);
    out.add(paths.en);
  }
  return out;
}
