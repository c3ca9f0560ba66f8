import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pingDatabase } from '../../../content-db/open.ts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        security: [],
        response: { 200: Type.Object({ success: Type.Boolean(), status: Type.String() }) },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { success: true, status: 'ok' };
    },
  );
};

export default health;
