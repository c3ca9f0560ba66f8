// Answer schemas of projects and their parts (one per entity), shared by the /v2/api project route
// modules and by project-complete, which answers all four together.
import { Type } from 'typebox';
import { MediaMap, Nullable, Timestamps, WordStatus } from '../lib/schemas.ts';
import { seoAnswerProp } from '../lib/seo-fields.ts';

const media = { media: Type.Optional(MediaMap) };

const projectProps = {
  id: Type.Integer(),
  title_en: Type.String(),
  title_tr: Type.String(),
  slug: Type.String({ description: 'from the English title; a changed title keeps the old slug as a redirect' }),
  type: Type.Union([Type.Literal('ongoing'), Type.Literal('completed')]),
  cover_image: Nullable(Type.String()),
  status: WordStatus,
  ...seoAnswerProp,
  ...Timestamps,
  ...media,
};
export const ProjectSchema = Type.Object(projectProps);

export const ProjectBannerSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  title_en: Type.String(),
  title_tr: Type.String(),
  detail_en: Type.String({ description: 'sanitized HTML' }),
  detail_tr: Type.String({ description: 'sanitized HTML' }),
  banner_image: Nullable(Type.String()),
  status: WordStatus,
  ...Timestamps,
  ...media,
});

export const ProjectDetailSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  title_en: Type.String(),
  title_tr: Type.String(),
  description_en: Type.String({ description: 'sanitized HTML' }),
  description_tr: Type.String({ description: 'sanitized HTML' }),
  feature_image: Nullable(Type.String()),
  status: WordStatus,
  ...Timestamps,
  ...media,
});

export const ProjectGalleryImageSchema = Type.Object({
  id: Type.Integer(),
  project_detail_id: Type.Integer(),
  image_path: Type.String(),
  title: Type.String(),
  sort_order: Type.Integer(),
  status: WordStatus,
  ...Timestamps,
  ...media,
});

/** A project with every part the reader may see (a visitor: active parts of active details only). */
export const ProjectCompleteSchema = Type.Object({
  ...projectProps,
  banners: Type.Array(ProjectBannerSchema),
  details: Type.Array(ProjectDetailSchema),
  gallery: Type.Array(ProjectGalleryImageSchema, { description: "every detail's images, by sort order" }),
});
