// The items a publish, a discard, a schedule or a review mark names, checked before anything changes:
// each must exist in one of the copies (404 naming it) and differ between them (400), so a request
// about nothing changes nothing. Without a list, every unpublished change.
import type { FastifyInstance } from 'fastify';
import { compareItem, listChanges, type ChangeAction, type ItemRef } from '../../content-db/live.ts';
import { badRequest, notFound } from '../lib/errors.ts';

export interface ChangedItem extends ItemRef {
  label: string;
  action: ChangeAction;
}

/** The named items (duplicates once), each with an unpublished change; or every change when none is named. */
export async function changedItemsOf(app: FastifyInstance, refs: readonly ItemRef[] | undefined): Promise<ChangedItem[]> {
  if (refs === undefined) {
    const all = (await listChanges(app.db, app.liveDb)).map(({ type, item_id, label, action }) => ({ type, item_id, label, action }));
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

async function changedItem(app: FastifyInstance, ref: ItemRef): Promise<ChangedItem> {
  const compared = await compareItem(app.db, app.liveDb, ref);
  if (!compared) throw notFound(`Item ${ref.type} ${ref.item_id}`);
  if (!compared.action) throw badRequest(`${compared.label} has no unpublished changes`);
  return { type: ref.type, item_id: ref.item_id, label: compared.label, action: compared.action };
}

/** Just the references, for the data layer. */
export const refsOf = (items: readonly ItemRef[]): ItemRef[] => items.map(({ type, item_id }) => ({ type, item_id }));
