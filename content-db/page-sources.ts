// What decides which pages a build makes, and nothing else: the active projects and news items (id,
// slug, type), the old slugs that redirect, the show-project configurations that choose the list pages'
// projects, and the active text pages' slugs. The same shapes as SiteData's (site-data.ts), so the one
// definition of the pages (page-paths.ts detailPages, list-pages.ts pagesOfList) reads them; loading
// the whole site's data for this took seconds at 10,000 items (details, galleries and every upload's
// record), these few columns take milliseconds. Used to judge a link before publishing
// (content-db/warnings.ts `link-broken`).
import { sql } from 'kysely';
import type { ContentDb } from './open.ts';
import type { NewsItem, Project, ShowPage, SiteData } from './site-data.ts';
import { slugRedirects } from './slugs.ts';
import { EMPTY_SEO } from './seo.ts';

export type PageSources = Pick<SiteData, 'projects' | 'news' | 'showProjects' | 'redirects' | 'textPages'>;

export async function loadPageSources(db: ContentDb): Promise<PageSources> {
  const [projects, news, shows, texts, projectRedirects, newsRedirects] = await Promise.all([
    db.selectFrom('projects').select(['id', 'slug', 'type']).where('status', '=', 'active').orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('news').select(['id', 'slug']).where('status', '=', 'active').orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    sql<{ page_name: ShowPage; project_ids: string }>`SELECT page_name, project_ids FROM show_projects WHERE status = 'active' ORDER BY id DESC`.execute(db),
    db.selectFrom('text_pages').select(['id', 'slug_en', 'slug_tr']).where('status', '=', 'active').orderBy('id').execute(),
    slugRedirects(db, 'project'),
    slugRedirects(db, 'news'),
  ]);
  // the newest active configuration of each page wins, as the site's data takes it
  const showProjects: PageSources['showProjects'] = {};
  for (const s of shows.rows) showProjects[s.page_name] ??= { title: { en: '', tr: '' }, projectIds: parseIds(s.project_ids) };
  return {
    // only the fields the page definitions read (id, slug, type): the rest of an item is not loaded
    projects: projects as unknown as Project[],
    news: news as unknown as NewsItem[],
    showProjects,
    redirects: { project: projectRedirects, news: newsRedirects },
    textPages: texts.map((t) => ({ id: t.id, slug: { en: t.slug_en, tr: t.slug_tr }, title: { en: '', tr: '' }, body: { en: '', tr: '' }, seo: EMPTY_SEO })),
  };
}

function parseIds(raw: string): number[] {
  try {
    const ids: unknown = JSON.parse(raw);
    return Array.isArray(ids) ? ids.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}
