// The history's links into the admin, on the editor places shared with the server (server/shared/admin-routes.ts):
// the screen of an item, the link that opens its history there (?history=type:id) and the link that
// opens one field of it (?field=name); and the admin's name of each type. The screens follow these
// links with the hooks of hooks/useLinkTargets.ts.
import { EDITOR_PLACES, editorScreen, type EditorPlace } from '../../../../server/shared/admin-routes.ts';
import { pathTo } from '../../config/paths.ts';
import { msg, t } from '../../lib/i18n.ts';

/** How the admin names each content type of the history. */
const NAMES: Record<string, string> = {
  page: msg('Page'),
  menu: msg('Menu'),
  project: msg('Project'),
  news: msg('News'),
  home_banner: msg('Home banner'),
  design_section: msg('Design section'),
  experience_link: msg('Experience link'),
  show_project: msg('Show projects'),
  ongoing_banner: msg('Ongoing project banner'),
  our_projects_banner: msg('Our projects banner'),
  news_page_banner: msg('News banner'),
  about: msg('About page'),
  services: msg('Services page'),
  contact: msg('Contact page'),
  instagram: msg('Instagram'),
  site_logo: msg('Site logo'),
  favicon: msg('Favicon'),
  whatsapp: msg('WhatsApp'),
  company: msg('Company'),
  text_page: msg('Text page'),
  media: msg('Library file'),
};

/** The history's content types: each one's name and where it is edited (server/shared/admin-routes.ts). */
export const PLACES: Record<string, EditorPlace & { name: string }> = Object.fromEntries(
  Object.entries(NAMES).map(([type, name]) => [type, { ...EDITOR_PLACES[type], name }]),
);

export const typeName = (type: string) => t(PLACES[type]?.name ?? type);

/** Types of one record each (a page document, a setting): people name the item by what it is. */
const NAMED_BY_TYPE = new Set(['about', 'services', 'contact', 'instagram', 'site_logo', 'favicon', 'company']);

/**
 * An item as people name it: "Services page" / "Hizmetler sayfası" for a page document or a setting, a
 * project's or news item's title otherwise; never the server's fallback of type and id ("services 1").
 */
export function itemName(item: { type: string; item_id: number; label: string }): string {
  if (NAMED_BY_TYPE.has(item.type)) return typeName(item.type);
  // an item without a title: the server names it by type and id
  if (!item.label.trim() || item.label === `${item.type} ${item.item_id}`) return `${typeName(item.type)} ${item.item_id}`;
  return item.type === 'whatsapp' ? `${typeName(item.type)} ${item.label}` : item.label;
}

const withParams = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/** The item's screen (on its tab) with its history panel open. */
export function historyLink(type: string, id: number): string {
  const tab = PLACES[type]?.tab;
  return withParams(itemLink(type, id), { ...(tab ? { tab } : {}), history: `${type}:${id}` });
}

/** The item's screen. */
export function itemLink(type: string, id: number): string {
  return PLACES[type] ? editorScreen(type, id) : pathTo('dashboard');
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
  if (doc && field.startsWith(`${doc.column}.`)) return documentFieldLink(itemLink(type, id), doc.tabs ?? {}, field.slice(doc.column.length + 1));
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
  return withParams(itemLink(type, id), params);
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
