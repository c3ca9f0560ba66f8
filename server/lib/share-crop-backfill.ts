// Sharing crops everywhere: every picture whose record lacks the 1200x630 crop for its current focal
// point gets it, so a page without a chosen SEO image (most projects and news: their cover) shares its
// picture cropped on the focal point too. Uploads and focal point changes queue their crop as they
// happen (MediaStore.queueShareCrop); this start-time pass catches the rest (the demo's pictures, seeded
// without; uploads stored before the queue; a queue a stop cut short). Like the AVIF backfill it waits
// for a live release, and the queue makes one crop at a time in the background worker (the lowest
// priority, no task starting during a publish); one publish follows when it runs dry.
import type { FastifyInstance } from 'fastify';
import type { ContentDb } from '../../content-db/open.ts';
import { shareCropOf } from '../../content-db/media.ts';
import { mediaOfBothCopies, onceLive } from './avif-backfill.ts';

/** The pictures either copy records (rasters have variants; SVGs) without a crop for their focal point, in path order. */
export async function picturesWithoutShareCrop(copies: ContentDb[]): Promise<string[]> {
  const all = await mediaOfBothCopies(copies);
  return Object.keys(all)
    .filter((p) => (all[p].variants.length > 0 || p.endsWith('.svg')) && !shareCropOf(all[p].crops, all[p].focal ?? { x: 0.5, y: 0.5 }))
    .sort();
}

/** From the moment a release is live, the pictures without their sharing crop are queued for it (once per start). */
export function backfillShareCropsOnceLive(app: FastifyInstance): void {
  onceLive(app, 'could not list the pictures without a sharing crop (their pages share them uncropped)', async (closed) => {
    const todo = await picturesWithoutShareCrop([app.db, app.liveDb]);
    if (closed() || todo.length === 0) return;
    app.log.info(`making the sharing crops of ${todo.length} picture(s) in the background`);
    for (const p of todo) app.media.queueShareCrop(p);
  });
}
