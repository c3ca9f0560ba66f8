// Schemas of /v2/api/text-pages (API.md "Text pages").
import { Type } from 'typebox';
import { Timestamps, WordStatus } from '../lib/schemas.ts';
import { SeoInput, seoAnswerProp } from '../lib/seo-fields.ts';

export const MAX_TEXT_PAGE_TITLE = 200;
export const MAX_TEXT_PAGE_SLUG = 100;
/** a long legal notice is some 30,000 characters of HTML */
export const MAX_TEXT_PAGE_BODY = 200_000;

export const TextPageSchema = Type.Object({
  id: Type.Integer(),
  slug_en: Type.String({ description: 'the English page is /en/<slug_en>/' }),
  slug_tr: Type.String({ description: 'the Turkish page is /<slug_tr>/' }),
  title_en: Type.String(),
  title_tr: Type.String(),
  body_en: Type.String({ description: 'rich text (sanitized HTML)' }),
  body_tr: Type.String({ description: 'rich text (sanitized HTML)' }),
  status: WordStatus,
  ...seoAnswerProp,
  ...Timestamps,
});

export const TextPageBody = Type.Object(
  {
    slug_en: Type.Optional(Type.String({ maxLength: MAX_TEXT_PAGE_SLUG })),
    slug_tr: Type.Optional(Type.String({ maxLength: MAX_TEXT_PAGE_SLUG })),
    title_en: Type.Optional(Type.String({ maxLength: MAX_TEXT_PAGE_TITLE })),
    title_tr: Type.Optional(Type.String({ maxLength: MAX_TEXT_PAGE_TITLE })),
    body_en: Type.Optional(Type.String({ maxLength: MAX_TEXT_PAGE_BODY })),
    body_tr: Type.Optional(Type.String({ maxLength: MAX_TEXT_PAGE_BODY })),
    status: Type.Optional(WordStatus),
    seo: Type.Optional(SeoInput),
  },
  { additionalProperties: false },
);
