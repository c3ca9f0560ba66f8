// Where each content type is edited in the admin: the screen of an item, the link that opens its
// history there (?history=type:id) and the link that opens one field of it (?field=name).
import { pathTo, type RouteName } from '../../config/paths.ts';

interface Place {
  /** how the admin names the type */
  name: string;
  /** the screen that edits an item of this type */
  screen: (id: number) => string;
  /** the item is edited in a dialog of a list screen: ?edit=id opens it */
  editParam?: boolean;
}

const on = (route: RouteName) => () => pathTo(route);

export const PLACES: Record<string, Place> = {
  page: { name: 'Page', screen: on('pages'), editParam: true },
  menu: { name: 'Menu', screen: on('menu'), editParam: true },
  project: { name: 'Project', screen: (id) => pathTo('projectDetail', { projectId: id }) },
  news: { name: 'News', screen: (id) => pathTo('newsDetail', { newsId: id }) },
  home_banner: { name: 'Home banner', screen: on('homeEdit') },
  design_section: { name: 'Design section', screen: on('homeEdit') },
  experience_link: { name: 'Experience link', screen: on('homeEdit') },
  show_project: { name: 'Show projects', screen: on('showProjects'), editParam: true },
  ongoing_banner: { name: 'Ongoing project banner', screen: on('ongoingBanner'), editParam: true },
  our_projects_banner: { name: 'Our projects banner', screen: on('ourProjectsBanner'), editParam: true },
  news_page_banner: { name: 'News banner', screen: on('newsBanner'), editParam: true },
  about: { name: 'About page', screen: on('aboutPage') },
  services: { name: 'Services page', screen: on('servicesEdit') },
  contact: { name: 'Contact page', screen: on('contactEdit') },
  instagram: { name: 'Instagram', screen: on('settings') },
  site_logo: { name: 'Site logo', screen: on('settings') },
  favicon: { name: 'Favicon', screen: on('settings') },
  whatsapp: { name: 'WhatsApp', screen: on('settings') },
  company: { name: 'Company', screen: on('settings') },
};

export const typeName = (type: string) => PLACES[type]?.name ?? type;

const withParams = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/** The item's screen with its history panel open. */
export function historyLink(type: string, id: number): string {
  return withParams(PLACES[type]?.screen(id) ?? pathTo('dashboard'), { history: `${type}:${id}` });
}

/** The item's screen. */
export function itemLink(type: string, id: number): string {
  return PLACES[type]?.screen(id) ?? pathTo('dashboard');
}

/**
 * The editor of one field: its screen (with the item's dialog opened for list screens) and the field
 * focused. A field of a project's or news item's own row is edited in the list's dialog; a field of
 * one of its parts ('project_details/3/title_en') on the item's detail screen.
 */
export function fieldLink(type: string, id: number, field: string): string {
  const parts = field.split('/');
  const name = parts.at(-1)!.split('.').at(-1)!;
  if (parts.length === 1 && (type === 'project' || type === 'news')) {
    return withParams(pathTo(type === 'project' ? 'projectManage' : 'news'), { edit: String(id), field: name });
  }
  const place = PLACES[type];
  const params: Record<string, string> = { field: name };
  if (place?.editParam) params.edit = String(id);
  if (parts.length === 3) params.part = `${parts[0]}:${parts[1]}`;
  return withParams(place?.screen(id) ?? pathTo('dashboard'), params);
}
