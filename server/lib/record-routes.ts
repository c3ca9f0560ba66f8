// Which table each route's records live in, for versions (API.md "Versions: nothing is overwritten
// without a word"; server/plugins/record-versions.ts). One line per collection: its paths, the table,
// the answer keys that hold its records, and how to read one record as the API answers it (the
// `current` of a 412). The route modules stay as they were: a route is bound here by its URL.
export interface RecordCollection {
  /** the collection's paths (writes, then reads when they differ) */
  paths: readonly string[];
  table: string;
  /** answer keys holding records of this table (an object or an array of them) */
  keys: readonly string[];
  /**
   * How the API answers one record, for a 412's `current`: 'one' is GET {path}/{id}; 'list' finds it in
   * GET {path}; a function names the list that holds it (from its stored row); absent: the stored row.
   */
  read?: 'one' | 'list' | ((row: Record<string, unknown>) => string);
  /** one record and no id in its write's URL (PUT /api/company) */
  singleton?: boolean;
}

const ITEM = ['data'];

export const RECORD_COLLECTIONS: readonly RecordCollection[] = [
  { paths: ['/v2/api/projects'], table: 'projects', keys: ['projects', 'project'], read: 'one' },
  { paths: ['/v2/api/banners'], table: 'project_banners', keys: ['banners', 'banner'], read: 'one' },
  { paths: ['/v2/api/details'], table: 'project_details', keys: ['details', 'detail'], read: 'one' },
  { paths: ['/v2/api/gallery'], table: 'project_gallery', keys: ['images', 'image'], read: (row) => `/v2/api/gallery/detail/${row.project_detail_id}` },
  { paths: ['/v2/api/pages'], table: 'pages', keys: ['pages', 'page'], read: 'one' },
  { paths: ['/v2/api/menu'], table: 'menus', keys: ['menus', 'menu'], read: 'one' },
  { paths: ['/v2/api/text-pages'], table: 'text_pages', keys: ['textPages', 'textPage'], read: 'one' },
  { paths: ['/api/admin/news', '/api/news'], table: 'news', keys: ['news'], read: (row) => `/api/news/${row.id}` },
  { paths: ['/api/news-details'], table: 'news_details', keys: ['details', 'detail', 'data'], read: 'one' },
  {
    paths: ['/api/news-details-banners'],
    table: 'news_detail_banners',
    keys: ['banners', 'banner'],
    read: (row) => `/api/news-details-banners/detail/${row.news_detail_id}`,
  },
  { paths: ['/api/news-gallery'], table: 'news_gallery', keys: ['gallery', 'image'], read: (row) => `/api/news-gallery/detail/${row.news_detail_id}` },
  { paths: ['/api/news-page-banner'], table: 'news_page_banners', keys: ITEM, read: 'one' },
  { paths: ['/api/banners'], table: 'home_banners', keys: ['banners', 'banner'], read: 'one' },
  { paths: ['/api/design-sections'], table: 'design_sections', keys: ['sections', 'section'], read: 'one' },
  { paths: ['/api/show-projects'], table: 'show_projects', keys: ['showProjects', 'showProject'], read: 'one' },
  { paths: ['/api/ongoing-banners'], table: 'ongoing_banners', keys: ['banners', 'banner'], read: 'one' },
  { paths: ['/api/our-projects'], table: 'our_projects_banners', keys: ['ourProjects', 'ourProject'], read: 'one' },
  { paths: ['/api/aboutpage'], table: 'about_pages', keys: ITEM, read: 'list' },
  { paths: ['/api/services'], table: 'services_pages', keys: ITEM, read: 'list' },
  { paths: ['/api/contact'], table: 'contact_pages', keys: ITEM, read: 'list' },
  { paths: ['/api/settings'], table: 'instagram_settings', keys: ITEM, read: 'list' },
  { paths: ['/api/site-logo'], table: 'site_logos', keys: ITEM, read: 'list' },
  { paths: ['/api/favicon'], table: 'favicons', keys: ITEM, read: 'list' },
  { paths: ['/api/whatsapp'], table: 'whatsapp_settings', keys: ITEM, read: 'list' },
  { paths: ['/api/company'], table: 'company', keys: ITEM, read: 'list', singleton: true },
  { paths: ['/api/users'], table: 'users', keys: ITEM, read: 'list' },
  { paths: ['/api/leads'], table: 'leads', keys: ['leads', 'lead'] },
  { paths: ['/v2/api/media'], table: 'media_files', keys: ['media'], read: 'one' },
  { paths: ['/v2/api/redirects'], table: 'site_redirects', keys: ['redirects', 'redirect'], read: 'list' },
];

/** What a route does with records: `record` names one (by its id param), `list` answers records. */
export interface RecordBinding {
  collection: RecordCollection;
  /** the path the route's URL was matched under */
  path: string;
  /** the param holding the record's id; null: the collection's single record, or no one record */
  idParam: string | null;
  /** the route names one record (its GET, a write of it, a toggle) */
  one: boolean;
}

const under = (url: string, path: string) => url === path || url.startsWith(`${path}/`);

/** Binds a route (its method and URL as registered, e.g. '/v2/api/projects/:id/toggle-status'). */
export function bindRecordRoute(method: string, url: string): RecordBinding | undefined {
  for (const collection of RECORD_COLLECTIONS) {
    const path = collection.paths.find((p) => under(url, p));
    if (!path) continue;
    const rest = url.slice(path.length);
    // {path}/:id, {path}/:id/toggle-status, {path}/toggle/:id
    if (/^(\/toggle)?\/:id(\/toggle-status)?$/.test(rest)) return { collection, path, idParam: 'id', one: true };
    if (rest === '' && collection.singleton && method !== 'POST') return { collection, path, idParam: null, one: true };
    // a create answers its one new record; other reads under the path are lists
    return { collection, path, idParam: null, one: method === 'POST' };
  }
  return undefined;
}

/** The URL to GET for the record as the API answers it, or null when only the stored row tells it. */
export function readUrlOf(b: RecordBinding, row: Record<string, unknown>): string | null {
  const read = b.collection.read;
  if (!read) return null;
  if (read === 'one') return `${b.path}/${row.id}`;
  if (read === 'list') return b.path;
  return read(row);
}
