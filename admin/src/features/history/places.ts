// Where each content type is edited in the admin: the screen of an item, the link that opens its
// history there (?history=type:id) and the link that opens one field of it (?field=name). The screens
// follow these links with the hooks of hooks/useLinkTargets.ts.
import { pathTo, type RouteName } from '../../config/paths.ts';
import { msg, t } from '../../lib/i18n.ts';

interface Place {
  /** how the admin names the type */
  name: string;
  /** the screen that edits an item of this type */
  screen: (id: number) => string;
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

const on = (route: RouteName) => () => pathTo(route);

export const PLACES: Record<string, Place> = {
  page: { name: msg('Page'), screen: on('pages'), editParam: true },
  menu: { name: msg('Menu'), screen: on('menu'), editParam: true },
  project: { name: msg('Project'), screen: (id) => pathTo('projectDetail', { projectId: id }) },
  news: { name: msg('News'), screen: (id) => pathTo('newsDetail', { newsId: id }) },
  home_banner: { name: msg('Home banner'), screen: on('homeEdit'), editParam: true, tab: 'banners' },
  design_section: { name: msg('Design section'), screen: on('homeEdit'), editParam: true, tab: 'design' },
  experience_link: { name: msg('Experience link'), screen: on('homeEdit'), tab: 'link' },
  show_project: { name: msg('Show projects'), screen: on('showProjects'), editParam: true },
  ongoing_banner: { name: msg('Ongoing project banner'), screen: on('ongoingBanner'), editParam: true },
  our_projects_banner: { name: msg('Our projects banner'), screen: on('ourProjectsBanner'), editParam: true },
  news_page_banner: { name: msg('News banner'), screen: on('newsBanner'), editParam: true },
  about: {
    name: msg('About page'),
    screen: on('aboutPage'),
    document: { column: 'about_data', tabs: { banner: 'banner', experience: 'experience', image: 'image' } },
  },
  services: {
    name: msg('Services page'),
    screen: on('servicesEdit'),
    document: { column: 'services_data', tabs: { banner: 'banner', section: 'cards', services: 'cards' } },
  },
  contact: { name: msg('Contact page'), screen: on('contactEdit'), document: { column: 'contact_data' } },
  instagram: { name: msg('Instagram'), screen: on('settings'), editParam: true, tab: 'instagram' },
  site_logo: { name: msg('Site logo'), screen: on('settings'), tab: 'logo' },
  favicon: { name: msg('Favicon'), screen: on('settings'), tab: 'favicon' },
  whatsapp: { name: msg('WhatsApp'), screen: on('settings'), editParam: true, tab: 'whatsapp' },
  company: { name: msg('Company'), screen: on('settings'), tab: 'company' },
};

export const typeName = (type: string) => t(PLACES[type]?.name ?? type);

const withParams = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/** The item's screen (on its tab) with its history panel open. */
export function historyLink(type: string, id: number): string {
  const tab = PLACES[type]?.tab;
  return withParams(PLACES[type]?.screen(id) ?? pathTo('dashboard'), { ...(tab ? { tab } : {}), history: `${type}:${id}` });
}

/** The item's screen. */
export function itemLink(type: string, id: number): string {
  return PLACES[type]?.screen(id) ?? pathTo('dashboard');
}

/**
 * The editor of one field: its screen (on its tab, with the item's dialog opened for list screens) and
 * the field focused. A field of a project's or news item's own row is edited in the list's dialog; a
 * field of one of its parts on the item's detail screen, the part named by its rows from the item
 * down: 'project_details/3/title_en' gives ?part=project_details:3,
 * 'news_details/3/news_detail_banners/5/title_en' gives ?part=news_details:3/news_detail_banners:5.
 */
export function fieldLink(type: string, id: number, field: string): string {
  const doc = PLACES[type]?.document;
  if (doc && field.startsWith(`${doc.column}.`)) return documentFieldLink(PLACES[type].screen(id), doc.tabs ?? {}, field.slice(doc.column.length + 1));
  const parts = field.split('/');
  const name = parts.at(-1)!.split('.').at(-1)!;
  if (parts.length === 1 && (type === 'project' || type === 'news')) {
    return withParams(pathTo(type === 'project' ? 'projectManage' : 'news'), { edit: String(id), field: name });
  }
  const place = PLACES[type];
  const params: Record<string, string> = { field: name };
  if (place?.editParam) params.edit = String(id);
  if (place?.tab) params.tab = place.tab;
  const rows: string[] = [];
  for (let i = 0; i + 2 < parts.length; i += 2) rows.push(`${parts[i]}:${parts[i + 1]}`);
  if (rows.length) params.part = rows.join('/');
  return withParams(place?.screen(id) ?? pathTo('dashboard'), params);
}

/**
 * A field of a page document, by its path in the document: the section's tab, and the field named by
 * that path (the document editor names its inputs so: 'banner.title_en'). A field of a card of a list
 * ('services[2].title_en') also names the card as the part (?part=services:2), whose form then opens.
 */
function documentFieldLink(screen: string, tabs: Record<string, string>, path: string): string {
  const section = /^[a-z_]+/.exec(path)?.[0] ?? '';
  const card = /^([a-z_]+)\[([0-9]+)\]\./.exec(path);
  const tab = tabs[section];
  const params: Record<string, string> = { field: path, ...(tab ? { tab } : {}), ...(card ? { part: `${card[1]}:${card[2]}` } : {}) };
  return withParams(screen, params);
}
