// The content model: one interface per table, as kysely sees it.
// Timestamps are ISO-8601 strings written by SQLite defaults and triggers (see migrations).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
// the roles are shared with the admin (server/shared/roles.ts)
import { ROLES, type Role } from '../server/shared/roles.ts';

/** A column SQLite fills on insert; code may still set it. */
type Stamp = ColumnType<string, string | undefined, string>;
type Id = Generated<number>;
/** 'active' | 'inactive', the word form of SPEC.md section 4. */
export type WordStatus = 'active' | 'inactive';
/** 1 | 0, the number form used by settings and links. */
export type FlagStatus = 0 | 1;

interface Timestamps {
  created_at: Stamp;
  updated_at: Stamp;
}

export interface UserTable extends Timestamps {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  profile_image: string | null;
  /** tokens carry it; a password change bumps it, ending every session issued before */
  token_version: ColumnType<number, number | undefined, number>;
  /** what the user may do (server/plugins/roles.ts) */
  role: ColumnType<Role, Role | undefined, Role>;
  /** the admin's language; null: the browser's decides (migration 0011) */
  language: ColumnType<AdminLanguage | null, AdminLanguage | null | undefined, AdminLanguage | null>;
  /** 1 while the user signs in with a second factor (migration 0016, server/two-factor) */
  two_factor: ColumnType<number, number | undefined, number>;
}

export const ADMIN_LANGUAGES = ['en', 'tr'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

export { ROLES, type Role };

export interface RevokedTokenTable {
  jti: string;
  expires_at: number; // epoch seconds; rows past it can be purged
}

export interface PageTable extends Timestamps {
  id: Id;
  page_name_en: string;
  page_name_tr: string;
}

export interface MenuTable extends Timestamps {
  id: Id;
  title: string;
  is_primary: FlagStatus;
  data: string; // JSON {pages: MenuPageEntry[]}
}

export interface ProjectTable extends Timestamps {
  id: Id;
  title_en: string;
  title_tr: string;
  slug: string;
  type: 'ongoing' | 'completed';
  cover_image: string | null;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
  /** SEO and sharing (migration 0021, content-db/seo.ts): JSON SeoFields, '{}' while none is set */
  seo: ColumnType<string, string | undefined, string>;
}

export interface ProjectBannerTable extends Timestamps {
  id: Id;
  project_id: number;
  title_en: string;
  title_tr: string;
  detail_en: string;
  detail_tr: string;
  banner_image: string | null;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
}

export interface ProjectDetailTable extends Timestamps {
  id: Id;
  project_id: number;
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  feature_image: string | null;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
}

export interface ProjectGalleryTable extends Timestamps {
  id: Id;
  project_detail_id: number;
  image_path: string;
  title: string;
  sort_order: number;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
}

export interface NewsTable extends Timestamps {
  id: Id;
  title_en: string;
  title_tr: string;
  slug: string;
  description_en: string;
  description_tr: string;
  image: string | null;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
  /** SEO and sharing (migration 0021, content-db/seo.ts): JSON SeoFields, '{}' while none is set */
  seo: ColumnType<string, string | undefined, string>;
}

export interface NewsDetailTable extends Timestamps {
  id: Id;
  news_id: number;
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  gallery_description_en: string;
  gallery_description_tr: string;
  feature_image: string | null;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
}

export interface NewsGalleryTable extends Timestamps {
  id: Id;
  news_detail_id: number;
  image: string;
  title_en: string;
  title_tr: string;
  sort_order: number;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
}

export interface NewsDetailBannerTable extends Timestamps {
  id: Id;
  news_detail_id: number;
  banner_image: string | null;
  title_en: string;
  title_tr: string;
  gallery_description_en: string;
  gallery_description_tr: string;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
}

/** Banners with titles and an image: news page banner, ongoing banner. */
export interface TitledBannerTable extends Timestamps {
  id: Id;
  title_en: string;
  title_tr: string;
  banner_image: string | null;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
  /** SEO and sharing (migration 0021, content-db/seo.ts): JSON SeoFields, '{}' while none is set */
  seo: ColumnType<string, string | undefined, string>;
}

export interface OurProjectsBannerTable extends TitledBannerTable {
  description_en: string;
  description_tr: string;
}

export interface HomeBannerTable extends TitledBannerTable {
  description_en: string;
  description_tr: string;
}

/** A free page with rich text in both languages (migration 0020): /<slug_tr>/ and /en/<slug_en>/. */
export interface TextPageTable extends Timestamps {
  id: Id;
  slug_en: string;
  slug_tr: string;
  title_en: string;
  title_tr: string;
  body_en: string;
  body_tr: string;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
  /** SEO and sharing (migration 0021, content-db/seo.ts): JSON SeoFields, '{}' while none is set */
  seo: ColumnType<string, string | undefined, string>;
}

export interface DesignSectionTable extends Timestamps {
  id: Id;
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  image: string | null;
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
}

export interface ExperienceRoleLinkTable extends Timestamps {
  id: Id;
  link: string;
  text_en: ColumnType<string, string | undefined, string>;
  text_tr: ColumnType<string, string | undefined, string>;
  tab: ColumnType<FlagStatus, FlagStatus | undefined, FlagStatus>;
  status: ColumnType<FlagStatus, FlagStatus | undefined, FlagStatus>;
}

export interface ShowProjectTable extends Timestamps {
  id: Id;
  title_en: string;
  title_tr: string;
  page_name: 'home' | 'ongoing' | 'our-projects';
  project_ids: string; // JSON number[]
  status: ColumnType<WordStatus, WordStatus | undefined, WordStatus>;
}

/** about / services / contact: one JSON document per row, status 1 is the live one. */
export interface JsonRecordTable extends Timestamps {
  id: Id;
  status: ColumnType<FlagStatus, FlagStatus | undefined, FlagStatus>;
  /** SEO and sharing (migration 0021, content-db/seo.ts): JSON SeoFields, '{}' while none is set */
  seo: ColumnType<string, string | undefined, string>;
}
export interface AboutPageTable extends JsonRecordTable {
  about_data: string;
}
export interface ServicesPageTable extends JsonRecordTable {
  services_data: string;
}
export interface ContactPageTable extends JsonRecordTable {
  contact_data: string;
}

export interface InstagramSettingTable extends Timestamps {
  id: Id;
  instagram_link: string;
  tab: ColumnType<FlagStatus, FlagStatus | undefined, FlagStatus>;
  status: ColumnType<FlagStatus, FlagStatus | undefined, FlagStatus>;
}

export interface SiteLogoTable extends Timestamps {
  id: Id;
  logo_path: string;
  status: ColumnType<FlagStatus, FlagStatus | undefined, FlagStatus>;
}

export interface FaviconTable extends Timestamps {
  id: Id;
  favicon_path: string;
  status: ColumnType<FlagStatus, FlagStatus | undefined, FlagStatus>;
}

export interface WhatsappSettingTable extends Timestamps {
  id: Id;
  phone_number: string;
  tooltip_text: ColumnType<string, string | undefined, string>;
  tooltip_text_tr: ColumnType<string, string | undefined, string>;
  icon_path: string | null;
  tab: ColumnType<FlagStatus, FlagStatus | undefined, FlagStatus>;
  status: ColumnType<FlagStatus, FlagStatus | undefined, FlagStatus>;
}

/** The company's own identity (one row, id 1): the site's name in titles, footer and structured data. */
export interface CompanyTable extends Timestamps {
  id: number;
  name_en: string;
  name_tr: string;
  description_en: string;
  description_tr: string;
  phone: string;
  email: string;
  address_en: string;
  address_tr: string;
}

/** Every stored upload, with its responsive WebP variants, keyed by its public path. */
export interface MediaFileTable {
  /** the library's id (migration 0019): the same in both copies (content-db/live.ts) */
  id: Generated<number>;
  path: string; // "/uploads/projects/ab12.jpg"
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  variants: string; // JSON MediaVariant[]
  created_at: Stamp;
  alt_en: ColumnType<string, string | undefined, string>;
  alt_tr: ColumnType<string, string | undefined, string>;
  /** the focal point, 0..1 from the top left: every crop is centred on it */
  focal_x: ColumnType<number, number | undefined, number>;
  focal_y: ColumnType<number, number | undefined, number>;
  /** 1: uploaded to the library itself, kept while nothing uses it (until deleted there) */
  pinned: ColumnType<number, number | undefined, number>;
  /** 1: kept privately because only revisions name it (server/lib/media.ts): not listed */
  hidden: ColumnType<number, number | undefined, number>;
  /** the sharing crops made of it (migration 0021, server/publish/og-image.ts): JSON MediaCrop[] */
  crops: ColumnType<string, string | undefined, string>;
}
/** A crop of an upload to a fixed size, centred on the focal point it was made for. */
export interface MediaCrop {
  path: string;
  width: number;
  height: number;
  focal_x: number;
  focal_y: number;
}
export interface MediaVariant {
  path: string;
  width: number;
  height: number;
  /** the AVIF twin of this WebP variant (same size), once made: it follows the upload (server/lib/media-avif.ts) */
  avif?: string;
}

/** Old slugs of projects and news, so their URLs can redirect to the current one. */
export interface SlugRedirectTable {
  id: Id;
  kind: 'project' | 'news';
  old_slug: string;
  target_id: number;
  created_at: Stamp;
}

/** An item of the working copy that may differ from its live copy (content-db/live.ts). */
export interface UnpublishedChangeTable {
  content_type: string;
  item_id: number;
  changed_at: Stamp;
  user_id: number | null;
  user_name: string | null;
  /** 1 once its author marked it ready for review */
  ready: Generated<number>;
  /** what a reviewer said when sending it back */
  note: Generated<string>;
}
export type PublishingMode = 'instant' | 'review';
export interface PublishingSettingsTable {
  id: number;
  mode: PublishingMode;
  updated_at: Stamp;
}
export type ScheduleState = 'waiting' | 'done' | 'failed' | 'cancelled';
export interface PublishScheduleTable {
  id: Id;
  /** UTC ISO time */
  at: string;
  /** JSON ItemRef[], or null for every change */
  items: string | null;
  user_id: number | null;
  user_name: string | null;
  state: Generated<ScheduleState>;
  log: Generated<string>;
  created_at: Stamp;
  finished_at: string | null;
  /** what it does at `at` (migration 0022): publish the items, or take them down (inactive in both copies) */
  action: Generated<ScheduleAction>;
}
export type ScheduleAction = 'publish' | 'unpublish';

/** A redirect set in the admin (migration 0022): a site path answered with a 301/302 to `to_url`. */
export interface SiteRedirectTable {
  id: Id;
  from_path: string;
  /** a site path or an absolute http(s) URL */
  to_url: string;
  code: Generated<301 | 302>;
  created_at: Stamp;
  updated_at: Stamp;
}
/** How often each redirect was followed (not content: a visit changes nothing of the site). */
export interface SiteRedirectHitTable {
  redirect_id: number;
  hits: Generated<number>;
  last_hit_at: string | null;
}

export interface Database {
  users: UserTable;
  revoked_tokens: RevokedTokenTable;
  pages: PageTable;
  menus: MenuTable;
  projects: ProjectTable;
  project_banners: ProjectBannerTable;
  project_details: ProjectDetailTable;
  project_gallery: ProjectGalleryTable;
  news: NewsTable;
  news_details: NewsDetailTable;
  news_gallery: NewsGalleryTable;
  news_detail_banners: NewsDetailBannerTable;
  news_page_banners: TitledBannerTable;
  home_banners: HomeBannerTable;
  design_sections: DesignSectionTable;
  experience_role_links: ExperienceRoleLinkTable;
  show_projects: ShowProjectTable;
  ongoing_banners: TitledBannerTable;
  our_projects_banners: OurProjectsBannerTable;
  about_pages: AboutPageTable;
  services_pages: ServicesPageTable;
  contact_pages: ContactPageTable;
  instagram_settings: InstagramSettingTable;
  site_logos: SiteLogoTable;
  favicons: FaviconTable;
  whatsapp_settings: WhatsappSettingTable;
  company: CompanyTable;
  text_pages: TextPageTable;
  media_files: MediaFileTable;
  slug_redirects: SlugRedirectTable;
  unpublished_changes: UnpublishedChangeTable;
  publishing_settings: PublishingSettingsTable;
  publish_schedule: PublishScheduleTable;
  site_redirects: SiteRedirectTable;
  site_redirect_hits: SiteRedirectHitTable;
}

export type TableName = keyof Database;
export type Row<T extends TableName> = Selectable<Database[T]>;
export type NewRow<T extends TableName> = Insertable<Database[T]>;
export type RowUpdate<T extends TableName> = Updateable<Database[T]>;
