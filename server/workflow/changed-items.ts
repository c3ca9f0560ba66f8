// The items a publish, a discard, a schedule or a review mark names, checked before anything changes:
// each must exist in one of the copies (404 naming it) and differ between them (400), so a request
// about nothing changes nothing. Without a list, every unpublished change.
import type { FastifyInstance } from 'fastify';
import { itemVersion, type VersionedRef } from '../../content-db/item-versions.ts';
import { compareItem, listChanges, type ChangeAction, type ItemRef } from '../../content-db/live.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';

export const ITEM_CHANGED_MESSAGE = 'This item changed since you looked at it';

export interface ChangedItem extends ItemRef {
  label: string;
  action: ChangeAction;
  /** the version named, or the current one when none was */
  version: string;
}

/**
 * The named items (duplicates once), each with an unpublished change and, when the request named one, at
 * the version it named (409 otherwise); or every change when none is named.
 */
export async function changedItemsOf(app: FastifyInstance, refs: readonly VersionedRef[] | undefined): Promise<ChangedItem[]> {
  if (refs === undefined) {
    const all = (await listChanges(app.db, app.liveDb)).map(({ type, item_id, label, action, version }) => ({ type, item_id, label, action, version }));
    if (all.length === 0) throw badRequest('There are no unpublished changes');
    return all;
  }
  const seen = new Set<string>();
  const out: ChangedItem[] = [];
  for (const ref of refs) {
    const key = `${ref.type}:${ref.item_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(await changedItem(app, ref));
  }
  return out;
}

async function changedItem(app: FastifyInstance, ref: VersionedRef): Promise<ChangedItem> {
  const compared = await compareItem(app.db, app.liveDb, ref);
  if (!compared) throw notFound(`Item ${ref.type} ${ref.item_id}`);
  const version = await itemVersion(app.db, ref);
  if (ref.version !== undefined && ref.version !== version) throw conflict(ITEM_CHANGED_MESSAGE);
  if (!compared.action) throw badRequest(`${compared.label} has no unpublished changes`);
  return { type: ref.type, item_id: ref.item_id, label: compared.label, action: compared.action, version };
}

/** The references with the versions the request named (checked again in the data layer's own transaction). */
export const refsOf = (items: readonly ChangedItem[], named: readonly VersionedRef[] | undefined): VersionedRef[] =>
  items.map(({ type, item_id }) => {
    const version = named?.find((r) => r.type === type && r.item_id === item_id)?.version;
    return version === undefined ? { type, item_id } : { type, item_id, version };
  });
