// Reads of the history for the API: an item's revisions with what each changed, the items deleted
// and not restored, and the activity log (changes and publishes, newest first).
import { sql, type Kysely } from 'kysely';
import { diffStates, type FieldChange } from './diff.ts';
import type { ItemState, READY_CLEARED, RevisionAction } from './record.ts';
import type { RevisionRow } from './restore.ts';
import { scheduleActivity, type ScheduleActivityEntry } from '../schedule.ts';
import type { ContentDb } from '../open.ts';

export interface RevisionSummary {
  id: number;
  content_type: string;
  item_id: number;
  parent_id: number | null;
  action: RevisionAction;
  label: string;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
  /** the fields this revision changed compared with the one before it */
  changes: FieldChange[];
}

const parse = (state: string | undefined) => (state ? (JSON.parse(state) as ItemState) : null);

/** An item's revisions, newest first, each with its changes against the revision before it. */
export async function listRevisions(db: Kysely<any>, type: string, itemId: number): Promise<RevisionSummary[]> {
  const { rows } = await sql<RevisionRow>`
    SELECT * FROM revisions WHERE content_type = ${type} AND item_id = ${itemId} ORDER BY id DESC`.execute(db);
  return rows.map((r, i) => {
    const { state, content_rev: _rev, ...rest } = r;
    // a delete keeps the state from before it: it changed nothing but the item's existence
    const changes = r.action === 'deleted' ? [] : diffStates(parse(rows[i + 1]?.state), parse(state));
    return { ...rest, changes };
  });
}

export interface DeletedItem {
  revision_id: number;
  content_type: string;
  item_id: number;
  label: string;
  user_name: string | null;
  deleted_at: string;
}

/** Items whose newest revision is their delete, newest delete first. */
export async function listDeleted(db: Kysely<any>): Promise<DeletedItem[]> {
  const { rows } = await sql<DeletedItem>`
    SELECT r.id AS revision_id, r.content_type, r.item_id, r.label, r.user_name, r.created_at AS deleted_at
    FROM revisions r
    WHERE r.action = 'deleted'
      AND r.id = (SELECT max(id) FROM revisions x WHERE x.content_type = r.content_type AND x.item_id = r.item_id)
    ORDER BY r.id DESC`.execute(db);
  return rows;
}

export interface ActivityFilter {
  userId?: number;
  type?: string;
  /** ISO dates (YYYY-MM-DD), both days included */
  from?: string;
  to?: string;
  limit: number;
}

export interface ChangeEntry {
  kind: 'change';
  id: number;
  at: string;
  content_type: string;
  item_id: number;
  action: RevisionAction | typeof READY_CLEARED;
  label: string;
  user_id: number | null;
  user_name: string | null;
  revision_id: number | null;
}

export interface PublishEntry {
  kind: 'publish';
  id: number;
  at: string;
  release_id: string;
  ok: boolean;
  pages: number;
  ms: number;
  log: string;
  /** what went wrong in a publish that still went live (the kept renderer failed: a whole build made it); '' when nothing did */
  warning: string;
  /** the changes this publish was the first to carry to the site */
  changes: Array<Pick<ChangeEntry, 'id' | 'content_type' | 'item_id' | 'action' | 'label'>>;
}

export type ActivityEntry = ChangeEntry | PublishEntry | ScheduleActivityEntry;

const dayEnd = (d: string) => `${d}T23:59:59.999Z`;

export async function listActivity(db: Kysely<any>, f: ActivityFilter): Promise<ActivityEntry[]> {
  const where = [sql`1 = 1`];
  if (f.userId !== undefined) where.push(sql`user_id = ${f.userId}`);
  if (f.type) where.push(sql`content_type = ${f.type}`);
  if (f.from) where.push(sql`created_at >= ${f.from}`);
  if (f.to) where.push(sql`created_at <= ${dayEnd(f.to)}`);
  const { rows: changes } = await sql<Omit<ChangeEntry, 'kind' | 'at'> & { created_at: string }>`
    SELECT id, content_type, item_id, action, label, user_id, user_name, revision_id, created_at FROM change_log
    WHERE ${sql.join(where, sql` AND `)} ORDER BY id DESC LIMIT ${f.limit}`.execute(db);
  const out: ActivityEntry[] = changes.map(({ created_at, ...c }) => ({ kind: 'change', at: created_at, ...c }));
  // publishes have no user or content type: they show only when the list is not narrowed to one
  if (f.userId === undefined && !f.type) {
    const pw = [sql`1 = 1`];
    if (f.from) pw.push(sql`finished_at >= ${f.from}`);
    if (f.to) pw.push(sql`finished_at <= ${dayEnd(f.to)}`);
    const { rows: publishes } = await sql<{
      id: number;
      release_id: string;
      ok: number;
      pages: number;
      ms: number;
      log: string;
      warning: string;
      finished_at: string;
      content_rev: number | null;
    }>`
      SELECT id, release_id, ok, pages, ms, log, warning, finished_at, content_rev FROM publish_log
      WHERE ${sql.join(pw, sql` AND `)} ORDER BY id DESC LIMIT ${f.limit}`.execute(db);
    for (const p of publishes) {
      let carried: PublishEntry['changes'] = [];
      if (p.ok && p.content_rev !== null) {
        const { rows: before } = await sql<{ rev: number | null }>`
          SELECT max(content_rev) AS rev FROM publish_log WHERE ok = 1 AND id < ${p.id} AND content_rev IS NOT NULL`.execute(db);
        const { rows } = await sql<PublishEntry['changes'][number]>`
          SELECT id, content_type, item_id, action, label FROM change_log
          WHERE live_rev > ${before[0]?.rev ?? -1} AND live_rev <= ${p.content_rev} ORDER BY id DESC LIMIT 200`.execute(db);
        carried = rows;
      }
      out.push({
        kind: 'publish',
        id: p.id,
        at: p.finished_at,
        release_id: p.release_id,
        ok: p.ok === 1,
        pages: p.pages,
        ms: p.ms,
        log: p.log,
        warning: p.warning,
        changes: carried,
      });
    }
  }
  // a scheduled publish that ran (or failed: never lost silently) belongs to no one content type
  if (!f.type) out.push(...(await scheduleActivity(db as ContentDb, { ...f, to: f.to && dayEnd(f.to) })));
  return out.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, f.limit);
}

export interface PublishRecord {
  release_id: string;
  ok: boolean;
  pages: number;
  ms: number;
  started_at: string;
  finished_at: string;
  content_rev: number | null;
  log: string;
  /** BuildAttempt.warning */
  warning?: string;
}

/** Records a build attempt once (by its release id). */
export async function recordPublish(db: Kysely<any>, p: PublishRecord): Promise<void> {
  await sql`
    INSERT OR IGNORE INTO publish_log (release_id, ok, pages, ms, started_at, finished_at, content_rev, log, warning)
    VALUES (${p.release_id}, ${p.ok ? 1 : 0}, ${p.pages}, ${p.ms}, ${p.started_at}, ${p.finished_at}, ${p.content_rev}, ${p.log.slice(-2000)},
      ${(p.warning ?? '').slice(-2000)})`.execute(db);
}
