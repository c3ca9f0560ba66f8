// GET, PUT /v2/api/security (API.md "Two-factor sign-in"): who must sign in with a second factor, and
// the warnings that block a publish (stored and answered here; the publish route reads them).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMINISTRATOR } from '../../lib/roles.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { PublishWarningsSchema, Require2faSchema, SecuritySchema } from '../../schemas/two-factor.ts';
import { getSecurity, saveSecurity } from '../../../content-db/two-factor.ts';

const tags = ['auth'];
const SecurityAnswer = Envelope({ security: SecuritySchema });

const security: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/security',
    {
      config: { ...ADMINISTRATOR, auth: 'required' },
      schema: { tags, summary: 'The security policy', response: { 200: SecurityAnswer, ...errors(401) } },
    },
    async () => ({ success: true, security: await getSecurity(app.db) }),
  );

  app.put(
    '/security',
    {
      // a policy is no content: nothing is built
      config: { ...ADMINISTRATOR, publishes: false },
      schema: {
        tags,
        summary: 'Changes the security policy: the fields given, the rest stays',
        body: Type.Object({ require2fa: Type.Optional(Require2faSchema), blockPublishOn: Type.Optional(PublishWarningsSchema) }),
        response: { 200: SecurityAnswer, ...errors(400, 401) },
      },
    },
    async (request) => ({ success: true, security: await saveSecurity(app.db, request.body), message: 'Security settings saved' }),
  );
};

export default security;
