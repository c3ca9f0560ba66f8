// Redirects set in the admin (issue 33, API.md "SEO and sharing"): a site path answered with a 301 or
// 302 to another site path or an absolute URL. They are site configuration, not content with a draft:
// a write takes effect at once for the server (server/plugins/site-redirects.ts reads the working copy)
// and is mirrored into the live copy, which the site build reads, so the next publish writes them to
// storage as the slug redirects are (site/pages/site-redirects.json.ts, publish/storage-sync/plan.ts).
// The rules that keep them sane (server/lib/redirect-rules.ts) are checked inside each write's
// transaction, against every redirect there is then.
import { sql } from 'kysely';
import type { ContentDb } from './open.ts';

export type RedirectCode = 301 | 302;

export interface SiteRedirect {
  id: number;
  from: string;
  to: string;
  code: RedirectCode;
  /** times it was followed since it was created */
  hits: number;
  last_hit_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RedirectInput {
  from: string;
  to: string;
  code: RedirectCode;
}

/** The key a path is matched by: its encoded path without a trailing slash ("/eski-sayfa/" and "/eski-sayfa" are one). */
export function pathKey(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Refuses a redirect that clashes with `others` (every redirect but the one being changed) by throwing: server/lib/redirect-rules.ts. */
export type RedirectCheck = (r: RedirectInput, others: readonly SiteRedirect[]) => void;

type Row = {
  id: number;
  from_path: string;
  to_url: string;
  code: number;
  created_at: string;
  updated_at: string;
  hits: number | null;
  last_hit_at: string | null;
};

const toRedirect = (r: Row): SiteRedirect => ({
  id: r.id,
  from: r.from_path,
  to: r.to_url,
  code: r.code as RedirectCode,
  hits: r.hits ?? 0,
  last_hit_at: r.last_hit_at,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

function selectRedirects(db: ContentDb) {
  return db
    .selectFrom('site_redirects as r')
    .leftJoin('site_redirect_hits as h', 'h.redirect_id', 'r.id')
    .select(['r.id', 'r.from_path', 'r.to_url', 'r.code', 'r.created_at', 'r.updated_at', 'h.hits', 'h.last_hit_at']);
}

/** Every redirect, by `from`. */
export async function listRedirects(db: ContentDb): Promise<SiteRedirect[]> {
  return ((await selectRedirects(db).orderBy('r.from_path').execute()) as Row[]).map(toRedirect);
}

export async function getRedirect(db: ContentDb, id: number): Promise<SiteRedirect | undefined> {
  const row = (await selectRedirects(db).where('r.id', '=', id).executeTakeFirst()) as Row | undefined;
  return row && toRedirect(row);
}

/** Adds a redirect; `check` runs in the same transaction, against every redirect there is. */
export async function createRedirect(db: ContentDb, r: RedirectInput, check: RedirectCheck): Promise<SiteRedirect> {
  return db.transaction().execute(async (trx) => {
    check(r, await listRedirects(trx));
    const { id } = await trx.insertInto('site_redirects').values({ from_path: r.from, to_url: r.to, code: r.code }).returning('id').executeTakeFirstOrThrow();
    return (await getRedirect(trx, id))!;
  });
}

/** Answers undefined when there is no such redirect. Hits are kept: they count since it was created. */
export async function updateRedirect(db: ContentDb, id: number, r: RedirectInput, check: RedirectCheck): Promise<SiteRedirect | undefined> {
  return db.transaction().execute(async (trx) => {
    const all = await listRedirects(trx);
    if (!all.some((o) => o.id === id)) return undefined;
    check(
      r,
      all.filter((o) => o.id !== id),
    );
    await trx
      .updateTable('site_redirects')
      .set({ from_path: r.from, to_url: r.to, code: r.code, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    return getRedirect(trx, id);
  });
}

export async function deleteRedirect(db: ContentDb, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { numDeletedRows } = await trx.deleteFrom('site_redirects').where('id', '=', id).executeTakeFirst();
    await trx.deleteFrom('site_redirect_hits').where('redirect_id', '=', id).execute();
    return numDeletedRows > 0n;
  });
}

/**
 * One more hit: an UPDATE per followed redirect rather than a counter in memory flushed now and then.
 * Redirects are followed rarely (old addresses), the write is a few microseconds on SQLite, it never
 * advances the content revision (the table is not content), and a count written at once survives a
 * crash that a flush timer would lose.
 */
export async function recordHit(db: ContentDb, id: number, at = new Date()): Promise<void> {
  await db
    .insertInto('site_redirect_hits')
    .values({ redirect_id: id, hits: 1, last_hit_at: at.toISOString() })
    .onConflict((oc) => oc.column('redirect_id').doUpdateSet({ hits: sql`hits + 1`, last_hit_at: at.toISOString() }))
    .execute();
}

/**
 * Makes the live copy's redirects those of the working copy (after every write, and at start after a
 * stop between the two). Writes nothing when they agree: a write would advance the live copy's
 * revision and make the live release look out of date.
 */
export async function mirrorRedirects(working: ContentDb, live: ContentDb): Promise<boolean> {
  const rows = await working.selectFrom('site_redirects').selectAll().orderBy('id').execute();
  const liveRows = await live.selectFrom('site_redirects').selectAll().orderBy('id').execute();
  if (JSON.stringify(rows) === JSON.stringify(liveRows)) return false;
  await live.transaction().execute(async (trx) => {
    await trx.deleteFrom('site_redirects').execute();
    if (rows.length) await trx.insertInto('site_redirects').values(rows).execute();
  });
  return true;
}

/** What the site build writes to site-redirects.json: every redirect, for the storage's redirect objects. */
export async function publishedRedirects(db: ContentDb): Promise<RedirectInput[]> {
  const rows = await db.selectFrom('site_redirects').select(['from_path', 'to_url', 'code']).orderBy('from_path').execute();
  return rows.map((r) => ({ from: r.from_path, to: r.to_url, code: r.code as RedirectCode }));
}
