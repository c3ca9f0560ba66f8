// Outgoing links (API.md "Dashboard and site health"): the last check of every external link of the
// live site, and a check on demand (server/health/). Editors and administrators: it is the Site Health
// screen's, and a check makes the server send requests.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { linkCheckState, listLinkChecks } from '../../../content-db/link-checks.ts';
import { LinkCheckStopped, NothingLiveError } from '../../health/link-checker.ts';
import { conflict } from '../../lib/errors.ts';
import { EDITOR } from '../../lib/roles.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { LinkHealthSchema } from '../../schemas/health.ts';
import { Type } from 'typebox';

const tags = ['health'];

export const CHECK_STARTED = 'Checking the links';

const outgoingLinks: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health/links',
    {
      config: { ...EDITOR, auth: 'required' },
      schema: {
        tags,
        summary: "The last check of the live site's external links: each URL's status or error and the pages that link to it",
        response: { 200: Envelope(LinkHealthSchema), ...errors(401, 403) },
      },
    },
    async () => {
      const state = await linkCheckState(app.db);
      // LINK_CHECK_WEEKLY=0: no check comes by itself
      const nextAt = app.config.linkCheck.weekly ? state.nextAt : null;
      return { success: true, checkedAt: state.finishedAt, running: app.linkChecker.running, nextAt, links: await listLinkChecks(app.db) };
    },
  );

  app.post(
    '/health/links/check',
    {
      config: { ...EDITOR, publishes: false },
      schema: {
        tags,
        summary: 'Check every external link of the live site now (at most 4 at a time, 10 s each); answers at once, GET /health/links follows it',
        response: { 200: Envelope({ running: Type.Boolean() }), ...errors(401, 403, 409) },
      },
    },
    async () => {
      if (!app.linkChecker.hasLiveSite) throw conflict(new NothingLiveError().message);
      app.linkChecker.run('asked for').catch((err: unknown) => {
        if (!(err instanceof LinkCheckStopped)) app.log.error({ err }, 'the check of outgoing links');
      });
      return { success: true, running: true, message: CHECK_STARTED };
    },
  );
};

export default outgoingLinks;
