// The sharing image of a page (API.md "SEO and sharing"): a 1200x630 JPEG crop of the picture centred
// on its focal point (server/lib/focal-crop.ts). Made once per picture, size and focal point, written
// beside the upload's other variants and listed in its record (media_files.crops), so it follows the
// file wherever it goes (hidden, restored, deleted: server/lib/media.ts) and the site names it by
// reading the record (site/lib/images.ts shareImage). An SVG is rasterized first (sharing cards take
// no SVG). Made in the background worker after an upload or a focal point change (MediaStore.queueShareCrop),
// and by the publish itself for the pictures an SEO field names (share-crops.ts).
import sharp from 'sharp';
import { background } from '../lib/background-work.ts';
import { oneAtATime } from '../lib/media-avif.ts';
import { cropOnFocal, type Focal } from '../lib/focal-crop.ts';
import { MAX_INPUT_PIXELS } from '../lib/image-decode.ts';
import { SHARE_HEIGHT, SHARE_WIDTH, perMille } from '../../content-db/media.ts';

export { SHARE_HEIGHT, SHARE_WIDTH, shareCropOf } from '../../content-db/media.ts';

/** The crop's public path beside its upload: /uploads/f/name.jpg -> /uploads/f/name-og1200x630-500-500.jpg. */
export function shareCropPath(publicPath: string, focal: Focal): string {
  return `${publicPath.replace(/\.[a-z0-9]+$/i, '')}-og${SHARE_WIDTH}x${SHARE_HEIGHT}-${perMille(focal.x)}-${perMille(focal.y)}.jpg`;
}

/** The bytes of the crop: JPEG, 1200x630, on white where the picture is transparent. */
export async function makeShareCrop(original: Buffer, mime: string, focal: Focal): Promise<Buffer> {
  let source = original;
  if (mime === 'image/svg+xml') {
    // rendered large enough that the crop is never enlarged from a 72 dpi rendering
    const meta = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const scale = Math.max(1, SHARE_WIDTH / (meta.width || SHARE_WIDTH), SHARE_HEIGHT / (meta.height || SHARE_HEIGHT));
    source = await sharp(original, { density: Math.min(72 * scale, 2400), limitInputPixels: MAX_INPUT_PIXELS })
      .png()
      .toBuffer();
  }
  const crop = await cropOnFocal(source, SHARE_WIDTH, SHARE_HEIGHT, focal);
  return crop.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
}

/** makeShareCrop in the background worker, taking its turn with the AVIF encodes (media-avif.ts): never in a request's way. */
export function makeShareCropInBackground(original: Buffer, mime: string, focal: Focal): Promise<Buffer> {
  return oneAtATime(async () => {
    const made = await background.run<Uint8Array>('share-crop', { original, mime, focal: { x: focal.x, y: focal.y } });
    return Buffer.from(made.buffer, made.byteOffset, made.byteLength);
  });
}
