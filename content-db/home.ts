// The home page's experience-role link: a single record (link button under the hero banner).
import { inTransaction, type ContentDb } from './open.ts';
import type { Row } from './schema.ts';
import { flipFlagStatus } from './status.ts';

export type ExperienceRoleLink = Row<'experience_role_links'>;
export interface ExperienceRoleValues {
  link: string;
  text_en: string;
  text_tr: string;
  tab: 0 | 1;
  status: 0 | 1;
}

/** The record (the oldest row, should more ever exist), or undefined before the first save. */
export function getExperienceRoleLink(db: ContentDb): Promise<ExperienceRoleLink | undefined> {
  return db.selectFrom('experience_role_links').selectAll().orderBy('id', 'asc').limit(1).executeTakeFirst();
}

/** Creates the record or replaces its values, in one transaction so that there stays exactly one. */
export function saveExperienceRoleLink(db: ContentDb, values: ExperienceRoleValues): Promise<ExperienceRoleLink> {
  return inTransaction(db, async (trx) => {
    const current = await getExperienceRoleLink(trx);
    if (!current) return trx.insertInto('experience_role_links').values(values).returningAll().executeTakeFirstOrThrow();
    await trx.deleteFrom('experience_role_links').where('id', '!=', current.id).execute();
    return trx.updateTable('experience_role_links').set(values).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
  });
}

/** Flips 1 <-> 0; answers the record, or undefined when there is none. */
export async function toggleExperienceRoleLink(db: ContentDb): Promise<ExperienceRoleLink | undefined> {
  const current = await getExperienceRoleLink(db);
  if (!current || !(await flipFlagStatus(db, 'experience_role_links', current.id))) return undefined;
  return getExperienceRoleLink(db);
}
