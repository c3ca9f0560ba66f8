// The Redirects screen's calls (issue 33, API.md "SEO and sharing").
import { api } from '../../lib/api.ts';
import type { Redirect, RedirectAnswer, RedirectImportAnswer, RedirectsAnswer } from '../../../../server/api-types.ts';

export const REDIRECTS_KEY = ['redirects'] as const;

export interface RedirectFields {
  from: string;
  to: string;
  code: 301 | 302;
}

export const redirectsApi = {
  list: async () => (await api.get<RedirectsAnswer>('/v2/api/redirects')).redirects,
  create: (r: RedirectFields) => api.post<RedirectAnswer>('/v2/api/redirects', r),
  // from the version the screen showed: a second person's change in between is a 412, not overwritten
  update: (redirect: Redirect, r: RedirectFields) => api.put<RedirectAnswer>(`/v2/api/redirects/${redirect.id}`, r, { version: redirect.version }),
  remove: (redirect: Redirect) => api.delete(`/v2/api/redirects/${redirect.id}`, { version: redirect.version }),
  importCsv: (csv: string) => api.post<RedirectImportAnswer>('/v2/api/redirects/import', { csv }),
};
