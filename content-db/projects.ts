// Projects (SPEC.md section 3): titles, a type, a cover image and a URL slug. Deleting one takes its
// banners, details and gallery along (foreign keys cascade); the caller removes the files we answer.
import { listIndex } from './list-index.ts';
import { TITLED_LIST, runListed, type ListQuery, type Listed } from './list-query.ts';
import { inTransaction, type ContentDb } from './open.ts';
import type { Row, WordStatus } from './schema.ts';
import { rememberOldSlug, uniqueSlug } from './slugs.ts';

export type Project = Row<'projects'>;
export type ProjectType = Project['type'];
export const PROJECT_TYPES: readonly ProjectType[] = ['ongoing', 'completed'];

export interface ProjectFilter {
  /** the public view: active projects only */
  activeOnly?: boolean;
  type?: ProjectType;
}

export async function listProjects(db: ContentDb, filter: ProjectFilter = {}): Promise<Project[]> {
  return (await listProjectsBy(db, filter, {})).rows;
}

/** The projects with an admin list's search, status filter, sort and page (content-db/list-query.ts). */
export function listProjectsBy(db: ContentDb, filter: ProjectFilter, list: ListQuery): Promise<Listed<Project>> {
  let q = db.selectFrom('projects').selectAll();
  if (filter.activeOnly) q = q.where('status', '=', 'active');
  if (filter.type) q = q.where('type', '=', filter.type);
  const where = { status: filter.activeOnly ? 'active' : undefined, type: filter.type };
  return runListed(q.orderBy('id', 'desc'), list, TITLED_LIST, listIndex(db, 'projects', { where, order: [['id', true]] }));
}

export function getProject(db: ContentDb, id: number): Promise<Project | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

/** By id (digits), current slug, or a slug the project had before (its old URL). */
export async function findProject(db: ContentDb, idOrSlug: string): Promise<Project | undefined> {
  if (/^[0-9]{1,15}$/.test(idOrSlug)) return getProject(db, Number(idOrSlug));
  const bySlug = await db.selectFrom('projects').selectAll().where('slug', '=', idOrSlug).executeTakeFirst();
  if (bySlug) return bySlug;
  const redirect = await db.selectFrom('slug_redirects').select('target_id').where('kind', '=', 'project').where('old_slug', '=', idOrSlug).executeTakeFirst();
  return redirect ? getProject(db, redirect.target_id) : undefined;
}

export interface ProjectInput {
  title_en: string;
  title_tr: string;
  type: ProjectType;
  cover_image: string | null;
  status?: WordStatus;
  /** SEO and sharing (content-db/seo.ts) */
  seo?: string;
}

export async function createProject(db: ContentDb, input: ProjectInput): Promise<Project> {
  return inTransaction(db, async (trx) => {
    const slug = await uniqueSlug(trx, 'project', input.title_en);
    // A new project now owns this URL: an old slug of another project must stop redirecting there.
    await trx.deleteFrom('slug_redirects').where('kind', '=', 'project').where('old_slug', '=', slug).execute();
    return trx
      .insertInto('projects')
      .values({ ...input, slug })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Applies the changes; a new English title makes a new slug and the old one redirects to it. */
export async function updateProject(db: ContentDb, id: number, changes: Partial<ProjectInput>): Promise<Project | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await getProject(trx, id);
    if (!current) return undefined;
    let slug = current.slug;
    if (changes.title_en !== undefined && changes.title_en !== current.title_en) {
      slug = await uniqueSlug(trx, 'project', changes.title_en, id);
      if (slug !== current.slug) await rememberOldSlug(trx, 'project', current.slug, slug, id);
    }
    return trx
      .updateTable('projects')
      .set({ ...changes, slug })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  });
}

/** Every file of a project and of its banners, details and gallery. */
export async function projectFiles(db: ContentDb, id: number): Promise<Array<string | null>> {
  const [project, banners, details, gallery] = await Promise.all([
    db.selectFrom('projects').select('cover_image').where('id', '=', id).execute(),
    db.selectFrom('project_banners').select('banner_image').where('project_id', '=', id).execute(),
    db.selectFrom('project_details').select('feature_image').where('project_id', '=', id).execute(),
    db
      .selectFrom('project_gallery as g')
      .innerJoin('project_details as d', 'd.id', 'g.project_detail_id')
      .select('g.image_path')
      .where('d.project_id', '=', id)
      .execute(),
  ]);
  return [
    ...project.map((r) => r.cover_image),
    ...banners.map((r) => r.banner_image),
    ...details.map((r) => r.feature_image),
    ...gallery.map((r) => r.image_path),
  ];
}

/** Deletes the project with its parts; answers their files (to remove), or undefined when unknown. */
export async function deleteProject(db: ContentDb, id: number): Promise<Array<string | null> | undefined> {
  return inTransaction(db, async (trx) => {
    const files = await projectFiles(trx, id);
    const r = await trx.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
    if (r.numDeletedRows === 0n) return undefined;
    await trx.deleteFrom('slug_redirects').where('kind', '=', 'project').where('target_id', '=', id).execute();
    return files;
  });
}
