// POST /v2/api/password/forgot, /verify, /reset (API.md "Password reset by mail"). Public routes,
// limited per client address like the login, and a code request or check also by the login's per-account
// throttle (a wrong code counts as a failed sign-in of that account).
import crypto from 'node:crypto';
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AddressWindow } from '../../lib/address-window.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/passwords.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { mailSealKey } from '../../mail/seal.ts';
import { RESET_MESSAGES, ResetRefused, requestReset, resetPassword, verifyCode } from '../../mail/password-reset.ts';

const tags = ['auth'];

/** The login throttle's wait, as a 429 with Retry-After. */
function tooManyTries(wait: number, reply: FastifyReply): void {
  if (wait <= 0) return;
  const seconds = Math.ceil(wait / 1000);
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, `Too many attempts, retry in ${seconds} second${seconds === 1 ? '' : 's'}`, {
    code: 'rate-limited',
    params: { seconds: String(seconds) },
  });
}

const password: FastifyPluginAsyncTypebox<{ loginRateLimit: number; loginThrottle: LoginThrottle; forgotLimit: AddressWindow }> = async (app, opts) => {
  const limit = { auth: 'public', publishes: false, rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute' } } as const;
  // its own key, derived from the token signing secret: a reset hash is no use against tokens, nor the reverse
  const secret = crypto.createHmac('sha256', app.config.jwtSecret).update('password-reset').digest('hex');
  const sealKey = mailSealKey(app.config.jwtSecret);

  // reset work started after its answer; closing the app waits for it (the database closes after)
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  const refused = (err: unknown): never => {
    if (err instanceof ResetRefused) throw new HttpError(err.status, err.message);
    throw err;
  };

  app.post(
    '/password/forgot',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Mail a 6-digit code (valid 15 minutes) to the account of this address; the same answer whether or not it exists',
        security: [],
        body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
        response: { 200: Envelope({}), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!email) throw badRequest('Please enter your email address');
      // each request counts like a failed sign-in of that account (known or not: the answer stays the
      // same), so nobody can fill a mailbox with codes, from one address or many
      tooManyTries(opts.forgotLimit.take(email.toLowerCase()), reply);
      tooManyTries(opts.loginThrottle.take(email, request.ip), reply);
      // No enumeration by time: the answer is sent before the account is even looked up, so a known
      // address (a code made, hashed, sealed and queued) and an unknown one answer alike.
      const work = requestReset(app.db, email, { secret, sealKey }).catch((err: unknown) => {
        request.log.error({ err }, 'could not queue a password reset code');
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { success: true, message: RESET_MESSAGES.sent };
    },
  );

  app.post(
    '/password/verify',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Check a mailed code: a reset token (valid 15 minutes, one use); 5 wrong tries, then 429',
        security: [],
        body: Type.Object({ email: Type.String({ maxLength: 254 }), code: Type.String({ maxLength: 20 }) }),
        response: { 200: Envelope({ resetToken: Type.String() }), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      if (!email.trim() || !code.trim()) throw badRequest('Please enter your email address and the code');
      tooManyTries(opts.loginThrottle.take(email, request.ip), reply);
      const resetToken = await verifyCode(app.db, email, code, { secret }).catch(refused);
      opts.loginThrottle.succeeded(email, request.ip);
      return { success: true, resetToken };
    },
  );

  app.post(
    '/password/reset',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Set a new password with a reset token; every earlier session of the user ends',
        security: [],
        body: Type.Object({ resetToken: Type.String({ maxLength: 100 }), password: Type.String({ maxLength: 1000 }) }),
        response: { 200: Envelope({}), ...errors(400, 429) },
      },
    },
    async (request) => {
      const { resetToken, password } = request.body;
      if (password.length < 6) throw badRequest('Password must be at least 6 characters long');
      if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
      await resetPassword(app.db, resetToken, password, { secret }).catch(refused);
      return { success: true, message: RESET_MESSAGES.updated };
    },
  );
};

export default password;
