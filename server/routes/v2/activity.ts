// /v2/api/activity and /v2/api/translations (issue 14): every change and publish, newest first,
// filterable; and every item whose English or Turkish text is missing or still equal to the other.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TYPE_NAMES } from '../../../content-db/history/content-types.ts';
import { listActivity } from '../../../content-db/history/queries.ts';
import { listTranslationGaps } from '../../../content-db/history/translations.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { ActivityEntrySchema, TranslationGapSchema } from '../../schemas/history.ts';

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD (UTC), included' });

const activity: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/activity',
    {
      config: { role: 'author', auth: 'required' },
      schema: {
        tags: ['history'],
        summary: 'Every change and every publish, newest first; a user or type filter shows changes only',
        querystring: Type.Object({
          user: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'user id' })),
          type: Type.Optional(Type.Union(CONTENT_TYPE_NAMES.map((n) => Type.Literal(n)))),
          from: Type.Optional(Day),
          to: Type.Optional(Day),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 200 })),
        }),
        response: { 200: Envelope({ activity: Type.Array(ActivityEntrySchema) }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const q = request.query;
      // a build that ended since the last look is in the log before it is read
      await app.history.recordPublishes();
      const entries = await listActivity(app.db, {
        userId: q.user === undefined ? undefined : Number(q.user),
        type: q.type,
        from: q.from,
        to: q.to,
        limit: q.limit ?? 200,
      });
      return { success: true, activity: entries };
    },
  );

  app.get(
    '/translations',
    {
      config: { role: 'author', auth: 'required' },
      schema: {
        tags: ['history'],
        summary: 'Every field whose English or Turkish text is missing or equal to the other language, with counts per content type',
        response: {
          200: Envelope({ gaps: Type.Array(TranslationGapSchema), counts: Type.Record(Type.String(), Type.Integer()) }),
          ...errors(401),
        },
      },
    },
    async () => {
      const gaps = await listTranslationGaps(app.db);
      const counts: Record<string, number> = {};
      for (const g of gaps) counts[g.content_type] = (counts[g.content_type] ?? 0) + 1;
      return { success: true, gaps, counts };
    },
  );
};

export default activity;
