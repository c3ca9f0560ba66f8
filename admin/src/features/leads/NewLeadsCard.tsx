// The dashboard's card of new leads (issue 23), for the roles that may read leads.
import { Link } from 'react-router-dom';
import { pathTo } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.ts';
import { useNewLeads } from './NewLeadsCount.tsx';

export function NewLeadsCard() {
  const t = useT();
  const n = useNewLeads();
  return (
    <section className="card h-100 border-start border-4 border-primary" aria-labelledby="card-new-leads">
      <div className="card-body">
        <h2 id="card-new-leads" className="h6 text-uppercase text-body-secondary">
          {t('New leads')}
        </h2>
        <p className="h3 mb-1" data-testid="dashboard-new-leads">
          {n}
        </p>
        <Link to={pathTo('leads')} className="small">
          {t('Open the Leads screen')}
        </Link>
      </div>
    </section>
  );
}
