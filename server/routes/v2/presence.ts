// POST /v2/api/presence (API.md "presence"): the item screens say every 20 s which item is open, and
// hear who else has it open. Any role; writes nothing to the content.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTHOR } from '../../lib/roles.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { ContentTypeNameSchema, EditorSchema } from '../../schemas/workflow.ts';
import { Presence } from '../../workflow/presence.ts';

const presence: FastifyPluginAsyncTypebox = async (app) => {
  const people = new Presence();
  app.post(
    '/presence',
    {
      config: { ...AUTHOR, auth: 'required', publishes: false },
      schema: {
        tags: ['publishing'],
        summary: 'Says this item is open here; answers the other people who had it open in the last 45 s',
        body: Type.Object({ type: ContentTypeNameSchema, item_id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Envelope({ editors: Type.Array(EditorSchema) }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      return { success: true, editors: people.here(request.body, { id: viewer.id, name: viewer.name }) };
    },
  );
};

export default presence;
