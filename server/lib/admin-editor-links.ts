// The admin route that edits a search hit (issue 22, item 3), put in each hit of GET /v2/api/search.
// The admin's own modules (config/paths.ts, features/history/places.ts) cannot be imported here: they
// load the admin's translations through Vite. So the routes are written out, and the search's test
// checks each against config/paths.ts; the tabs are SettingsScreen's and HomeEditScreen's keys.

/** An admin route under /admin, as config/paths.ts writes it. */
export const EDITOR_ROUTES = {
  pages: '/pages',
  projectDetail: '/project-detail/:projectId',
  newsDetail: '/news-detail/:newsId',
  homeEdit: '/home-edit',
  showProjects: '/show-projects',
  ongoingBanner: '/ongoing-banner',
  ourProjectsBanner: '/our-projects-edit-banner',
  newsBanner: '/news-banner',
  aboutPage: '/about-page',
  servicesEdit: '/services-edit',
  contactEdit: '/contact-edit',
  settings: '/setting-page',
  dashboard: '/',
} as const;
type RouteName = keyof typeof EDITOR_ROUTES;

interface Editor {
  route: RouteName;
  /** the item is edited in a dialog of a list screen: ?edit=id opens it */
  editParam?: boolean;
  /** the screen's tab that edits the type: ?tab=key */
  tab?: string;
}

const EDITORS: Record<string, Editor> = {
  page: { route: 'pages', editParam: true },
  project: { route: 'projectDetail' },
  news: { route: 'newsDetail' },
  home_banner: { route: 'homeEdit', editParam: true, tab: 'banners' },
  design_section: { route: 'homeEdit', editParam: true, tab: 'design' },
  show_project: { route: 'showProjects', editParam: true },
  ongoing_banner: { route: 'ongoingBanner', editParam: true },
  our_projects_banner: { route: 'ourProjectsBanner', editParam: true },
  news_page_banner: { route: 'newsBanner', editParam: true },
  about: { route: 'aboutPage' },
  services: { route: 'servicesEdit' },
  contact: { route: 'contactEdit' },
  instagram: { route: 'settings', tab: 'instagram' },
  site_logo: { route: 'settings', tab: 'logo' },
  favicon: { route: 'settings', tab: 'favicon' },
  whatsapp: { route: 'settings', tab: 'whatsapp' },
  company: { route: 'settings', tab: 'company' },
  publishing: { route: 'settings', tab: 'publishing' },
};

/** Its screen, on its tab, with its edit dialog open when the screen is a list (`?edit=id`). */
export function editorLink(contentType: string, id: number): string {
  const editor = EDITORS[contentType];
  if (!editor) return EDITOR_ROUTES.dashboard;
  const params = new URLSearchParams();
  if (editor.tab) params.set('tab', editor.tab);
  if (editor.editParam && id > 0) params.set('edit', String(id));
  // a detail screen's route ends with the item's id
  const path = EDITOR_ROUTES[editor.route].replace(/:\w+$/, String(id));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
