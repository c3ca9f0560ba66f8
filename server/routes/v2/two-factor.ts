// Two-factor sign-in (API.md "Two-factor sign-in"): setup, enable, disable for the signed-in user, and
// the second step of the sign-in. Secrets are sealed at rest (key derived for this use from the token
// signing secret), codes compared in constant time (otpauth, crypto.timingSafeEqual), a code's time
// step accepted once, five tries per challenge on top of the per-account sign-in throttle.
import { Type } from 'typebox';
import QRCode from 'qrcode';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getCompany } from '../../../content-db/company.ts';
import { findUserWithHashByEmail, getUser } from '../../../content-db/users.ts';
import { HttpError, badRequest, unauthorized } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { AUTHOR } from '../../lib/roles.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { derivedSealKey, seal, unseal } from '../../mail/seal.ts';
import { TwoFactorSetupSchema } from '../../schemas/two-factor.ts';
import { UserSchema } from '../../schemas/users.ts';
import type { SignInChallenges } from '../../two-factor/challenges.ts';
import { hashRecoveryCode, matchRecoveryCode, newRecoveryCodes } from '../../two-factor/recovery.ts';
import { disableFactor, enableFactor, readFactor, savePendingSecret, spendRecoveryCode, spendStep } from '../../../content-db/two-factor.ts';
import { newTotpSecret, otpauthUrl, stepOfCode } from '../../two-factor/totp.ts';

const tags = ['auth'];
export const TWO_FACTOR_MESSAGES = {
  on: 'Two-factor sign-in is on',
  off: 'Two-factor sign-in is off',
  invalid: 'Invalid code',
  noSetup: 'Start the setup first',
  notOn: 'Two-factor sign-in is not on',
  wrongPassword: 'Wrong password',
  expired: 'This sign-in has expired: sign in again',
  tooMany: 'Too many tries: sign in again',
} as const;

type Options = { loginRateLimit: number; loginThrottle: LoginThrottle; signInChallenges: SignInChallenges; clock: () => number };

const twoFactor: FastifyPluginAsyncTypebox<Options> = async (app, opts) => {
  const key = derivedSealKey(app.config.jwtSecret, 'two-factor-secret');
  const limit = { rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute' } } as const;
  /** a sealed secret this server cannot open (another signing secret since, a restore) counts as no secret */
  const open = (sealed: string | null): string | null => {
    if (!sealed) return null;
    try {
      return unseal(key, sealed);
    } catch {
      return null;
    }
  };

  /** Whether `code` is a right TOTP code of the user's secret whose step was not used before; spends it. */
  async function spendCode(userId: number, sealed: string | null, code: string): Promise<boolean> {
    const secret = open(sealed);
    const step = secret ? stepOfCode(secret, code.trim(), opts.clock()) : null;
    return step !== null && (await spendStep(app.db, userId, step));
  }

  /** Whether `code` is one of the user's unused recovery codes; spends it. */
  async function spendRecovery(userId: number, code: string): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await readFactor(app.db, userId);
      if (!row?.secret) return false;
      const hashes = JSON.parse(row.recovery_codes) as string[];
      const at = matchRecoveryCode(hashes, code);
      if (at === -1) return false;
      if (await spendRecoveryCode(app.db, userId, row.recovery_codes, hashes.toSpliced(at, 1))) return true;
      // another request changed the list between the read and the write: judge again on the new list
    }
    return false;
  }

  app.post(
    '/2fa/setup',
    {
      config: { ...AUTHOR, publishes: false, ...limit },
      schema: {
        tags,
        summary: 'A new secret for the signed-in user (QR code and text); nothing is on until it is enabled with a code',
        response: { 200: Envelope(TwoFactorSetupSchema.properties), ...errors(401, 429) },
      },
    },
    async (request) => {
      const user = request.viewer!;
      const secret = newTotpSecret();
      await savePendingSecret(app.db, user.id, seal(key, secret));
      const company = await getCompany(app.db);
      const url = otpauthUrl(secret, company.name_en || company.name_tr || 'Admin', user.email);
      const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      return { success: true, secret, otpauthUrl: url, qrSvg };
    },
  );

  app.post(
    '/2fa/enable',
    {
      config: { ...AUTHOR, publishes: false, ...limit },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a code of the new secret: answers ten recovery codes, shown this once',
        body: Type.Object({ code: Type.String({ maxLength: 20 }) }),
        response: { 200: Envelope({ recoveryCodes: Type.Array(Type.String()) }), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const user = request.viewer!;
      const row = await readFactor(app.db, user.id);
      const secret = open(row?.pending_secret ?? null);
      if (!row?.pending_secret || !secret) throw badRequest(TWO_FACTOR_MESSAGES.noSetup);
      const step = stepOfCode(secret, request.body.code.trim(), opts.clock());
      if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.invalid);
      const recoveryCodes = newRecoveryCodes();
      if (!(await enableFactor(app.db, user.id, row.pending_secret, step, recoveryCodes.map(hashRecoveryCode)))) {
        throw badRequest(TWO_FACTOR_MESSAGES.noSetup);
      }
      return { success: true, recoveryCodes, message: TWO_FACTOR_MESSAGES.on };
    },
  );

  app.post(
    '/2fa/disable',
    {
      config: { ...AUTHOR, publishes: false, ...limit },
      schema: {
        tags,
        summary: "Turn the signed-in user's two-factor sign-in off, with the password and a code",
        body: Type.Object({ password: Type.String({ maxLength: 1000 }), code: Type.String({ maxLength: 40 }) }),
        response: { 200: Envelope({}), ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = request.viewer!;
      const { password, code } = request.body;
      if (!user.twoFactor) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
      // the same per-account throttle as a sign-in: this is a password check too
      tooManyTries(opts.loginThrottle.take(user.email, request.ip), reply);
      const found = await findUserWithHashByEmail(app.db, user.email);
      if (!(await verifyPassword(found?.password_hash, password))) throw badRequest(TWO_FACTOR_MESSAGES.wrongPassword);
      const row = await readFactor(app.db, user.id);
      if (!(await spendCode(user.id, row?.secret ?? null, code))) throw badRequest(TWO_FACTOR_MESSAGES.invalid);
      opts.loginThrottle.succeeded(user.email, request.ip);
      await disableFactor(app.db, user.id);
      return { success: true, message: TWO_FACTOR_MESSAGES.off };
    },
  );

  app.post(
    '/login/2fa',
    {
      config: { auth: 'public', publishes: false, ...limit },
      schema: {
        tags,
        summary: 'The second step of a sign-in: the challenge of POST /v2/api/login with a code or a recovery code',
        security: [],
        body: Type.Object({
          challenge: Type.String({ maxLength: 100 }),
          code: Type.Optional(Type.String({ maxLength: 20 })),
          recoveryCode: Type.Optional(Type.String({ maxLength: 40 })),
        }),
        response: { 200: Envelope({ token: Type.String(), user: UserSchema }), ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { challenge: token, code, recoveryCode } = request.body;
      if (!code?.trim() && !recoveryCode?.trim()) throw badRequest('Please enter the code');
      const tried = opts.signInChallenges.try(token);
      if (!tried.ok) {
        if (tried.why === 'spent') throw new HttpError(429, TWO_FACTOR_MESSAGES.tooMany);
        throw unauthorized(TWO_FACTOR_MESSAGES.expired);
      }
      const c = tried.challenge;
      tooManyTries(opts.loginThrottle.take(c.email, request.ip), reply);
      const row = await readFactor(app.db, c.userId);
      const right = code?.trim() ? await spendCode(c.userId, row?.secret ?? null, code) : await spendRecovery(c.userId, recoveryCode!);
      if (!right) throw unauthorized(TWO_FACTOR_MESSAGES.invalid);
      opts.signInChallenges.end(token);
      opts.loginThrottle.succeeded(c.email, request.ip);
      // the user may have been deleted, or had the password changed, since the password step
      const user = await getUser(app.db, c.userId);
      const current = user && (await findUserWithHashByEmail(app.db, user.email));
      if (!user || !current || current.token_version !== c.tokenVersion) throw unauthorized(TWO_FACTOR_MESSAGES.expired);
      return { success: true, token: app.issueToken(user, c.tokenVersion), user, message: 'Login successful' };
    },
  );
};

/** The sign-in throttle's wait, as a 429 with Retry-After. */
function tooManyTries(wait: number, reply: FastifyReply): void {
  if (wait <= 0) return;
  const seconds = Math.ceil(wait / 1000);
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, `Too many failed sign-in attempts, retry in ${seconds} second${seconds === 1 ? '' : 's'}`, {
    code: 'sign-in-throttled',
    params: { seconds: String(seconds) },
  });
}

export default twoFactor;
