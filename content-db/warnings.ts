// The warnings of an unpublished change (issue 34, API.md "Dashboard and site health"): what an item's
// own content would put on the site that a reader or a search engine notices. Read from the item's
// state (its row and children, content-db/history), field by field, so each warning names the field that
// fixes it. Rich text is read by an HTML parser (htmlparser2), never by regular expressions: its links
// and its headings are what the rendered page shows, the heading levels judged after the heading the
// page's own template puts above the text (the hero's h1 over an item's own text, the section's h2 over
// a child's, e.g. a project detail's description).
import { Parser } from 'htmlparser2';
import { flattenState, splitLanguage, type FieldValue } from './history/diff.ts';
import { gapsOf } from './history/translations.ts';
import type { ItemState } from './history/record.ts';
import { localePath } from './page-paths.ts';
import { SERVER_MESSAGES, fillMessage, type MessageCode } from '../server/shared/messages.ts';

/** A warning with its message from the catalog (the admin translates `text`, filled from `params`). */
function warning(code: WarningCode, text: MessageCode, params: Record<string, string | number>, field?: string): Warning {
  const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return { code, message: fillMessage(SERVER_MESSAGES[text], values), text, params: values, ...(field === undefined ? {} : { field }) };
}

export const WARNING_CODES = ['alt-missing', 'untranslated', 'link-broken', 'image-heavy', 'heading-skipped', 'seo-length'] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

export interface Warning {
  code: WarningCode;
  /** the English text (server/shared/messages.ts), made from `text` and `params` */
  message: string;
  /** the message's code in the server's catalog, so the admin shows it in its language */
  text: MessageCode;
  params: Record<string, string>;
  /** the field that fixes it, as the diff names fields ('title_en', 'project_details/3/description_tr') */
  field?: string;
}

/** An upload over this many bytes is heavy (500 KB). */
export const HEAVY_IMAGE_BYTES = 500 * 1024;
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MIN = 50;
export const SEO_DESCRIPTION_MAX = 160;

/** What the checks know of an upload (content-db/media.ts's registry). */
export interface UploadFacts {
  mime: string;
  bytes: number;
  alt_en: string;
  alt_tr: string;
}

export interface WarningContext {
  /** the uploads the item names, by public path */
  uploads: ReadonlyMap<string, UploadFacts>;
  /** every page path a build of the working copy makes ("/", "/en/about-us/", "/project/x/") */
  pages: ReadonlySet<string>;
  /** the site's own address: an absolute link to it is internal too */
  siteOrigin: string;
}

/** The title and description a search engine is shown for an item, per language (null: the item has no page of its own). */
export interface SeoText {
  title: { en: string; tr: string };
  /** '' when the item gives none (the page then uses the company's) */
  description: { en: string; tr: string };
}

const UPLOAD = /^\/uploads\/[A-Za-z0-9._/-]+$/;

/** The text a reader sees of some HTML (tags left out, entities decoded). */
export function plainTextOf(html: string): string {
  let out = '';
  const parser = new Parser({ ontext: (t) => (out += t) }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return out.replace(/\s+/g, ' ').trim();
}

interface HtmlFacts {
  links: string[];
  /** heading levels in document order */
  headings: number[];
}

function readHtml(html: string): HtmlFacts {
  const facts: HtmlFacts = { links: [], headings: [] };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'a' && typeof attrs.href === 'string') facts.links.push(attrs.href);
        const level = /^h([1-6])$/.exec(name);
        if (level) facts.headings.push(Number(level[1]));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}

/** Whether a stored text is HTML worth parsing (the rich-text editor's output always has a tag). */
const looksLikeHtml = (v: string) => v.includes('<') && v.includes('>');

/**
 * The page path an internal link leads to, or null when the link leaves the site, is an anchor, or names
 * a file rather than a page (assets are the release check's, server/publish/link-check.ts).
 */
export function internalPagePath(href: string, siteOrigin: string): string | null {
  const raw = href.trim();
  if (raw === '' || raw.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(raw, `${siteOrigin}/`);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteOrigin).origin) return null;
  if (!raw.startsWith('/') && !raw.toLowerCase().startsWith(siteOrigin.toLowerCase())) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
  return path;
}

/** Whether a path names a page the build makes, or an upload that exists. */
function leadsSomewhere(path: string, ctx: WarningContext): boolean {
  if (path.startsWith('/uploads/')) return ctx.uploads.has(path);
  // a file of the site's own assets (/images/logo.svg, /robots.txt) is the release check's to judge
  const last = path.split('/').pop() ?? '';
  if (last.includes('.')) return true;
  const page = path.endsWith('/') ? path : `${path}/`;
  return ctx.pages.has(page) || ctx.pages.has(encodePath(page));
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The heading level the template puts above a field's text: the hero's h1 over an item's own fields, a section's h2 over a child's. */
const templateLevel = (field: string) => (field.includes('/') ? 2 : 1);

function linkWarnings(field: string, hrefs: readonly string[], ctx: WarningContext): Warning[] {
  const out: Warning[] = [];
  const { lang } = splitLanguage(field);
  for (const href of hrefs) {
    const path = internalPagePath(href, ctx.siteOrigin);
    if (path === null) continue;
    // the English page leads a Turkish path to its English twin (site/lib/routes.ts localizeHref)
    const shown = lang === 'en' && !/^\/en(\/|$)/.test(path) && !path.startsWith('/uploads/') ? localePath('en', path) : path;
    if (!leadsSomewhere(path, ctx) || !leadsSomewhere(shown, ctx)) out.push(warning('link-broken', 'warning-link-broken', { href }, field));
  }
  return out;
}

function headingWarnings(field: string, headings: readonly number[]): Warning[] {
  let previous = templateLevel(field);
  for (const level of headings) {
    if (level > previous + 1) return [warning('heading-skipped', 'warning-heading-skipped', { from: previous, to: level }, field)];
    previous = level;
  }
  return [];
}

function uploadWarnings(field: string, path: string, ctx: WarningContext): Warning[] {
  const facts = ctx.uploads.get(path);
  if (!facts?.mime.startsWith('image/')) return [];
  const out: Warning[] = [];
  const missing = [facts.alt_en.trim() ? null : 'English', facts.alt_tr.trim() ? null : 'Turkish'].filter(Boolean);
  if (missing.length > 0) out.push(warning('alt-missing', 'warning-alt-missing', { path, languages: missing.join(' and ') }, field));
  if (facts.bytes > HEAVY_IMAGE_BYTES)
    out.push(warning('image-heavy', 'warning-image-heavy', { path, kb: Math.round(facts.bytes / 1024), limit: HEAVY_IMAGE_BYTES / 1024 }, field));
  return out;
}

const LANGUAGE = { en: 'English', tr: 'Turkish' } as const;

function seoWarnings(seo: SeoText | null): Warning[] {
  if (!seo) return [];
  const out: Warning[] = [];
  for (const lang of ['en', 'tr'] as const) {
    const title = seo.title[lang].trim();
    if (title.length > SEO_TITLE_MAX)
      out.push(warning('seo-length', 'warning-seo-title-length', { language: LANGUAGE[lang], length: title.length, max: SEO_TITLE_MAX }, `title_${lang}`));
    const description = seo.description[lang];
    if (description && (description.length < SEO_DESCRIPTION_MIN || description.length > SEO_DESCRIPTION_MAX))
      out.push(
        warning(
          'seo-length',
          'warning-seo-description-length',
          { language: LANGUAGE[lang], length: description.length, min: SEO_DESCRIPTION_MIN, max: SEO_DESCRIPTION_MAX },
          `description_${lang}`,
        ),
      );
  }
  return out;
}

/** The upload paths a state names, with the field naming each. */
export function uploadsOfState(state: ItemState): Array<{ field: string; path: string }> {
  const out: Array<{ field: string; path: string }> = [];
  for (const [field, value] of flattenState(state))
    if (typeof value === 'string' && UPLOAD.test(value) && !value.includes('..')) out.push({ field, path: value });
  return out;
}

/** Every warning of one item's state: its uploads, translations, rich text (links, headings) and search text. */
export function warningsOf(type: string, state: ItemState, label: string, seo: SeoText | null, ctx: WarningContext): Warning[] {
  const out: Warning[] = [];
  for (const { field, path } of uploadsOfState(state)) out.push(...uploadWarnings(field, path, ctx));
  for (const gap of gapsOf(type, state, label)) {
    const text = gap.problem === 'missing_en' ? 'warning-english-missing' : gap.problem === 'missing_tr' ? 'warning-turkish-missing' : 'warning-texts-same';
    out.push(warning('untranslated', text, { label: gap.field }, gap.problem === 'missing_en' ? gap.en_field : gap.tr_field));
  }
  out.push(...textWarningsOf(state, ctx));
  out.push(...seoWarnings(seo));
  return out;
}

/** The warnings of an item's texts alone: links that lead nowhere and skipped headings. */
export function textWarningsOf(state: ItemState, ctx: WarningContext): Warning[] {
  return [...flattenState(state)].flatMap(([field, value]) => textWarnings(field, value, ctx));
}

/** A link of an item: the field that holds it and the address as written. */
export interface LinkRef {
  field: string;
  href: string;
}

/** Whether a field holds a bare link (a button's, the KVKK notice's) rather than text. */
const isLinkField = (field: string) => /(^|[._/])link$/.test(field) || field.endsWith('_link') || field.endsWith('.url');

/** Every link of a field: the anchors of its HTML (parsed only when an href is in it), or the field itself when it is a link field. */
function linksOfField(field: string, value: FieldValue): LinkRef[] {
  if (typeof value !== 'string') return [];
  if (looksLikeHtml(value)) return /href/i.test(value) ? readHtml(value).links.map((href) => ({ field, href })) : [];
  return isLinkField(field) && value.trim() ? [{ field, href: value }] : [];
}

/** Every link of an item's texts and link fields. */
export function linksOfState(state: ItemState): LinkRef[] {
  return [...flattenState(state)].flatMap(([field, value]) => linksOfField(field, value));
}

/** Whether judging these links needs the site's pages (some lead to a page of this site). */
export function needsPages(links: readonly LinkRef[], siteOrigin: string): boolean {
  return links.some((l) => {
    const path = internalPagePath(l.href, siteOrigin);
    return path !== null && !path.startsWith('/uploads/');
  });
}

/** The uploads some links lead to (their records decide whether the file exists). */
export function linkedUploads(links: readonly LinkRef[], siteOrigin: string): string[] {
  return links.map((l) => internalPagePath(l.href, siteOrigin)).filter((p): p is string => p !== null && p.startsWith('/uploads/'));
}

/** The `link-broken` warnings of some links. */
export function brokenLinkWarnings(links: readonly LinkRef[], ctx: WarningContext): Warning[] {
  return links.flatMap((l) => linkWarnings(l.field, [l.href], ctx));
}

function textWarnings(field: string, value: FieldValue, ctx: WarningContext): Warning[] {
  const links = brokenLinkWarnings(linksOfField(field, value), ctx);
  if (typeof value !== 'string' || !looksLikeHtml(value) || !/<h[1-6]/i.test(value)) return links;
  return [...links, ...headingWarnings(field, readHtml(value).headings)];
}
