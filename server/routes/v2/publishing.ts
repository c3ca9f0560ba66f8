// /v2/api/publishing (issue 20): the publishing mode. `instant`: each write publishes the item it wrote;
// `review`: writes change the working copy only, until someone publishes. Switching publishes nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getPublishingMode, setPublishingMode } from '../../../content-db/live.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { PublishingAnswerProps, PublishingBody } from '../../schemas/workflow.ts';

const tags = ['publishing'];
const PublishingAnswer = Envelope(PublishingAnswerProps);

const publishing: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/publishing',
    {
      config: { role: 'author', auth: 'required' },
      schema: { tags, summary: 'The publishing mode: instant or review', response: { 200: PublishingAnswer, ...errors(401) } },
    },
    async () => ({ success: true, publishing: { mode: await getPublishingMode(app.db) } }),
  );

  app.put(
    '/publishing',
    {
      // the mode is no content: the switch builds nothing and publishes nothing that waits
      config: { role: 'administrator', auth: 'required', publishes: false },
      schema: {
        tags,
        summary: 'Sets the publishing mode; switching to instant publishes nothing that is waiting',
        body: PublishingBody,
        response: { 200: PublishingAnswer, ...errors(400, 401) },
      },
    },
    async (request) => {
      await setPublishingMode(app.db, request.body.mode);
      return { success: true, publishing: { mode: request.body.mode }, message: 'Publishing mode updated' };
    },
  );
};

export default publishing;
