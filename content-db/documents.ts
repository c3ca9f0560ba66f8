// About, services and contact keep one JSON document per row (SPEC.md section 3). This module stores
// and reads those rows; about.ts, services.ts and contact.ts give each document its shape.
import type { Kysely } from 'kysely';
import { inTransaction, type ContentDb } from './open.ts';
import type { FlagStatus } from './schema.ts';

export const DOCUMENT_COLUMNS = {
  about_pages: 'about_data',
  services_pages: 'services_data',
  contact_pages: 'contact_data',
} as const;
export type DocumentTable = keyof typeof DOCUMENT_COLUMNS;
export type DocumentColumn<T extends DocumentTable> = (typeof DOCUMENT_COLUMNS)[T];

/** A row with its document parsed, under the column's own name (`about_data`, ...). */
export type DocumentRecord<C extends string, D> = {
  id: number;
  status: FlagStatus;
  created_at: string;
  updated_at: string;
  /** SEO and sharing of the page (migration 0021, content-db/seo.ts): the stored JSON */
  seo?: string;
} & { [K in C]: D };

export interface DocumentStore<C extends string, D> {
  column: C;
  /** the document's full shape from anything (stored text, a client's object): missing parts become empty */
  parse(raw: unknown): D;
  /** every uploaded image path the document refers to */
  images(doc: D): string[];
  /** oldest first: the admin edits the first record */
  list(db: ContentDb, activeOnly: boolean): Promise<Array<DocumentRecord<C, D>>>;
  get(db: ContentDb, id: number): Promise<DocumentRecord<C, D> | undefined>;
  /** the first row with status 1 */
  active(db: ContentDb): Promise<DocumentRecord<C, D> | undefined>;
  /** `seo`: the page's SEO column (content-db/seo.ts), left as it is when undefined */
  create(db: ContentDb, doc: D, seo?: string): Promise<DocumentRecord<C, D>>;
  update(db: ContentDb, id: number, doc: D, seo?: string): Promise<DocumentRecord<C, D> | undefined>;
}

interface RawRow {
  id: number;
  status: FlagStatus;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
}

export function documentStore<T extends DocumentTable, D>(
  table: T,
  shape: { parse: (raw: unknown) => D; images: (doc: D) => string[] },
): DocumentStore<DocumentColumn<T>, D> {
  const column = DOCUMENT_COLUMNS[table];
  type Rec = DocumentRecord<DocumentColumn<T>, D>;
  // kysely cannot type one query over three tables; the column name is the only difference.
  const q = (db: ContentDb) => db as unknown as Kysely<any>;

  const toRecord = (row: RawRow): Rec => {
    let raw: unknown;
    try {
      raw = JSON.parse(String(row[column] ?? '{}'));
    } catch {
      raw = {}; // a damaged document reads as an empty one rather than breaking the page
    }
    const seo = typeof row.seo === 'string' ? { seo: row.seo } : {};
    return { id: row.id, status: row.status, created_at: row.created_at, updated_at: row.updated_at, ...seo, [column]: shape.parse(raw) } as Rec;
  };

  const firstActive = async (db: ContentDb) => {
    const row = await q(db).selectFrom(table).selectAll().where('status', '=', 1).orderBy('id', 'asc').limit(1).executeTakeFirst();
    return row ? toRecord(row as RawRow) : undefined;
  };

  const insert = async (db: ContentDb, doc: D, seo?: string) => {
    const row = await inTransaction(db, (trx) =>
      q(trx)
        .insertInto(table)
        .values({ [column]: JSON.stringify(doc), status: 1, ...(seo === undefined ? {} : { seo }) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return toRecord(row as RawRow);
  };

  return {
    column,
    parse: shape.parse,
    images: shape.images,
    async list(db, activeOnly) {
      let query = q(db).selectFrom(table).selectAll().orderBy('id', 'asc');
      if (activeOnly) query = query.where('status', '=', 1);
      return (await query.execute()).map((r) => toRecord(r as RawRow));
    },
    async get(db, id) {
      const row = await q(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row as RawRow) : undefined;
    },
    active: firstActive,
    create: insert,
    async update(db, id, doc, seo) {
      const row = await inTransaction(db, (trx) =>
        q(trx)
          .updateTable(table as string)
          .set({ [column]: JSON.stringify(doc), ...(seo === undefined ? {} : { seo }) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst(),
      );
      return row ? toRecord(row as RawRow) : undefined;
    },
  };
}

// Readers for the parts of a document: whatever a client or an old row holds becomes the right type.

export function asObject(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export function asString(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return '';
}

/** Card status: on unless it says off (a new card starts on; SPEC.md section 4). */
export function asOn(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  return !(v === false || v === 0 || ['0', 'false', 'off', 'no', 'inactive'].includes(String(v).toLowerCase()));
}

/** Picks the named string fields of an object, '' for each one missing. */
export function strings<K extends string>(v: unknown, keys: readonly K[]): Record<K, string> {
  const o = asObject(v);
  return Object.fromEntries(keys.map((k) => [k, asString(o[k])])) as Record<K, string>;
}

/** The uploaded images among some paths (empty slots and outside URLs are not ours to manage). */
export function uploadsAmong(paths: ReadonlyArray<string>): string[] {
  return paths.filter((p) => p.startsWith('/uploads/'));
}
