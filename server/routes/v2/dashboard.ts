// GET /v2/api/dashboard (issue 34, API.md "Dashboard and site health"): the admin's first screen, every
// figure measured: content counts, unpublished changes, leads per week, the last publishes and the
// site's health. Leads are company records: a role that may not read them (an author) gets null there.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeCounts, contentCounts, lastPublishes, leadFigures, mediaHealth } from '../../../content-db/dashboard.ts';
import { countBrokenOutgoing } from '../../../content-db/link-checks.ts';
import { AUTHOR } from '../../lib/roles.ts';
import { roleCan } from '../../shared/roles.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { DashboardSchema } from '../../schemas/dashboard.ts';
import { siteContentHealth } from '../../workflow/warnings.ts';

const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { ...AUTHOR, auth: 'required' },
      schema: {
        tags: ['history'],
        summary: 'The figures of the dashboard: content, changes, leads per week, the last publishes, site health',
        response: { 200: Envelope({ dashboard: DashboardSchema }), ...errors(401) },
      },
    },
    async (request) => {
      // a build that ended since the last look is in the publish log before it is read
      await app.history.recordPublishes();
      // the role table's rule for reading leads (GET /api/leads), so the two never part
      const readsLeads = roleCan(request.viewer?.role, 'readLeads');
      const [content, changes, leads, publishes, media, text, brokenOutgoing] = await Promise.all([
        contentCounts(app.db),
        changeCounts(app.db),
        readsLeads ? leadFigures(app.db) : null,
        lastPublishes(app.db),
        mediaHealth(app.db),
        siteContentHealth(app),
        countBrokenOutgoing(app.db),
      ]);
      return {
        success: true,
        dashboard: {
          content,
          changes,
          leads,
          publishes,
          health: {
            brokenLinks: text.brokenLinks,
            brokenOutgoing,
            missingAlt: media.missingAlt,
            untranslated: text.untranslated,
            heavyImages: media.heavyImages,
          },
        },
      };
    },
  );
};

export default dashboard;
