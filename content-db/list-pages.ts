// The public lists (our projects, ongoing projects, news) and their numbered pages: newest first (or in
// the order a show-projects configuration chose), LIST_PAGE_SIZE items a page, page 1 at the list's own
// path ("/news/") and the next ones at "/news/2/", "/news/3/"... The site builds the pages from this and
// the publisher keys them (server/publish/incremental.ts), so an item edit renders the one page of each
// list that shows the item, not the whole list: one definition in the layer both import.
import type { NewsItem, Project, ShowPage, SiteData, Text } from './site-data.ts';

/** Items on one list page: a page of 24 cards stays small (the whole news list was 1.4 MB at 5,000 pages). */
export const LIST_PAGE_SIZE = 24;

export type ListName = 'our-projects' | 'ongoing-projects' | 'news';
export const LISTS: readonly ListName[] = ['our-projects', 'ongoing-projects', 'news'];

/** Without a configuration the home page features the newest projects. */
export const HOME_DEFAULT_COUNT = 4;

export interface ProjectSelection {
  /** the configuration's title, when a configuration chose the projects */
  title: Text | null;
  projects: Project[];
}

/**
 * Which projects a page shows: the page's active show-project configuration (its projects in its order,
 * active ones only) or, without one, a default from all active projects (newest first).
 */
export function projectsFor(page: ShowPage, data: Pick<SiteData, 'projects' | 'showProjects'>): ProjectSelection {
  const config = data.showProjects[page];
  if (config) {
    const byId = new Map(data.projects.map((p) => [p.id, p]));
    const chosen = [...new Set(config.projectIds)].flatMap((id) => byId.get(id) ?? []);
    return { title: config.title, projects: chosen };
  }
  if (page === 'home') return { title: null, projects: data.projects.slice(0, HOME_DEFAULT_COUNT) };
  if (page === 'ongoing') return { title: null, projects: data.projects.filter((p) => p.type === 'ongoing') };
  return { title: null, projects: data.projects };
}

/** Every item a list shows, in its order. */
export function listItems(list: ListName, data: Pick<SiteData, 'projects' | 'news' | 'showProjects'>): Array<Project | NewsItem> {
  if (list === 'news') return data.news;
  return projectsFor(list === 'ongoing-projects' ? 'ongoing' : 'our-projects', data).projects;
}

/** The language-neutral path of a list's page: page 1 is the list's own path. */
export function listPagePath(list: ListName, page: number): string {
  return page === 1 ? `/${list}/` : `/${list}/${page}/`;
}

export interface ListPage<T = Project | NewsItem> {
  list: ListName;
  /** from 1 */
  page: number;
  /** how many pages the list has (at least 1: an empty list still has its page) */
  pages: number;
  items: T[];
}

/** The numbered pages of a list. */
export function pagesOfList(list: ListName, data: Pick<SiteData, 'projects' | 'news' | 'showProjects'>): ListPage[] {
  const all = listItems(list, data);
  const pages = Math.max(1, Math.ceil(all.length / LIST_PAGE_SIZE));
  return Array.from({ length: pages }, (_, i) => ({ list, page: i + 1, pages, items: all.slice(i * LIST_PAGE_SIZE, (i + 1) * LIST_PAGE_SIZE) }));
}
