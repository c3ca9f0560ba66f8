// Which uploads the content refers to. Content is every table except the media registry, the history
// and the migrations' bookkeeping: item columns, the JSON documents (about, services, contact, menus),
// the settings (logo, favicon, WhatsApp icon), users' profile images, and any table a later migration
// adds, so a new file field can never be missed. A file the content names is public; one that only
// kept revisions name is kept privately (server/lib/media.ts); the check errs on the public side
// (a path found inside any text counts).
import { sql, type Kysely } from 'kysely';
import { NON_CONTENT_TABLES } from './history/content-types.ts';

/** An upload's public path inside any text: /uploads/<folder>/<server-made name>. */
export const UPLOAD_PATH = /\/uploads\/[a-z0-9-]+\/[A-Za-z0-9._-]+/g;

/** The folder beside DATA_DIR/uploads that holds, never served, the files only revisions refer to. */
export const PRIVATE_UPLOADS = 'uploads-private';

const NOT_CONTENT = new Set<string>(['media_files', ...NON_CONTENT_TABLES, 'kysely_migration', 'kysely_migration_lock']);

export function isContentTable(name: string): boolean {
  return !name.startsWith('sqlite_') && !NOT_CONTENT.has(name);
}

async function contentColumns(db: Kysely<any>): Promise<Array<{ table: string; columns: string[] }>> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT m.name AS "table", c.name AS "column"
    FROM sqlite_master m JOIN pragma_table_info(m.name) c
    WHERE m.type = 'table'`.execute(db);
  const out = new Map<string, string[]>();
  for (const r of rows) if (isContentTable(r.table)) out.set(r.table, [...(out.get(r.table) ?? []), r.column]);
  return [...out].map(([table, columns]) => ({ table, columns }));
}

/** The paths among `paths` that some content row names (in a column or anywhere inside a JSON document). */
export async function pathsInContent(db: Kysely<any>, paths: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const wanted = [...new Set(paths)];
  if (wanted.length === 0) return found;
  for (const { table, columns } of await contentColumns(db)) {
    const left = wanted.filter((p) => !found.has(p));
    if (left.length === 0) break;
    const names = sql.join(
      columns.map((c) => sql`instr(${sql.ref(`t.${c}`)}, p.value) > 0`),
      sql` OR `,
    );
    for (let i = 0; i < left.length; i += 500) {
      const { rows } = await sql<{ path: string }>`
        SELECT p.value AS path FROM json_each(${JSON.stringify(left.slice(i, i + 500))}) p
        WHERE EXISTS (SELECT 1 FROM ${sql.table(table)} AS t WHERE ${names})`.execute(db);
      for (const r of rows) found.add(r.path);
    }
  }
  return found;
}

/**
 * Makes every content row that names `from` name `to` instead (a library file replaced everywhere it is
 * used). Runs inside the caller's write: the history triggers see each changed row, so the items get
 * revisions, versions and (instant mode) their publish as with any write.
 */
export async function replacePathInContent(db: Kysely<any>, from: string, to: string): Promise<void> {
  for (const { table, columns } of await contentColumns(db)) {
    for (const c of columns) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(c)} = replace(${sql.ref(c)}, ${from}, ${to})
        WHERE typeof(${sql.ref(c)}) = 'text' AND instr(${sql.ref(c)}, ${from}) > 0`.execute(db);
    }
  }
}
