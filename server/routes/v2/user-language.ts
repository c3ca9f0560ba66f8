// PUT /v2/api/users/me/language: the signed-in user's own admin language (issue 22), for every role.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateUser } from '../../../content-db/users.ts';
import { ADMIN_LANGUAGES, type AdminLanguage } from '../../../content-db/schema.ts';
import { badRequest, found } from '../../lib/errors.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { UserSchema } from '../../schemas/users.ts';

export const LANGUAGE_MESSAGE = 'Language must be en or tr';

const userLanguage: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/users/me/language',
    {
      config: { role: 'author', publishes: false },
      schema: {
        tags: ['users'],
        summary: "Set the signed-in user's admin language",
        // a plain string so a wrong value gets the message below rather than a schema error
        body: Type.Object({ language: Type.Optional(Type.String({ maxLength: 10, description: 'en or tr' })) }),
        response: { 200: Envelope({ user: UserSchema }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const language = request.body.language;
      if (!(ADMIN_LANGUAGES as readonly string[]).includes(language ?? '')) throw badRequest(LANGUAGE_MESSAGE);
      const user = found(await updateUser(app.db, request.viewer!.id, { language: language as AdminLanguage }), 'User');
      return { success: true, message: 'Language saved', user };
    },
  );
};

export default userLanguage;
