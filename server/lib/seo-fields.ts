// The `seo` field of the routes that take it (API.md "SEO and sharing"): read from a form or a JSON
// body, checked, stored as the item's `seo` column (content-db/seo.ts), and answered with the sharing
// image as its library id. A field left out of a sent `seo` keeps its value; one sent empty clears it.
import { Type } from 'typebox';
import { libraryFileById, mediaIdsByPaths } from '../../content-db/media.ts';
import type { ContentDb } from '../../content-db/open.ts';
import { EMPTY_SEO, SEO_LIMITS, SEO_TEXT_FIELDS, parseSeo, storeSeo, type SeoFields } from '../../content-db/seo.ts';
import { badRequest } from './errors.ts';
import { json } from './form.ts';
import { Nullable } from './schemas.ts';

/** The `seo` of an answer: the stored fields with the sharing image as its library id. */
export const SeoSchema = Type.Object(
  {
    title_en: Type.String(),
    title_tr: Type.String(),
    description_en: Type.String(),
    description_tr: Type.String(),
    image: Nullable(Type.Integer({ description: 'a media library id' })),
    noindex: Type.Boolean(),
  },
  { description: 'SEO and sharing; an empty field falls back to the value derived from the content' },
);
export const seoAnswerProp = { seo: Type.Optional(SeoSchema) };

/** A JSON body's `seo` (API.md: every field optional). */
export const SeoInput = Type.Object(
  {
    title_en: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })])),
    title_tr: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })])),
    description_en: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })])),
    description_tr: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })])),
    image: Type.Optional(Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 20 })])),
    noindex: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 5 }), Type.Integer()])),
  },
  { additionalProperties: false, description: 'SEO and sharing; a field left out keeps its value, one sent empty falls back to the derived value' },
);

/** The request's `seo` field as OpenAPI shows it (multipart: a JSON string; JSON: an object). */
export const SeoBodyProp = {
  seo: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: `JSON {title_en, title_tr, description_en, description_tr, image (library id or null), noindex}; every field optional; titles at most ${SEO_LIMITS.title} characters, descriptions ${SEO_LIMITS.description}`,
    }),
  ),
};

export type SeoAnswer = Omit<SeoFields, 'image'> & { image: number | null };

const LIBRARY_IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml']);

function noindexOf(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false' || v === '' || v === null) return false;
  throw badRequest('seo.noindex must be true or false');
}

/**
 * The new stored `seo` of an item from the sent form fields, `current` its stored column; undefined
 * when the request sends no `seo` (the column is left as it is).
 */
export async function readSeo(db: ContentDb, fields: Record<string, unknown>, current: unknown): Promise<string | undefined> {
  if (fields.seo === undefined) return undefined;
  const sent = json<unknown>(fields, 'seo', {});
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) throw badRequest('seo must be an object');
  const o = sent as Record<string, unknown>;
  const next: SeoFields = { ...EMPTY_SEO, ...parseSeo(current) };
  for (const f of SEO_TEXT_FIELDS) {
    if (o[f] === undefined) continue;
    if (o[f] !== null && typeof o[f] !== 'string') throw badRequest(`seo.${f} must be text`);
    const v = ((o[f] as string | null) ?? '').trim();
    const limit = f.startsWith('title') ? SEO_LIMITS.title : SEO_LIMITS.description;
    if ([...v].length > limit) throw badRequest(`seo.${f} must be at most ${limit} characters`);
    next[f] = v;
  }
  if (o.noindex !== undefined) next.noindex = noindexOf(o.noindex);
  if (o.image !== undefined) next.image = await imagePathOf(db, o.image);
  return storeSeo(next);
}

/** A sent sharing image (a library id, or null/'' for none) as the upload path it names. */
async function imagePathOf(db: ContentDb, v: unknown): Promise<string | null> {
  if (v === null || v === '') return null;
  const id = typeof v === 'number' ? v : typeof v === 'string' && /^[0-9]{1,15}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest('seo.image must be a media library id');
  const row = await libraryFileById(db, id);
  if (!row) throw badRequest('The sharing image is not in the media library');
  if (!LIBRARY_IMAGE_MIMES.has(row.mime)) throw badRequest('The sharing image must be a picture (JPEG, PNG, GIF, WebP or SVG)');
  return row.path;
}

/** An item as answered: its stored `seo` text becomes SeoAnswer. */
export type SeoAnswered<T> = Omit<T, 'seo'> & { seo?: SeoAnswer };

/** Items with their `seo` column answered as SeoAnswer (one query for the images of a whole list). */
export async function answerSeo<T extends object>(db: ContentDb, items: T[]): Promise<Array<SeoAnswered<T>>> {
  const parsed = items.map((it) => ('seo' in it ? parseSeo(it.seo) : null));
  const paths = [...new Set(parsed.flatMap((s) => (s?.image ? [s.image] : [])))];
  const ids = await mediaIdsByPaths(db, paths);
  return items.map((it, i) => {
    const s = parsed[i];
    if (!s) return it as SeoAnswered<T>;
    const seo: SeoAnswer = { ...s, image: s.image ? (ids.get(s.image) ?? null) : null };
    return { ...it, seo } as SeoAnswered<T>;
  });
}
