// Show-project configurations: a titled, ordered choice of projects shown on the home, ongoing or
// our-projects page. project_ids is stored as a JSON array and answered as numbers.
import { TITLED_LIST, runListed, type ListQuery, type Listed } from './list-query.ts';
import { inTransaction, type ContentDb } from './open.ts';
import type { Row, WordStatus } from './schema.ts';
import { flipWordStatus } from './status.ts';
import { ONGOING_BANNERS, OUR_PROJECTS_BANNERS, listItems } from './image-items.ts';

export type ShowPage = Row<'show_projects'>['page_name'];
export const SHOW_PAGES: readonly ShowPage[] = ['home', 'ongoing', 'our-projects'];

export type ShowProject = Omit<Row<'show_projects'>, 'project_ids'> & { project_ids: number[] };
export interface ShowProjectValues {
  title_en: string;
  title_tr: string;
  page_name: ShowPage;
  project_ids: number[];
  status: WordStatus;
}
/** A project as the public pages read it (the projects table row). */
export type ShownProject = Row<'projects'>;
export interface ShowProjectGroup {
  id: number;
  title_en: string;
  title_tr: string;
  banner_image: string | null;
  projects: ShownProject[];
}

/** Ids from the stored JSON; anything that is not a positive integer is dropped. */
function parseIds(stored: string): number[] {
  try {
    const v: unknown = JSON.parse(stored);
    return Array.isArray(v) ? v.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

const fromRow = (row: Row<'show_projects'>): ShowProject => ({ ...row, project_ids: parseIds(row.project_ids) });

/** Newest first; `activeOnly` for public reads. */
export async function listShowProjects(db: ContentDb, activeOnly = false): Promise<ShowProject[]> {
  return (await listShowProjectsBy(db, activeOnly, {})).rows;
}

export async function listShowProjectsBy(db: ContentDb, activeOnly: boolean, list: ListQuery): Promise<Listed<ShowProject>> {
  let q = db.selectFrom('show_projects').selectAll();
  if (activeOnly) q = q.where('status', '=', 'active');
  const { rows, total } = await runListed(q.orderBy('id', 'desc'), list, TITLED_LIST);
  return { rows: rows.map(fromRow), total };
}

export async function getShowProject(db: ContentDb, id: number): Promise<ShowProject | undefined> {
  const row = await db.selectFrom('show_projects').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromRow(row);
}

export async function createShowProject(db: ContentDb, values: ShowProjectValues): Promise<ShowProject> {
  const row = await inTransaction(db, (trx) =>
    trx
      .insertInto('show_projects')
      .values({ ...values, project_ids: JSON.stringify(values.project_ids) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return fromRow(row);
}

export async function updateShowProject(db: ContentDb, id: number, values: ShowProjectValues): Promise<ShowProject | undefined> {
  const row = await inTransaction(db, (trx) =>
    trx
      .updateTable('show_projects')
      .set({ ...values, project_ids: JSON.stringify(values.project_ids) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  );
  return row && fromRow(row);
}

export async function deleteShowProject(db: ContentDb, id: number): Promise<boolean> {
  const r = await inTransaction(db, (trx) => trx.deleteFrom('show_projects').where('id', '=', id).executeTakeFirst());
  return r.numDeletedRows > 0n;
}

export async function flipShowProject(db: ContentDb, id: number): Promise<ShowProject | undefined> {
  if (!(await flipWordStatus(db, 'show_projects', id))) return undefined;
  return getShowProject(db, id);
}

/** The ids among `ids` that name no project. */
export async function unknownProjectIds(db: ContentDb, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set(
    (
      await db
        .selectFrom('projects')
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
    ).map((r) => r.id),
  );
  return ids.filter((id) => !found.has(id));
}

/** The listing-page banner whose image heads a page's groups (the home page has none). */
const PAGE_BANNER = {
  home: null,
  ongoing: ONGOING_BANNERS,
  'our-projects': OUR_PROJECTS_BANNERS,
} as const;

/**
 * What a public page shows: its active configurations (newest first, so data[0] is the current one),
 * each with its active projects in the configured order; projects deleted or hidden since are left out.
 */
export async function showProjectGroups(db: ContentDb, page: ShowPage): Promise<ShowProjectGroup[]> {
  const configs = (
    await db.selectFrom('show_projects').selectAll().where('page_name', '=', page).where('status', '=', 'active').orderBy('id', 'desc').execute()
  ).map(fromRow);
  const wanted = [...new Set(configs.flatMap((c) => c.project_ids))];
  const projects = new Map<number, ShownProject>();
  // SQLite caps bound parameters; chunk long lists.
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom('projects')
      .selectAll()
      .where('id', 'in', wanted.slice(i, i + 500))
      .where('status', '=', 'active')
      .execute();
    for (const p of rows) projects.set(p.id, p);
  }
  const bannerKind = PAGE_BANNER[page];
  // the newest active banner's image, null when there is none
  const [banner] = bannerKind ? await listItems(db, bannerKind, { activeOnly: true }) : [];
  const banner_image = banner?.banner_image || null;
  return configs.map((c) => ({
    id: c.id,
    title_en: c.title_en,
    title_tr: c.title_tr,
    banner_image,
    projects: c.project_ids.flatMap((id) => projects.get(id) ?? []),
  }));
}
