// The admin's routes and where each content type is edited there, shared by the admin (its router,
// admin/src/config/paths.ts, and its history links, features/history/places.ts) and the server (the
// global search's links, routes/v2/admin-search.ts). Plain data with no import: the admin's own modules
// load its translations through Vite, which the server cannot, so the translated titles and type names
// stay in the admin. The tabs are the `?tab=` keys of SettingsScreen, HomeEditScreen and the page
// document screens.

/** Every admin route (SPEC.md section 2 "Admin routes"), relative to the router's basename /admin. */
export const ADMIN_ROUTES = {
  dashboard: '/',
  login: '/login',
  forget: '/forget',
  verify: '/verify',
  update: '/update',
  pages: '/pages',
  email: '/email',
  news: '/news',
  newsDetail: '/news-detail/:newsId',
  menu: '/menu',
  projectManage: '/project-manage',
  projectDetail: '/project-detail/:projectId',
  contactEdit: '/contact-edit',
  homeEdit: '/home-edit',
  showProjects: '/show-projects',
  ongoingBanner: '/ongoing-banner',
  ourProjectsBanner: '/our-projects-edit-banner',
  aboutPage: '/about-page',
  servicesEdit: '/services-edit',
  newsBanner: '/news-banner',
  settings: '/setting-page',
  users: '/user-management',
  activity: '/activity',
  translations: '/translations',
  recentlyDeleted: '/recently-deleted',
  changes: '/changes',
  leads: '/leads',
  textPages: '/text-pages',
  redirects: '/redirects',
  twoFactor: '/two-factor',
  siteHealth: '/site-health',
  media: '/media',
} as const;

export type AdminRouteName = keyof typeof ADMIN_ROUTES;

/** A route with its parameters filled: routePath('projectDetail', { projectId: 3 }) -> "/project-detail/3". */
export function routePath(route: AdminRouteName, params: Record<string, string | number> = {}): string {
  return ADMIN_ROUTES[route].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export interface EditorPlace {
  /** the screen that edits an item of this type; a detail route's parameter is the item's id */
  route: AdminRouteName;
  /** the item is edited in a dialog of a list screen: ?edit=id opens it */
  editParam?: boolean;
  /** the screen's tab that edits the type: ?tab=key selects it */
  tab?: string;
  /**
   * a page document: the record's column holding it, and the screen's tab of each of its sections
   * (?tab=key); a section missing here is not on a tab
   */
  document?: { column: string; tabs?: Record<string, string> };
}

/** Where each content type (content-db/history/content-types.ts, and the search's settings) is edited. */
export const EDITOR_PLACES: Readonly<Record<string, EditorPlace>> = {
  page: { route: 'pages', editParam: true },
  menu: { route: 'menu', editParam: true },
  project: { route: 'projectDetail' },
  news: { route: 'newsDetail' },
  home_banner: { route: 'homeEdit', editParam: true, tab: 'banners' },
  design_section: { route: 'homeEdit', editParam: true, tab: 'design' },
  experience_link: { route: 'homeEdit', tab: 'link' },
  show_project: { route: 'showProjects', editParam: true },
  ongoing_banner: { route: 'ongoingBanner', editParam: true },
  our_projects_banner: { route: 'ourProjectsBanner', editParam: true },
  news_page_banner: { route: 'newsBanner', editParam: true },
  about: {
    route: 'aboutPage',
    document: { column: 'about_data', tabs: { banner: 'banner', experience: 'experience', image: 'image' } },
  },
  services: {
    route: 'servicesEdit',
    document: { column: 'services_data', tabs: { banner: 'banner', section: 'cards', services: 'cards' } },
  },
  contact: { route: 'contactEdit', document: { column: 'contact_data' } },
  instagram: { route: 'settings', editParam: true, tab: 'instagram' },
  site_logo: { route: 'settings', tab: 'logo' },
  favicon: { route: 'settings', tab: 'favicon' },
  whatsapp: { route: 'settings', editParam: true, tab: 'whatsapp' },
  company: { route: 'settings', tab: 'company' },
  publishing: { route: 'settings', tab: 'publishing' },
  text_page: { route: 'textPages', editParam: true },
  // a file of the media library (its alt text in the Translations screen): ?edit=id opens its panel
  media: { route: 'media', editParam: true },
};

/** The screen that edits the item (a detail screen's path names it); the dashboard for an unknown type. */
export function editorScreen(contentType: string, id: number): string {
  const place = EDITOR_PLACES[contentType];
  return place ? ADMIN_ROUTES[place.route].replace(/:\w+/, String(id)) : ADMIN_ROUTES.dashboard;
}

/** Its screen, on its tab, with its edit dialog open when the screen is a list (`?edit=id`). */
export function editorLink(contentType: string, id: number): string {
  const place = EDITOR_PLACES[contentType];
  const params = new URLSearchParams();
  if (place?.tab) params.set('tab', place.tab);
  // a setting is a screen, not a row (id 0): there is no dialog to open
  if (place?.editParam && id > 0) params.set('edit', String(id));
  const query = params.toString();
  return query ? `${editorScreen(contentType, id)}?${query}` : editorScreen(contentType, id);
}
