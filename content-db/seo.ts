// SEO and sharing fields of a page (issue 33, API.md "SEO and sharing"), kept as JSON in the `seo`
// column of the item's root row (migration 0021). Every field is optional: an empty one falls back to
// the value the site derives today (its title, its first sentences, its picture). Stored, the sharing
// image is its upload path; the API answers and takes the library id (server/lib/seo-fields.ts).

export type SeoLang = 'en' | 'tr';

export interface SeoFields {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  /** the sharing image's upload path, or null: the page's own picture */
  image: string | null;
  noindex: boolean;
}

export { SEO_GOOD_LENGTH, SEO_LIMITS, outsideGoodLength } from '../server/shared/seo-lengths.ts';

export const SEO_TEXT_FIELDS = ['title_en', 'title_tr', 'description_en', 'description_tr'] as const;

export const EMPTY_SEO: SeoFields = { title_en: '', title_tr: '', description_en: '', description_tr: '', image: null, noindex: false };

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The fields from anything stored (JSON text, an object, an old row's '{}' or a damaged value). */
export function parseSeo(raw: unknown): SeoFields {
  let v = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      v = {}; // a damaged value reads as no fields rather than breaking a page
    }
  }
  const o = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const image = str(o.image);
  return {
    title_en: str(o.title_en),
    title_tr: str(o.title_tr),
    description_en: str(o.description_en),
    description_tr: str(o.description_tr),
    image: image.startsWith('/uploads/') ? image : null,
    noindex: o.noindex === true,
  };
}

/** The column's text for stored fields. */
export function storeSeo(seo: SeoFields): string {
  return JSON.stringify(seo);
}

/** What a page shows: the SEO field when it is written, else the value derived from its content. */
export interface EffectiveSeo {
  title: string;
  description: string;
}

/**
 * The effective title and description of an item in one language: its SEO fields where written, the
 * `derived` values elsewhere. `item.seo` is the stored column (text or parsed). The dashboard's
 * `seo-length` warning reads the same values the site prints.
 */
export function seoFor(item: { seo?: unknown }, lang: SeoLang, derived: EffectiveSeo = { title: '', description: '' }): EffectiveSeo {
  const seo = parseSeo(item.seo);
  return {
    title: (lang === 'en' ? seo.title_en : seo.title_tr) || derived.title,
    description: (lang === 'en' ? seo.description_en : seo.description_tr) || derived.description,
  };
}
