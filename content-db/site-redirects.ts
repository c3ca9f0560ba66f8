// Redirects set in the admin (issue 33, API.md "SEO and sharing"): a site path answered with a 301 or
// 302 to another site path or an absolute URL. They are site configuration, not content with a draft:
// a write takes effect at once for the server (server/plugins/site-redirects.ts reads the working copy)
// and is mirrored into the live copy, which the site build reads, so the next publish writes them to
// storage as the slug redirects are (site/pages/site-redirects.json.ts, publish/storage-sync/plan.ts).
// Rules that keep them sane live here: `from` is a path of the site (no query, no fragment), `to` a
// path or an http(s) URL, no two share a `from`, and none loops or chains (a -> b -> c costs a visitor
// two round trips and a search engine its patience: point a at c instead).
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

export const FROM_LIMIT = 500;
export const TO_LIMIT = 2000;
/** The origin paths are parsed against: never a real site. */
const BASE = 'http://site.invalid';
/** Paths that are the server's own, not the site's: a redirect there would hide the API or the admin. */
const RESERVED = /^\/(v2\/api|api|admin|uploads|preview|_astro|pagefind)(\/|$)/;

/** Why a redirect is refused: `status` 400 (bad input, a loop) or 409 (the path is taken). */
export class RedirectError extends Error {
  readonly status: 400 | 409;
  readonly field: 'from' | 'to' | 'code';
  constructor(status: 400 | 409, field: 'from' | 'to' | 'code', message: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

export const LOOP_MESSAGE = 'This redirect would loop';

/** The key a path is matched by: its encoded path without a trailing slash ("/eski-sayfa/" and "/eski-sayfa" are one). */
export function pathKey(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** A path of the site as the server compares it, or null when `raw` is not one (no scheme, no host, no ? or #). */
export function parseSitePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || /[?#\s]/.test(raw)) return null;
  try {
    const url = new URL(raw, BASE);
    return url.origin === BASE ? url.pathname : null;
  } catch {
    return null;
  }
}

/** `to` as stored: a site path (with its query and fragment) or an absolute http(s) URL; null when it is neither. */
export function parseTarget(raw: string): string | null {
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    if (/\s/.test(raw)) return null;
    try {
      const url = new URL(raw, BASE);
      return url.origin === BASE ? url.pathname + url.search + url.hash : null;
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) return null;
  return url.href;
}

/** The site path a target leads to, when it leads into the site (a path, or an absolute URL of the site's own origin). */
export function targetKey(to: string, siteOrigin: string | null): string | null {
  if (to.startsWith('/')) return pathKey(new URL(to, BASE).pathname);
  const url = new URL(to);
  return siteOrigin !== null && url.origin === siteOrigin ? pathKey(url.pathname) : null;
}

export interface RedirectChecks {
  /** the site's own origin (SITE_URL): an absolute URL there is a path of the site */
  siteOrigin: string | null;
  /** whether a site path is a page (or an old slug's redirect) of the live site */
  isPage: (path: string) => boolean;
}

/** Checks one redirect's fields; answers them as stored. Throws RedirectError. */
export function validRedirect(input: { from: unknown; to: unknown; code: unknown }): RedirectInput {
  const { from, to, code } = input;
  if (typeof from !== 'string' || from.trim() === '') throw new RedirectError(400, 'from', 'Please enter the address to redirect from');
  if (from.length > FROM_LIMIT) throw new RedirectError(400, 'from', `The address to redirect from is longer than ${FROM_LIMIT} characters`);
  const fromPath = parseSitePath(from.trim());
  if (fromPath === null) throw new RedirectError(400, 'from', 'The address to redirect from must be a path of the site, such as /old-page (no ? or #)');
  if (RESERVED.test(fromPath)) throw new RedirectError(400, 'from', 'This address belongs to the server (the admin, the API or uploads) and cannot redirect');
  if (typeof to !== 'string' || to.trim() === '') throw new RedirectError(400, 'to', 'Please enter the address to redirect to');
  if (to.length > TO_LIMIT) throw new RedirectError(400, 'to', `The address to redirect to is longer than ${TO_LIMIT} characters`);
  const target = parseTarget(to.trim());
  if (target === null) throw new RedirectError(400, 'to', 'The address to redirect to must be a path of the site (/new-page) or a full http(s) address');
  const n = typeof code === 'string' && /^\d{3}$/.test(code.trim()) ? Number(code.trim()) : code === undefined || code === null || code === '' ? 301 : code;
  if (n !== 301 && n !== 302) throw new RedirectError(400, 'code', 'The redirect code must be 301 (moved for good) or 302 (moved for now)');
  return { from: pathKey(fromPath), to: target, code: n };
}

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

/**
 * Refuses a redirect that clashes with the others (`others`: every redirect but the one being changed):
 * a `from` that is a page of the site or another redirect's (409), a loop or a chain (400).
 */
export function checkAgainst(r: RedirectInput, others: readonly Pick<SiteRedirect, 'from' | 'to'>[], checks: RedirectChecks): void {
  if (checks.isPage(r.from)) throw new RedirectError(409, 'from', 'This address is a page of the site: a redirect would hide it');
  if (others.some((o) => o.from === r.from)) throw new RedirectError(409, 'from', 'Another redirect already starts from this address');
  const to = targetKey(r.to, checks.siteOrigin);
  // to itself; to an address that redirects again; from an address another redirect leads to
  if (to !== null && (to === r.from || others.some((o) => o.from === to))) throw new RedirectError(400, 'to', LOOP_MESSAGE);
  if (others.some((o) => targetKey(o.to, checks.siteOrigin) === r.from)) throw new RedirectError(400, 'from', LOOP_MESSAGE);
}

export async function createRedirect(db: ContentDb, r: RedirectInput, checks: RedirectChecks): Promise<SiteRedirect> {
  return db.transaction().execute(async (trx) => {
    checkAgainst(r, await listRedirects(trx), checks);
    const { id } = await trx.insertInto('site_redirects').values({ from_path: r.from, to_url: r.to, code: r.code }).returning('id').executeTakeFirstOrThrow();
    return (await getRedirect(trx, id))!;
  });
}

/** Answers undefined when there is no such redirect. Hits are kept: they count since it was created. */
export async function updateRedirect(db: ContentDb, id: number, r: RedirectInput, checks: RedirectChecks): Promise<SiteRedirect | undefined> {
  return db.transaction().execute(async (trx) => {
    const all = await listRedirects(trx);
    if (!all.some((o) => o.id === id)) return undefined;
    checkAgainst(
      r,
      all.filter((o) => o.id !== id),
      checks,
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
