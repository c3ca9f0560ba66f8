// Crops a picture to a fixed size around its focal point (issue 32, item 3): the media library's focal
// point (0..1 from the top left, media_files.focal_x/focal_y) decides which part of the picture a crop
// keeps, so a crop of any shape (the 1200x630 sharing image, a square thumbnail) keeps the subject. The
// site's CSS crops use the same point as object-position (site/components/Img.astro); this is the
// server-side crop, in sharp, for files that must be cut for real.
import sharp, { type Sharp } from 'sharp';
import { MAX_INPUT_PIXELS } from './image-decode.ts';

/** A focal point: 0..1 from the left and from the top. */
export interface Focal {
  x: number;
  y: number;
}

export const CENTRE: Focal = { x: 0.5, y: 0.5 };

/** The region of the source (whole pixels) that a width x height crop keeps. */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The largest region of a srcWidth x srcHeight picture with the aspect of width x height, centred on
 * the focal point as far as the picture's edges allow (a focal point near an edge puts the region
 * against that edge rather than outside the picture).
 */
export function focalCropBox(srcWidth: number, srcHeight: number, width: number, height: number, focal: Focal = CENTRE): CropBox {
  if (!(srcWidth > 0 && srcHeight > 0 && width > 0 && height > 0)) throw new Error('focalCropBox needs positive sizes');
  const aspect = width / height;
  // the whole width when the picture is taller than the crop's shape, else the whole height
  const boxWidth = Math.max(1, Math.min(srcWidth, Math.round(srcHeight * aspect)));
  const boxHeight = Math.max(1, Math.min(srcHeight, Math.round(boxWidth / aspect)));
  const fx = clamp(Number.isFinite(focal.x) ? focal.x : 0.5, 0, 1);
  const fy = clamp(Number.isFinite(focal.y) ? focal.y : 0.5, 0, 1);
  const left = Math.round(clamp(fx * srcWidth - boxWidth / 2, 0, srcWidth - boxWidth));
  const top = Math.round(clamp(fy * srcHeight - boxHeight / 2, 0, srcHeight - boxHeight));
  return { left, top, width: boxWidth, height: boxHeight };
}

/**
 * A sharp pipeline of `file` (a path on disk or the file's bytes) cut to width x height around `focal`:
 * the region focalCropBox picks, resized to exactly width x height (enlarged when the picture is
 * smaller). The caller picks the format: `(await cropOnFocal(path, 1200, 630, focal)).jpeg().toFile(out)`.
 * Uploads are stored upright (image-decode.ts), so the sizes read here are the ones shown.
 */
export async function cropOnFocal(file: string | Buffer, width: number, height: number, focal: Focal = CENTRE): Promise<Sharp> {
  const input = () => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS });
  const meta = await input().metadata();
  // an animation's height is every frame's; sharp reads the first frame only
  const srcHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !srcHeight) throw new Error('cropOnFocal: not a readable image');
  const box = focalCropBox(meta.width, srcHeight, width, height, focal);
  return input().extract(box).resize(width, height, { fit: 'fill' });
}
