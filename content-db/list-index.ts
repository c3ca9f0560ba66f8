// A big list's pages found in memory (issue 22, "a list API page ≤ 10 ms p99 under 50 connections").
// In SQL a page of a search or of a title sort calls fold() on every row's titles (a JavaScript call
// from SQLite per row: 5,000 for 2,500 projects), sorts them all and counts them again, on every
// request. Here a table's searchable and sortable columns are read and folded once per content
// revision (every content write moves it on, by triggers: content-revision.ts), each sort order is
// made once, and a page is a filter over a sorted array; only the page's own rows are read from SQL.
// Only a search or a title sort needs it: the other pages are SQL's (see find).
import { sql } from 'kysely';
import { REVISION_TABLE } from './content-revision.ts';
import { fold, foldRemembered, type ListFields, type ListQuery, type PageFinder } from './list-query.ts';
import type { ContentDb } from './open.ts';

type Value = string | number | null;

interface Entry {
  id: number;
  values: Record<string, Value>;
  /** the folded form of every text column */
  folded: Record<string, string>;
}

interface TableIndex {
  revision: number;
  columns: string;
  entries: Entry[];
  /** entries in each order asked so far, by its key ('title_en', '-updated_at', 'created_at,-id') */
  orders: Map<string, Entry[]>;
  /** the ids of each query asked lately (its order, search and filters), all pages */
  found: Map<string, number[]>;
}

/** Queries whose ids an index keeps (one per search an editor pages through, roughly). */
const FOUND_KEPT = 100;

export interface IndexOptions {
  /** the select's own filters: only rows whose column equals the value (undefined: no filter) */
  where?: Record<string, Value | undefined>;
  /** the select's own order when no sort is asked, e.g. [['created_at', true], ['id', true]] (true: descending) */
  order: ReadonlyArray<readonly [string, boolean]>;
}

const indexes = new WeakMap<ContentDb, Map<string, TableIndex>>();

async function readRevision(db: ContentDb): Promise<number> {
  const { rows } = await sql<{ revision: number }>`select revision from ${sql.table(REVISION_TABLE)} where id = 1`.execute(db);
  return rows[0]?.revision ?? -1;
}

async function tableIndex(db: ContentDb, table: string, columns: string[], text: ReadonlySet<string>): Promise<TableIndex> {
  const revision = await readRevision(db);
  const key = columns.join(',');
  let tables = indexes.get(db);
  if (!tables) indexes.set(db, (tables = new Map()));
  const known = tables.get(table);
  if (known && known.revision === revision && known.columns === key) return known;
  const rows = (await sql<Record<string, Value>>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(db)).rows;
  const entries = rows.map((row) => {
    const folded: Record<string, string> = {};
    // remembered: after a write most titles are the ones folded before it
    for (const c of text) folded[c] = foldRemembered(String(row[c] ?? ''));
    return { id: row.id as number, values: row, folded };
  });
  const made: TableIndex = { revision, columns: key, entries, orders: new Map(), found: new Map() };
  tables.set(table, made);
  return made;
}

const compare = (a: Value, b: Value) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);

function ordered(index: TableIndex, order: ReadonlyArray<readonly [string, boolean]>, text: ReadonlySet<string>): Entry[] {
  const key = order.map(([field, descending]) => `${descending ? '-' : ''}${field}`).join(',');
  let out = index.orders.get(key);
  if (!out) {
    const value = (e: Entry, field: string): Value => (text.has(field) ? e.folded[field] : e.values[field]);
    out = [...index.entries].sort((a, b) => {
      for (const [field, descending] of order) {
        const c = compare(value(a, field), value(b, field));
        if (c !== 0) return descending ? -c : c;
      }
      return 0;
    });
    index.orders.set(key, out);
  }
  return out;
}

/**
 * The page finder of `table` for runListed: the same rows in the same order as its SQL (a sort breaks
 * ties by id in the same direction; the select's own order otherwise). Inside a transaction it finds
 * nothing (runListed then asks SQL): rows not yet committed must not be kept under a revision that a
 * rollback gives back.
 */
export function listIndex(db: ContentDb, table: string, options: IndexOptions): PageFinder {
  return {
    async find(list: ListQuery, fields: ListFields) {
      if (!list.page || db.isTransaction) return undefined;
      const id = fields.id ?? 'id';
      const where = Object.entries(options.where ?? {}).filter((w): w is [string, Value] => w[1] !== undefined);
      // searched columns are compared folded; sorted ones folded when they hold text
      const sortText = new Set(fields.text ?? []);
      const text = new Set([...sortText, ...fields.search]);
      const columns = [
        ...new Set([
          id,
          ...fields.search,
          ...fields.sort,
          ...(fields.status ? [fields.status] : []),
          ...where.map(([c]) => c),
          ...options.order.map(([c]) => c),
        ]),
      ];
      // Unsearched, in the list's own order or by a date: SQLite walks the rowid (or sorts the narrow
      // rows of a date) to the page and counts from an index, well under a millisecond at 2,500 rows.
      // The index below reads and folds every row again after each write (about 100 ms at 2,500), which
      // the first page read after an edit used to wait for (issue 31: 420 ms).
      if (!list.q && !(list.sort && sortText.has(list.sort.field))) return undefined;
      const index = await tableIndex(db, table, columns, text);
      const order = list.sort ? [[list.sort.field, list.sort.descending] as const, [id, list.sort.descending] as const] : options.order;
      const needle = list.q ? fold(list.q) : '';
      const status = list.status !== undefined && fields.status ? ([fields.status, list.status] as const) : undefined;
      const keep = (e: Entry) =>
        where.every(([c, v]) => e.values[c] === v) &&
        (!status || e.values[status[0]] === status[1]) &&
        (needle === '' || fields.search.some((c) => e.folded[c].includes(needle)));
      // the next page of the same search is a slice of the ids found for the first
      const key = JSON.stringify([order, needle, where, status ?? null]);
      let found = index.found.get(key);
      if (!found) {
        found = ordered(index, order, sortText)
          .filter(keep)
          .map((e) => e.id);
        if (index.found.size >= FOUND_KEPT) index.found.delete(index.found.keys().next().value!);
        index.found.set(key, found);
      }
      const start = (list.page.number - 1) * list.page.limit;
      return { ids: found.slice(start, start + list.page.limit), total: found.length };
    },
  };
}
