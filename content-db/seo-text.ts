// The title and description a search engine is shown for an item that has a page of its own (a
// project, a news item, a text page), as the site derives them today (site/views/*View.astro): the
// item's title, and the text of its first banner or detail (a project), its description (news) or its
// body (a text page), each replaced by the item's own SEO field when it is set (content-db/seo.ts
// seoFor, as the built page does). The one place the `seo-length` warning reads.
import type { ItemState } from './history/record.ts';
import { seoFor } from './seo.ts';
import { plainTextOf, type SeoText } from './warnings.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const active = (n: ItemState) => n.row.status === undefined || n.row.status === 'active' || n.row.status === 1;
const first = (state: ItemState, table: string) => (state.children?.[table] ?? []).filter(active)[0]?.row;

function both(pick: (lang: 'en' | 'tr') => string): { en: string; tr: string } {
  return { en: pick('en'), tr: pick('tr') };
}

/** The search text of an item: its SEO fields, else what its page derives; null for a type without a page of its own. */
export function seoTextOf(type: string, state: ItemState): SeoText | null {
  const derived = derivedTextOf(type, state);
  if (!derived) return null;
  const own = (l: 'en' | 'tr') => seoFor(state.row, l, { title: derived.title[l], description: derived.description[l] });
  const en = own('en');
  const tr = own('tr');
  return { title: { en: en.title, tr: tr.title }, description: { en: en.description, tr: tr.description } };
}

function derivedTextOf(type: string, state: ItemState): SeoText | null {
  const row = state.row;
  const title = both((l) => str(row[`title_${l}`]));
  if (type === 'project') {
    const banner = first(state, 'project_banners');
    const detail = first(state, 'project_details');
    return { title, description: both((l) => plainTextOf(str(banner?.[`detail_${l}`])) || plainTextOf(str(detail?.[`description_${l}`]))) };
  }
  if (type === 'news') return { title, description: both((l) => plainTextOf(str(row[`description_${l}`]))) };
  if (type === 'text_page') return { title, description: both((l) => plainTextOf(str(row[`body_${l}`]))) };
  return null;
}
