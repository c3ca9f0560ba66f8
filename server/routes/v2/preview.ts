// POST /v2/api/preview (API.md "Drafts, preview, scheduling"): builds the working copy (all of it, or the
// live copy plus the named items) into a private preview served at /preview/<token>/ for an hour
// (server/publish/preview.ts, preview-data.ts; served by plugins/preview.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { liveDatabaseFile, LiveConflictError, UnknownItemError } from '../../../content-db/live.ts';
import { localePath } from '../../../content-db/page-paths.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { previewContent } from '../../publish/preview-data.ts';
import { PreviewBuildError } from '../../publish/preview.ts';
import { PreviewAnswerProps, PreviewBody } from '../../schemas/preview.ts';

const tags = ['publishing'];

const preview: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/preview',
    {
      // a preview changes no content: no publish follows it
      config: { role: 'author', publishes: false },
      schema: { tags, body: PreviewBody, response: { 200: Envelope(PreviewAnswerProps), ...errors(400, 401, 404, 409, 500, 503) } },
    },
    async (request) => {
      const previews = request.server.previews;
      if (!previews.available) throw new HttpError(503, 'Previews cannot be made: this server has no site builder');
      const refs = request.body?.items ?? [];
      const content = await previewContent(app.db, { db: app.liveDb, file: liveDatabaseFile(app.config.dataDir) }, refs).catch((err: unknown) => {
        if (err instanceof UnknownItemError) throw notFound(`Item ${err.ref.type} ${err.ref.item_id}`);
        if (err instanceof LiveConflictError) throw conflict(err.message);
        throw err;
      });
      const created = await previews.create(content.data, content.plan, content.label).catch((err: unknown) => {
        if (err instanceof PreviewBuildError) throw new HttpError(500, `The preview could not be built: ${err.message}`);
        throw err;
      });
      const base = `/preview/${created.token}`;
      return {
        success: true,
        message: 'Preview ready',
        preview: {
          url: base + localePath('tr', content.route),
          urlEn: base + localePath('en', content.route),
          expiresAt: created.expiresAt,
          items: content.items,
        },
      };
    },
  );
};

export default preview;
