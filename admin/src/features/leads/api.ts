// The Leads screen's calls (issue 23): list (search, state, pages), state and note, delete, CSV.
import { api, requestHeaders } from '../../lib/api.ts';
import { msg } from '../../lib/i18n.ts';
import type { Envelope } from '../../lib/api.ts';
import type { LeadAnswer, LeadState, LeadsAnswer } from '../../../../server/api-types.ts';

export const LEADS_KEY = ['leads'] as const;
export const PAGE_SIZE = 25;

export interface LeadsQuery {
  q: string;
  state: LeadState | 'all';
  page: number;
}

export const leadsApi = {
  list: ({ q, state, page }: LeadsQuery) => {
    const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
    if (q.trim()) params.set('q', q.trim());
    if (state !== 'all') params.set('status', state);
    return api.get<LeadsAnswer>(`/api/leads?${params}`);
  },
  /** the count of new leads: one row asked, the total read */
  newCount: async () => (await api.get<LeadsAnswer>('/api/leads?status=new&limit=1')).total ?? 0,
  update: (id: number, body: { state: LeadState; note: string }) => api.put<LeadAnswer>(`/api/leads/${id}`, body),
  remove: (id: number) => api.delete<Envelope>(`/api/leads/${id}`),
  /** the CSV comes with the token in a header, so it is fetched and handed to the browser as a file */
  async downloadCsv(): Promise<void> {
    const { headers } = requestHeaders({ auth: true });
    const response = await fetch('/api/leads.csv', { headers: { ...headers, accept: 'text/csv' } });
    if (!response.ok) throw new Error(`CSV export failed: ${response.status}`);
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  },
};

/** The server's messages of the Leads screen and the KVKK notice, as catalog keys (shown translated). */
export const LEAD_SERVER_TEXTS = [
  msg('Lead not found'),
  msg('The KVKK notice may be at most 1000 characters'),
  msg('The KVKK notice link must be a web address or a path on this site'),
];
