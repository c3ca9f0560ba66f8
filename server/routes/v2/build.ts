// /v2/api/build (API.md "Publishing and health"): the state of the site build, a manual build,
// a rollback, and the secret hook that lets another system (a cron, a CMS webhook) ask for a build.
import crypto from 'node:crypto';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/errors.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { TEXT_LIMITS } from '../../lib/text-limits.ts';
import { BuildStatusSchema } from '../../schemas/build.ts';
import type { BuildStatus } from '../../publish/types.ts';

const BuildAnswer = Envelope({ build: BuildStatusSchema });
const tags = ['build'];
/** The header that may carry the build hook secret instead of the path. */
export const HOOK_SECRET_HEADER = 'x-build-hook-secret';

/** Same time whatever the guess: both sides are hashed to equal lengths first. */
function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

const build: FastifyPluginAsyncTypebox = async (app) => {
  /** A status as answered: with whether the live release is up to date. */
  const report = async (status: BuildStatus) => ({ ...status, upToDate: await app.publisher.upToDate() });

  app.get('/build', { config: { role: 'author', auth: 'required' }, schema: { tags, response: { 200: BuildAnswer, ...errors(401) } } }, async () => ({
    success: true,
    build: await report(app.publisher.status()),
  }));

  app.post('/build', { config: { role: 'editor', publishes: false }, schema: { tags, response: { 200: BuildAnswer, ...errors(401) } } }, async (request) => ({
    success: true,
    build: await report(app.publisher.buildNow(`POST /v2/api/build by user ${request.viewer?.id}`)),
    message: 'Build queued',
  }));

  app.post(
    '/build/rollback',
    { config: { role: 'editor', publishes: false }, schema: { tags, response: { 200: BuildAnswer, ...errors(401, 409) } } },
    async () => {
      const status = app.publisher.rollback();
      return { success: true, build: await report(status), message: `Rolled back to release ${status.current?.id}` };
    },
  );

  const hookConfig = { auth: 'public', publishes: false, rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
  /** Queues a build when the secret is right; a wrong or missing one looks exactly like a route that does not exist. */
  const hook = async (given: string | undefined) => {
    if (given === undefined || !sameSecret(given, app.config.buildHookSecret)) throw new HttpError(404, 'Route not found');
    return { success: true, build: await report(app.publisher.buildNow('build hook')), message: 'Build queued' };
  };

  app.post(
    '/build/hook/:secret',
    {
      config: hookConfig,
      schema: { tags, security: [], params: Type.Object({ secret: Type.String() }), response: { 200: BuildAnswer, ...errors(404) } },
    },
    async (request) => hook(request.params.secret),
  );

  // The same hook with the secret in a header, so it never appears in a URL (proxy and access logs).
  app.post(
    '/build/hook',
    {
      config: hookConfig,
      schema: {
        tags,
        security: [],
        headers: Type.Object({ [HOOK_SECRET_HEADER]: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.line })) }),
        response: { 200: BuildAnswer, ...errors(404) },
      },
    },
    async (request) => hook(request.headers[HOOK_SECRET_HEADER]),
  );
};

export default build;
