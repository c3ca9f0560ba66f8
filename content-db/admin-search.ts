// The admin's global search (issue 22, item 3): every project, news item, page, banner and setting whose
// title in either language contains the words, Turkish-aware (fold(), list-query.ts), in the copy it is
// given (the working copy: editors find what they edit).
import { sql, type Kysely } from 'kysely';
import { fold } from './list-query.ts';
import type { ContentDb } from './open.ts';

export const SEARCH_TYPES = ['project', 'news', 'page', 'banner', 'setting'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchHit {
  type: SearchType;
  /** the history content type (content-db/history/content-types.ts): where the admin edits it */
  content_type: string;
  id: number;
  title_en: string;
  title_tr: string;
}

/** A table whose rows are found by two title columns. */
interface TitledSource {
  type: SearchType;
  content_type: string;
  table: string;
  en: string;
  tr: string;
}

const titled = (type: SearchType, content_type: string, table: string, en = 'title_en', tr = 'title_tr'): TitledSource => ({
  type,
  content_type,
  table,
  en,
  tr,
});

const TITLED: readonly TitledSource[] = [
  titled('project', 'project', 'projects'),
  titled('news', 'news', 'news'),
  titled('page', 'page', 'pages', 'page_name_en', 'page_name_tr'),
  titled('page', 'show_project', 'show_projects'),
  titled('page', 'design_section', 'design_sections'),
  // issue 30: free pages (legal notices), edited on the admin's Text Pages screen
  titled('page', 'text_page', 'text_pages'),
  titled('banner', 'home_banner', 'home_banners'),
  titled('banner', 'ongoing_banner', 'ongoing_banners'),
  titled('banner', 'our_projects_banner', 'our_projects_banners'),
  titled('banner', 'news_page_banner', 'news_page_banners'),
];

/** The page documents: one JSON document each, found by its banner's titles or the page's own name. */
const DOCUMENTS = [
  { content_type: 'about', table: 'about_pages', column: 'about_data', en: 'About Us', tr: 'Hakkımızda' },
  { content_type: 'services', table: 'services_pages', column: 'services_data', en: 'Services', tr: 'Hizmetlerimiz' },
  { content_type: 'contact', table: 'contact_pages', column: 'contact_data', en: 'Contact', tr: 'İletişim' },
] as const;

/**
 * The settings, found by their names (the Site Settings tabs) in both languages. They are screens, not
 * rows: `id` is 0, except the company's own row (id 1), also found by the company's name.
 */
export const SETTINGS: ReadonlyArray<{ content_type: string; en: string; tr: string }> = [
  { content_type: 'instagram', en: 'Instagram Settings', tr: 'Instagram Ayarları' },
  { content_type: 'site_logo', en: 'Site Logo', tr: 'Site Logosu' },
  { content_type: 'favicon', en: 'Favicon', tr: 'Site Simgesi (Favicon)' },
  { content_type: 'whatsapp', en: 'WhatsApp Button', tr: 'WhatsApp Düğmesi' },
  { content_type: 'company', en: 'Company', tr: 'Şirket' },
  { content_type: 'publishing', en: 'Publishing', tr: 'Yayınlama' },
];

/** At most this many hits in all. */
export const SEARCH_LIMIT = 20;

const contains = (needle: string, ...texts: string[]) => texts.some((t) => fold(t).includes(needle));

interface Row {
  id: number;
  title_en: string | null;
  title_tr: string | null;
}

/**
 * The hits for `q`: up to SEARCH_LIMIT of each source, titles starting with the words first, then the
 * latest edited; the sources then take turns so that 2,000 matching projects leave room for the one
 * matching news item.
 */
export async function searchContent(db: ContentDb, q: string): Promise<SearchHit[]> {
  const needle = fold(q.trim());
  if (needle === '') return [];
  const raw = db as unknown as Kysely<any>;
  const groups: SearchHit[][] = [];

  for (const s of TITLED) {
    const en = sql.ref(s.en);
    const tr = sql.ref(s.tr);
    const rows = (await raw
      .selectFrom(s.table)
      .select(['id', sql<string>`${en}`.as('title_en'), sql<string>`${tr}`.as('title_tr')])
      .where(sql<boolean>`(instr(fold(${en}), ${needle}) > 0 or instr(fold(${tr}), ${needle}) > 0)`)
      .orderBy(sql`(instr(fold(${en}), ${needle}) = 1 or instr(fold(${tr}), ${needle}) = 1)`, 'desc')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SEARCH_LIMIT)
      .execute()) as Row[];
    groups.push(rows.map((r) => hit(s.type, s.content_type, r)));
  }

  const documents: SearchHit[] = [];
  for (const d of DOCUMENTS) {
    const row = (await raw
      .selectFrom(d.table)
      .select([
        'id',
        sql<string>`json_extract(${sql.ref(d.column)}, '$.banner.title_en')`.as('title_en'),
        sql<string>`json_extract(${sql.ref(d.column)}, '$.banner.title_tr')`.as('title_tr'),
      ])
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirst()) as Row | undefined;
    if (!row) continue;
    const found = hit('page', d.content_type, { id: row.id, title_en: row.title_en || d.en, title_tr: row.title_tr || d.tr });
    if (contains(needle, found.title_en, found.title_tr, d.en, d.tr)) documents.push(found);
  }
  groups.push(documents);

  const company = await db.selectFrom('company').select(['name_en', 'name_tr']).where('id', '=', 1).executeTakeFirst();
  const settings = SETTINGS.filter(
    (s) => contains(needle, s.en, s.tr) || (s.content_type === 'company' && company && contains(needle, company.name_en, company.name_tr)),
  ).map((s) => hit('setting', s.content_type, { id: s.content_type === 'company' ? 1 : 0, title_en: s.en, title_tr: s.tr }));
  groups.push(settings);

  return takeTurns(groups, SEARCH_LIMIT);
}

function hit(type: SearchType, content_type: string, row: Row): SearchHit {
  return { type, content_type, id: row.id, title_en: row.title_en ?? '', title_tr: row.title_tr ?? '' };
}

/** One of each group in turn until `limit`, each group in its own order; the result is grouped again. */
function takeTurns(groups: SearchHit[][], limit: number): SearchHit[] {
  const taken = groups.map(() => 0);
  let left = limit;
  for (let more = true; more && left > 0;) {
    more = false;
    groups.forEach((g, i) => {
      if (left > 0 && taken[i] < g.length) {
        taken[i]++;
        left--;
        more = true;
      }
    });
  }
  const out = groups.flatMap((g, i) => g.slice(0, taken[i]));
  // types together, in the order of SEARCH_TYPES (the dialog shows them so)
  return out.sort((a, b) => SEARCH_TYPES.indexOf(a.type) - SEARCH_TYPES.indexOf(b.type));
}
