// /v2/api/schedule (issue 20): the scheduled publishes (waiting, done, failed: what each published or
// why it failed) and cancelling one that waits. Schedules are made by POST /v2/api/changes/publish with `at`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cancelSchedule, listSchedules } from '../../../content-db/schedule.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { paramId } from '../../lib/request.ts';
import { Envelope, IdParams, errors } from '../../lib/schemas.ts';
import { ScheduleListAnswerProps } from '../../schemas/workflow.ts';
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
