// How a write becomes a revision without any domain module having to remember it: triggers on every
// table of a content type leave a mark (which root item, what kind of change) in the write's own
// transaction; inTransaction() turns the marks into revisions before it commits (record.ts). A view
// per content type builds an item's full state as JSON, with its children, in SQL, so the state
// saved after a write and the state a delete keeps (taken by a BEFORE DELETE trigger) are the same.
// Columns are read from the live schema, so everything is made again after every migration.
import { sql, type Kysely } from 'kysely';
import { CONTENT_TYPES, trackedTables, type ChildTable, type ContentType } from './content-types.ts';

const STAMPS = new Set(['id', 'created_at', 'updated_at']);
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const stateView = (t: ContentType) => `revision_state_${t.name}`;

async function columnsOf(db: Kysely<any>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return rows.map((r) => r.name);
}

type Columns = Map<string, string[]>;

/** {row: {...every column}, children: {table: [node, ...]}} of the row `alias`, in SQL. */
function nodeJson(cols: Columns, table: string, alias: string, children: readonly ChildTable[], depth: number): string {
  const row = `json_object(${cols
    .get(table)!
    .map((c) => `'${c}', ${alias}.${q(c)}`)
    .join(', ')})`;
  const kids = children.map((child) => {
    const a = `c${depth}_${child.table}`;
    const inner = nodeJson(cols, child.table, a, child.children ?? [], depth + 1);
    return `'${child.table}', json((SELECT json_group_array(json(${inner}) ORDER BY ${a}.id) FROM ${q(child.table)} ${a} WHERE ${a}.${q(child.key)} = ${alias}.id))`;
  });
  return `json_object('row', ${row}, 'children', json_object(${kids.join(', ')}))`;
}

/** SQL: the root id of the row NEW/OLD of a table, following its parent keys up. */
function rootOf(row: 'NEW' | 'OLD', up: ReadonlyArray<{ key: string; parent: string }>): string {
  if (up.length === 0) return `${row}.id`;
  let expr = `${row}.${q(up[0].key)}`;
  for (let i = 1; i < up.length; i++) expr = `(SELECT ${q(up[i].key)} FROM ${q(up[i - 1].parent)} WHERE id = ${expr})`;
  return expr;
}

/** SQL: the kind of an update, 'status' or 'reorder' when only that column changed, else 'update'. */
function updateOp(columns: string[]): { changed: string; op: string } {
  const compared = columns.filter((c) => !STAMPS.has(c));
  const same = (cs: string[]) => (cs.length ? cs.map((c) => `OLD.${q(c)} IS NEW.${q(c)}`).join(' AND ') : '1');
  const only = (c: string) => `OLD.${q(c)} IS NOT NEW.${q(c)} AND ${same(compared.filter((x) => x !== c))}`;
  const cases = [
    ...(compared.includes('status') ? [`WHEN ${only('status')} THEN 'status'`] : []),
    ...(compared.includes('sort_order') ? [`WHEN ${only('sort_order')} THEN 'reorder'`] : []),
  ];
  return { changed: `NOT (${same(compared)})`, op: cases.length ? `CASE ${cases.join(' ')} ELSE 'update' END` : `'update'` };
}

/** Drops the history's views and triggers (before a new set is made, and when migration 0005 goes down). */
export async function removeHistoryTriggers(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ type: string; name: string }>`
    SELECT type, name FROM sqlite_master WHERE (type = 'trigger' AND name LIKE 'history!_%' ESCAPE '!') OR (type = 'view' AND name LIKE 'revision!_state!_%' ESCAPE '!')`.execute(
    db,
  );
  for (const r of rows) await sql.raw(`DROP ${r.type === 'view' ? 'VIEW' : 'TRIGGER'} IF EXISTS ${q(r.name)}`).execute(db);
}

/**
 * Makes the state views and the mark triggers for the present schema (drops the old ones first). The
 * live copy (content-db/live.ts) gets the views only: it has no history of its own.
 */
export async function installHistoryTriggers(db: Kysely<any>, { marks = true }: { marks?: boolean } = {}): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE name = 'revision_marks'`.execute(db);
  if (!rows[0]?.n) return; // before migration 0005
  await removeHistoryTriggers(db);
  const tracked = trackedTables();
  const cols: Columns = new Map();
  for (const t of tracked) cols.set(t.table, await columnsOf(db, t.table));
  for (const t of CONTENT_TYPES) {
    await sql
      .raw(`CREATE VIEW ${q(stateView(t))} AS SELECT r.id AS id, ${nodeJson(cols, t.table, 'r', t.children, 0)} AS state FROM ${q(t.table)} r`)
      .execute(db);
  }
  if (!marks) return;
  for (const t of tracked) {
    const type = `'${t.type.name}'`;
    const isRoot = t.up.length === 0;
    const { changed, op } = updateOp(cols.get(t.table)!);
    const mark = (item: string, kind: string, state = 'NULL') =>
      `INSERT INTO revision_marks (content_type, item_id, op, state) VALUES (${type}, ${item}, ${kind}, ${state});`;
    const triggers = [
      `AFTER INSERT ON ${q(t.table)} BEGIN ${mark(rootOf('NEW', t.up), isRoot ? `'create'` : `'update'`)} END`,
      // a child moved to another parent changes both items
      `AFTER UPDATE ON ${q(t.table)} WHEN ${changed} BEGIN ${mark(rootOf('NEW', t.up), op)}${isRoot ? '' : ` ${mark(rootOf('OLD', t.up), op)}`} END`,
      isRoot
        ? `BEFORE DELETE ON ${q(t.table)} BEGIN ${mark('OLD.id', `'delete'`, `(SELECT state FROM ${q(stateView(t.type))} WHERE id = OLD.id)`)} END`
        : `AFTER DELETE ON ${q(t.table)} BEGIN ${mark(rootOf('OLD', t.up), `'update'`)} END`,
    ];
    for (const [i, body] of triggers.entries()) {
      await sql.raw(`CREATE TRIGGER ${q(`history_${t.table}_${['insert', 'update', 'delete'][i]}`)} ${body}`).execute(db);
    }
  }
}
