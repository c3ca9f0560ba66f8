// Responsive image attributes from the upload registry: uploads already carry WebP variants made at
// upload time, so the build only writes srcset and sizes (no image processing here).
import type { MediaInfo } from '../../content-db/media.ts';

export const DEFAULT_COVER = { src: '/images/default-cover.jpg', width: 1200, height: 800 };

export interface ImageAttrs {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

/**
 * `src` is the largest variant (WebP, at most 1600px wide) so a huge original is never the default;
 * `fallbackSize` stands in for images whose size is unknown (SVG, files the registry never saw), so
 * width and height are always set and the layout does not shift.
 */
export function imageAttrs(path: string, media: Record<string, MediaInfo>, fallbackSize: { width: number; height: number }): ImageAttrs {
  const info = media[path];
  const variants = [...(info?.variants ?? [])].sort((a, b) => a.width - b.width);
  if (variants.length === 0) {
    return { src: path, width: info?.width ?? fallbackSize.width, height: info?.height ?? fallbackSize.height };
  }
  const largest = variants[variants.length - 1];
  return {
    src: largest.path,
    srcset: variants.map((v) => `${v.path} ${v.width}w`).join(', '),
    width: info?.width ?? largest.width,
    height: info?.height ?? largest.height,
  };
}

/** The best image to share (Open Graph): a raster variant around 1200px when there is one. */
export function shareImage(path: string | null, media: Record<string, MediaInfo>): string {
  if (!path) return DEFAULT_COVER.src;
  const info = media[path];
  if (!info) return path.endsWith('.svg') ? DEFAULT_COVER.src : path;
  const variants = [...info.variants].sort((a, b) => Math.abs(a.width - 1200) - Math.abs(b.width - 1200));
  return variants[0]?.path ?? (path.endsWith('.svg') ? DEFAULT_COVER.src : path);
}
