// The dashboard's figures (issue 34, API.md "Dashboard and site health"), each measured by one query
// over an index (or a table's own count), so the dashboard stays fast at 10,000 items: content counts of
// the working copy (what the admin lists), unpublished changes, leads per ISO week, the last publishes,
// and the media's share of site health. The figures that read every item's text (broken links,
// untranslated fields) are in item-warnings.ts.
import { sql } from 'kysely';
import type { ContentDb } from './open.ts';
import { HEAVY_IMAGE_BYTES } from './warnings.ts';

export interface ContentCounts {
  pages: number;
  projects: number;
  news: number;
  textPages: number;
  /** the media library's files (not those kept privately for revisions) */
  media: number;
}

export async function contentCounts(db: ContentDb): Promise<ContentCounts> {
  const { rows } = await sql<ContentCounts>`
    SELECT (SELECT count(*) FROM pages) AS pages, (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM news) AS news,
      (SELECT count(*) FROM text_pages) AS textPages, (SELECT count(*) FROM media_files WHERE hidden = 0) AS media`.execute(db);
  return rows[0]!;
}

/**
 * The unpublished changes and how many are marked ready, from the list of items that may differ (its
 * primary key): an edit undone by hand stays counted here until its next publish or discard, where the
 * Changes screen compares the two copies and leaves it out.
 */
export async function changeCounts(db: ContentDb): Promise<{ count: number; ready: number }> {
  const { rows } = await sql<{ count: number; ready: number | null }>`
    SELECT count(*) AS count, sum(ready) AS ready FROM unpublished_changes`.execute(db);
  return { count: rows[0]!.count, ready: rows[0]!.ready ?? 0 };
}

/** An ISO week's name: "2026-W48" (the year of its Thursday). */
export function isoWeek(day: Date): string {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7)); // the Thursday of its week
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (00:00 UTC) of the ISO week `weeksBack` weeks before the week of `now`. */
function mondayOf(now: Date, weeksBack: number): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7 * weeksBack);
  return d;
}

export const LEAD_WEEKS = 12;

/**
 * New leads (state 'new') and the leads received in each of the last 12 ISO weeks (UTC), oldest first,
 * the current week last: one count by the state index, one by day over the created_at index.
 */
export async function leadFigures(db: ContentDb, now = new Date()): Promise<{ new: number; weeks: Array<{ week: string; count: number }> }> {
  const from = mondayOf(now, LEAD_WEEKS - 1);
  const { rows: fresh } = await sql<{ n: number }>`SELECT count(*) AS n FROM leads WHERE state = 'new'`.execute(db);
  const { rows: days } = await sql<{ day: string; n: number }>`
    SELECT substr(created_at, 1, 10) AS day, count(*) AS n FROM leads WHERE created_at >= ${from.toISOString()} GROUP BY day`.execute(db);
  const weeks = Array.from({ length: LEAD_WEEKS }, (_, i) => ({ week: isoWeek(mondayOf(now, LEAD_WEEKS - 1 - i)), count: 0 }));
  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  for (const d of days) {
    const w = byWeek.get(isoWeek(new Date(`${d.day}T00:00:00Z`)));
    if (w) w.count += d.n;
  }
  return { new: fresh[0]!.n, weeks };
}

export interface PublishFigure {
  id: number;
  /** when it finished (UTC) */
  at: string;
  ms: number;
  pages: number;
  ok: boolean;
}

/** The last publishes (site builds) recorded, newest first. */
export async function lastPublishes(db: ContentDb, limit = 10): Promise<PublishFigure[]> {
  const { rows } = await sql<{ id: number; at: string; ms: number; pages: number; ok: number }>`
    SELECT id, finished_at AS at, ms, pages, ok FROM publish_log ORDER BY id DESC LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, ok: r.ok === 1 }));
}

/** The library's images without alt text in one language or both, and those over HEAVY_IMAGE_BYTES (one query). */
export async function mediaHealth(db: ContentDb): Promise<{ missingAlt: number; heavyImages: number }> {
  const { rows } = await sql<{ missingAlt: number | null; heavyImages: number | null }>`
    SELECT sum(trim(alt_en) = '' OR trim(alt_tr) = '') AS missingAlt, sum(bytes > ${HEAVY_IMAGE_BYTES}) AS heavyImages
    FROM media_files WHERE hidden = 0 AND mime LIKE 'image/%'`.execute(db);
  return { missingAlt: rows[0]?.missingAlt ?? 0, heavyImages: rows[0]?.heavyImages ?? 0 };
}
