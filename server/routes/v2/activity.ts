// /v2/api/activity and /v2/api/translations (issue 14): every change and publish, newest first,
// filterable; and every item whose English or Turkish text is missing or still equal to the other.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TYPE_NAMES } from '../../../content-db/history/content-types.ts';
import { listActivity } from '../../../content-db/history/queries.ts';
import { listTranslationGaps } from '../../../content-db/history/translations.ts';
import { listInMemory, type ListFields } from '../../../content-db/list-query.ts';
import { listQuerystring, paging, readList } from '../../lib/list-query.ts';
import { Envelope, ListPaging, errors } from '../../lib/schemas.ts';
import { ActivityEntrySchema, TranslationGapSchema } from '../../schemas/history.ts';

/**
 * The activity log is merged in code from three logs (changes, publishes, schedules), so its list query
 * runs in memory over the newest entries: all of the default 200, or this many when a search, sort or
 * page is asked (older entries are reached with from/to).
 */
const ACTIVITY_WINDOW = 2000;
const ACTIVITY_LIST: ListFields = { search: ['label', 'user_name', 'release_id'], sort: ['at', 'label'], text: ['label'] };
/** Translation gaps: `status` is the problem. */
const GAP_LIST: ListFields = {
  search: ['label', 'en', 'tr'],
  sort: ['label', 'content_type', 'field', 'problem'],
  text: ['label'],
  status: 'problem',
  statuses: ['missing_en', 'missing_tr', 'same', 'alt_missing'],
  id: 'item_id',
};

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD (UTC), included' });

const activity: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/activity',
    {
      config: { role: 'author', auth: 'required' },
      schema: {
        tags: ['history'],
        summary: 'Every change and every publish, newest first; a user or type filter shows changes only',
        querystring: listQuerystring(ACTIVITY_LIST, {
          user: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'user id' })),
          type: Type.Optional(Type.Union(CONTENT_TYPE_NAMES.map((n) => Type.Literal(n)))),
          from: Type.Optional(Day),
          to: Type.Optional(Day),
        }),
        response: { 200: Envelope({ activity: Type.Array(ActivityEntrySchema), ...ListPaging }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const q = request.query;
      const list = readList(request, ACTIVITY_LIST);
      const asked = list.q !== undefined || list.sort !== undefined || list.page !== undefined;
      // a build that ended since the last look is in the log before it is read
      await app.history.recordPublishes();
      const entries = await listActivity(app.db, {
        userId: q.user === undefined ? undefined : Number(q.user),
        type: q.type,
        from: q.from,
        to: q.to,
        limit: asked ? ACTIVITY_WINDOW : 200,
      });
      const listed = listInMemory(entries, list, ACTIVITY_LIST);
      return { success: true, activity: listed.rows, ...paging(list, listed) };
    },
  );

  app.get(
    '/translations',
    {
      config: { role: 'author', auth: 'required' },
      schema: {
        tags: ['history'],
        summary:
          'Every field whose English or Turkish text is missing or equal to the other language, with counts per content type (of every gap, whatever the query)',
        querystring: listQuerystring(GAP_LIST),
        response: {
          200: Envelope({ gaps: Type.Array(TranslationGapSchema), counts: Type.Record(Type.String(), Type.Integer()), ...ListPaging }),
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const list = readList(request, GAP_LIST);
      const gaps = await listTranslationGaps(app.db);
      const counts: Record<string, number> = {};
      for (const g of gaps) counts[g.content_type] = (counts[g.content_type] ?? 0) + 1;
      const listed = listInMemory(gaps, list, GAP_LIST);
      return { success: true, gaps: listed.rows, counts, ...paging(list, listed) };
    },
  );
};

export default activity;
