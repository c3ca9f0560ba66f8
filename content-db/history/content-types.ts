// The content types whose items have a history (issue 14): each is a root table and the tables below
// it (a project with its banners, details and their gallery images). A revision is the state of one
// root item with all its children, so a restore brings back the whole item. Names are what the API
// and the admin use in `type`.

/** A table below a root (or below another child), joined by the column holding its parent's id. */
export interface ChildTable {
  table: string;
  key: string;
  children?: readonly ChildTable[];
}

export interface ContentType {
  name: string;
  /** the root table: one row per item */
  table: string;
  children: readonly ChildTable[];
  /** the columns that name an item in lists (first non-empty wins) */
  label: readonly string[];
  /** items with a slug whose old values redirect (content-db/slugs.ts) */
  slugKind?: 'project' | 'news';
}

const type = (
  name: string,
  table: string,
  label: readonly string[],
  children: readonly ChildTable[] = [],
  slugKind?: ContentType['slugKind'],
): ContentType => ({
  name,
  table,
  label,
  children,
  ...(slugKind ? { slugKind } : {}),
});
const TITLES = ['title_en', 'title_tr'] as const;

export const CONTENT_TYPES: readonly ContentType[] = [
  type('page', 'pages', ['page_name_en', 'page_name_tr']),
  type('menu', 'menus', ['title']),
  type(
    'project',
    'projects',
    TITLES,
    [
      { table: 'project_banners', key: 'project_id' },
      { table: 'project_details', key: 'project_id', children: [{ table: 'project_gallery', key: 'project_detail_id' }] },
    ],
    'project',
  ),
  type(
    'news',
    'news',
    TITLES,
    [
      {
        table: 'news_details',
        key: 'news_id',
        children: [
          { table: 'news_gallery', key: 'news_detail_id' },
          { table: 'news_detail_banners', key: 'news_detail_id' },
        ],
      },
    ],
    'news',
  ),
  type('home_banner', 'home_banners', TITLES),
  type('design_section', 'design_sections', TITLES),
  type('experience_link', 'experience_role_links', ['text_en', 'link']),
  type('show_project', 'show_projects', TITLES),
  type('ongoing_banner', 'ongoing_banners', TITLES),
  type('our_projects_banner', 'our_projects_banners', TITLES),
  type('news_page_banner', 'news_page_banners', TITLES),
  type('about', 'about_pages', []),
  type('services', 'services_pages', []),
  type('contact', 'contact_pages', []),
  type('instagram', 'instagram_settings', ['instagram_link']),
  type('site_logo', 'site_logos', ['logo_path']),
  type('favicon', 'favicons', ['favicon_path']),
  type('whatsapp', 'whatsapp_settings', ['phone_number']),
  type('company', 'company', ['name_en', 'name_tr']),
  type('text_page', 'text_pages', TITLES),
];

export const CONTENT_TYPE_NAMES = CONTENT_TYPES.map((t) => t.name);

export function contentType(name: string): ContentType | undefined {
  return CONTENT_TYPES.find((t) => t.name === name);
}

/** A table of a content type with the path from it up to the root (nearest parent link first). */
export interface TrackedTable {
  type: ContentType;
  table: string;
  /** from this table up: the column holding the parent's id and the parent's table; [] for the root */
  up: ReadonlyArray<{ key: string; parent: string }>;
}

/** Every table that belongs to a content type, roots and children. */
export function trackedTables(): TrackedTable[] {
  const out: TrackedTable[] = [];
  const walk = (t: ContentType, nodes: readonly ChildTable[], parent: string, up: TrackedTable['up']) => {
    for (const n of nodes) {
      const path = [{ key: n.key, parent }, ...up];
      out.push({ type: t, table: n.table, up: path });
      walk(t, n.children ?? [], n.table, path);
    }
  };
  for (const t of CONTENT_TYPES) {
    out.push({ type: t, table: t.table, up: [] });
    walk(t, t.children, t.table, []);
  }
  return out;
}

/**
 * The tables that are not content: the history's own, the editorial workflow's (content-db/live.ts), the
 * company's records (leads, mail, two-factor, redirect hits). Writing them is not a content change (content-revision.ts),
 * they name no upload a visitor sees (upload-refs.ts) and they stay in the working copy.
 */
export const NON_CONTENT_TABLES = [
  'revisions',
  'revision_files',
  'revision_marks',
  'change_log',
  'publish_log',
  'unpublished_changes',
  'publishing_settings',
  'publish_schedule',
  // the company's own records (migration 0012): visitors' leads are not content either
  'leads',
  'lead_proofs',
  // mail (migration 0013): the outgoing queue, password reset codes, who is told of leads
  'mail_queue',
  'password_reset_codes',
  'mail_settings',
  // every record's version (migration 0017, content-db/record-versions.ts)
  'record_versions',
  // a publish under way (migration 0018, content-db/publish-journal.ts)
  'publish_journal',
  // two-factor sign-in (migration 0016): users' second factors and the security policy
  'user_two_factor',
  'security_settings',
  // outgoing links (migration 0023, content-db/link-checks.ts): the last check's results and its schedule
  'link_checks',
  'link_check_state',
  // the hits of the admin's redirects (migration 0022, content-db/site-redirects.ts): a visit changes nothing of the site
  'site_redirect_hits',
] as const;
