// SPEC.md "Dashboard": four static cards with fixed demo figures, (issue 14) the translations still to
// do, and (issue 21) for editors the changes ready for review.
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReadyCard } from '../changes/ReadyCard.tsx';
import { NewLeadsCard } from '../leads/NewLeadsCard.tsx';
import { MailFailuresCard } from '../mail/MailFailuresCard.tsx';
import { TranslationsCard } from '../history/TranslationsCard.tsx';
import { useRole } from '../../lib/roles.ts';
import { msg, useT } from '../../lib/i18n.ts';

const CARDS = [
  { title: msg('Traffic'), value: '350,897', note: '3.48% since last month', tone: 'primary' },
  { title: msg('Sales'), value: '2,356', note: '3.48% since last week', tone: 'success' },
  { title: msg('Email'), value: '924', note: '1.10% since yesterday', tone: 'warning' },
  { title: msg('Domains'), value: '49', note: '12% since last month', tone: 'info' },
] as const;

export function DashboardScreen() {
  const t = useT();
  const reviewer = useRole().can('publish');
  const leadReader = useRole().can('readLeads');
  return (
    <>
      <PageHeader title={t('Dashboard')} />
      <div className="row g-3">
        {CARDS.map((c) => (
          <div className="col-12 col-sm-6 col-xl-3" key={c.title}>
            <section className={`card h-100 border-start border-4 border-${c.tone}`} aria-labelledby={`card-${c.title}`}>
              <div className="card-body">
                <h2 id={`card-${c.title}`} className="h6 text-uppercase text-body-secondary">
                  {t(c.title)}
                </h2>
                <p className="h3 mb-1">{c.value}</p>
                <p className="small text-body-secondary mb-0">{c.note}</p>
              </div>
            </section>
          </div>
        ))}
        <div className="col-12 col-sm-6 col-xl-3">
          <TranslationsCard />
        </div>
        {reviewer ? (
          <div className="col-12 col-sm-6 col-xl-3">
            <ReadyCard />
          </div>
        ) : null}
        {leadReader ? (
          <div className="col-12 col-sm-6 col-xl-3">
            <NewLeadsCard />
          </div>
        ) : null}
        {leadReader ? <MailFailuresCard /> : null}
      </div>
    </>
  );
}
