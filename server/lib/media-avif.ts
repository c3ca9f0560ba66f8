// AVIF twins of an upload's WebP variants (same widths), for <picture> on the site. AVIF costs about
// ten times WebP's encode time (scripts/bench/avif.ts), so the upload's answer does not wait for them:
// MediaStore.save queues the upload here and pages show WebP until its AVIF files and record exist.
// Every encode of the process takes its turn on one lock, so a gallery upload or `npm run
// media:variants` keeps one core busy at most and the server stays responsive; the encode itself runs
// in the background worker process, at a low priority and never starting during a publish
// (background-work.ts).
import sharp from 'sharp';
import { background } from './background-work.ts';
import type { MediaVariant } from '../../content-db/schema.ts';

/** libaom's speed setting through sharp: 2 is the fastest of the 2-4 range that still beats WebP's size clearly. */
export const AVIF_EFFORT = 2;
/** about WebP quality 78 to the eye, at a smaller size */
export const AVIF_QUALITY = 55;

let turn: Promise<unknown> = Promise.resolve();

/** Runs `work` after every encode queued before it in this process has finished (the sharing crops take their turn too: og-image.ts). */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = turn.then(work, work);
  turn = run.catch(() => undefined);
  return run;
}

/** The AVIF file beside a WebP variant: the same name with .avif. */
export function avifPathOf(variantPath: string): string {
  return variantPath.replace(/\.webp$/, '.avif');
}

/** Whether an upload's record still lacks AVIF twins (SVG and icons without variants need none). */
export function needsAvif(variants: readonly MediaVariant[]): boolean {
  return variants.some((v) => !v.avif);
}

/** Encodes the AVIF of one variant from the stored original (never from the lossy WebP), in the background worker. */
export function encodeAvif(original: Buffer, width: number): Promise<Buffer> {
  return oneAtATime(async () => {
    const encoded = await background.run<Uint8Array>('avif', { original, width });
    return Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  });
}

/** The encode itself, in the process that calls it (the background worker's side of encodeAvif). */
export function encodeAvifHere(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original, { limitInputPixels: false }).resize({ width }).avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer();
}
