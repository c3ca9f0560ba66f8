// SPEC.md "Dashboard": four static cards with fixed demo figures, (issue 14) the translations still to
// do, and (issue 21) for editors the changes ready for review.
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReadyCard } from '../changes/ReadyCard.tsx';
import { NewLeadsCard } from '../leads/NewLeadsCard.tsx';
import { MailFailuresCard } from '../mail/MailFailuresCard.tsx';
import { TranslationsCard } from '../history/TranslationsCard.tsx';
import { useRole } from '../../lib/roles.ts';
import { intlLocale, msg, useT } from '../../lib/i18n.ts';

const CARDS = [
  { title: msg('Traffic'), value: 350897, note: msg('{n}% since last month'), change: 3.48, tone: 'primary' },
  { title: msg('Sales'), value: 2356, note: msg('{n}% since last week'), change: 3.48, tone: 'success' },
  { title: msg('Email'), value: 924, note: msg('{n}% since yesterday'), change: 1.1, tone: 'warning' },
  { title: msg('Domains'), value: 49, note: msg('{n}% since last month'), change: 12, tone: 'info' },
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
                <p className="h3 mb-1">{c.value.toLocaleString(intlLocale())}</p>
                <p className="small text-body-secondary mb-0">
                  {t(c.note, { n: c.change.toLocaleString(intlLocale(), { minimumFractionDigits: Number.isInteger(c.change) ? 0 : 2 }) })}
                </p>
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
