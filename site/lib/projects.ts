// Which projects a page shows: the page's active show-project configuration (its projects in its order,
// active ones only) or, without one, a sensible default from all active projects.
import type { Project, ShowPage, SiteData, Text } from '../../content-db/site-data.ts';

/** Without a configuration the home page features the newest projects. */
export const HOME_DEFAULT_COUNT = 4;

export interface ProjectSelection {
  /** the configuration's title, when a configuration chose the projects */
  title: Text | null;
  projects: Project[];
}

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
