// DELETE /api/users/{id}/2fa (API.md "Two-factor sign-in"): an administrator turns a user's second factor
// off, for a lost phone; the user signs in with the password alone and may set it up again.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getUser } from '../../../content-db/users.ts';
import { found } from '../../lib/errors.ts';
import { ADMINISTRATOR } from '../../lib/roles.ts';
import { Envelope, IdParams, errors } from '../../lib/schemas.ts';
import { UserSchema } from '../../schemas/users.ts';
import { disableFactor } from '../../../content-db/two-factor.ts';

const usersTwoFactor: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/users/:id/2fa',
    {
      config: { ...ADMINISTRATOR, publishes: false },
      schema: {
        tags: ['users'],
        summary: "Turn a user's two-factor sign-in off (a lost phone)",
        params: IdParams,
        response: { 200: Envelope({ data: UserSchema }), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      found(await getUser(app.db, id), 'User');
      await disableFactor(app.db, id);
      return { success: true, data: (await getUser(app.db, id))!, message: 'Two-factor sign-in is off' };
    },
  );
};

export default usersTwoFactor;
