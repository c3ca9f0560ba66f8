// Outgoing links (migration 0023): the last check's result for every external link of the live site,
// and the check's schedule. The tables are typed here rather than in schema.ts, as the mail tables are:
// only the link checker (server/health/) and the dashboard's count read them.
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Stamp = ColumnType<string, string | undefined, string>;

export type LinkCheckTable = {
  url: string;
  status: number | null;
  error: string | null;
  /** 1: a real failure or a status of 400 and more */
  broken: ColumnType<number, number | undefined, number>;
  /** JSON array of site paths */
  pages: ColumnType<string, string | undefined, string>;
  page_count: ColumnType<number, number | undefined, number>;
  checked_at: Stamp;
};

export type LinkCheckStateTable = {
  id: number;
  started_at: string | null;
  finished_at: string | null;
  next_at: string | null;
};

type LinkCheckTables = { link_checks: LinkCheckTable; link_check_state: LinkCheckStateTable };

const linkDb = (db: Kysely<Database>) => db.withTables<LinkCheckTables>();

/** One checked URL, as the API answers it. */
export interface LinkCheck {
  url: string;
  status: number | null;
  error: string | null;
  broken: boolean;
  /** the site paths that link to it (the first MAX_PAGES_KEPT) */
  pages: string[];
  pageCount: number;
  checkedAt: string;
}

/** A URL on every page (a footer's social link) would otherwise store every path of the site. */
export const MAX_PAGES_KEPT = 20;

/** The results of the last check, broken ones first, then by URL. */
export async function listLinkChecks(db: Kysely<Database>): Promise<LinkCheck[]> {
  const rows = await linkDb(db).selectFrom('link_checks').selectAll().orderBy('broken', 'desc').orderBy('url').execute();
  return rows.map((r) => ({
    url: r.url,
    status: r.status,
    error: r.error,
    broken: r.broken === 1,
    pages: JSON.parse(r.pages) as string[],
    pageCount: r.page_count,
    checkedAt: r.checked_at,
  }));
}

/** The URLs that were broken at the last check. */
export async function brokenUrls(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await linkDb(db).selectFrom('link_checks').select('url').where('broken', '=', 1).execute();
  return new Set(rows.map((r) => r.url));
}

/** How many external links of the live site were broken at the last check (the dashboard's health card). */
export async function countBrokenOutgoing(db: Kysely<Database>): Promise<number> {
  const row = await linkDb(db)
    .selectFrom('link_checks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('broken', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface LinkCheckResult {
  url: string;
  status: number | null;
  error: string | null;
  broken: boolean;
  pages: readonly string[];
  checkedAt: string;
}

/** Replaces the last check's results with this one's (a URL no longer on the site goes). */
export async function saveLinkChecks(db: Kysely<Database>, results: readonly LinkCheckResult[], finishedAt: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const l = linkDb(trx);
    await l.deleteFrom('link_checks').execute();
    // SQLite's limit of bound values: a few hundred rows per statement
    for (let i = 0; i < results.length; i += 100) {
      await l
        .insertInto('link_checks')
        .values(
          results.slice(i, i + 100).map((r) => ({
            url: r.url,
            status: r.status,
            error: r.error,
            broken: r.broken ? 1 : 0,
            pages: JSON.stringify(r.pages.slice(0, MAX_PAGES_KEPT)),
            page_count: r.pages.length,
            checked_at: r.checkedAt,
          })),
        )
        .execute();
    }
    await l
      .insertInto('link_check_state')
      .values({ id: 1, finished_at: finishedAt })
      .onConflict((oc) => oc.column('id').doUpdateSet({ finished_at: finishedAt }))
      .execute();
  });
}

export interface LinkCheckState {
  startedAt: string | null;
  finishedAt: string | null;
  nextAt: string | null;
}

export async function linkCheckState(db: Kysely<Database>): Promise<LinkCheckState> {
  const row = await linkDb(db).selectFrom('link_check_state').selectAll().where('id', '=', 1).executeTakeFirst();
  return { startedAt: row?.started_at ?? null, finishedAt: row?.finished_at ?? null, nextAt: row?.next_at ?? null };
}

/** Sets some of the state's times (the rest stay). */
export async function setLinkCheckState(db: Kysely<Database>, change: Partial<LinkCheckState>): Promise<void> {
  const set = {
    ...(change.startedAt !== undefined ? { started_at: change.startedAt } : {}),
    ...(change.finishedAt !== undefined ? { finished_at: change.finishedAt } : {}),
    ...(change.nextAt !== undefined ? { next_at: change.nextAt } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await linkDb(db)
    .insertInto('link_check_state')
    .values({ id: 1, ...set })
    .onConflict((oc) => oc.column('id').doUpdateSet(set))
    .execute();
}
