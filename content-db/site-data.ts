// Everything the static site shows, loaded in one pass (one query per table, no per-page queries) and
// shaped for the pages: only active content, texts as {tr, en} pairs, JSON columns parsed.
// The Astro build calls `getSiteData()`; it loads once per build (per database and output folder).
import fs from 'node:fs';
import path from 'node:path';
import { aboutPages, type AboutData } from './about.ts';
import { getCompany, type Company } from './company.ts';
import { contactPages, publicContact, type ContactData } from './contact.ts';
import { EXPERIENCE_LINK_TEXT, WHATSAPP_TOOLTIP } from './defaults.ts';
import { getExperienceRoleLink } from './home.ts';
import { nextSanitizeGeneration, sanitizeHtmlAgain } from './html.ts';
import { siteLink, webLink } from './links.ts';
import { allMedia, type MediaInfo } from './media.ts';
import { getPrimaryMenu } from './menus.ts';
import { liveDatabaseFile } from './live.ts';
import { databaseFile, openDatabase, type ContentDb } from './open.ts';
import { publicServices, servicesPages, type ServicesData } from './services.ts';
import { newestActiveSetting } from './settings.ts';
import { listShowProjects, type ShowPage } from './show-projects.ts';
import { slugRedirects } from './slugs.ts';
import { publishedRedirects, type RedirectInput } from './site-redirects.ts';
import { listActiveTextPages } from './text-pages.ts';
import { parseSeo, type SeoFields } from './seo.ts';
import {
  DESIGN_SECTIONS,
  HOME_BANNERS,
  NEWS_PAGE_BANNERS,
  ONGOING_BANNERS,
  OUR_PROJECTS_BANNERS,
  listItems,
  type ItemKind,
  type PageBannerTable,
} from './image-items.ts';

export type { ShowPage };
export type Lang = 'tr' | 'en';
/** A text in both languages. */
export interface Text {
  tr: string;
  en: string;
}
/** An upload's public path ("/uploads/...") or null when none was given. */
export type ImagePath = string | null;

export interface MenuLink {
  pageId: number;
  label: Text;
}

export interface ProjectBanner {
  id: number;
  title: Text;
  detail: Text;
  image: ImagePath;
}
export interface GalleryImage {
  id: number;
  image: string;
  title: Text;
}
export interface ProjectDetail {
  id: number;
  title: Text;
  description: Text;
  featureImage: ImagePath;
  gallery: GalleryImage[];
}
export interface Project {
  id: number;
  slug: string;
  title: Text;
  type: 'ongoing' | 'completed';
  coverImage: ImagePath;
  createdAt: string;
  updatedAt: string;
  banners: ProjectBanner[];
  details: ProjectDetail[];
  /** SEO and sharing (content-db/seo.ts): empty fields fall back to what the page derives */
  seo: SeoFields;
}

export interface NewsBanner {
  id: number;
  image: ImagePath;
  title: Text;
  galleryDescription: Text;
}
export interface NewsDetail {
  id: number;
  title: Text;
  description: Text;
  galleryDescription: Text;
  featureImage: ImagePath;
  gallery: GalleryImage[];
  banners: NewsBanner[];
}
export interface NewsItem {
  id: number;
  slug: string;
  title: Text;
  description: Text;
  image: ImagePath;
  createdAt: string;
  updatedAt: string;
  details: NewsDetail[];
  seo: SeoFields;
}

export interface Banner {
  title: Text;
  description: Text;
  image: ImagePath;
  /** the page's SEO and sharing, on the banner that stands for a page document (home, the lists) */
  seo?: SeoFields;
}
export interface ExperienceLink {
  link: string;
  text: Text;
  newTab: boolean;
}
export interface ShowProjects {
  title: Text;
  projectIds: number[];
}

export interface AboutContent {
  banner: Banner;
  seo: SeoFields;
  experience: Text;
  image: { title: Text; image: ImagePath };
}
export interface ServiceCard {
  title: Text;
  image: ImagePath;
}
export interface ServicesContent {
  banner: Banner;
  seo: SeoFields;
  section: { title: Text; description: Text };
  services: ServiceCard[];
}
export interface ContactCard {
  title: Text;
  description: Text;
  image: ImagePath;
}
export interface ContactContent {
  banner: Banner;
  seo: SeoFields;
  section: { title: Text };
  cards: ContactCard[];
  location: { title: Text; description: Text };
  kvkk: { notice: Text; url: Text };
}

export interface Settings {
  logo: ImagePath;
  favicon: ImagePath;
  instagram: { link: string; newTab: boolean } | null;
  whatsapp: { phone: string; tooltip: Text; icon: ImagePath; newTab: boolean } | null;
}

/** The company's own identity (Site Settings, Company tab): its name is the site's name. */
export interface CompanyInfo {
  name: Text;
  description: Text;
  phone: string;
  email: string;
  address: Text;
}

export interface SlugRedirect {
  from: string;
  to: string;
}

export interface TextPageContent {
  id: number;
  slug: Text;
  title: Text;
  /** rich text, sanitized again as it is rendered */
  body: Text;
  seo: SeoFields;
}

export interface SiteData {
  /** active entries of the primary menu, in position order */
  menu: MenuLink[];
  /** active projects, newest first */
  projects: Project[];
  /** active news, newest first */
  news: NewsItem[];
  home: { banner: Banner | null; designs: Banner[]; experienceLink: ExperienceLink | null };
  showProjects: Partial<Record<ShowPage, ShowProjects>>;
  banners: { ongoing: Banner | null; ourProjects: Banner | null; news: Banner | null };
  about: AboutContent | null;
  services: ServicesContent | null;
  contact: ContactContent | null;
  settings: Settings;
  company: CompanyInfo;
  redirects: { project: SlugRedirect[]; news: SlugRedirect[] };
  /** the redirects set in the admin (content-db/site-redirects.ts), for storage's redirect objects */
  siteRedirects: RedirectInput[];
  /** active text pages (a legal notice, any free page): /<slug.tr>/ and /en/<slug.en>/ */
  textPages: TextPageContent[];
  /** every stored upload with its size and WebP variants, by public path */
  media: Record<string, MediaInfo>;
}

// ---------------------------------------------------------------- small readers

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const pathOrNull = (v: unknown): ImagePath => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** `{tr: row.title_tr, en: row.title_en}` for a column pair. */
function text(row: object | undefined, column: string): Text {
  const r = row as Record<string, unknown> | undefined;
  return { tr: str(r?.[`${column}_tr`]), en: str(r?.[`${column}_en`]) };
}

/**
 * An HTML field, sanitized again as it is rendered: the API cleans it on save, but a row can arrive
 * around the API (a restored backup, an import, a fix in SQL), and the site prints it with set:html.
 */
function html(row: object | undefined, column: string): Text {
  const t = text(row, column);
  return { tr: sanitizeHtmlAgain(t.tr), en: sanitizeHtmlAgain(t.en) };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

function banner(row: Record<string, unknown> | undefined, imageColumn = 'banner_image'): Banner | null {
  if (!row) return null;
  const seo = 'seo' in row ? { seo: parseSeo(row.seo) } : {};
  return { title: text(row, 'title'), description: html(row, 'description'), image: pathOrNull(row[imageColumn]), ...seo };
}

// ---------------------------------------------------------------- the JSON pages (parsed by their stores)

const noText = (): Text => ({ tr: '', en: '' });

function aboutFrom(d: AboutData, seo: unknown): AboutContent {
  return {
    seo: parseSeo(seo),
    banner: { title: text(d.banner, 'title'), description: noText(), image: pathOrNull(d.banner.image) },
    experience: html(d.experience, 'description'),
    image: { title: text(d.image, 'title'), image: pathOrNull(d.image.path) },
  };
}

function servicesFrom(d: ServicesData, seo: unknown): ServicesContent {
  return {
    seo: parseSeo(seo),
    banner: { title: text(d.banner, 'title'), description: noText(), image: pathOrNull(d.banner.image) },
    section: { title: text(d.section, 'title'), description: html(d.section, 'description') },
    services: d.services.map((c) => ({ title: text(c, 'title'), image: pathOrNull(c.image) })),
  };
}

function contactFrom(d: ContactData, seo: unknown): ContactContent {
  return {
    seo: parseSeo(seo),
    banner: { title: text(d.banner, 'title'), description: noText(), image: pathOrNull(d.banner.image) },
    section: { title: text(d.section, 'title') },
    cards: d.cards.map((c) => ({ title: text(c, 'title'), description: html(c, 'description'), image: pathOrNull(c.image) })),
    location: { title: text(d.location, 'title'), description: html(d.location, 'description') },
    kvkk: { notice: text(d.kvkk, 'notice'), url: text(d.kvkk, 'url') },
  };
}

function companyFrom(c: Company): CompanyInfo {
  return { name: text(c, 'name'), description: text(c, 'description'), phone: c.phone, email: c.email, address: text(c, 'address') };
}

// ---------------------------------------------------------------- the loader

const ACTIVE = 'active' as const;

async function loadProjects(db: ContentDb): Promise<Project[]> {
  const [rows, banners, details, gallery] = await Promise.all([
    db.selectFrom('projects').selectAll().where('status', '=', ACTIVE).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('project_banners').selectAll().where('status', '=', ACTIVE).orderBy('id', 'asc').execute(),
    db.selectFrom('project_details').selectAll().where('status', '=', ACTIVE).orderBy('id', 'asc').execute(),
    db.selectFrom('project_gallery').selectAll().where('status', '=', ACTIVE).orderBy('sort_order', 'asc').orderBy('id', 'asc').execute(),
  ]);
  const bannersBy = groupBy(banners, (b) => b.project_id);
  const detailsBy = groupBy(details, (d) => d.project_id);
  const galleryBy = groupBy(gallery, (g) => g.project_detail_id);
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: text(p, 'title'),
    type: p.type,
    coverImage: pathOrNull(p.cover_image),
    createdAt: p.created_at,
    updatedAt: p.updated_at,
    seo: parseSeo(p.seo),
    banners: (bannersBy.get(p.id) ?? []).map((b) => ({ id: b.id, title: text(b, 'title'), detail: text(b, 'detail'), image: pathOrNull(b.banner_image) })),
    details: (detailsBy.get(p.id) ?? []).map((d) => ({
      id: d.id,
      title: text(d, 'title'),
      description: html(d, 'description'),
      featureImage: pathOrNull(d.feature_image),
      gallery: (galleryBy.get(d.id) ?? []).map((g) => ({ id: g.id, image: g.image_path, title: { tr: g.title, en: g.title } })),
    })),
  }));
}

async function loadNews(db: ContentDb): Promise<NewsItem[]> {
  const [rows, details, gallery, banners] = await Promise.all([
    db.selectFrom('news').selectAll().where('status', '=', ACTIVE).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('news_details').selectAll().where('status', '=', ACTIVE).orderBy('id', 'asc').execute(),
    db.selectFrom('news_gallery').selectAll().where('status', '=', ACTIVE).orderBy('sort_order', 'asc').orderBy('id', 'asc').execute(),
    db.selectFrom('news_detail_banners').selectAll().where('status', '=', ACTIVE).orderBy('id', 'asc').execute(),
  ]);
  const detailsBy = groupBy(details, (d) => d.news_id);
  const galleryBy = groupBy(gallery, (g) => g.news_detail_id);
  const bannersBy = groupBy(banners, (b) => b.news_detail_id);
  return rows.map((n) => ({
    id: n.id,
    slug: n.slug,
    title: text(n, 'title'),
    description: html(n, 'description'),
    image: pathOrNull(n.image),
    createdAt: n.created_at,
    updatedAt: n.updated_at,
    seo: parseSeo(n.seo),
    details: (detailsBy.get(n.id) ?? []).map((d) => ({
      id: d.id,
      title: text(d, 'title'),
      description: html(d, 'description'),
      galleryDescription: html(d, 'gallery_description'),
      featureImage: pathOrNull(d.feature_image),
      gallery: (galleryBy.get(d.id) ?? []).map((g) => ({ id: g.id, image: g.image, title: text(g, 'title') })),
      banners: (bannersBy.get(d.id) ?? []).map((b) => ({
        id: b.id,
        image: pathOrNull(b.banner_image),
        title: text(b, 'title'),
        galleryDescription: html(b, 'gallery_description'),
      })),
    })),
  }));
}

/** The active banner of a page: the newest active row, as the API lists them first. */
async function activeBanner(db: ContentDb, kind: ItemKind<PageBannerTable>): Promise<Banner | null> {
  return banner((await listItems(db, kind, { activeOnly: true }))[0]);
}

export async function loadSiteData(db: ContentDb): Promise<SiteData> {
  nextSanitizeGeneration();
  const [menu, projects, news, homeBanner, designs, expLink, shows, ongoing, ourProjects, newsBanner, about, services, contact] = await Promise.all([
    getPrimaryMenu(db, { activeOnly: true }),
    loadProjects(db),
    loadNews(db),
    activeBanner(db, HOME_BANNERS),
    listItems(db, DESIGN_SECTIONS, { activeOnly: true }),
    getExperienceRoleLink(db),
    listShowProjects(db, true),
    activeBanner(db, ONGOING_BANNERS),
    activeBanner(db, OUR_PROJECTS_BANNERS),
    activeBanner(db, NEWS_PAGE_BANNERS),
    aboutPages.active(db),
    servicesPages.active(db),
    contactPages.active(db),
  ]);
  const [logo, favicon, instagram, whatsapp, projectRedirects, newsRedirects, media, siteRedirects] = await Promise.all([
    newestActiveSetting(db, 'site_logos'),
    newestActiveSetting(db, 'favicons'),
    newestActiveSetting(db, 'instagram_settings'),
    newestActiveSetting(db, 'whatsapp_settings'),
    slugRedirects(db, 'project'),
    slugRedirects(db, 'news'),
    allMedia(db),
    publishedRedirects(db),
  ]);
  const company = await getCompany(db);
  const textPages = (await listActiveTextPages(db)).map((p) => ({
    id: p.id,
    slug: text(p, 'slug'),
    title: text(p, 'title'),
    body: html(p, 'body'),
    seo: parseSeo(p.seo),
  }));

  // The newest active configuration of each page wins (the API answers it first).
  const showProjects: Partial<Record<ShowPage, ShowProjects>> = {};
  for (const s of shows) showProjects[s.page_name] ??= { title: text(s, 'title'), projectIds: s.project_ids };
  const activeProjectIds = new Set(projects.map((p) => p.id));
  const activeNewsIds = new Set(news.map((n) => n.id));

  return {
    menu: (menu?.data.pages ?? []).map((e) => ({ pageId: e.id, label: { tr: e.menu_name_tr, en: e.menu_name_en } })),
    projects,
    news,
    home: {
      banner: homeBanner,
      designs: designs.map((d) => banner(d, 'image')!),
      // The link button shows only while its status is 1 (SPEC.md section 2).
      // links are checked again with the rule of the API (a row may come from around it)
      experienceLink:
        expLink && expLink.status === 1 && siteLink(expLink.link.trim())
          ? {
              link: expLink.link.trim(),
              text: { tr: expLink.text_tr || EXPERIENCE_LINK_TEXT.tr, en: expLink.text_en || EXPERIENCE_LINK_TEXT.en },
              newTab: expLink.tab === 1,
            }
          : null,
    },
    showProjects,
    banners: { ongoing, ourProjects, news: newsBanner },
    about: about ? aboutFrom(about.about_data, about.seo) : null,
    services: services ? servicesFrom(publicServices(services.services_data), services.seo) : null,
    contact: contact ? contactFrom(publicContact(contact.contact_data), contact.seo) : null,
    settings: {
      logo: pathOrNull(logo?.logo_path),
      favicon: pathOrNull(favicon?.favicon_path),
      instagram: instagram && webLink(instagram.instagram_link.trim()) ? { link: instagram.instagram_link.trim(), newTab: instagram.tab === 1 } : null,
      whatsapp:
        whatsapp && whatsapp.phone_number.trim()
          ? {
              phone: whatsapp.phone_number.trim(),
              tooltip: {
                en: whatsapp.tooltip_text || WHATSAPP_TOOLTIP.en,
                tr: whatsapp.tooltip_text_tr || WHATSAPP_TOOLTIP.tr,
              },
              icon: pathOrNull(whatsapp.icon_path),
              newTab: whatsapp.tab === 1,
            }
          : null,
    },
    company: companyFrom(company),
    // Only redirects to pages that are built (active items).
    redirects: {
      project: projectRedirects.filter((r) => activeProjectIds.has(r.id)).map(({ from, to }) => ({ from, to })),
      news: newsRedirects.filter((r) => activeNewsIds.has(r.id)).map(({ from, to }) => ({ from, to })),
    },
    siteRedirects,
    textPages,
    media,
  };
}

// ---------------------------------------------------------------- once per build

/**
 * The database a build reads when no snapshot is handed to it: the live copy of DATA_DIR (default
 * content-db/data, resolved from the working folder), never the working copy, whose unpublished changes
 * the site must not show. A data folder without a live copy (from before it existed, or made by hand
 * and never opened by a server) has only the working copy, and that is what is live there: the server
 * would make the live copy from it as it is (content-db/live.ts openLiveCopy), so the build reads it.
 */
export function siteDatabaseFile(): string {
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR ?? 'content-db/data');
  const live = liveDatabaseFile(dataDir);
  return fs.existsSync(live) ? live : databaseFile(dataDir);
}

interface Cached {
  key: string;
  data: Promise<SiteData>;
}
// One slot shared by every copy of this module: a warm build worker runs several builds in one process,
// each with its own bundled copy, and only the latest build's content should stay in memory.
const SLOT = Symbol.for('content-db/site-data');
const slot = globalThis as typeof globalThis & { [SLOT]?: Cached };

/**
 * The site's content as ONE consistent read: every query in one transaction, so a write lands wholly
 * before or wholly after it (the connection serves nothing else meanwhile). The server snapshots this
 * way for a publish: the page keys and the pages come from the same read.
 */
export function snapshotSiteData(db: ContentDb): Promise<SiteData> {
  return db.transaction().execute((trx) => loadSiteData(trx));
}

/**
 * A publish hands the build the content it read (snapshotSiteData) as a JSON file named by this
 * variable; without it the build reads the database itself.
 */
export const SITE_DATA_FILE_ENV = 'SITE_DATA_FILE';

/**
 * The site's content, loaded lazily once per build. The key names the database (or the snapshot file)
 * and the output folder, so a process that builds again (into a fresh release folder) loads fresh content.
 */
export function getSiteData(): Promise<SiteData> {
  const snapshot = process.env[SITE_DATA_FILE_ENV];
  const file = snapshot ? path.resolve(snapshot) : siteDatabaseFile();
  const key = `${file}\n${process.env.SITE_OUT_DIR ?? ''}`;
  const cached = slot[SLOT];
  if (cached?.key === key) return cached.data;
  // read at once: fs.promises.readFile reads a file this size (3 MB at 10,000 pages) in 512 KB turns,
  // which took a build worker 60 ms beside the other one
  const data = snapshot
    ? Promise.resolve().then(() => JSON.parse(fs.readFileSync(file, 'utf8')) as SiteData)
    : (async () => {
        const db = openDatabase(file, { readonly: true });
        try {
          return await loadSiteData(db);
        } finally {
          await db.destroy();
        }
      })();
  // A failed load is not kept: the next call tries again.
  data.catch(() => {
    if (slot[SLOT]?.data === data) delete slot[SLOT];
  });
  slot[SLOT] = { key, data };
  return data;
}
