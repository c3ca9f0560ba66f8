// Answer schemas of the home page's link button (/api/home-exp-role) and of the project selections the
// home, ongoing and our-projects pages show (/api/show-projects).
import { Type } from 'typebox';
import { Flag, MediaMap, Nullable, Timestamps, WordStatus } from '../lib/schemas.ts';
import { ProjectSchema } from './projects.ts';

export const ExperienceLinkSchema = Type.Object({
  id: Type.Integer(),
  link: Type.String(),
  text_en: Type.String(),
  text_tr: Type.String(),
  tab: Flag,
  status: Flag,
  ...Timestamps,
});

export const ShowPageSchema = Type.Union([Type.Literal('home'), Type.Literal('ongoing'), Type.Literal('our-projects')]);

export const ShowProjectSchema = Type.Object({
  id: Type.Integer(),
  title_en: Type.String(),
  title_tr: Type.String(),
  page_name: ShowPageSchema,
  project_ids: Type.Array(Type.Integer(), { description: 'in display order' }),
  status: WordStatus,
  ...Timestamps,
});

/** One configuration as a page shows it: its active projects, and the page's banner. */
export const ShowProjectGroupSchema = Type.Object({
  id: Type.Integer(),
  title_en: Type.String(),
  title_tr: Type.String(),
  banner_image: Nullable(Type.String({ description: 'the active banner of the ongoing or our-projects page; null for home' })),
  projects: Type.Array(ProjectSchema, { description: 'active projects only, in the configured order' }),
  media: Type.Optional(MediaMap),
});
