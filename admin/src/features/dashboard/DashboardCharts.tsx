// The dashboard's two charts (issue 34), drawn with Chart.js through react-chartjs-2. This module is
// loaded lazily (DashboardScreen's React.lazy), so the chart library is a chunk of its own and the
// admin's first paint does not pay for it. Each chart is a picture to sighted users only: the canvas is
// an image with a one-line summary, and the same figures follow in a table for screen readers
// (visually hidden). Numbers and ticks are written in the admin's language.
import { BarController, BarElement, CategoryScale, Chart as ChartJS, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { Dashboard } from '../../../../server/api-types.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { intlLocale, useT } from '../../lib/i18n.ts';

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);

const PRIMARY = '#0d6efd';
const SUCCESS = '#198754';
const DANGER = '#dc3545';

/** "2026-W48" -> "48" */
const weekNumber = (week: string) => String(Number(week.split('-W')[1]));

type Weeks = NonNullable<Dashboard['leads']>['weeks'];

/** Leads received per ISO week, the last 12 weeks (bars). */
export function LeadsChart({ weeks }: { weeks: Weeks }) {
  const t = useT();
  const labels = weeks.map((w) => t('Week {n}', { n: weekNumber(w.week) }));
  const total = weeks.reduce((n, w) => n + w.count, 0);
  const summary = t('Leads per week, the last {weeks} weeks: {total} in all', { weeks: weeks.length, total: formatNumber(total) });
  return (
    <>
      <div style={{ height: 220 }}>
        <Bar
          role="img"
          aria-label={summary}
          data={{ labels, datasets: [{ label: t('Leads'), data: weeks.map((w) => w.count), backgroundColor: PRIMARY }] }}
          options={{
            locale: intlLocale(),
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
          }}
        />
      </div>
      <table className="visually-hidden" data-testid="leads-chart-table">
        <caption>{summary}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Week')}</th>
            <th scope="col">{t('Leads')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w, i) => (
            <tr key={w.week}>
              <th scope="row">{labels[i]}</th>
              <td>{formatNumber(w.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** How long each of the last publishes took, oldest first (a line); a failed one is a red point. */
export function PublishesChart({ publishes }: { publishes: Dashboard['publishes'] }) {
  const t = useT();
  const oldestFirst = [...publishes].reverse();
  const labels = oldestFirst.map((p) => formatDateTime(p.at));
  const seconds = (ms: number) => formatNumber(ms / 1000, { maximumFractionDigits: 1 });
  const summary = t('Duration of the last {count} publishes, in seconds', { count: publishes.length });
  return (
    <>
      <div style={{ height: 220 }}>
        <Line
          role="img"
          aria-label={summary}
          data={{
            labels,
            datasets: [
              {
                label: t('Seconds'),
                data: oldestFirst.map((p) => p.ms / 1000),
                borderColor: SUCCESS,
                pointBackgroundColor: oldestFirst.map((p) => (p.ok ? SUCCESS : DANGER)),
                pointRadius: 4,
              },
            ],
          }}
          options={{
            locale: intlLocale(),
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true }, x: { ticks: { maxRotation: 0, autoSkip: true } } },
          }}
        />
      </div>
      <table className="visually-hidden" data-testid="publishes-chart-table">
        <caption>{summary}</caption>
        <thead>
          <tr>
            <th scope="col">{t('When')}</th>
            <th scope="col">{t('Seconds')}</th>
            <th scope="col">{t('Pages')}</th>
            <th scope="col">{t('Result')}</th>
          </tr>
        </thead>
        <tbody>
          {publishes.map((p) => (
            <tr key={p.id}>
              <th scope="row">{formatDateTime(p.at)}</th>
              <td>{seconds(p.ms)}</td>
              <td>{formatNumber(p.pages)}</td>
              <td>{p.ok ? t('Live') : t('Failed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
