// Before a publish renders, every sharing image an SEO field names gets its 1200x630 crop on the focal
// point (og-image.ts), once per picture and focal point: the pages then name the crop (site/lib/images.ts).
// Every picture also gets its crop in the background after an upload or focal point change
// (MediaStore.queueShareCrop), but a chosen SEO image must be right on its first publish, so it is not
// left to that queue.
import type { ContentDb } from '../../content-db/open.ts';
import { shareCropOf } from '../../content-db/media.ts';
import type { SiteData } from '../../content-db/site-data.ts';
import { shareImageCandidates } from '../../site/lib/page-seo.ts';
import type { MediaStore } from '../lib/media.ts';

/** Pictures of `data` whose crop for their current focal point is still to be made. */
export function missingShareCrops(data: SiteData): string[] {
  return shareImageCandidates(data).filter((p) => {
    const info = data.media[p];
    return info !== undefined && !shareCropOf(info.crops, info.focal ?? { x: 0.5, y: 0.5 });
  });
}

/**
 * Makes the missing crops of `data` (read from `copy`); answers how many were made. A picture that
 * cannot be cropped (a damaged file) is reported and shared as before, uncropped.
 */
export async function makeShareCrops(media: MediaStore, data: SiteData, copy: ContentDb, warn?: (message: string) => void): Promise<number> {
  let made = 0;
  for (const p of missingShareCrops(data)) {
    try {
      if (await media.shareCrop(p, copy)) made++;
    } catch (err) {
      warn?.(`no sharing image made of ${p}: ${(err as Error).message}`);
    }
  }
  return made;
}
