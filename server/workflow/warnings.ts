// The warnings of unpublished changes (issue 34 item 2, API.md "Dashboard and site health") as the
// server answers and enforces them: judged on the working copy (what a publish puts live), with the
// pages a build of the working copy makes (kept per content revision: every write advances it) and the
// site's address. The security policy's blockPublishOn turns chosen codes into a refused publish.
import type { FastifyInstance } from 'fastify';
import { readContentRevision } from '../../content-db/content-revision.ts';
import { contentHealth, itemKey, warningsOfItems, type ContentHealth } from '../../content-db/item-warnings.ts';
import type { ItemRef } from '../../content-db/live.ts';
import type { ContentDb } from '../../content-db/open.ts';
import { loadPageSources } from '../../content-db/page-sources.ts';
import type { Warning } from '../../content-db/warnings.ts';
import { HttpError } from '../lib/errors.ts';
import { getSecurity } from '../../content-db/two-factor.ts';
import { sitePagePaths } from './site-pages.ts';

/** What a refused publish answers (a table, so the admin's catalog test finds it for its Turkish). */
export const PUBLISH_BLOCKED_MESSAGES = { blocked: 'Fix the warnings before publishing' };

/** A publish refused by the security policy (a 409 to the client): the items and the warnings that block them. */
export class PublishBlockedError extends HttpError {
  readonly blocked: Array<ItemRef & { warnings: Warning[] }>;
  constructor(blocked: Array<ItemRef & { warnings: Warning[] }>) {
    super(409, PUBLISH_BLOCKED_MESSAGES.blocked);
    this.blocked = blocked;
  }
}

const pagesMemo = new WeakMap<ContentDb, { key: string; pages: Promise<Set<string>> }>();

/** The page paths of a build of the working copy, read again only after a write. */
async function workingPages(db: ContentDb): Promise<Set<string>> {
  const rev = await readContentRevision(db);
  const key = `${rev.databaseId}:${rev.revision}`;
  const kept = pagesMemo.get(db);
  if (kept?.key === key) return kept.pages;
  const pages = loadPageSources(db).then(sitePagePaths);
  pagesMemo.set(db, { key, pages });
  return pages;
}

const siteOf = (app: FastifyInstance) => ({ pages: () => workingPages(app.db), origin: new URL(app.config.siteUrl).origin });

/** Each item's warnings, by `type:item_id`. */
export function changeWarnings(app: FastifyInstance, refs: readonly ItemRef[]): Promise<Map<string, Warning[]>> {
  return warningsOfItems(app.db, refs, siteOf(app));
}

/** Broken internal links and untranslated fields of the whole working copy. */
export function siteContentHealth(app: FastifyInstance): Promise<ContentHealth> {
  return contentHealth(app.db, siteOf(app));
}

/** Refuses (PublishBlockedError) a publish of items with a warning the security policy blocks on. */
export async function assertPublishable(app: FastifyInstance, refs: readonly ItemRef[]): Promise<void> {
  const { blockPublishOn } = await getSecurity(app.db);
  if (blockPublishOn.length === 0 || refs.length === 0) return;
  const blocking = new Set<string>(blockPublishOn);
  const warnings = await changeWarnings(app, refs);
  const blocked = refs
    .map((ref) => ({ type: ref.type, item_id: ref.item_id, warnings: (warnings.get(itemKey(ref)) ?? []).filter((w) => blocking.has(w.code)) }))
    .filter((b) => b.warnings.length > 0);
  if (blocked.length > 0) throw new PublishBlockedError(blocked);
}
