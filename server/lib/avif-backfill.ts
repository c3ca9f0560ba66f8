// AVIF everywhere: every upload whose record lacks its AVIF twins gets them, the demo company's pictures
// included. The seed stores those with WebP variants only, so the first start stays fast (its hundred
// pictures would keep a core busy for minutes before the first publish); once a release is live, the
// server queues every upload without them (the demo's, uploads stored before AVIF, a queue a stop cut
// short). MediaStore's queue makes them in the background worker (background-work.ts: the lowest
// priority, no task starting during a publish) and asks for one publish when it runs dry: first for the
// pictures the home pages show (the page visitors open most gets its AVIF minutes before the rest),
// then for all the others.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ContentDb } from '../../content-db/open.ts';
import { allMedia } from '../../content-db/media.ts';
import { needsAvif } from './media-avif.ts';

/** How often the start looks whether a release is live yet. */
const LIVE_POLL_MS = 500;

type Records = Awaited<ReturnType<typeof allMedia>>;

/** Every upload either copy of the content records (the working copy's record when both have one). */
export async function mediaOfBothCopies(copies: ContentDb[]): Promise<Records> {
  const all: Records = {};
  for (const db of copies) Object.assign(all, await allMedia(db));
  return all;
}

/** The uploads either copy of the content records without AVIF twins, in path order. */
export async function uploadsWithoutAvif(copies: ContentDb[]): Promise<string[]> {
  const all = await mediaOfBothCopies(copies);
  return Object.keys(all)
    .filter((p) => needsAvif(all[p].variants))
    .sort();
}

/** Which of `uploads` the home pages of the release in `releaseDir` show (by the original or a variant). */
export function shownOnHome(uploads: string[], all: Records, releaseDir: string): Set<string> {
  const pages = ['index.html', path.join('en', 'index.html')].map((f) => {
    try {
      return fs.readFileSync(path.join(releaseDir, f), 'utf8');
    } catch {
      return '';
    }
  });
  const shown = (p: string) => pages.some((html) => html.includes(p) || (all[p]?.variants ?? []).some((v) => html.includes(v.path)));
  return new Set(uploads.filter(shown));
}

/**
 * Runs `work` once per start, from the moment a release is live (the first start's publish comes first);
 * `closed` tells it the server is stopping. A failure is logged with `failure`.
 */
export function onceLive(app: FastifyInstance, failure: string, work: (closed: () => boolean) => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const look = async () => {
    if (closed) return;
    if (!app.publisher.status().current) {
      timer = setTimeout(() => void look(), LIVE_POLL_MS).unref();
      return;
    }
    try {
      await work(() => closed);
    } catch (err) {
      if (!closed) app.log.warn({ err }, failure);
    }
  };
  app.addHook('onReady', async () => void look());
  app.addHook('preClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}

/** From the moment a release is live, the uploads without AVIF twins are queued for them (once per start). */
export function backfillAvifOnceLive(app: FastifyInstance): void {
  onceLive(app, 'could not list the uploads without AVIF variants (pages show WebP)', async (closed) => {
    const todo = await uploadsWithoutAvif([app.db, app.liveDb]);
    if (closed() || todo.length === 0) return;
    const home = shownOnHome(todo, await mediaOfBothCopies([app.db, app.liveDb]), path.join(app.config.distDir, 'current'));
    app.log.info(`making the AVIF variants of ${todo.length} upload(s) in the background, the home pages' ${home.size} first`);
    for (const p of home) app.media.queueAvif(p);
    await app.media.avifIdle(); // the queue runs dry: the home pages' AVIF is published
    for (const p of todo) if (!closed() && !home.has(p)) app.media.queueAvif(p);
  });
}
