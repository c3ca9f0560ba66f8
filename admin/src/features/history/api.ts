// The history API (issue 14): revisions of an item, restore, recently deleted items, the activity log
// and the translations list.
import { api } from '../../lib/api.ts';
import type { ActivityEntry, DeletedItem, Revision, RevisionSummary, TranslationGap } from '../../../../server/api-types.ts';
import { msg } from '../../lib/i18n.ts';

export const HISTORY_KEY = ['history'] as const;

export interface ActivityQuery {
  user?: string;
  type?: string;
  from?: string;
  to?: string;
}

const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  return q.size ? `?${q}` : '';
};

export const historyApi = {
  revisions: async (type: string, id: number) =>
    (await api.get<{ revisions: RevisionSummary[] }>(`/v2/api/revisions${query({ type, item: String(id) })}`)).revisions,
  restore: (revisionId: number) => api.post<{ revision: Revision }>(`/v2/api/revisions/${revisionId}/restore`),
  deleted: async () => (await api.get<{ items: DeletedItem[] }>('/v2/api/revisions/deleted')).items,
  activity: async (q: ActivityQuery) => (await api.get<{ activity: ActivityEntry[] }>(`/v2/api/activity${query({ ...q })}`)).activity,
  translations: () => api.get<{ gaps: TranslationGap[]; counts: Record<string, number> }>('/v2/api/translations'),
};

export const RESTORE_TEXTS = {
  restored: msg('Version restored successfully'),
  failure: { failed: msg('Failed to restore version'), error: msg('Error restoring version') },
  confirm: msg('Restore this version? The current content is replaced and the site is published again.'),
} as const;
