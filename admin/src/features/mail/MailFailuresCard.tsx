// The dashboard's word on notification mails that failed (issue 23 item 5): shown only while there
// are some, with the way to the Leads screen, where MailStatusNotice lists them.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pathTo } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.ts';
import { mailApi } from './api.ts';

export function MailFailuresCard() {
  const t = useT();
  const { data } = useQuery({ queryKey: mailApi.statusKey, queryFn: mailApi.status, refetchInterval: 60_000 });
  const failed = data?.failed.length ?? 0;
  if (failed === 0) return null;
  return (
    <div className="col-12 col-sm-6 col-xl-3">
      <section className="card h-100 border-start border-4 border-danger" aria-labelledby="card-mail-failures">
        <div className="card-body">
          <h2 id="card-mail-failures" className="h6 text-uppercase text-body-secondary">
            {t('Unsent notification emails')}
          </h2>
          <p className="h3 mb-1" data-testid="dashboard-mail-failures">
            {failed}
          </p>
          <Link to={pathTo('leads')} className="small">
            {t('See why on the Leads screen')}
          </Link>
        </div>
      </section>
    </div>
  );
}
