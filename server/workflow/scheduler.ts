// Scheduled publishing runs here (DESIGN.md "Editorial workflow": scheduling is data, not a timer).
// The schedules are rows of publish_schedule (content-db/schedule.ts); one timer looks at the table at
// least every few seconds, and sooner when the next schedule is due sooner, so a restart, a clock
// change or a schedule made by another path loses nothing: on start it runs what came due while the
// server was down. A run publishes in-process (app.publishing), never through the server's own URL.
// Each run ends recorded: done with what it published, or failed with the error, which the schedule
// list and the activity log show.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { withActorScope } from '../../content-db/history/actor.ts';
import { itemVersion, type VersionedRef } from '../../content-db/item-versions.ts';
import { changedItems, compareItem, versionIsLive } from '../../content-db/live.ts';
import { dueSchedules, finishSchedule, nextWaitingAt, type ScheduleRow } from '../../content-db/schedule.ts';
import { takeDown } from '../../content-db/take-down.ts';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** The longest the table goes unread while the server runs. */
export const POLL_MS = 5_000;

export class Scheduler {
  readonly #app: FastifyInstance;
  readonly #pollMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  /** the schedule table's writers, one at a time: a run, a new schedule, a cancel */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(app: FastifyInstance, pollMs = POLL_MS) {
    this.#app = app;
    this.#pollMs = pollMs;
  }

  /** Runs what is due now (what came due while the server was down), then keeps watching. */
  start(): void {
    this.#running = true;
    void this.#tick();
  }

  /** Stops watching; a run under way finishes first. */
  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    await this.#queue.catch(() => undefined);
  }

  /**
   * Runs `work` when no run, schedule or cancel is under way, so a schedule is never changed while it
   * runs. Callers that changed the table call wake() after.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(work);
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** A schedule was added or cancelled: the timer aims at the (new) next one. */
  wake(): void {
    if (this.#running) void this.#plan();
  }

  /** Runs every waiting schedule whose time has come, oldest first. */
  runDue(now = new Date()): Promise<void> {
    return this.exclusive(async () => {
      for (const schedule of await dueSchedules(this.#app.db, now)) await this.#run(schedule);
    });
  }

  async #tick(): Promise<void> {
    try {
      await this.runDue();
    } catch (err) {
      // the table could not be read or written (disk full, locked): try again at the next look
      this.#app.log.error({ err }, 'scheduled publishing');
    }
    await this.#plan();
  }

  async #plan(): Promise<void> {
    // stopped: the databases may be closing
    if (!this.#running) return;
    let delay = this.#pollMs;
    try {
      const next = await nextWaitingAt(this.#app.db);
      if (next !== null) delay = Math.min(delay, Math.max(0, Date.parse(next) - Date.now()));
    } catch (err) {
      this.#app.log.error({ err }, 'scheduled publishing');
    }
    if (!this.#running) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), delay);
    this.#timer.unref();
  }

  async #run(schedule: ScheduleRow): Promise<void> {
    if (schedule.action === 'unpublish') return this.#takeDown(schedule);
    const app = this.#app;
    const refs: VersionedRef[] = schedule.items ?? (await changedItems(app.db));
    const pending: VersionedRef[] = [];
    const gone: string[] = [];
    for (const ref of refs) {
      const label = schedule.items?.find((i) => i.type === ref.type && i.item_id === ref.item_id)?.label ?? `${ref.type} ${ref.item_id}`;
      // an item published or discarded meanwhile (or removed from both copies) has nothing left to
      // publish, unless it was edited after the schedule: then the version scheduled still goes live
      const change = (await compareItem(app.db, app.liveDb, ref))?.action;
      const movedOn = ref.version !== undefined && (await itemVersion(app.db, ref)) !== ref.version && !(await versionIsLive(app.db, app.liveDb, ref));
      if (change || movedOn)
        pending.push(ref.version === undefined ? { type: ref.type, item_id: ref.item_id } : { type: ref.type, item_id: ref.item_id, version: ref.version });
      else gone.push(label);
    }
    const note = gone.length ? `No unpublished changes left (published or discarded meanwhile): ${gone.join(', ')}` : '';
    if (pending.length === 0) {
      await finishSchedule(app.db, schedule.id, 'done', note || 'Nothing to publish');
      return;
    }
    try {
      // the revisions the publish leaves name the person who scheduled it; each item goes live as it was
      // when scheduled (its version), whatever was edited since
      const outcome = await withActorScope({ userId: schedule.user_id, touched: [] }, () =>
        app.publishing.publish(pending, { reason: `scheduled publishing #${schedule.id}`, versions: 'pinned' }),
      );
      const published = `Published: ${outcome.items.map((i) => i.label).join(', ') || 'nothing (no differences left)'}`;
      await finishSchedule(app.db, schedule.id, 'done', [published, note].filter(Boolean).join('\n'));
      app.log.info({ schedule: schedule.id, items: outcome.items.length }, 'scheduled publishing done');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      app.log.error({ err, schedule: schedule.id }, 'scheduled publishing failed');
      await finishSchedule(app.db, schedule.id, 'failed', [`Publishing failed: ${message}`, note].filter(Boolean).join('\n'));
    }
  }
  /**
   * A scheduled take-down: each item made inactive in both copies (the working copy first, as its own
   * switch would, then the live copy), so nothing else waiting in the working copy goes live with it,
   * and the site is published.
   */
  async #takeDown(schedule: ScheduleRow): Promise<void> {
    const app = this.#app;
    const taken: string[] = [];
    const gone: string[] = [];
    try {
      await withActorScope({ userId: schedule.user_id, touched: [] }, async () => {
        for (const item of schedule.items ?? []) {
          const inWorking = await takeDown(app.db, item);
          const inLive = await takeDown(app.liveDb, item);
          (inWorking || inLive ? taken : gone).push(item.label);
        }
      });
      if (taken.length) app.publisher.request(`scheduled take-down #${schedule.id}: ${taken.join(', ')}`);
      const log = [taken.length ? `Taken down: ${taken.join(', ')}` : 'Nothing to take down', gone.length ? `Deleted meanwhile: ${gone.join(', ')}` : '']
        .filter(Boolean)
        .join('\n');
      await finishSchedule(app.db, schedule.id, 'done', log);
      app.log.info({ schedule: schedule.id, items: taken.length }, 'scheduled take-down done');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      app.log.error({ err, schedule: schedule.id }, 'scheduled take-down failed');
      await finishSchedule(app.db, schedule.id, 'failed', `Taking down failed: ${message}`);
    }
  }
}

export default fp(
  async function scheduler(app: FastifyInstance) {
    const instance = new Scheduler(app);
    app.decorate('scheduler', instance);
    app.addHook('onReady', async () => instance.start());
    // before the content plugin's onClose closes the databases: a run under way ends first
    app.addHook('preClose', async () => instance.stop());
  },
  { name: 'scheduler' },
);
