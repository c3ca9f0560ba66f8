// Answer schemas of the news collections (one per entity), shared by the /api/news* route modules.
import { Type } from 'typebox';
import { MediaMap, Nullable, Timestamps, WordStatus } from '../lib/schemas.ts';
import { seoAnswerProp } from '../lib/seo-fields.ts';

const media = { media: Type.Optional(MediaMap) };

export const NewsSchema = Type.Object({
  id: Type.Integer(),
  title_en: Type.String(),
  title_tr: Type.String(),
  slug: Type.String({ description: 'from the English title; a changed title keeps the old slug as a redirect' }),
  description_en: Type.String({ description: 'sanitized HTML' }),
  description_tr: Type.String({ description: 'sanitized HTML' }),
  image: Nullable(Type.String()),
  status: WordStatus,
  ...seoAnswerProp,
  ...Timestamps,
  ...media,
});

export const NewsDetailSchema = Type.Object({
  id: Type.Integer(),
  news_id: Type.Integer(),
  title_en: Type.String(),
  title_tr: Type.String(),
  description_en: Type.String({ description: 'sanitized HTML' }),
  description_tr: Type.String({ description: 'sanitized HTML' }),
  gallery_description_en: Type.String({ description: 'sanitized HTML' }),
  gallery_description_tr: Type.String({ description: 'sanitized HTML' }),
  feature_image: Nullable(Type.String()),
  status: WordStatus,
  ...Timestamps,
  ...media,
});

export const NewsGalleryImageSchema = Type.Object({
  id: Type.Integer(),
  news_detail_id: Type.Integer(),
  image: Type.String(),
  title_en: Type.String(),
  title_tr: Type.String(),
  sort_order: Type.Integer(),
  status: WordStatus,
  ...Timestamps,
  ...media,
});

export const NewsDetailBannerSchema = Type.Object({
  id: Type.Integer(),
  news_detail_id: Type.Integer(),
  banner_image: Nullable(Type.String()),
  title_en: Type.String(),
  title_tr: Type.String(),
  gallery_description_en: Type.String({ description: 'sanitized HTML' }),
  gallery_description_tr: Type.String({ description: 'sanitized HTML' }),
  status: WordStatus,
  ...Timestamps,
  ...media,
});
