// Pictures of cards and thumbnails: the server answers every uploaded image's WebP variants in the
// item's `media` map ({ [path]: { width, height, variants: [{ path, width, height }] } }), so a card
// loads a small WebP instead of the original upload (which may be a multi-megabyte JPEG).
import type { MediaMap } from '../../../server/api-types.ts';

/**
 * The WebP variant of `path` that is at least `width` pixels wide (the smallest such), else the
 * widest there is; the path itself when the image has no variants (SVG, or not described).
 */
export function variantOf(path: string, media: MediaMap | undefined, width: number): string {
  const variants = media?.[path]?.variants ?? [];
  if (variants.length === 0) return path;
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return (sorted.find((v) => v.width >= width) ?? sorted[sorted.length - 1]).path;
}

/** The card picture of an item's image field, or null when the item has none. */
export function cardImage(path: string | null | undefined, media: MediaMap | undefined, width = 480): string | null {
  return path ? variantOf(path, media, width) : null;
}
