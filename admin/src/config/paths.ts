// Every admin route in one place (SPEC.md section 2 "Admin routes"). Paths are relative to the
// router's basename /admin; `section` is the title suffix ("Admin | {section}").

export const ADMIN_BASE = '/admin';

export const paths = {
  dashboard: { path: '/', section: 'Dashboard' },
  login: { path: '/login', section: 'Login' },
  forget: { path: '/forget', section: 'Forgot Password' },
  verify: { path: '/verify', section: 'Verify Code' },
  update: { path: '/update', section: 'Update Password' },
  pages: { path: '/pages', section: 'Pages' },
  email: { path: '/email', section: 'Email' },
  news: { path: '/news', section: 'News Management' },
  newsDetail: { path: '/news-detail/:newsId', section: 'News Detail' },
  menu: { path: '/menu', section: 'Menu' },
  projectManage: { path: '/project-manage', section: 'Project Manage' },
  projectDetail: { path: '/project-detail/:projectId', section: 'Project Detail' },
  contactEdit: { path: '/contact-edit', section: 'Contact Edit' },
  homeEdit: { path: '/home-edit', section: 'Home Edit' },
  showProjects: { path: '/show-projects', section: 'Show Projects' },
  ongoingBanner: { path: '/ongoing-banner', section: 'Ongoing Project Banner' },
  ourProjectsBanner: { path: '/our-projects-edit-banner', section: 'Our Projects Banner' },
  aboutPage: { path: '/about-page', section: 'About Page Edit' },
  servicesEdit: { path: '/services-edit', section: 'Services Edit' },
  newsBanner: { path: '/news-banner', section: 'News Banner' },
  settings: { path: '/setting-page', section: 'Site Settings' },
  users: { path: '/user-management', section: 'User Management' },
  activity: { path: '/activity', section: 'Activity' },
  translations: { path: '/translations', section: 'Translations' },
  recentlyDeleted: { path: '/recently-deleted', section: 'Recently deleted' },
  changes: { path: '/changes', section: 'Changes' },
} as const;

export type RouteName = keyof typeof paths;

/** The sidebar, in the order of SPEC.md section 2 "Admin layout". */
export const SIDEBAR: { route: RouteName; label: string }[] = [
  { route: 'dashboard', label: 'Dashboard' },
  { route: 'pages', label: 'Pages' },
  { route: 'menu', label: 'Menu' },
  { route: 'projectManage', label: 'Project Manage' },
  { route: 'homeEdit', label: 'Home Edit' },
  { route: 'news', label: 'News' },
  { route: 'showProjects', label: 'Show Projects' },
  { route: 'ongoingBanner', label: 'Ongoing Project Banner' },
  { route: 'ourProjectsBanner', label: 'Our Projects Banner' },
  { route: 'aboutPage', label: 'About Page Edit' },
  { route: 'servicesEdit', label: 'Services Edit' },
  { route: 'contactEdit', label: 'Contact Edit' },
  { route: 'newsBanner', label: 'News Banner' },
  { route: 'settings', label: 'Site Settings' },
  { route: 'users', label: 'User Management' },
  // issue 14: the editors' safety net
  { route: 'activity', label: 'Activity' },
  { route: 'translations', label: 'Translations' },
  { route: 'recentlyDeleted', label: 'Recently deleted' },
  // issue 20: what is saved and not yet on the site
  { route: 'changes', label: 'Changes' },
];

/** A path with its parameters filled: pathTo('projectDetail', { projectId: 3 }) -> "/project-detail/3". */
export function pathTo(route: RouteName, params: Record<string, string | number> = {}): string {
  return paths[route].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The document title of a section. */
export const titleOf = (section: string) => `Admin | ${section}`;
