// getStaticPaths of the detail pages: one page per active item's slug, plus a redirect page per old slug
// (content-db/page-paths.ts says which: the publisher keys the same pages); and of the numbered list
// pages (content-db/list-pages.ts: page 1 at /news/, then /news/2/...).
import { detailPages, DETAIL_KINDS, pathsInBothLanguages, type DetailKind } from '../../content-db/page-paths.ts';
import { pagesOfList, type ListName, type ListPage } from '../../content-db/list-pages.ts';
import { renderPlan } from '../../content-db/render-plan.ts';
import { getSiteData, type NewsItem, type Project } from '../../content-db/site-data.ts';

export type DetailProps<T> = { item: T; redirectTo?: undefined } | { item?: undefined; redirectTo: string };

async function paths<T>(kind: DetailKind) {
  const all = detailPages(kind, await getSiteData()).map((p) => ({
    params: { slug: p.slug },
    props: (p.item ? { item: p.item } : { redirectTo: p.redirectTo }) as DetailProps<T>,
  }));
  // an incremental publish renders only the pages whose data changed; the rest are kept from the live release
  const plan = renderPlan();
  if (!plan) return all;
  const only = new Set(plan[kind]);
  return all.filter((p) => only.has(p.params.slug));
}

export const projectPaths = () => paths<Project>('project');

/** A numbered list page's props; `page` is the rest parameter ("2"), undefined for page 1. */
export type ListPageProps<T> = ListPage<T>;

/** The pages of a list; an incremental publish renders only those its plan names. */
export async function listPaths<T>(list: ListName) {
  const plan = renderPlan();
  const only = plan && new Set(plan.lists[list] ?? []);
  return pagesOfList(list, await getSiteData())
    .filter((p) => !only || only.has(p.page))
    .map((p) => ({ params: { page: p.page === 1 ? undefined : String(p.page) }, props: p as ListPageProps<T> }));
}
export const newsPaths = () => paths<NewsItem>('news');

/** Old path -> new path of every redirect in both languages; the server answers them with a real 301. */
export async function redirectMap(): Promise<Record<string, string>> {
  const data = await getSiteData();
  const out: Record<string, string> = {};
  for (const kind of DETAIL_KINDS) {
    for (const { slug, redirectTo } of detailPages(kind, data)) {
      if (redirectTo === undefined) continue;
      const [fromTr, fromEn] = pathsInBothLanguages(`/${kind}/${slug}`);
      const [toTr, toEn] = pathsInBothLanguages(`/${kind}/${redirectTo}/`);
      out[fromTr] = toTr;
      out[fromEn] = toEn;
    }
  }
  return out;
}
