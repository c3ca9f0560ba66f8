// /v2/api/build (API.md "Publishing and health"): the state of the site build, a manual build,
// a rollback, and the secret hook that lets another system (a cron, a CMS webhook) ask for a build.
import crypto from 'node:crypto';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/errors.ts';
import { Envelope, Nullable, errors } from '../../lib/schemas.ts';

const Release = Type.Object({
  id: Type.String(),
  startedAt: Type.String(),
  finishedAt: Type.String(),
  pages: Type.Integer(),
  ms: Type.Integer(),
});
const Attempt = Type.Object({ ...Release.properties, ok: Type.Boolean(), log: Type.String({ description: 'tail of the build output when it failed' }) });
const BuildStatus = Type.Object({
  state: Type.Union([Type.Literal('idle'), Type.Literal('queued'), Type.Literal('building'), Type.Literal('failed')]),
  current: Nullable(Release),
  previous: Nullable(Release),
  last: Nullable(Attempt),
});
const BuildAnswer = Envelope({ build: BuildStatus });
const tags = ['build'];

/** Same time whatever the guess: both sides are hashed to equal lengths first. */
function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

const build: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/build',
    { config: { auth: 'required' }, schema: { tags, response: { 200: BuildAnswer, ...errors(401) } } },
    async () => ({ success: true, build: app.publisher.status() }),
  );

  app.post(
    '/build',
    { config: { publishes: false }, schema: { tags, response: { 200: BuildAnswer, ...errors(401) } } },
    async (request) => ({
      success: true,
      build: app.publisher.buildNow(`POST /v2/api/build by user ${request.viewer?.id}`),
      message: 'Build queued',
    }),
  );

  app.post(
    '/build/rollback',
    { config: { publishes: false }, schema: { tags, response: { 200: BuildAnswer, ...errors(401, 409) } } },
    async () => {
      const status = app.publisher.rollback();
      return { success: true, build: status, message: `Rolled back to release ${status.current?.id}` };
    },
  );

  app.post(
    '/build/hook/:secret',
    {
      config: { auth: 'public', publishes: false, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security: [],
        params: Type.Object({ secret: Type.String() }),
        response: { 200: BuildAnswer, ...errors(404) },
      },
    },
    async (request) => {
      // A wrong secret looks exactly like a route that does not exist.
      if (!sameSecret(request.params.secret, app.config.buildHookSecret)) throw new HttpError(404, 'Route not found');
      return { success: true, build: app.publisher.buildNow('build hook'), message: 'Build queued' };
    },
  );
};

export default build;
