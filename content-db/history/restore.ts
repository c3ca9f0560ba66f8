// Restoring a revision: the item is written back exactly as the revision holds it (same ids, children
// and files), replacing what it is now or bringing it back after a delete. It is a write like any
// other: it leaves a revision ('restored'), advances the content revision and so publishes.
import { sql, type Kysely } from 'kysely';
import { inTransaction, type ContentDb } from '../open.ts';
import { rememberOldSlug } from '../slugs.ts';
import { contentType, type ChildTable, type ContentType } from './content-types.ts';
import { recordRevisions, type ItemState, type RevisionAction } from './record.ts';

export interface RevisionRow {
  id: number;
  content_type: string;
  item_id: number;
  parent_id: number | null;
  action: RevisionAction;
  state: string;
  label: string;
  user_id: number | null;
  user_name: string | null;
  content_rev: number;
  created_at: string;
}

export async function getRevision(db: Kysely<any>, id: number): Promise<RevisionRow | undefined> {
  const { rows } = await sql<RevisionRow>`SELECT * FROM revisions WHERE id = ${id}`.execute(db);
  return rows[0];
}

async function columnsOf(db: Kysely<any>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return new Set(rows.map((r) => r.name));
}

/** Inserts a row and the rows below it with their own ids; columns the table no longer has are left out. */
async function insertNode(db: Kysely<any>, table: string, node: ItemState, children: readonly ChildTable[]): Promise<void> {
  const columns = await columnsOf(db, table);
  const row = Object.fromEntries(Object.entries(node.row).filter(([c]) => columns.has(c)));
  // a child moved to another item since: the restored version takes it back
  await sql`DELETE FROM ${sql.table(table)} WHERE id = ${row.id}`.execute(db);
  await db.insertInto(table).values(row).execute();
  for (const child of children) {
    for (const n of node.children[child.table] ?? []) await insertNode(db, child.table, n, child.children ?? []);
  }
}

/**
 * Makes the item `id` of `type` exactly `state` (root and children, same ids), or removes it when the
 * state is undefined: a restore writes a revision's state, a publish writes the working state into the
 * live copy, a discard the live state back into the working copy (content-db/live.ts).
 */
export async function writeItemState(db: Kysely<any>, type: ContentType, id: number, state: ItemState | undefined): Promise<void> {
  // children go with their root (foreign keys cascade)
  await sql`DELETE FROM ${sql.table(type.table)} WHERE id = ${id}`.execute(db);
  if (state) await insertNode(db, type.table, state, type.children);
}

/**
 * Writes the revision's state back and answers the id of the new 'restored' revision, or undefined
 * when there is no such revision. A unique value taken since (a slug) makes the write fail: the caller
 * answers 409.
 */
export async function restoreRevision(db: ContentDb, revisionId: number): Promise<number | undefined> {
  return inTransaction(db, async (trx) => {
    const rev = await getRevision(trx, revisionId);
    const type = rev && contentType(rev.content_type);
    if (!rev || !type) return undefined;
    const state = JSON.parse(rev.state) as ItemState;
    const { rows: present } = await sql<{ slug?: string }>`SELECT * FROM ${sql.table(type.table)} WHERE id = ${rev.item_id}`.execute(trx);
    await writeItemState(trx, type, rev.item_id, state);
    const slug = state.row.slug;
    if (type.slugKind && typeof slug === 'string') {
      // the slug it had until now keeps working as a redirect; a redirect the restored slug would shadow goes
      if (present[0]?.slug) await rememberOldSlug(trx, type.slugKind, present[0].slug, slug, rev.item_id);
      else await trx.deleteFrom('slug_redirects').where('kind', '=', type.slugKind).where('old_slug', '=', slug).execute();
    }
    const [id] = await recordRevisions(trx, { action: 'restored' });
    return id;
  });
}
