// Adds `media` to answered items (and answers their `seo`, when they have one): for each image path of the item, its size and WebP variants, so a
// client can build srcset. One query for a whole list.
import type { MediaInfo } from '../../content-db/media.ts';
import type { MediaStore } from './media.ts';
import { answerSeo, type SeoAnswered } from './seo-fields.ts';

export async function withMedia<T extends object>(
  media: MediaStore,
  items: T[],
  fields: ReadonlyArray<keyof T>,
): Promise<Array<SeoAnswered<T> & { media: Record<string, MediaInfo> }>> {
  const paths = items.flatMap((it) => fields.map((f) => it[f])).filter((p): p is T[keyof T] & string => typeof p === 'string');
  const info = await media.describe(paths);
  // an item with SEO fields answers its sharing image by library id (seo-fields.ts)
  return answerSeo(
    media.db,
    items.map((it) => {
      const own: Record<string, MediaInfo> = {};
      for (const f of fields) {
        const p = it[f];
        if (typeof p === 'string' && info[p]) own[p] = info[p];
      }
      return { ...it, media: own };
    }),
  );
}

export async function withMediaOne<T extends object>(
  media: MediaStore,
  item: T,
  fields: ReadonlyArray<keyof T>,
): Promise<SeoAnswered<T> & { media: Record<string, MediaInfo> }> {
  return (await withMedia(media, [item], fields))[0];
}
