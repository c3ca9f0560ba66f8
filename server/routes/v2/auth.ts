// POST /v2/api/login, GET /v2/api/verify, POST /v2/api/logout (API.md "Auth").
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findUserWithHashByEmail, revokeToken } from '../../../content-db/users.ts';
import { HttpError, badRequest, unauthorized } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { UserSchema } from '../../schemas/users.ts';
import type { SignInChallenges } from '../../two-factor/challenges.ts';

const auth: FastifyPluginAsyncTypebox<{ loginRateLimit: number; loginThrottle: LoginThrottle; signInChallenges: SignInChallenges }> = async (app, opts) => {
  app.post(
    '/login',
    {
      config: { auth: 'public', publishes: false, rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        security: [],
        body: Type.Object({ email: Type.Optional(Type.String()), password: Type.Optional(Type.String()) }),
        response: {
          200: Envelope({
            token: Type.Optional(Type.String()),
            user: Type.Optional(UserSchema),
            twoFactor: Type.Optional(Type.Literal(true, { description: 'a code is still needed: POST /v2/api/login/2fa with the challenge' })),
            challenge: Type.Optional(Type.String()),
          }),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const email = (request.body.email ?? '').trim();
      const password = request.body.password ?? '';
      if (!email || !password.trim()) throw badRequest('Please enter both email and password');
      // Before any password work: an address over this account's limit costs no argon2 time.
      const wait = opts.loginThrottle.take(email, request.ip);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        reply.header('retry-after', String(seconds));
        throw new HttpError(429, `Too many failed sign-in attempts, retry in ${seconds} second${seconds === 1 ? '' : 's'}`, {
          code: 'sign-in-throttled',
          params: { seconds: String(seconds) },
        });
      }
      const found = await findUserWithHashByEmail(app.db, email);
      const ok = await verifyPassword(found?.password_hash, password);
      if (!found || !ok) throw unauthorized('Invalid email or password');
      if (found.twoFactor) {
        // no token before the second step; the throttle neither counts the right password as a failure
        // nor remembers the address as one that signed in: the code step counts its own tries
        opts.loginThrottle.forgive(email, request.ip);
        const challenge = opts.signInChallenges.create(found.id, email, found.token_version);
        if (!challenge) throw new HttpError(429, 'Too many sign-ins under way, retry in a minute');
        return { success: true, twoFactor: true as const, challenge, message: 'Enter the code of your authenticator app' };
      }
      opts.loginThrottle.succeeded(email, request.ip);
      const { password_hash: _hash, token_version, ...user } = found;
      return { success: true, token: app.issueToken(user, token_version), user, message: 'Login successful' };
    },
  );

  app.get(
    '/verify',
    {
      config: { role: 'author', auth: 'required' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: Envelope({ user: UserSchema }), ...errors(401) } },
    },
    async (request) => ({ success: true, user: request.viewer! }),
  );

  app.post(
    '/logout',
    {
      config: { role: 'author', publishes: false },
      schema: { tags: ['auth'], summary: 'Revoke the token', response: { 200: Envelope({}), ...errors(401) } },
    },
    async (request) => {
      const claims = request.claims!;
      await revokeToken(app.db, claims.jti, claims.exp);
      return { success: true, message: 'Logged out successfully' };
    },
  );
};

export default auth;
