// The count of new leads (issue 23), in the top bar and on the dashboard: a link to the Leads screen,
// for the roles that may read leads, hidden while there are none.
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { pathTo } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.ts';
import { useRole } from '../../lib/roles.ts';
import { LEADS_KEY, leadsApi } from './api.ts';

export function useNewLeads(): number {
  const allowed = useRole().can('readLeads');
  const query = useQuery({ queryKey: [...LEADS_KEY, 'new-count'], queryFn: leadsApi.newCount, enabled: allowed, refetchInterval: 60_000 });
  return allowed ? (query.data ?? 0) : 0;
}

export function NewLeadsCount({ className = 'btn btn-sm btn-outline-primary text-body' }: { className?: string }) {
  const t = useT();
  const n = useNewLeads();
  if (n === 0) return null;
  return (
    <Link to={pathTo('leads')} className={className} data-testid="new-leads-count">
      {n === 1 ? t('1 new lead') : t('{count} new leads', { count: n })}
    </Link>
  );
}
