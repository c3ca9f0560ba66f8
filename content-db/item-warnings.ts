// The warnings of items of the working copy (content-db/warnings.ts judges one state): the facts the
// checks need, read once for a whole list (the uploads the items name, the pages a build would make),
// and the whole-site counts the dashboard's health card shows.
import { sql } from 'kysely';
import { CONTENT_TYPES, contentType } from './history/content-types.ts';
import { labelOf, readState, type ItemState } from './history/record.ts';
import { gapsOf } from './history/translations.ts';
import { stateView } from './history/triggers.ts';
import { readContentRevision } from './content-revision.ts';
import type { ItemRef } from './live.ts';
import type { ContentDb } from './open.ts';
import { seoTextOf } from './seo-text.ts';
import { textWarningsOf, uploadsOfState, warningsOf, type UploadFacts, type Warning, type WarningContext } from './warnings.ts';

/** What the checks know of the uploads named, by path (chunked: SQLite caps bound parameters). */
export async function uploadFacts(db: ContentDb, paths: readonly string[]): Promise<Map<string, UploadFacts>> {
  const out = new Map<string, UploadFacts>();
  const unique = [...new Set(paths)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('media_files')
      .select(['path', 'mime', 'bytes', 'alt_en', 'alt_tr'])
      .where('path', 'in', unique.slice(i, i + 500))
      .execute();
    for (const { path, ...facts } of rows) out.set(path, facts);
  }
  return out;
}

export const itemKey = (ref: ItemRef) => `${ref.type}:${ref.item_id}`;

/**
 * The warnings of each item, by itemKey; an item the working copy no longer holds (a deletion) has none:
 * nothing of it reaches the site. `pages` is asked for only when some item has a link to judge.
 */
export async function warningsOfItems(
  db: ContentDb,
  refs: readonly ItemRef[],
  site: { pages: () => Promise<ReadonlySet<string>>; origin: string },
): Promise<Map<string, Warning[]>> {
  const states: Array<{ ref: ItemRef; state: ItemState; label: string }> = [];
  for (const ref of refs) {
    const type = contentType(ref.type);
    const raw = type ? await readState(db, type, ref.item_id) : undefined;
    if (!type || raw === undefined) continue;
    const state = JSON.parse(raw) as ItemState;
    states.push({ ref, state, label: labelOf(type, state) });
  }
  const out = new Map<string, Warning[]>(refs.map((r) => [itemKey(r), []]));
  if (states.length === 0) return out;
  const ctx: WarningContext = {
    uploads: await uploadFacts(
      db,
      states.flatMap((s) => uploadsOfState(s.state).map((u) => u.path)),
    ),
    pages: await site.pages(),
    siteOrigin: site.origin,
  };
  for (const s of states) out.set(itemKey(s.ref), warningsOf(s.ref.type, s.state, s.label, seoTextOf(s.ref.type, s.state), ctx));
  return out;
}

export interface ContentHealth {
  /** internal links of the working copy's content that lead to no page */
  brokenLinks: number;
  /** fields whose English or Turkish text is missing or equal to the other (the Translations screen's gaps) */
  untranslated: number;
}

const healthMemo = new WeakMap<ContentDb, { key: string; health: ContentHealth }>();

/**
 * The counts that read every item's content. Content changes only with a write, and every write advances
 * the content revision: the counts are kept per revision, so the dashboard reads them once per write.
 */
export async function contentHealth(db: ContentDb, site: { pages: () => Promise<ReadonlySet<string>>; origin: string }): Promise<ContentHealth> {
  const rev = await readContentRevision(db);
  const key = `${rev.databaseId}:${rev.revision}`;
  const kept = healthMemo.get(db);
  if (kept?.key === key) return kept.health;
  const ctx: WarningContext = { uploads: new Map(), pages: await site.pages(), siteOrigin: site.origin };
  const health: ContentHealth = { brokenLinks: 0, untranslated: 0 };
  for (const type of CONTENT_TYPES) {
    const { rows } = await sql<{ state: string }>`SELECT state FROM ${sql.table(stateView(type))}`.execute(db);
    for (const r of rows) {
      const state = JSON.parse(r.state) as ItemState;
      health.untranslated += gapsOf(type.name, state, '').length;
      health.brokenLinks += textWarningsOf(state, ctx).filter((w) => w.code === 'link-broken').length;
    }
  }
  healthMemo.set(db, { key, health });
  return health;
}
