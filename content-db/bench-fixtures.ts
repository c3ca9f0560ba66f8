// What the benches (scripts/bench/) write straight into a database to reach their sizes quickly, and
// the query plans they print: kept here so the SQL stays in content-db/ (the benches call these).
import { sql } from 'kysely';
import type { ContentDb } from './open.ts';

/** `count` leads spread over the last 120 days, one in four new (the dashboard bench). */
export async function addBenchLeads(db: ContentDb, count: number): Promise<void> {
  await sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO leads (name, phone, lang, state, created_at)
    SELECT 'Visitor ' || i, '0532 000 00 00', 'tr', CASE WHEN i % 4 = 0 THEN 'new' ELSE 'closed' END,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 120) || ' days') FROM n`.execute(db);
}

/** How many projects and news items the working copy holds together. */
export async function countProjectsAndNews(db: ContentDb): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT (SELECT count(*) FROM projects) + (SELECT count(*) FROM news) AS n`.execute(db);
  return Number(rows[0]!.n);
}

/** Edits the newest `count` news titles behind the API's back and lists them as unpublished changes; answers their ids. */
export async function editNewestNews(db: ContentDb, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM news ORDER BY id DESC LIMIT ${count}`.execute(db);
  for (const { id } of rows) {
    await sql`UPDATE news SET title_en = title_en || ' (edited)' WHERE id = ${id}`.execute(db);
    await sql`INSERT OR IGNORE INTO unpublished_changes (content_type, item_id) VALUES ('news', ${id})`.execute(db);
  }
  return rows.map((r) => r.id);
}

/** How many files the media library holds (hidden ones too). */
export async function countMediaFiles(db: ContentDb): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM media_files`.execute(db);
  return Number(rows[0]!.n);
}

/** Library rows `from`..`to - 1` of made-up pictures (one in twenty an SVG, one in three with alt texts), without files. */
export async function addBenchLibraryRows(db: ContentDb, from: number, to: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = from; i < to; i++) {
      const svg = i % 20 === 0;
      await trx
        .insertInto('media_files')
        .values({
          path: `/uploads/media/bench-${i.toString(36)}-${(i * 7919).toString(16)}.${svg ? 'svg' : 'jpg'}`,
          mime: svg ? 'image/svg+xml' : 'image/jpeg',
          bytes: 20_000 + ((i * 104_729) % 900_000),
          width: svg ? null : 1600,
          height: svg ? null : 1067,
          variants: svg
            ? '[]'
            : JSON.stringify([480, 960, 1600].map((w) => ({ path: `/uploads/media/bench-${i}-${w}w.webp`, width: w, height: Math.round(w / 1.5) }))),
          created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
          alt_en: i % 3 === 0 ? `Crane on site ${i}` : '',
          alt_tr: i % 3 === 0 ? `Şantiyede vinç ${i}` : '',
          pinned: 1,
        })
        .execute();
    }
  });
}

/** SQLite's plan for a deep page of the library sorted newest or largest first (whether an index answers it). */
export async function mediaPagePlan(db: ContentDb, sort: 'newest' | 'largest'): Promise<string> {
  const order = sort === 'newest' ? sql`created_at DESC, id DESC` : sql`bytes DESC, id DESC`;
  const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN
    SELECT * FROM media_files WHERE hidden = 0 ORDER BY ${order} LIMIT 50 OFFSET 4950`.execute(db);
  return rows.map((r) => r.detail).join('; ');
}
