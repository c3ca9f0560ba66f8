// A field of the history's paths as a reader names it, in the admin's language: the path is the data's
// own ('contact_data.cards[1].description', 'project_details/3/title'), made of column, table and
// document key names; each part is named by a word of the catalog, a part's number kept.
import { msg, t } from '../../lib/i18n.ts';

/** Columns, document keys and child tables, by what one of them is called. */
const PART_NAMES: Record<string, string> = {
  title: msg('Title'),
  alt: msg('Alt text'),
  description: msg('Description'),
  detail: msg('Detail'),
  gallery_description: msg('Gallery description'),
  name: msg('Name'),
  page_name: msg('Page name'),
  menu_name: msg('Menu name'),
  text: msg('Text'),
  address: msg('Address'),
  notice: msg('Notice'),
  url: msg('Link'),
  banner: msg('Banner'),
  experience: msg('Experience'),
  image: msg('Image'),
  section: msg('Section'),
  location: msg('Location'),
  kvkk: msg('KVKK'),
  cards: msg('Card'),
  services: msg('Service'),
  items: msg('Item'),
  project_banners: msg('Banner'),
  project_details: msg('Detail'),
  project_gallery: msg('Image'),
  news_details: msg('Detail'),
  news_detail_banners: msg('Banner'),
  news_gallery: msg('Image'),
};

const named = (part: string) => (PART_NAMES[part] ? t(PART_NAMES[part]) : part.replace(/_/g, ' '));

/**
 * 'contact_data.cards[1].description' -> 'Card 1 › Description'; 'project_details/3/title_tr' -> 'Detail 3 › Title (TR)'.
 * The document's column (about_data...) is left out: the item already says which page it is.
 */
export function fieldName(path: string): string {
  const parts: string[] = [];
  for (const segment of path.split('/')) {
    if (/^\d+$/.test(segment) && parts.length) {
      parts[parts.length - 1] += ` ${segment}`;
      continue;
    }
    for (const key of segment.split('.')) {
      if (/_data$/.test(key)) continue;
      const m = /^(\w+)\[(\d+)\]$/.exec(key);
      const lang = /_(en|tr)$/.exec(key)?.[1];
      parts.push(m ? `${named(m[1])} ${m[2]}` : named(key.replace(/_(en|tr)$/, '')) + (lang ? ` (${lang.toUpperCase()})` : ''));
    }
  }
  return parts.join(' › ');
}
