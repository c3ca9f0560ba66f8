// Responsive image attributes from the upload registry: uploads already carry WebP variants made at
// upload time, and AVIF twins of them made just after (server/lib/media-avif.ts), so the build only
// writes srcset and sizes (no image processing here).
import { shareCropOf, type MediaInfo } from '../../content-db/media.ts';

export const DEFAULT_COVER = { src: '/images/default-cover.jpg', width: 1200, height: 800 };

export interface ImageAttrs {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

/** An upload as <picture> offers it: its formats in the order a browser tries them (AVIF once made, then WebP), then the original. */
export interface PictureSources {
  formats: { type: 'image/avif' | 'image/webp'; srcset: string }[];
  original: string;
  width: number;
  height: number;
}

/**
 * The sources of an upload with WebP variants; null for images without (SVG, files the registry never
 * saw), which stay a plain <img>. AVIF is offered only when every width has its twin, so a browser
 * that takes AVIF always has the widths WebP would have given it.
 */
export function pictureSources(path: string, media: Record<string, MediaInfo>): PictureSources | null {
  const info = media[path];
  const variants = [...(info?.variants ?? [])].sort((a, b) => a.width - b.width);
  if (!info || variants.length === 0) return null;
  const largest = variants[variants.length - 1];
  const srcset = (pick: (v: (typeof variants)[number]) => string) => variants.map((v) => `${pick(v)} ${v.width}w`).join(', ');
  const avif = variants.every((v) => v.avif) ? [{ type: 'image/avif' as const, srcset: srcset((v) => v.avif!) }] : [];
  return {
    formats: [...avif, { type: 'image/webp', srcset: srcset((v) => v.path) }],
    original: path,
    width: info.width ?? largest.width,
    height: info.height ?? largest.height,
  };
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

/**
 * The best image to share (Open Graph): its 1200x630 crop on the focal point (server/publish/og-image.ts:
 * made in the background for every picture, and by the publish for the ones an SEO field names), else,
 * until that crop exists, a raster variant around 1200px when there is one.
 */
export function shareImage(path: string | null, media: Record<string, MediaInfo>): string {
  if (!path) return DEFAULT_COVER.src;
  const info = media[path];
  if (!info) return path.endsWith('.svg') ? DEFAULT_COVER.src : path;
  const crop = shareCropOf(info.crops, info.focal ?? { x: 0.5, y: 0.5 });
  if (crop) return crop.path;
  const variants = [...info.variants].sort((a, b) => Math.abs(a.width - 1200) - Math.abs(b.width - 1200));
  return variants[0]?.path ?? (path.endsWith('.svg') ? DEFAULT_COVER.src : path);
}

/**
 * The alt text of an upload in the page's language (API.md "Media library"): the library's, or
 * `fallback` (the item's title) while it has none in that language.
 */
export function altOf(path: string | null, media: Record<string, MediaInfo>, lang: 'en' | 'tr', fallback: string): string {
  const info = path ? media[path] : undefined;
  const own = (lang === 'en' ? info?.alt_en : info?.alt_tr)?.trim();
  return own || fallback;
}

/**
 * Where a CSS crop (object-fit: cover) of an upload is centred: its focal point as object-position, or
 * undefined at the centre (the browser's default), so unchanged pictures keep their markup.
 */
export function focalPosition(path: string | null, media: Record<string, MediaInfo>): string | undefined {
  const focal = path ? media[path]?.focal : undefined;
  if (!focal || (focal.x === 0.5 && focal.y === 0.5)) return undefined;
  const pct = (v: number) => `${Math.round(Math.min(1, Math.max(0, v)) * 1000) / 10}%`;
  return `object-position:${pct(focal.x)} ${pct(focal.y)}`;
}
