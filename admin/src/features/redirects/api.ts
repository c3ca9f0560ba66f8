// The Redirects screen's calls (issue 33, API.md "SEO and sharing").
import { api } from '../../lib/api.ts';
import type { RedirectAnswer, RedirectImportAnswer, RedirectsAnswer } from '../../../../server/api-types.ts';

export const REDIRECTS_KEY = ['redirects'] as const;

export interface RedirectFields {
  from: string;
  to: string;
  code: 301 | 302;
}

export const redirectsApi = {
  list: async () => (await api.get<RedirectsAnswer>('/v2/api/redirects')).redirects,
  create: (r: RedirectFields) => api.post<RedirectAnswer>('/v2/api/redirects', r),
  update: (id: number, r: RedirectFields) => api.put<RedirectAnswer>(`/v2/api/redirects/${id}`, r),
  remove: (id: number) => api.delete(`/v2/api/redirects/${id}`),
  importCsv: (csv: string) => api.post<RedirectImportAnswer>('/v2/api/redirects/import', { csv }),
};
