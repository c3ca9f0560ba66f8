// The dashboard's card of new leads (issue 23), for the roles that may read leads.
import { CountCard } from '../../components/CountCard.tsx';
import { pathTo } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.ts';
import { useNewLeads } from './NewLeadsCount.tsx';

export function NewLeadsCard() {
  const t = useT();
  const n = useNewLeads();
  return (
    <CountCard
      id="card-new-leads"
      title={t('New leads')}
      count={n}
      testId="dashboard-new-leads"
      tone="primary"
      to={pathTo('leads')}
      linkText={t('Open the Leads screen')}
    />
  );
}
