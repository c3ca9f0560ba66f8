// Answer schemas of the titled banner collections of /api (home hero banner, design section, ongoing,
// our-projects and news page banners): titles, maybe HTML descriptions, one image, a word status.
import { Type } from 'typebox';
import { MediaMap, Nullable, Timestamps, WordStatus } from '../lib/schemas.ts';
import { seoAnswerProp } from '../lib/seo-fields.ts';

const descriptionProps = {
  description_en: Type.String({ description: 'sanitized HTML' }),
  description_tr: Type.String({ description: 'sanitized HTML' }),
};
const noProps = {};

/** An item: every column of its table plus `media` for its image (the column named `imageField`). */
export function titledBannerSchema<I extends string, D extends boolean>(imageField: I, descriptions: D) {
  const image = { [imageField]: Nullable(Type.String()) } as { [K in I]: ReturnType<typeof Nullable<ReturnType<typeof Type.String>>> };
  const texts = (descriptions ? descriptionProps : noProps) as D extends true ? typeof descriptionProps : typeof noProps;
  return Type.Object({
    id: Type.Integer(),
    title_en: Type.String(),
    title_tr: Type.String(),
    ...texts,
    ...image,
    status: WordStatus,
    ...Timestamps,
    media: Type.Optional(MediaMap),
    // the banners that stand for a page document (home, the project lists, the news list)
    ...seoAnswerProp,
  });
}

export const HomeBannerSchema = titledBannerSchema('banner_image', true);
export const DesignSectionSchema = titledBannerSchema('image', true);
export const OngoingBannerSchema = titledBannerSchema('banner_image', false);
export const OurProjectsBannerSchema = titledBannerSchema('banner_image', true);
export const NewsPageBannerSchema = titledBannerSchema('banner_image', false);
