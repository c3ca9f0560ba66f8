// The admin route that edits a search hit (issue 22, item 3). The server puts it in each hit of
// GET /v2/api/search, so this module is imported by the server under plain Node: it may import only
// config/paths.ts (no Vite, no React, no i18n). features/history/places.ts says the same of each type
// for the history links, with the type's name; both follow SettingsScreen's and HomeEditScreen's tab keys.
import { pathTo, type RouteName } from '../../config/paths.ts';

interface Editor {
  route: RouteName;
  /** the route's parameter that takes the item's id (a detail screen) */
  idParam?: string;
  /** the item is edited in a dialog of a list screen: ?edit=id opens it */
  editParam?: boolean;
  /** the screen's tab that edits the type: ?tab=key */
  tab?: string;
}

const EDITORS: Record<string, Editor> = {
  page: { route: 'pages', editParam: true },
  project: { route: 'projectDetail', idParam: 'projectId' },
  news: { route: 'newsDetail', idParam: 'newsId' },
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
  if (!editor) return pathTo('dashboard');
  const params = new URLSearchParams();
  if (editor.tab) params.set('tab', editor.tab);
  if (editor.editParam && id > 0) params.set('edit', String(id));
  const path = pathTo(editor.route, editor.idParam ? { [editor.idParam]: id } : {});
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
