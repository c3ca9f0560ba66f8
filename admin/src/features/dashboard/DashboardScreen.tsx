// The dashboard (issue 34): only measured figures, from GET /v2/api/dashboard. Cards for the content of
// the working copy, the unpublished changes, (issue 21) the changes ready for review, (issue 23) new
// leads and failed mails; two charts (leads per week, the last publishes' durations), loaded in a chunk
// of their own; and the site's health, each card leading to the screen that fixes it.
import { Fragment, Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Dashboard } from '../../../../server/api-types.ts';
import { CountCard } from '../../components/CountCard.tsx';
import { Loading } from '../../components/Loading.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pathTo } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useRole } from '../../lib/roles.ts';
import { ReadyCard } from '../changes/ReadyCard.tsx';
import { NewLeadsCard } from '../leads/NewLeadsCard.tsx';
import { MailFailuresCard } from '../mail/MailFailuresCard.tsx';
import { useDashboard } from './api.ts';

// Chart.js is kept out of the admin's first chunk: the charts come when the dashboard draws them
const LeadsChart = lazy(() => import('./DashboardCharts.tsx').then((m) => ({ default: m.LeadsChart })));
const PublishesChart = lazy(() => import('./DashboardCharts.tsx').then((m) => ({ default: m.PublishesChart })));

const COL = 'col-12 col-sm-6 col-xl-3';

function ContentCard({ content }: { content: Dashboard['content'] }) {
  const t = useT();
  const rows = [
    { label: t('Pages'), n: content.pages, to: pathTo('pages') },
    { label: t('Projects'), n: content.projects, to: pathTo('projectManage') },
    { label: t('News'), n: content.news, to: pathTo('news') },
    { label: t('Text Pages'), n: content.textPages, to: pathTo('textPages') },
    { label: t('Media files'), n: content.media, to: pathTo('media') },
  ];
  return (
    <section className="card h-100 border-start border-4 border-info" aria-labelledby="card-content">
      <div className="card-body">
        <h2 id="card-content" className="h6 text-uppercase text-body-secondary">
          {t('Content')}
        </h2>
        <dl className="row small mb-0" data-testid="dashboard-content">
          {rows.map((r) => (
            <Fragment key={r.label}>
              <dt className="col-8 fw-normal">{r.to ? <Link to={r.to}>{r.label}</Link> : r.label}</dt>
              <dd className="col-4 text-end mb-1 fw-semibold">{formatNumber(r.n)}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </section>
  );
}

function ChangesCard({ changes }: { changes: Dashboard['changes'] }) {
  const t = useT();
  return (
    <CountCard
      id="card-changes"
      title={t('Unpublished changes')}
      count={changes.count}
      testId="dashboard-changes"
      tone="warning"
      note={t('{n} ready for review', { n: formatNumber(changes.ready) })}
      to={pathTo('changes')}
      linkText={t('Open Changes')}
    />
  );
}

function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="card h-100" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h6 text-uppercase text-body-secondary">
          {title}
        </h2>
        <Suspense fallback={<Loading label={t('Loading the chart...')} />}>{children}</Suspense>
      </div>
    </section>
  );
}

/**
 * The site's health. Broken outgoing links are the Site Health screen's (issue 34 item 3), alt texts and
 * image sizes the media library's (issue 32): those cards show their count alone until their screens
 * are in the router, when `to` names them.
 */
function HealthCards({ health }: { health: Dashboard['health'] }) {
  const t = useT();
  const cards = [
    { key: 'broken-links', title: t('Broken internal links'), n: health.brokenLinks, to: pathTo('changes'), link: t('Fix them in Changes') },
    { key: 'broken-outgoing', title: t('Broken outgoing links'), n: health.brokenOutgoing, to: pathTo('siteHealth'), link: t('Open Site Health') },
    { key: 'missing-alt', title: t('Images without alt text'), n: health.missingAlt, to: pathTo('translations'), link: t('See them in Translations') },
    { key: 'untranslated', title: t('Untranslated fields'), n: health.untranslated, to: pathTo('translations'), link: t('Open Translations') },
    { key: 'heavy-images', title: t('Images over 500 KB'), n: health.heavyImages, to: pathTo('media'), link: t('Open Media') },
  ];
  return (
    <section className="mt-4" aria-labelledby="health-title">
      <h2 id="health-title" className="h5">
        {t('Site health')}
      </h2>
      <div className="row g-3">
        {cards.map((c) => (
          <div className="col-12 col-sm-6 col-xl" key={c.key}>
            <CountCard
              id={`card-${c.key}`}
              heading="h3"
              title={c.title}
              count={c.n}
              testId={`health-${c.key}`}
              tone={c.n === 0 ? 'success' : 'danger'}
              to={c.to}
              linkText={c.link}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

export function DashboardScreen() {
  const t = useT();
  const role = useRole();
  const reviewer = role.can('publish');
  const leadReader = role.can('readLeads');
  const { data, isLoading } = useDashboard();
  return (
    <>
      <PageHeader title={t('Dashboard')} />
      {isLoading ? <Loading label={t('Loading the dashboard...')} /> : null}
      {data ? (
        <>
          <div className="row g-3">
            <div className={COL}>
              <ContentCard content={data.content} />
            </div>
            <div className={COL}>
              <ChangesCard changes={data.changes} />
            </div>
            {reviewer ? (
              <div className={COL}>
                <ReadyCard />
              </div>
            ) : null}
            {leadReader ? (
              <div className={COL}>
                <NewLeadsCard />
              </div>
            ) : null}
            {leadReader ? <MailFailuresCard /> : null}
          </div>
          <div className="row g-3 mt-1">
            {data.leads ? (
              <div className="col-12 col-lg-6">
                <ChartCard id="chart-leads" title={t('Leads per week')}>
                  <LeadsChart weeks={data.leads.weeks} />
                </ChartCard>
              </div>
            ) : null}
            <div className="col-12 col-lg-6">
              <ChartCard id="chart-publishes" title={t('Last publishes')}>
                {data.publishes.length ? <PublishesChart publishes={data.publishes} /> : <p className="small mb-0">{t('Nothing was published yet.')}</p>}
              </ChartCard>
            </div>
          </div>
          <HealthCards health={data.health} />
        </>
      ) : null}
    </>
  );
}
