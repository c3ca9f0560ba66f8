// The history API (issue 14): revisions of an item, restore, recently deleted items, the activity log
// and the translations list.
import { api } from '../../lib/api.ts';
import type { Revision, RevisionSummary } from '../../../../server/api-types.ts';
import type { ListRoute } from '../../hooks/useListPage.ts';
import { msg } from '../../lib/i18n.ts';

export const HISTORY_KEY = ['history'] as const;

/** The activity log's own filters (a user id, a content type, days YYYY-MM-DD), kept in the address. */
export const ACTIVITY_FILTERS = ['user', 'type', 'from', 'to'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  return q.size ? `?${q}` : '';
};

/** The history's lists, read a page at a time (issue 22: ?q ?sort ?page ?limit on each route). */
export const ACTIVITY_ROUTE: ListRoute = { key: [...HISTORY_KEY, 'activity'], path: '/v2/api/activity', listKey: 'activity' };
export const DELETED_ROUTE: ListRoute = { key: [...HISTORY_KEY, 'deleted'], path: '/v2/api/revisions/deleted', listKey: 'items' };
export const TRANSLATIONS_ROUTE: ListRoute = { key: [...HISTORY_KEY, 'translations'], path: '/v2/api/translations', listKey: 'gaps' };

export const historyApi = {
  revisions: async (type: string, id: number) =>
    (await api.get<{ revisions: RevisionSummary[] }>(`/v2/api/revisions${query({ type, item: String(id) })}`)).revisions,
  restore: (revisionId: number) => api.post<{ revision: Revision }>(`/v2/api/revisions/${revisionId}/restore`),
  /** the gaps per content type, of every gap (one gap is read: the counts are what is wanted) */
  translationCounts: async () => (await api.get<{ counts: Record<string, number> }>(`${TRANSLATIONS_ROUTE.path}?limit=1`)).counts,
};

export const RESTORE_TEXTS = {
  restored: msg('Version restored successfully'),
  failure: { failed: msg('Failed to restore version'), error: msg('Error restoring version') },
  confirm: msg('Restore this version? The current content is replaced and the site is published again.'),
} as const;
