// The dashboard's word on notification mails that failed (issue 23 item 5): shown only while there
// are some, with the way to the Leads screen, where MailStatusNotice lists them.
import { useQuery } from '@tanstack/react-query';
import { CountCard } from '../../components/CountCard.tsx';
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
      <CountCard
        id="card-mail-failures"
        title={t('Unsent notification emails')}
        count={failed}
        testId="dashboard-mail-failures"
        tone="danger"
        to={pathTo('leads')}
        linkText={t('See why on the Leads screen')}
      />
    </div>
  );
}
