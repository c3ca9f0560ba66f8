// GET /v2/api/changes/diff?type=&item= (issue 20): what an unpublished change would put live, field by
// field, for the admin's Changes screen. The live state is read from the live copy itself: the newest
// 'published' revision is not it for an item that went live before the workflow existed.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TYPE_NAMES, contentType } from '../../../content-db/history/content-types.ts';
import { diffStates } from '../../../content-db/history/diff.ts';
import { readState, type ItemState } from '../../../content-db/history/record.ts';
import { notFound } from '../../lib/errors.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { FieldChangeSchema } from '../../schemas/history.ts';

const parse = (state: string | undefined) => (state === undefined ? null : (JSON.parse(state) as ItemState));

const changesDiff: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/changes/diff',
    {
      config: { role: 'author', auth: 'required' },
      schema: {
        tags: ['publishing'],
        summary: "The fields an item's unpublished change differs in: live state before, working state after",
        // named as in /v2/api/revisions
        querystring: Type.Object({
          type: Type.Union(
            CONTENT_TYPE_NAMES.map((n) => Type.Literal(n)),
            { description: 'the content type' },
          ),
          item: Type.String({ pattern: '^[0-9]{1,15}$' }),
        }),
        response: { 200: Envelope({ changes: Type.Array(FieldChangeSchema) }), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const type = contentType(request.query.type)!;
      const id = Number(request.query.item);
      const live = parse(await readState(app.liveDb, type, id));
      const working = parse(await readState(app.db, type, id));
      if (!live && !working) throw notFound('Item');
      return { success: true, changes: diffStates(live, working) };
    },
  );
};

export default changesDiff;
