// The warnings of items of the working copy (content-db/warnings.ts judges one state): the facts the
// checks need, read once for a whole list (the uploads the items name; the pages a build would make,
// only when some link leads to a page of the site), and the whole-site counts of the dashboard's health
// card, kept per item and brought up to date from the change log, so a read after a write reads again
// only the items written since the last read.
import { sql } from 'kysely';
import { CONTENT_TYPES, contentType } from './history/content-types.ts';
import { labelOf, readState, type ItemState } from './history/record.ts';
import { gapsOf } from './history/translations.ts';
import { stateView } from './history/triggers.ts';
import { readContentRevision } from './content-revision.ts';
import type { ItemRef } from './live.ts';
import type { ContentDb } from './open.ts';
import { seoTextOf } from './seo-text.ts';
import {
  brokenLinkWarnings,
  linkedUploads,
  linksOfState,
  needsPages,
  uploadsOfState,
  warningsOf,
  type LinkRef,
  type UploadFacts,
  type Warning,
  type WarningContext,
} from './warnings.ts';

/** The site the links are judged against: its page paths (asked for only when needed) and its address. */
export interface SiteRef {
  pages: () => Promise<ReadonlySet<string>>;
  origin: string;
}

const NO_PAGES: ReadonlySet<string> = new Set();

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

/** Each item's warnings, by itemKey; an item the working copy no longer holds (a deletion) has none: nothing of it reaches the site. */
export async function warningsOfItems(db: ContentDb, refs: readonly ItemRef[], site: SiteRef): Promise<Map<string, Warning[]>> {
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
  const links = states.flatMap((s) => linksOfState(s.state));
  const ctx: WarningContext = {
    uploads: await uploadFacts(db, [...states.flatMap((s) => uploadsOfState(s.state).map((u) => u.path)), ...linkedUploads(links, site.origin)]),
    pages: needsPages(links, site.origin) ? await site.pages() : NO_PAGES,
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

/** What the health counts need of one item: its translation gaps and its links (judged at each read: other items' pages come and go). */
interface ItemFacts {
  untranslated: number;
  links: LinkRef[];
}

interface HealthMemo {
  databaseId: string;
  /** the content revision the facts are up to date with */
  revision: number;
  items: Map<string, ItemFacts>;
}

const memos = new WeakMap<ContentDb, HealthMemo>();

const factsOf = (type: string, state: ItemState): ItemFacts => ({ untranslated: gapsOf(type, state, '').length, links: linksOfState(state) });

/** Every item's facts, one content type at a time, the event loop let go between types. */
async function readAll(db: ContentDb): Promise<Map<string, ItemFacts>> {
  const items = new Map<string, ItemFacts>();
  for (const type of CONTENT_TYPES) {
    const { rows } = await sql<{ id: number; state: string }>`SELECT id, state FROM ${sql.table(stateView(type))}`.execute(db);
    for (const r of rows) items.set(itemKey({ type: type.name, item_id: r.id }), factsOf(type.name, JSON.parse(r.state) as ItemState));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return items;
}

/**
 * Brings the kept facts up to date: the items the change log names since the kept revision are read
 * again (a deleted one leaves). Everything is read again when nothing is kept, the database is another
 * one, or the history's retention pruned change log rows the kept revision would need.
 */
async function upToDate(db: ContentDb): Promise<HealthMemo> {
  const rev = await readContentRevision(db);
  const kept = memos.get(db);
  if (kept && kept.databaseId === rev.databaseId) {
    if (kept.revision === rev.revision) return kept;
    const { rows: oldest } = await sql<{ rev: number | null }>`SELECT min(content_rev) AS rev FROM change_log`.execute(db);
    if (oldest[0]?.rev === null || oldest[0]!.rev! <= kept.revision + 1) {
      const { rows } = await sql<{ content_type: string; item_id: number }>`
        SELECT DISTINCT content_type, item_id FROM change_log WHERE content_rev > ${kept.revision} AND item_id IS NOT NULL`.execute(db);
      for (const r of rows) {
        const type = contentType(r.content_type);
        const key = itemKey({ type: r.content_type, item_id: r.item_id });
        const raw = type ? await readState(db, type, r.item_id) : undefined;
        if (raw === undefined) kept.items.delete(key);
        else kept.items.set(key, factsOf(r.content_type, JSON.parse(raw) as ItemState));
      }
      kept.revision = rev.revision;
      return kept;
    }
  }
  const memo: HealthMemo = { databaseId: rev.databaseId, revision: rev.revision, items: await readAll(db) };
  memos.set(db, memo);
  return memo;
}

/** Broken internal links and untranslated fields of the whole working copy. */
export async function contentHealth(db: ContentDb, site: SiteRef): Promise<ContentHealth> {
  const memo = await upToDate(db);
  const links = [...memo.items.values()].flatMap((f) => f.links);
  let untranslated = 0;
  for (const f of memo.items.values()) untranslated += f.untranslated;
  const ctx: WarningContext = {
    uploads: await uploadFacts(db, linkedUploads(links, site.origin)),
    pages: needsPages(links, site.origin) ? await site.pages() : NO_PAGES,
    siteOrigin: site.origin,
  };
  return { brokenLinks: brokenLinkWarnings(links, ctx).length, untranslated };
}
