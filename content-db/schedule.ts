// Scheduled publishing (issue 20) as data: a row per publish that waits for its time (UTC ISO), run by
// the server's scheduler (server/workflow/scheduler.ts) and kept with what it did. An item is waited
// for by one schedule of each action at most: a later schedule of an item takes it out of the earlier
// one of the same action. The action (issue 33) is 'publish', or 'unpublish': a scheduled take-down.
import type { ItemRef } from './live.ts';
import type { ContentDb } from './open.ts';
import type { ScheduleAction, ScheduleState } from './schema.ts';

export type { ScheduleAction };

/** An item as a schedule keeps it: with its name when it was scheduled, for lists once it is gone. */
export interface ScheduledItem extends ItemRef {
  label: string;
  /** the version it publishes (content-db/item-versions.ts): the item as it was when scheduled */
  version?: string;
}

export interface ScheduleRow {
  id: number;
  at: string;
  /** null: every change there is when it runs (schedules made by the API always name their items) */
  items: ScheduledItem[] | null;
  user_id: number | null;
  user_name: string | null;
  state: ScheduleState;
  log: string;
  created_at: string;
  finished_at: string | null;
  action: ScheduleAction;
}

type Stored = Omit<ScheduleRow, 'items'> & { items: string | null };

const toRow = (r: Stored): ScheduleRow => ({ ...r, items: r.items === null ? null : (JSON.parse(r.items) as ScheduledItem[]) });
const keyOf = (ref: ItemRef) => `${ref.type}:${ref.item_id}`;
/** The log keeps a failure's message and what a run published, not pages of it. */
const LOG_LIMIT = 4000;

export async function getSchedule(db: ContentDb, id: number): Promise<ScheduleRow | undefined> {
  const row = await db.selectFrom('publish_schedule').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRow(row as Stored);
}

/** What the admin lists: waiting ones soonest first, then the finished ones, newest first (cancelled ones are gone). */
export async function listSchedules(db: ContentDb, finishedLimit = 100): Promise<ScheduleRow[]> {
  const waiting = await db.selectFrom('publish_schedule').selectAll().where('state', '=', 'waiting').orderBy('at').orderBy('id').execute();
  const finished = await db
    .selectFrom('publish_schedule')
    .selectAll()
    .where('state', 'in', ['done', 'failed'])
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(finishedLimit)
    .execute();
  return [...waiting, ...finished].map((r) => toRow(r as Stored));
}

/** Waiting schedules whose time has come, oldest first. */
export async function dueSchedules(db: ContentDb, now: Date): Promise<ScheduleRow[]> {
  const rows = await db
    .selectFrom('publish_schedule')
    .selectAll()
    .where('state', '=', 'waiting')
    .where('at', '<=', now.toISOString())
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((r) => toRow(r as Stored));
}

/** The time of the next waiting schedule, if any. */
export async function nextWaitingAt(db: ContentDb): Promise<string | null> {
  const row = await db.selectFrom('publish_schedule').select('at').where('state', '=', 'waiting').orderBy('at').limit(1).executeTakeFirst();
  return row?.at ?? null;
}

/**
 * For each item a waiting publish schedule names, the earliest time one publishes it; `all` is the earliest
 * schedule of every change (items null), which covers any item.
 */
export async function waitingTimes(db: ContentDb): Promise<{ byItem: Map<string, string>; all: string | null }> {
  const byItem = new Map<string, string>();
  let all: string | null = null;
  const waiting = await db.selectFrom('publish_schedule').selectAll().where('state', '=', 'waiting').where('action', '=', 'publish').orderBy('at').execute();
  for (const s of waiting.map((r) => toRow(r as Stored))) {
    if (s.items === null) all ??= s.at;
    else for (const item of s.items) if (!byItem.has(keyOf(item))) byItem.set(keyOf(item), s.at);
  }
  return { byItem, all };
}

/** The earliest waiting time that covers the item, or null. */
export function scheduledAt(times: Awaited<ReturnType<typeof waitingTimes>>, ref: ItemRef): string | null {
  const own = times.byItem.get(keyOf(ref)) ?? null;
  if (own === null || times.all === null) return own ?? times.all;
  return own < times.all ? own : times.all;
}

/**
 * Adds a waiting schedule of the items at `at` and takes them out of every other waiting schedule (an
 * item waits for one time only: the newest asked). A schedule left with no item is cancelled. Answers
 * the new schedule and the ids of the schedules it took items from.
 */
export async function createSchedule(
  db: ContentDb,
  s: { at: Date; items: ScheduledItem[]; userId: number | null; userName: string | null; action?: ScheduleAction },
): Promise<{ schedule: ScheduleRow; replaced: number[] }> {
  const action = s.action ?? 'publish';
  return db.transaction().execute(async (trx) => {
    const keys = new Set(s.items.map(keyOf));
    const replaced: number[] = [];
    const waiting = (await trx.selectFrom('publish_schedule').selectAll().where('state', '=', 'waiting').where('action', '=', action).execute()).map((r) =>
      toRow(r as Stored),
    );
    for (const other of waiting) {
      if (other.items === null || !other.items.some((i) => keys.has(keyOf(i)))) continue;
      const kept = other.items.filter((i) => !keys.has(keyOf(i)));
      replaced.push(other.id);
      await trx
        .updateTable('publish_schedule')
        .set(
          kept.length
            ? { items: JSON.stringify(kept) }
            : { state: 'cancelled', log: 'Replaced by a later schedule of its items', finished_at: new Date().toISOString() },
        )
        .where('id', '=', other.id)
        .execute();
    }
    const inserted = await trx
      .insertInto('publish_schedule')
      .values({ at: s.at.toISOString(), items: JSON.stringify(s.items), user_id: s.userId, user_name: s.userName, action })
      .returning('id')
      .executeTakeFirstOrThrow();
    const schedule = (await getSchedule(trx, inserted.id))!;
    return { schedule, replaced };
  });
}

/** Cancels a waiting schedule; answers its state before (undefined: no such schedule). */
export async function cancelSchedule(db: ContentDb, id: number): Promise<ScheduleState | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('publish_schedule').select('state').where('id', '=', id).executeTakeFirst();
    if (row?.state === 'waiting') {
      await trx
        .updateTable('publish_schedule')
        .set({ state: 'cancelled', log: 'Cancelled', finished_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    }
    return row?.state;
  });
}

/** Records how a run ended. */
export async function finishSchedule(db: ContentDb, id: number, state: 'done' | 'failed', log: string, at = new Date()): Promise<void> {
  await db
    .updateTable('publish_schedule')
    .set({ state, log: log.slice(0, LOG_LIMIT), finished_at: at.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** A finished scheduled publish as the activity log shows it. */
export interface ScheduleActivityEntry {
  kind: 'schedule';
  id: number;
  /** when it ran */
  at: string;
  /** when it was due */
  scheduled_at: string;
  state: 'done' | 'failed';
  items: ScheduledItem[];
  user_id: number | null;
  user_name: string | null;
  log: string;
  action: ScheduleAction;
}

/** Finished scheduled publishes for the activity log (content-db/history/queries.ts), newest first. */
export async function scheduleActivity(db: ContentDb, f: { userId?: number; from?: string; to?: string; limit: number }): Promise<ScheduleActivityEntry[]> {
  let q = db.selectFrom('publish_schedule').selectAll().where('state', 'in', ['done', 'failed']).where('finished_at', 'is not', null);
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.from) q = q.where('finished_at', '>=', f.from);
  if (f.to) q = q.where('finished_at', '<=', f.to);
  const rows = await q.orderBy('finished_at', 'desc').limit(f.limit).execute();
  return rows.map((r) => {
    const s = toRow(r as Stored);
    return {
      kind: 'schedule',
      id: s.id,
      at: s.finished_at!,
      scheduled_at: s.at,
      state: s.state as 'done' | 'failed',
      items: s.items ?? [],
      user_id: s.user_id,
      user_name: s.user_name,
      log: s.log,
      action: s.action,
    };
  });
}
