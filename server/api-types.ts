// The one source of the API's answer types for the admin: the Static<> types of the TypeBox schemas
// the server validates and documents its answers with (server/schemas/*.ts). Admin code imports them
// with `import type`; this module and the schemas import only typebox, so the admin's type check
// never pulls in Fastify or the database.
import type { Static, TSchema } from 'typebox';
import type { Flag as FlagSchema, MediaMap as MediaMapSchema, WordStatus as WordStatusSchema } from './lib/schemas.ts';
import type * as banners from './schemas/banners.ts';
import type * as build from './schemas/build.ts';
import type * as company from './schemas/company.ts';
import type * as dashboard from './schemas/dashboard.ts';
import type * as history from './schemas/history.ts';
import type * as documents from './schemas/documents.ts';
import type * as home from './schemas/home.ts';
import type * as media from './schemas/media.ts';
import type * as news from './schemas/news.ts';
import type * as pages from './schemas/pages.ts';
import type * as preview from './schemas/preview.ts';
import type * as projects from './schemas/projects.ts';
import type * as redirects from './schemas/redirects.ts';
import type * as settings from './schemas/settings.ts';
import type * as twoFactor from './schemas/two-factor.ts';
import type * as users from './schemas/users.ts';
import type * as workflow from './schemas/workflow.ts';

type Of<S extends TSchema> = Static<S>;

// Shared pieces
/** 1/0: settings, links and page documents */
export type Flag = Of<typeof FlagSchema>;
/** 'active' | 'inactive': content items */
export type WordStatus = Of<typeof WordStatusSchema>;
/** responsive versions of uploaded images, keyed by the image's public path */
export type MediaMap = Of<typeof MediaMapSchema>;

/** Every answer: `{success, message?}` plus the answer's own keys, e.g. `Answer<{ pages: Page[] }>`. */
export type Answer<P extends object = object> = { success: boolean; message?: string } & P;

/** What a list answer adds when asked for a page (`?limit=`, `?page=`): all three or none. */
export interface ListPaging {
  total?: number;
  page?: number;
  limit?: number;
}
/** The query of an admin list (`?q=&sort=&status=&page=&limit=`); `sort` is a field, `-field` descending. */
export interface ListParams {
  q?: string;
  sort?: string;
  status?: string;
  page?: number;
  limit?: number;
}

// Pages and menus (/v2/api/pages, /v2/api/menu)
export type Page = Of<typeof pages.PageSchema>;
export type MenuEntry = Of<typeof pages.MenuEntrySchema>;
export type Menu = Of<typeof pages.MenuSchema>;

// Projects (/v2/api/projects, /banners, /details, /gallery, /project-complete)
export type Project = Of<typeof projects.ProjectSchema>;
export type ProjectBanner = Of<typeof projects.ProjectBannerSchema>;
export type ProjectDetail = Of<typeof projects.ProjectDetailSchema>;
export type ProjectGalleryImage = Of<typeof projects.ProjectGalleryImageSchema>;
export type ProjectComplete = Of<typeof projects.ProjectCompleteSchema>;

// News (/api/news, /api/news-details, /api/news-gallery, /api/news-detail-banners)
export type News = Of<typeof news.NewsSchema>;
export type NewsDetail = Of<typeof news.NewsDetailSchema>;
export type NewsGalleryImage = Of<typeof news.NewsGalleryImageSchema>;
export type NewsDetailBanner = Of<typeof news.NewsDetailBannerSchema>;

// Titled banner collections of /api
export type HomeBanner = Of<typeof banners.HomeBannerSchema>;
export type DesignSection = Of<typeof banners.DesignSectionSchema>;
export type OngoingBanner = Of<typeof banners.OngoingBannerSchema>;
export type OurProjectsBanner = Of<typeof banners.OurProjectsBannerSchema>;
export type NewsPageBanner = Of<typeof banners.NewsPageBannerSchema>;

// Home link button and project selections (/api/home-exp-role, /api/show-projects)
export type ExperienceLink = Of<typeof home.ExperienceLinkSchema>;
export type ShowPage = Of<typeof home.ShowPageSchema>;
export type ShowProject = Of<typeof home.ShowProjectSchema>;
/** one configuration of GET /api/show-projects/detailed/{page} */
export type ShowProjectGroup = Of<typeof home.ShowProjectGroupSchema>;

// Page documents (/api/aboutpage, /api/services, /api/contact): the document, and its stored record
export type AboutData = Of<typeof documents.AboutDataSchema>;
export type AboutRecord = Of<typeof documents.AboutRecordSchema>;
export type ServiceCard = Of<typeof documents.ServiceCardSchema>;
export type ServicesData = Of<typeof documents.ServicesDataSchema>;
export type ServicesRecord = Of<typeof documents.ServicesRecordSchema>;
export type ContactCard = Of<typeof documents.ContactCardSchema>;
export type ContactData = Of<typeof documents.ContactDataSchema>;
export type ContactRecord = Of<typeof documents.ContactRecordSchema>;

// Site settings (/api/settings, /api/whatsapp, /api/site-logo, /api/favicon)
export type Instagram = Of<typeof settings.InstagramSchema>;
export type WhatsApp = Of<typeof settings.WhatsAppSchema>;
export type WhatsAppDefaults = Of<typeof settings.WhatsAppDefaultsSchema>;
export type Logo = Of<typeof settings.LogoSchema>;
export type Favicon = Of<typeof settings.FaviconSchema>;

// The company's own identity (/api/company)
export type Company = Of<typeof company.CompanySchema>;

// Users (/api/users, /v2/api/login, /v2/api/verify)
export type User = Of<typeof users.UserSchema>;

// Two-factor sign-in and the security policy (issue 29)
export type Require2fa = Of<typeof twoFactor.Require2faSchema>;
export type PublishWarning = Of<typeof twoFactor.PublishWarningSchema>;
export type Security = Of<typeof twoFactor.SecuritySchema>;
export type TwoFactorSetup = Of<typeof twoFactor.TwoFactorSetupSchema>;

// Publishing (/v2/api/build)
export type BuildState = Of<typeof build.BuildStateSchema>;
export type Release = Of<typeof build.ReleaseSchema>;
export type BuildAttempt = Of<typeof build.BuildAttemptSchema>;
export type BuildStatus = Of<typeof build.BuildStatusSchema>;
export type StorageStatus = Of<typeof build.StorageStatusSchema>;
export type RenderFallback = Of<typeof build.RenderFallbackSchema>;

// History, activity and translations (issue 14)
export type RevisionAction = Of<typeof history.RevisionActionSchema>;
export type FieldChange = Of<typeof history.FieldChangeSchema>;
export type RevisionSummary = Of<typeof history.RevisionSummarySchema>;
export type Revision = Of<typeof history.RevisionSchema>;
export type DeletedItem = Of<typeof history.DeletedItemSchema>;
export type ActivityEntry = Of<typeof history.ActivityEntrySchema>;
export type TranslationGap = Of<typeof history.TranslationGapSchema>;

// Editorial workflow (issue 20): publishing mode, unpublished changes, publish/discard, scheduling
export type PublishingMode = Of<typeof workflow.PublishingModeSchema>;
export type ItemRef = Of<typeof workflow.ItemRefSchema>;
export type ChangeAction = Of<typeof workflow.ChangeActionSchema>;
/** one item of GET /v2/api/changes */
export type Change = Of<typeof workflow.ChangeSchema>;
export type ChangeWarning = Of<typeof dashboard.WarningSchema>;
export type Dashboard = Of<typeof dashboard.DashboardSchema>;
export type DashboardAnswer = Answer<{ dashboard: Dashboard }>;
/** what a publish or a discard did to one item */
export type ItemOutcome = Of<typeof workflow.ItemOutcomeSchema>;
export type ScheduleState = Of<typeof workflow.ScheduleStateSchema>;
export type ScheduledItem = Of<typeof workflow.ScheduledItemSchema>;
/** one scheduled publish of GET /v2/api/schedule */
export type Schedule = Of<typeof workflow.ScheduleSchema>;
/** GET and PUT /v2/api/publishing */
export type PublishingAnswer = Answer<{ publishing: Of<typeof workflow.PublishingSchema> }>;
/** GET /v2/api/changes and POST /v2/api/changes/ready */
export type ChangesAnswer = Answer<{ changes: Change[]; count: number }>;
/** POST /v2/api/changes/publish: `build` and `published` when now, `schedule` and `replaced` with `at` */
export type PublishAnswer = Answer<{ build?: BuildStatus; published?: ItemOutcome[]; schedule?: Schedule; replaced?: number[] }>;
/** POST /v2/api/changes/discard */
export type DiscardAnswer = Answer<{ discarded: ItemOutcome[] }>;
/** GET /v2/api/schedule */
export type ScheduleAnswer = Answer<{ schedule: Schedule[] }>;

// Preview (issue 20): POST /v2/api/preview
/** a private preview: its URLs (TR and EN) under /preview/<token>/, until expiresAt */
export type Preview = Of<typeof preview.PreviewSchema>;
/** POST /v2/api/preview */
export type PreviewAnswer = Answer<{ preview: Preview }>;

// Global search (issue 22, item 3): GET /v2/api/search
/** one hit: a project, news item, page, banner or setting, with the admin route of its editor */
export type SearchHit = Of<typeof import('./schemas/search.ts').SearchHitSchema>;
/** GET /v2/api/search */
export type SearchAnswer = Answer<{ results: SearchHit[] }>;

// Leads (issue 23): GET /api/leads, PUT /api/leads/{id}
/** one lead of the Leads screen */
export type Lead = Of<typeof import('./schemas/leads.ts').LeadSchema>;
export type LeadState = Lead['state'];
/** GET /api/leads (total, page and limit when a page was asked for) */
export type LeadsAnswer = Answer<{ leads: Lead[]; total?: number; page?: number; limit?: number }>;
/** PUT /api/leads/{id} */
export type LeadAnswer = Answer<{ lead: Lead }>;

// Mail (issue 23): GET /v2/api/mail/status, /v2/api/mail/lead-recipients, /v2/api/password/*
/** whether mail goes out (SMTP_URL), how many wait, which failed */
export type MailStatus = Of<typeof import('./schemas/mail.ts').MailStatusSchema>;
/** GET /v2/api/mail/status */
export type MailStatusAnswer = Answer<{ status: MailStatus }>;
/** who is mailed each new lead; isDefault: never saved, every administrator */
export type LeadRecipients = Of<typeof import('./schemas/mail.ts').LeadRecipientsSchema>;
/** GET and PUT /v2/api/mail/lead-recipients */
export type LeadRecipientsAnswer = Answer<{ recipients: LeadRecipients }>;
/** POST /v2/api/password/verify */
export type PasswordVerifyAnswer = Answer<{ resetToken: string }>;

// Editing together: versions, the 412 of a stale write, presence
/** a PUT/PATCH/DELETE whose If-Match is no longer the record's version (412): the record now and its version */
export interface StaleAnswer<T = Record<string, unknown>> {
  success: false;
  message: 'This item was changed by someone else';
  current: (T & { version?: string }) | null;
  version: string;
}
/** someone else who has the same item open */
export type Editor = Of<typeof import('./schemas/workflow.ts').EditorSchema>;
/** POST /v2/api/presence */
export type PresenceAnswer = Answer<{ editors: Editor[] }>;

// Text pages: /v2/api/text-pages
/** a free page in both languages at /<slug_tr>/ and /en/<slug_en>/ */
export type TextPage = Of<typeof import('./schemas/text-pages.ts').TextPageSchema>;
/** GET /v2/api/text-pages */
export type TextPagesAnswer = Answer<{ textPages: TextPage[] }>;
/** GET, POST and PUT of one text page */
export type TextPageAnswer = Answer<{ textPage: TextPage }>;

// Media library
/** one file of the media library with where it is used */
export type MediaFile = Of<typeof media.MediaFileSchema>;
export type MediaUse = Of<typeof media.MediaUseSchema>;
export type MediaQuery = Of<typeof media.MediaQuerySchema>;

// Outgoing links (issue 34): GET /v2/api/health/links
/** one external link of the live site at the last check */
export type LinkCheck = Of<typeof import('./schemas/health.ts').LinkCheckSchema>;
/** GET /v2/api/health/links */
export type LinkHealthAnswer = Answer<{ checkedAt: string | null; running: boolean; nextAt: string | null; links: LinkCheck[] }>;
// Redirects (issue 33)
export type Redirect = Of<typeof redirects.RedirectSchema>;
export type RedirectImportRow = Of<typeof redirects.ImportRowSchema>;
export type RedirectsAnswer = Answer<{ redirects: Redirect[] }>;
export type RedirectAnswer = Answer<{ redirect: Redirect }>;
export type RedirectImportAnswer = Answer<{ imported: number; refused: number; rows: RedirectImportRow[] }>;
