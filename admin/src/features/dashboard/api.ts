// The dashboard's one read (issue 34, API.md "Dashboard and site health"): every figure measured by the
// server, read again each time the dashboard is shown and every minute while it stays open.
import { useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '../../../../server/api-types.ts';
import { api } from '../../lib/api.ts';
import { msg } from '../../lib/i18n.ts';

export const DASHBOARD_KEY = ['dashboard'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: async () => (await api.get<DashboardAnswer>('/v2/api/dashboard')).dashboard,
    staleTime: 0,
    refetchInterval: 60_000,
    meta: { failure: { failed: msg('Failed to fetch the dashboard'), error: msg('Error fetching the dashboard') } },
  });
}
