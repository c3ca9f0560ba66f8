// Every admin route in one place (SPEC.md section 2 "Admin routes"). Paths are relative to the
// router's basename /admin; `section` is the title suffix ("Admin | {section}").
import { msg, t } from '../lib/i18n.ts';

export const ADMIN_BASE = '/admin';

export const paths = {
  dashboard: { path: '/', section: msg('Dashboard') },
  login: { path: '/login', section: msg('Login') },
  forget: { path: '/forget', section: msg('Forgot Password') },
  verify: { path: '/verify', section: msg('Verify Code') },
  update: { path: '/update', section: msg('Update Password') },
  pages: { path: '/pages', section: msg('Pages') },
  email: { path: '/email', section: msg('Email') },
  news: { path: '/news', section: msg('News Management') },
  newsDetail: { path: '/news-detail/:newsId', section: msg('News Detail') },
  menu: { path: '/menu', section: msg('Menu') },
  projectManage: { path: '/project-manage', section: msg('Project Manage') },
  projectDetail: { path: '/project-detail/:projectId', section: msg('Project Detail') },
  contactEdit: { path: '/contact-edit', section: msg('Contact Edit') },
  homeEdit: { path: '/home-edit', section: msg('Home Edit') },
  showProjects: { path: '/show-projects', section: msg('Show Projects') },
  ongoingBanner: { path: '/ongoing-banner', section: msg('Ongoing Project Banner') },
  ourProjectsBanner: { path: '/our-projects-edit-banner', section: msg('Our Projects Banner') },
  aboutPage: { path: '/about-page', section: msg('About Page Edit') },
  servicesEdit: { path: '/services-edit', section: msg('Services Edit') },
  newsBanner: { path: '/news-banner', section: msg('News Banner') },
  settings: { path: '/setting-page', section: msg('Site Settings') },
  users: { path: '/user-management', section: msg('User Management') },
  activity: { path: '/activity', section: msg('Activity') },
  translations: { path: '/translations', section: msg('Translations') },
  recentlyDeleted: { path: '/recently-deleted', section: msg('Recently deleted') },
  changes: { path: '/changes', section: msg('Changes') },
  leads: { path: '/leads', section: msg('Leads') },
} as const;

export type RouteName = keyof typeof paths;

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
];

/** A path with its parameters filled: pathTo('projectDetail', { projectId: 3 }) -> "/project-detail/3". */
export function pathTo(route: RouteName, params: Record<string, string | number> = {}): string {
  return paths[route].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The document title of a section. */
export const titleOf = (section: string) => `${t('Admin')} | ${t(section)}`;
