// Search, filter, sort and pages of an admin list (issue 22), applied to any select of one table: each
// list function hands its select here with the fields its rows may be searched and sorted by.
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';

/**
 * The form of a text that search compares, in SQL (the `fold` function every connection of
 * content-db/open.ts has) and in memory alike. SQLite's lower() and LIKE fold ASCII only, and
 * JavaScript's default toLowerCase() turns `İ` into `i` plus a combining dot and leaves `I`/`ı`
 * apart (DESIGN.md, Known traps). So: Turkish lower case first (`İ`->`i`, `I`->`ı`), then `ı`->`i`, then
 * every combining mark removed (the dot, and the cedilla and breve of ç, ş, ğ and the umlauts of ö, ü).
 * `istanbul`, `ISTANBUL` and `İstanbul` are then one word, `ırmak` and `IRMAK` too, and a reader
 * without a Turkish keyboard finds `Şişli` by `sisli`. Dotted and dotless i become one letter: a search
 * for `kır` also finds `kir`, the price of finding `IRMAK` by `ırmak` whichever case a title is in.
 */
export function fold(text: string): string {
  return text.toLocaleLowerCase('tr').replaceAll('ı', 'i').normalize('NFD').replace(/\p{M}/gu, '');
}

/** One list's query: all parts optional; no `page` means every row, as the lists always answered. */
export interface ListQuery {
  q?: string;
  sort?: { field: string; descending: boolean };
  status?: string;
  page?: { number: number; limit: number };
}

/** What a list may be searched and sorted by: columns of its table (qualified when it joins). */
export interface ListFields {
  /** the text columns `q` searches (any of them containing it) */
  search: readonly string[];
  /** the columns `sort` may name; text columns sort by their folded form */
  sort: readonly string[];
  /** the columns among `sort` that hold text */
  text?: readonly string[];
  /** the status column `status` filters, when the rows have one, and the values it may ask for */
  status?: string;
  statuses?: readonly string[];
  /** the id column that breaks ties (default 'id') */
  id?: string;
}

export interface Listed<R> {
  rows: R[];
  /** every row the search and filter found, whatever the page */
  total: number;
}

const TOTAL = 'list_total__';

// kysely's builder types follow the select; this helper adds only clauses that keep its rows' shape
type AnySelect<O> = SelectQueryBuilder<any, any, O>;

/** The select narrowed by `q` and `status` (no order, no page). */
export function whereListed<O>(select: AnySelect<O>, list: ListQuery, fields: ListFields): AnySelect<O> {
  let out = select;
  if (list.q !== undefined && list.q !== '' && fields.search.length > 0) {
    // instr on folded texts: a substring test with no LIKE wildcards to escape in the needle
    const needle = fold(list.q);
    out = out.where(
      sql<SqlBool>`(${sql.join(
        fields.search.map((c) => sql`instr(fold(${sql.ref(c)}), ${needle}) > 0`),
        sql` OR `,
      )})`,
    );
  }
  if (list.status !== undefined && fields.status) out = out.where(sql.ref(fields.status), '=', list.status);
  return out;
}

/**
 * Runs the select with `q`, `status`, `sort` and `page` applied. The select's own order stays when no
 * sort is asked (the lists' answers without parameters are unchanged); a sort breaks ties by id in the
 * same direction. A page's rows carry the total with them (a window count: one query), and a page past
 * the end asks for the total alone.
 */
export async function runListed<O>(select: AnySelect<O>, list: ListQuery, fields: ListFields): Promise<Listed<O>> {
  let q = whereListed(select, list, fields);
  if (list.sort) {
    const dir = list.sort.descending ? 'desc' : 'asc';
    const column = sql.ref(list.sort.field);
    const key = fields.text?.includes(list.sort.field) ? sql`fold(${column})` : column;
    q = q
      .clearOrderBy()
      .orderBy(key, dir)
      .orderBy(sql.ref(fields.id ?? 'id'), dir);
  }
  if (!list.page) {
    const rows = await q.execute();
    return { rows, total: rows.length };
  }
  const { number, limit } = list.page;
  const found = (await q
    .select(sql<number>`count(*) over ()`.as(TOTAL))
    .limit(limit)
    .offset((number - 1) * limit)
    .execute()) as Array<O & { [TOTAL]: number }>;
  if (found.length === 0) {
    const counted = (await whereListed(select, list, fields)
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as(TOTAL))
      .executeTakeFirst()) as { [TOTAL]: number } | undefined;
    return { rows: [], total: Number(counted?.[TOTAL] ?? 0) };
  }
  const total = found[0][TOTAL];
  return { rows: found.map(({ [TOTAL]: _total, ...row }) => row as O), total };
}

/** The same query on rows already in memory (lists computed in code: translations, recently deleted). */
export function listInMemory<R extends object>(rows: readonly R[], list: ListQuery, fields: ListFields): Listed<R> {
  const value = (r: R, f: string) => (r as Record<string, unknown>)[f];
  let out = [...rows];
  if (list.q !== undefined && list.q !== '' && fields.search.length > 0) {
    const needle = fold(list.q);
    out = out.filter((r) => fields.search.some((f) => fold(String(value(r, f) ?? '')).includes(needle)));
  }
  if (list.status !== undefined && fields.status) out = out.filter((r) => value(r, fields.status!) === list.status);
  if (list.sort) {
    const { field, descending } = list.sort;
    const isText = fields.text?.includes(field) ?? false;
    const key = (r: R) => {
      const v = value(r, field);
      return isText ? fold(String(v ?? '')) : (v as string | number);
    };
    const id = fields.id ?? 'id';
    const sign = descending ? -1 : 1;
    const cmp = (a: unknown, b: unknown) => (a === b ? 0 : (a as string) < (b as string) ? -1 : 1);
    out.sort((a, b) => sign * (cmp(key(a), key(b)) || cmp(value(a, id), value(b, id))));
  }
  const total = out.length;
  if (list.page) {
    const start = (list.page.number - 1) * list.page.limit;
    out = out.slice(start, start + list.page.limit);
  }
  return { rows: out, total };
}

/** Items with both titles and a status: projects, news and every titled item collection. */
export const TITLED_LIST: ListFields = {
  search: ['title_en', 'title_tr'],
  sort: ['created_at', 'updated_at', 'title_en', 'title_tr'],
  text: ['title_en', 'title_tr'],
  status: 'status',
  statuses: ['active', 'inactive'],
};
