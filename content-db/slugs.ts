// URL slugs of projects and news (SPEC.md section 9, DESIGN.md "Languages and URLs"): the lower-cased
// English title, Turkish letters transliterated, symbols removed, spaces as hyphens; unique per kind,
// a clash gets -2, -3...; a slug that changes is remembered so its old URL can redirect.
import { slugify } from '../server/shared/slugs.ts';
import type { ContentDb } from './open.ts';

export { slugify };

export type SlugKind = 'project' | 'news';
const TABLE = { project: 'projects', news: 'news' } as const;

/** The slug for a title, unique among the kind's rows (ignoring the row `exceptId`). */
export async function uniqueSlug(db: ContentDb, kind: SlugKind, title: string, exceptId?: number): Promise<string> {
  // a news slug of digits only would take the address of a numbered list page (/news/2/: list-pages.ts)
  const base = kind === 'news' && /^\d+$/.test(slugify(title)) ? `news-${slugify(title)}` : slugify(title);
  let q = db
    .selectFrom(TABLE[kind] as 'projects') // both tables have id and slug
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  const taken = new Set((await q.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Records that `oldSlug` now belongs to `targetId`, and forgets a redirect that the new slug would shadow. */
export async function rememberOldSlug(db: ContentDb, kind: SlugKind, oldSlug: string, newSlug: string, targetId: number): Promise<void> {
  if (oldSlug === newSlug) return;
  await db.deleteFrom('slug_redirects').where('kind', '=', kind).where('old_slug', '=', newSlug).execute();
  await db
    .insertInto('slug_redirects')
    .values({ kind, old_slug: oldSlug, target_id: targetId })
    .onConflict((oc) => oc.columns(['kind', 'old_slug']).doUpdateSet({ target_id: targetId }))
    .execute();
}

/** Old slug -> current slug, for every remembered redirect whose target still exists. */
export async function slugRedirects(db: ContentDb, kind: SlugKind): Promise<Array<{ from: string; to: string; id: number }>> {
  const rows = await db
    .selectFrom('slug_redirects as r')
    .innerJoin(`${TABLE[kind] as 'projects'} as t`, 't.id', 'r.target_id') // both tables have id and slug
    .select(['r.old_slug as from', 't.slug as to', 't.id as id'])
    .where('r.kind', '=', kind)
    .execute();
  return rows.filter((r) => r.from !== r.to);
}
