// /v2/api/changes (issue 20): the items whose working copy differs from the live copy, and what a
// person does with them: publish now or at a time, discard, mark ready for review. Every item named is
// checked before anything changes (server/workflow/changed-items.ts). None of these routes asks for a
// build by being a write: a publish asks for its own (publishAndBuild), a schedule when it runs. Each
// change carries its warnings; a publish of one the security policy blocks on is a 409 (app.publishing).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ItemChangedError } from '../../../content-db/item-versions.ts';
import { listChanges, markReady, LiveConflictError, UnknownItemError } from '../../../content-db/live.ts';
import { createSchedule, scheduledAt, waitingTimes } from '../../../content-db/schedule.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { ChangesAnswerProps, DiscardAnswerProps, ItemsBody, PublishAnswerProps, PublishBody, ReadyBody } from '../../schemas/workflow.ts';
import { ITEM_CHANGED_MESSAGE, changedItemsOf, refsOf } from '../../workflow/changed-items.ts';
import { scheduleAnswer } from '../../workflow/schedule-answer.ts';
import { changeWarnings } from '../../workflow/warnings.ts';
import { itemKey } from '../../../content-db/item-warnings.ts';

const tags = ['publishing'];

/** A time with its zone: a bare "09:00" would mean whatever zone the server runs in. */
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** Whether the date part is a day of the calendar (Date.parse takes February 30 for March 2). */
function realDay(at: string): boolean {
  const [y, m, d] = at.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The time of a scheduled publish: an ISO time with its zone, in the future. */
export function futureTime(at: string, now = Date.now()): Date {
  const ms = ZONED_TIME.test(at) && realDay(at) ? Date.parse(at) : NaN;
  if (Number.isNaN(ms)) throw badRequest('The publishing time must be an ISO date and time with its time zone, e.g. 2026-03-02T09:00:00+03:00');
  if (ms <= now) throw badRequest('The publishing time must be in the future');
  return new Date(ms);
}

/** The data layer's refusals as the client's 4xx. */
async function asClientError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UnknownItemError) throw notFound(`Item ${err.ref.type} ${err.ref.item_id}`);
    if (err instanceof LiveConflictError) throw conflict(err.message);
    // a write landed between the request's check and the data layer's own
    if (err instanceof ItemChangedError) throw conflict(ITEM_CHANGED_MESSAGE);
    throw err;
  }
}

const changes: FastifyPluginAsyncTypebox = async (app) => {
  /** Every change with the earliest waiting schedule that publishes it, and its warnings (issue 34). */
  const changesWithSchedule = async () => {
    const list = await listChanges(app.db, app.liveDb);
    const times = await waitingTimes(app.db);
    const warnings = await changeWarnings(app, list);
    return list.map((c) => ({ ...c, scheduled_at: scheduledAt(times, c), warnings: warnings.get(itemKey(c)) ?? [] }));
  };

  app.get(
    '/changes',
    {
      config: { role: 'author', auth: 'required' },
      schema: {
        tags,
        summary: 'Every item whose working state differs from its live state, newest first',
        response: { 200: Envelope(ChangesAnswerProps), ...errors(401) },
      },
    },
    async () => {
      const list = await changesWithSchedule();
      return { success: true, changes: list, count: list.length };
    },
  );

  app.post(
    '/changes/publish',
    {
      config: { role: 'editor', auth: 'required', publishes: false },
      schema: {
        tags,
        summary: 'Publishes the items (without `items`: every change) now, or schedules it at a future `at`',
        body: PublishBody,
        response: { 200: Envelope(PublishAnswerProps), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const at = request.body.at === undefined ? undefined : futureTime(request.body.at);
      const items = await changedItemsOf(app, request.body.items);
      if (at) {
        const made = await app.scheduler.exclusive(() =>
          createSchedule(app.db, {
            at,
            // each item as it is now (or at the version named): a later edit stays an unpublished change
            items: items.map(({ type, item_id, label, version }) => ({ type, item_id, label, version })),
            userId: request.viewer?.id ?? null,
            userName: request.viewer?.name ?? null,
          }),
        );
        app.scheduler.wake();
        return { success: true, message: 'Publishing scheduled', schedule: scheduleAnswer(made.schedule), replaced: made.replaced };
      }
      const outcome = await asClientError(() => app.publishing.publish(refsOf(items, request.body.items)));
      return {
        success: true,
        message: 'Changes published',
        published: outcome.items,
        build: { ...app.publisher.status(), upToDate: await app.publisher.upToDate() },
      };
    },
  );

  app.post(
    '/changes/discard',
    {
      config: { role: 'editor', auth: 'required', publishes: false },
      schema: {
        tags,
        summary: "Brings each item's working copy back to its live state (files too)",
        body: ItemsBody,
        response: { 200: Envelope(DiscardAnswerProps), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const items = await changedItemsOf(app, request.body.items);
      const outcome = await asClientError(() => app.publishing.discard(refsOf(items, request.body.items)));
      return { success: true, message: 'Changes discarded', discarded: outcome.items };
    },
  );

  app.post(
    '/changes/ready',
    {
      config: { role: 'author', auth: 'required', publishes: false },
      schema: {
        tags,
        summary: 'Marks items ready for review, or not (with an optional note for their author)',
        body: ReadyBody,
        response: { 200: Envelope(ChangesAnswerProps), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const items = await changedItemsOf(app, request.body.items);
      await asClientError(() => markReady(app.db, refsOf(items, request.body.items), request.body.ready, request.body.note));
      const list = await changesWithSchedule();
      return { success: true, changes: list, count: list.length };
    },
  );
};

export default changes;
