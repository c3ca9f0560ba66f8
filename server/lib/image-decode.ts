// Turns an uploaded raster image into what is stored. The header is read first and an image of too
// many pixels refused before anything is decoded (a PNG of a few kilobytes can describe gigapixels);
// the pixels are then decoded once, turned upright, and every stored file (the kept original and the
// WebP variants) is encoded from them, so none carries EXIF, GPS, XMP or comments of the upload.
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { tooLarge, unsupportedType } from './errors.ts';

/** The most pixels an upload may decode into (all frames of an animation together): 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS = `Image dimensions are too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`;
export const DAMAGED_IMAGE = 'The image file is damaged or incomplete';

export type RasterKind = 'jpeg' | 'png' | 'gif' | 'webp';

export interface DecodedImage {
  /** the file to keep as the original: the same format, re-encoded from the upright pixels */
  stored: Buffer;
  /** upright size of one frame */
  width: number;
  height: number;
  /** a new pipeline on the first frame's pixels (no decoding left), for the variants */
  frame(): Sharp;
}

/**
 * Reads the header only: 415 when it is not a readable image, 413 when it describes more than
 * MAX_INPUT_PIXELS.
 */
export async function checkImageHeader(buffer: Buffer): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedType(DAMAGED_IMAGE);
  }
  if (!meta.width || !meta.height) throw unsupportedType(DAMAGED_IMAGE);
  if (meta.width * (meta.pageHeight ?? meta.height) * (meta.pages ?? 1) > MAX_INPUT_PIXELS) throw tooLarge(TOO_MANY_PIXELS);
  return meta;
}

function encode(pipeline: Sharp, kind: RasterKind, meta: Metadata): Sharp {
  switch (kind) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 90 });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: 90, ...(meta.delay ? { delay: meta.delay, loop: meta.loop ?? 0 } : {}) });
    case 'gif':
      return pipeline.gif(meta.delay ? { delay: meta.delay, loop: meta.loop ?? 0 } : {});
  }
}

/** Decodes once (415 on a damaged or truncated file, 413 on too many pixels) and makes the stored file. */
export async function decodeRaster(buffer: Buffer, kind: RasterKind): Promise<DecodedImage> {
  const meta = await checkImageHeader(buffer);
  const animated = (kind === 'gif' || kind === 'webp') && (meta.pages ?? 1) > 1;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // 'truncated' refuses a cut-off file that libjpeg would otherwise finish in grey
    const input = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated });
    // an animation has no orientation tag to apply; a photo is turned upright, as the tag said
    decoded = await (animated ? input : input.autoOrient()).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw unsupportedType(DAMAGED_IMAGE);
  }
  const { data, info } = decoded;
  // an animation decodes into its frames stacked; metadata's height is one frame's
  const pageHeight = animated ? ((info as { pageHeight?: number }).pageHeight ?? meta.pageHeight ?? meta.height!) : info.height;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const all = sharp(data, { raw: animated ? { ...raw, pageHeight } : raw });
  const stored = await encode(all, kind, meta).toBuffer();
  const first = data.subarray(0, info.width * pageHeight * info.channels);
  return { stored, width: info.width, height: pageHeight, frame: () => sharp(first, { raw: { ...raw, height: pageHeight } }) };
}
