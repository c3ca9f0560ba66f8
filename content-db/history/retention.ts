// Which revisions are kept, and which uploads may then go. A revision is kept while it is one of its
// item's newest `keep` or younger than `days`; a deleted item's revisions all go once its delete is
// older than `days`. A file goes only when no kept revision refers to it (an item's newest revision
// always holds its present state, so that covers the items too). A revision a waiting schedule names
// (the version it will publish) is kept whatever its age.
import { sql, type Kysely } from 'kysely';

export interface Retention {
  /** revisions kept per item whatever their age (at least 1) */
  keep: number;
  /** everything younger than this many days is kept */
  days: number;
}

export const DEFAULT_RETENTION: Retention = { keep: 50, days: 90 };

/** The paths among `paths` that a kept revision still refers to. */
export async function pathsInHistory(db: Kysely<any>, paths: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < paths.length; i += 500) {
    const chunk = paths.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const { rows } = await sql<{ path: string }>`SELECT DISTINCT path FROM revision_files WHERE path IN (${sql.join(chunk)})`.execute(db);
    for (const r of rows) out.add(r.path);
  }
  return out;
}

/**
 * Deletes the revisions the rule lets go (of the given items only, when named: what a write just
 * touched, which keeps the check after each write cheap); answers how many, and the files no kept
 * revision needs any more.
 */
export async function pruneRevisions(
  db: Kysely<any>,
  rule: Retention,
  now = new Date(),
  items?: ReadonlyArray<{ type: string; id: number }>,
): Promise<{ revisions: number; files: string[] }> {
  const cutoff = new Date(now.getTime() - rule.days * 86_400_000).toISOString();
  const keep = Math.max(1, Math.floor(rule.keep));
  if (items && items.length === 0) return { revisions: 0, files: [] };
  return db.transaction().execute(async (trx) => {
    const { rows: doomed } = await sql<{ id: number }>`
      SELECT id FROM (
        SELECT id, created_at,
          ROW_NUMBER() OVER item AS n,
          FIRST_VALUE(action) OVER item AS last_action,
          FIRST_VALUE(created_at) OVER item AS last_at
        FROM revisions
        WHERE ${items ? sql`(content_type, item_id) IN (VALUES ${sql.join(items.map((i) => sql`(${i.type}, ${i.id})`))})` : sql`1 = 1`}
        WINDOW item AS (PARTITION BY content_type, item_id ORDER BY id DESC)
      )
      WHERE created_at <= ${cutoff} AND (n > ${keep} OR (last_action = 'deleted' AND last_at <= ${cutoff}))
        -- a version a waiting schedule will publish is kept, with its files, until it has run
        AND id NOT IN (
          SELECT CAST(json_extract(j.value, '$.version') AS INTEGER) FROM publish_schedule s, json_each(s.items) j
          WHERE s.state = 'waiting' AND s.items IS NOT NULL AND json_extract(j.value, '$.version') IS NOT NULL)`.execute(trx);
    if (doomed.length === 0) return { revisions: 0, files: [] };
    const ids = doomed.map((r) => r.id);
    const candidates = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const { rows } = await sql<{ path: string }>`SELECT DISTINCT path FROM revision_files WHERE revision_id IN (${sql.join(chunk)})`.execute(trx);
      for (const r of rows) candidates.add(r.path);
      await sql`DELETE FROM revisions WHERE id IN (${sql.join(chunk)})`.execute(trx);
    }
    const stillNeeded = await pathsInHistory(trx, [...candidates]);
    return { revisions: ids.length, files: [...candidates].filter((p) => !stillNeeded.has(p)) };
  });
}
