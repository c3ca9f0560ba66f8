// /v2/api/schedule (issue 20): the scheduled publishes (waiting, done, failed: what each published or
// why it failed) and cancelling one that waits. Schedules are made by POST /v2/api/changes/publish with `at`,
// and scheduled take-downs (issue 33) by POST /v2/api/schedule/unpublish: at their time the items become
// inactive in both copies and the site is published (server/workflow/scheduler.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemVersion } from '../../../content-db/item-versions.ts';
import { compareItem } from '../../../content-db/live.ts';
import { cancelSchedule, createSchedule, listSchedules, type ScheduledItem } from '../../../content-db/schedule.ts';
import { inactiveValue } from '../../../content-db/take-down.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { paramId } from '../../lib/request.ts';
import { Envelope, IdParams, errors } from '../../lib/schemas.ts';
import { PublishAnswerProps, ScheduleListAnswerProps, UnpublishBody } from '../../schemas/workflow.ts';
import { futureTime } from './changes.ts';
import { ITEM_CHANGED_MESSAGE } from '../../workflow/changed-items.ts';
import { scheduleAnswer } from '../../workflow/schedule-answer.ts';

const tags = ['publishing'];

const schedule: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/schedule',
    {
      config: { role: 'author', auth: 'required' },
      schema: {
        tags,
        summary: 'Scheduled publishes: waiting ones soonest first, then finished ones newest first',
        response: { 200: Envelope(ScheduleListAnswerProps), ...errors(401) },
      },
    },
    async () => ({ success: true, schedule: (await listSchedules(app.db)).map(scheduleAnswer) }),
  );

  app.post(
    '/schedule/unpublish',
    {
      config: { role: 'editor', auth: 'required', publishes: false },
      schema: {
        tags,
        summary: 'Schedules a take-down: at `at` the items become inactive in both copies and the site is published',
        body: UnpublishBody,
        response: { 200: Envelope({ schedule: PublishAnswerProps.schedule, replaced: PublishAnswerProps.replaced }), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const at = futureTime(request.body.at);
      const items: ScheduledItem[] = [];
      const seen = new Set<string>();
      for (const ref of request.body.items) {
        const key = `${ref.type}:${ref.item_id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const compared = await compareItem(app.db, app.liveDb, ref);
        if (!compared) throw notFound(`Item ${ref.type} ${ref.item_id}`);
        // as a publish, a discard or a ready mark: a take-down naming a version that is no longer current is refused
        if (ref.version !== undefined && ref.version !== (await itemVersion(app.db, ref))) throw conflict(ITEM_CHANGED_MESSAGE);
        if ((await inactiveValue(app.db, ref.type)) === null) throw badRequest(`${compared.label || ref.type} cannot be taken down: it has no active switch`);
        items.push({ type: ref.type, item_id: ref.item_id, label: compared.label });
      }
      const made = await app.scheduler.exclusive(() =>
        createSchedule(app.db, { at, items, userId: request.viewer?.id ?? null, userName: request.viewer?.name ?? null, action: 'unpublish' }),
      );
      app.scheduler.wake();
      return { success: true, message: 'Take-down scheduled', schedule: scheduleAnswer(made.schedule), replaced: made.replaced };
    },
  );

  app.delete(
    '/schedule/:id',
    {
      config: { role: 'editor', auth: 'required', publishes: false },
      schema: { tags, summary: 'Cancels a waiting scheduled publish', params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404, 409) } },
    },
    async (request) => {
      const id = paramId(request);
      const before = await app.scheduler.exclusive(() => cancelSchedule(app.db, id));
      if (before === undefined || before === 'cancelled') throw notFound('Scheduled publishing');
      if (before !== 'waiting') throw conflict(`This scheduled publishing has already run (${before}) and cannot be cancelled`);
      app.scheduler.wake();
      return { success: true, message: 'Scheduled publishing cancelled' };
    },
  );
};

export default schedule;
