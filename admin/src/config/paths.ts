// Every admin route in one place (SPEC.md section 2 "Admin routes"). The paths, relative to the
// router's basename /admin, are server/shared/admin-routes.ts's, which the server's links share; here each
// gets its `section`, the title suffix ("Admin | {section}").
import { ADMIN_ROUTES, routePath, type AdminRouteName } from '../../../server/shared/admin-routes.ts';
import { msg, t } from '../lib/i18n.ts';

export const ADMIN_BASE = '/admin';

export type RouteName = AdminRouteName;

/** The title suffix of each route's screen. */
const SECTIONS: Record<RouteName, string> = {
  dashboard: msg('Dashboard'),
  login: msg('Login'),
  forget: msg('Forgot Password'),
  verify: msg('Verify Code'),
  update: msg('Update Password'),
  pages: msg('Pages'),
  email: msg('Email'),
  news: msg('News Management'),
  newsDetail: msg('News Detail'),
  menu: msg('Menu'),
  projectManage: msg('Project Manage'),
  projectDetail: msg('Project Detail'),
  contactEdit: msg('Contact Edit'),
  homeEdit: msg('Home Edit'),
  showProjects: msg('Show Projects'),
  ongoingBanner: msg('Ongoing Project Banner'),
  ourProjectsBanner: msg('Our Projects Banner'),
  aboutPage: msg('About Page Edit'),
  servicesEdit: msg('Services Edit'),
  newsBanner: msg('News Banner'),
  settings: msg('Site Settings'),
  users: msg('User Management'),
  activity: msg('Activity'),
  translations: msg('Translations'),
  recentlyDeleted: msg('Recently deleted'),
  changes: msg('Changes'),
  leads: msg('Leads'),
  textPages: msg('Text Pages'),
  redirects: msg('Redirects'),
  twoFactor: msg('Two-factor sign-in'),
  siteHealth: msg('Site Health'),
  media: msg('Media'),
};

/** Each route's path (server/shared/admin-routes.ts) and its screen's title suffix. */
export const paths = Object.fromEntries(Object.entries(ADMIN_ROUTES).map(([name, path]) => [name, { path, section: SECTIONS[name as RouteName] }])) as {
  readonly [R in RouteName]: { readonly path: (typeof ADMIN_ROUTES)[R]; readonly section: string };
};

/** The sidebar, in the order of SPEC.md section 2 "Admin layout". */
export const SIDEBAR: { route: RouteName; label: string }[] = [
  { route: 'dashboard', label: msg('Dashboard') },
  { route: 'pages', label: msg('Pages') },
  { route: 'menu', label: msg('Menu') },
  { route: 'projectManage', label: msg('Project Manage') },
  { route: 'homeEdit', label: msg('Home Edit') },
  { route: 'news', label: msg('News') },
  { route: 'showProjects', label: msg('Show Projects') },
  { route: 'ongoingBanner', label: msg('Ongoing Project Banner') },
  { route: 'ourProjectsBanner', label: msg('Our Projects Banner') },
  { route: 'aboutPage', label: msg('About Page Edit') },
  { route: 'servicesEdit', label: msg('Services Edit') },
  { route: 'contactEdit', label: msg('Contact Edit') },
  { route: 'newsBanner', label: msg('News Banner') },
  { route: 'settings', label: msg('Site Settings') },
  { route: 'users', label: msg('User Management') },
  // issue 14: the editors' safety net
  { route: 'activity', label: msg('Activity') },
  { route: 'translations', label: msg('Translations') },
  { route: 'recentlyDeleted', label: msg('Recently deleted') },
  // issue 20: what is saved and not yet on the site
  { route: 'changes', label: msg('Changes') },
  // issue 23: what visitors sent through the site's lead form
  { route: 'leads', label: msg('Leads') },
  // issue 30: legal notices and other free pages
  { route: 'textPages', label: msg('Text Pages') },
  // issue 34: the live site's external links
  { route: 'siteHealth', label: msg('Site Health') },
  // issue 33: old addresses sent on to new ones
  { route: 'redirects', label: msg('Redirects') },
  // issue 32: every upload, in one library
  { route: 'media', label: msg('Media') },
];

/** A path with its parameters filled: pathTo('projectDetail', { projectId: 3 }) -> "/project-detail/3". */
export const pathTo = routePath;

/** The document title of a section. */
export const titleOf = (section: string) => `${t('Admin')} | ${t(section)}`;
