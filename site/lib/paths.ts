// getStaticPaths of the detail pages: one page per active item's slug, plus a redirect page per old slug.
import { getSiteData, type NewsItem, type Project, type SlugRedirect } from '../../content-db/site-data.ts';
import { renderPlan } from '../../content-db/render-plan.ts';

export type DetailProps<T> = { item: T; redirectTo?: undefined } | { item?: undefined; redirectTo: string };

function paths<T extends { slug: string }>(kind: 'project' | 'news', items: T[], redirects: SlugRedirect[]) {
  const live = new Set(items.map((i) => i.slug));
  const all = [
    ...items.map((item) => ({ params: { slug: item.slug }, props: { item } as DetailProps<T> })),
    ...redirects.filter((r) => !live.has(r.from) && live.has(r.to)).map((r) => ({ params: { slug: r.from }, props: { redirectTo: r.to } as DetailProps<T> })),
  ];
  // an incremental publish renders only the pages whose data changed; the rest are kept from the live release
  const plan = renderPlan();
  if (!plan) return all;
  const only = new Set(plan[kind]);
  return all.filter((p) => only.has(p.params.slug));
}

export async function projectPaths() {
  const data = await getSiteData();
  return paths<Project>('project', data.projects, data.redirects.project);
}

export async function newsPaths() {
  const data = await getSiteData();
  return paths<NewsItem>('news', data.news, data.redirects.news);
}

/** Old path -> new path of every redirect in both languages; the server answers them with a real 301. */
export async function redirectMap(): Promise<Record<string, string>> {
  const data = await getSiteData();
  const out: Record<string, string> = {};
  const add = (kind: 'project' | 'news', list: SlugRedirect[], live: Set<string>) => {
    for (const r of list) {
      if (live.has(r.from) || !live.has(r.to)) continue;
      out[`/${kind}/${r.from}`] = `/${kind}/${r.to}/`;
      out[`/en/${kind}/${r.from}`] = `/en/${kind}/${r.to}/`;
    }
  };
  add('project', data.redirects.project, new Set(data.projects.map((p) => p.slug)));
  add('news', data.redirects.news, new Set(data.news.map((n) => n.slug)));
  return out;
}
