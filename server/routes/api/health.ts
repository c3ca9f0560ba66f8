import { Type } from 'typebox';
import { sql } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

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
      await sql`select 1`.execute(app.db);
      return { success: true, status: 'ok' };
    },
  );
};

export default health;
