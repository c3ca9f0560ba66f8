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
  // printable ASCII (most English titles) needs no Turkish rules: I and i both end as i either way
  if (!/[^ -~\t\n\r]/.test(text)) return text.toLowerCase();
  return text.toLocaleLowerCase('tr').replaceAll('ı', 'i').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * fold() remembered: a list's search and title sort fold every row's titles on every request (about
 * 3 µs each with the Turkish rules and NFD), the same few thousand titles each time.
 */
const folded = new Map<string, string>();
const REMEMBERED = 100_000;
export function foldRemembered(text: string): string {
  let out = folded.get(text);
  if (out === undefined) {
    if (folded.size >= REMEMBERED) folded.clear();
    out = fold(text);
    folded.set(text, out);
  }
  return out;
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
const ID = 'list_id__';

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
export async function runListed<O>(select: AnySelect<O>, list: ListQuery, fields: ListFields, finder?: PageFinder): Promise<Listed<O>> {
  const indexed = finder ? await finder.find(list, fields) : undefined;
  if (indexed) return { rows: await rowsByIds(select, indexed.ids, fields), total: indexed.total };
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
  const id = fields.id ?? 'id';
  const count = async () =>
    Number(
      (
        (await whereListed(select, list, fields)
          .clearSelect()
          .clearOrderBy()
          .select(sql<number>`count(*)`.as(TOTAL))
          .executeTakeFirst()) as { [TOTAL]: number } | undefined
      )?.[TOTAL] ?? 0,
    );
  // The page's ids first, then its rows by id. A search folds every row's texts: its total comes with
  // the ids (a window count, one pass over narrow rows). Without one, a count of its own is cheaper:
  // SQLite counts from an index and stops the ordered page at its last row instead of sorting them all.
  const searched = list.q !== undefined && list.q !== '';
  const found = (await q
    .clearSelect()
    .select(searched ? [sql.ref(id).as(ID), sql<number>`count(*) over ()`.as(TOTAL)] : [sql.ref(id).as(ID)])
    .limit(limit)
    .offset((number - 1) * limit)
    .execute()) as unknown as Array<{ [ID]: number; [TOTAL]?: number }>;
  if (found.length === 0) return { rows: [], total: await count() };
  const total = searched ? Number(found[0][TOTAL]) : await count();
  return {
    rows: await rowsByIds(
      select,
      found.map((r) => r[ID]),
      fields,
    ),
    total,
  };
}

/** The select's rows of these ids, in their order. */
async function rowsByIds<O>(select: AnySelect<O>, ids: number[], fields: ListFields): Promise<O[]> {
  if (ids.length === 0) return [];
  const id = fields.id ?? 'id';
  const rows = await select.clearOrderBy().where(sql.ref(id), 'in', ids).execute();
  const place = new Map(ids.map((v, i) => [v, i]));
  const idOf = (row: O) => (row as Record<string, unknown>)[id.replace(/^.*\./, '')] as number;
  return rows.sort((a, b) => place.get(idOf(a))! - place.get(idOf(b))!);
}

/**
 * A quicker way than SQL to a page's ids and the total of a list (list-index.ts, for the big tables);
 * undefined when it cannot answer this query, which SQL then answers.
 */
export interface PageFinder {
  find(list: ListQuery, fields: ListFields): Promise<{ ids: number[]; total: number } | undefined>;
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
