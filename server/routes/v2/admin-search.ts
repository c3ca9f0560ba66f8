// GET /v2/api/search (issue 22, item 3): the admin's global search over the working copy, for any role.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchContent } from '../../../content-db/admin-search.ts';
import { editorLink } from '../../shared/admin-routes.ts';
import { badRequest } from '../../lib/errors.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { MAX_SEARCH_Q, SearchAnswerProps, SearchQuery } from '../../schemas/search.ts';
import { AUTHOR } from '../../lib/roles.ts';

const adminSearch: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      config: { ...AUTHOR, auth: 'required' },
      schema: {
        tags: ['search'],
        summary: 'Projects, news, pages, banners and settings whose title in either language contains q (at most 20)',
        querystring: SearchQuery,
        response: { 200: Envelope(SearchAnswerProps), ...errors(400, 401) },
      },
    },
    async (request) => {
      const q = request.query.q.trim();
      if (q === '') throw badRequest(`q must be 1 to ${MAX_SEARCH_Q} characters`);
      const hits = await searchContent(app.db, q);
      return { success: true, results: hits.map((h) => ({ ...h, path: editorLink(h.content_type, h.id) })) };
    },
  );
};

export default adminSearch;
