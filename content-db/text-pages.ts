// Text pages (API.md "Text pages"): free pages in both languages at /<slug_tr>/ and /en/<slug_en>/.
// A slug is the editor's (or the title's) in the slug rules of SPEC.md section 9, and may not be one
// the site already uses: another text page's in the same language, or a path of the site itself.
import { inTransaction, type ContentDb } from './open.ts';
import type { NewRow, Row, RowUpdate } from './schema.ts';
import { slugify } from './slugs.ts';

export type TextPage = Row<'text_pages'>;
export type TextLang = 'en' | 'tr';

/**
 * First path segments the site and the server answer themselves (a test keeps this list in step with
 * site/pages).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // the folders and pages of site/pages (its files with a dot, robots.txt and the like, cannot clash:
  // a slug has none)
  'en',
  '404',
  'about-us',
  'contact',
  'images',
  'news',
  'ongoing-projects',
  'our-projects',
  'project',
  'services',
  // the server's own prefixes and the release's folders
  'admin',
  'api',
  'v2',
  'uploads',
  'preview',
  'pagefind',
  'fonts',
]);

export function listTextPages(db: ContentDb): Promise<TextPage[]> {
  return db.selectFrom('text_pages').selectAll().orderBy('id', 'desc').execute();
}

export function listActiveTextPages(db: ContentDb): Promise<TextPage[]> {
  return db.selectFrom('text_pages').selectAll().where('status', '=', 'active').orderBy('id').execute();
}

export function getTextPage(db: ContentDb, id: number): Promise<TextPage | undefined> {
  return db.selectFrom('text_pages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A slug as the rules write it: the editor's text, or the title's when the editor left it empty. */
export function textPageSlug(given: string | undefined, title: string): string {
  return slugify(given?.trim() ? given : title);
}

/** Why a slug cannot be used by the page `exceptId` in `lang`: null when it can. */
export async function slugClash(db: ContentDb, lang: TextLang, slug: string, exceptId?: number): Promise<'reserved' | 'taken' | null> {
  if (RESERVED_SLUGS.has(slug)) return 'reserved';
  const column = lang === 'en' ? 'slug_en' : 'slug_tr';
  let q = db.selectFrom('text_pages').select('id').where(column, '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) ? 'taken' : null;
}

export function createTextPage(db: ContentDb, page: NewRow<'text_pages'>): Promise<TextPage> {
  return inTransaction(db, (trx) => trx.insertInto('text_pages').values(page).returningAll().executeTakeFirstOrThrow());
}

export function updateTextPage(db: ContentDb, id: number, changes: RowUpdate<'text_pages'>): Promise<TextPage | undefined> {
  return inTransaction(db, (trx) => trx.updateTable('text_pages').set(changes).where('id', '=', id).returningAll().executeTakeFirst());
}

export async function deleteTextPage(db: ContentDb, id: number): Promise<boolean> {
  const r = await inTransaction(db, (trx) => trx.deleteFrom('text_pages').where('id', '=', id).executeTakeFirst());
  return r.numDeletedRows > 0n;
}
