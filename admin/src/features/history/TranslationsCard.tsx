// The dashboard's fifth card (issue 14): how many fields still wait for a translation, per content type.
import { Link } from 'react-router-dom';
import { pathTo } from '../../config/paths.ts';
import { typeName } from './places.ts';
// from its own module, not the screen's: the screen is a lazy route and stays out of the dashboard's code
import { useTranslationCounts } from './translationCounts.ts';
import { useT } from '../../lib/i18n.ts';

export function TranslationsCard() {
  const t = useT();
  const gaps = useTranslationCounts();
  const counts = Object.entries(gaps.data ?? {}).sort((a, b) => b[1] - a[1]);
  const total = counts.reduce((n, [, c]) => n + c, 0);
  return (
    <section className="card h-100 border-start border-4 border-danger" aria-labelledby="card-Translations">
      <div className="card-body">
        <h2 id="card-Translations" className="h6 text-uppercase text-body-secondary">
          {t('Translations')}
        </h2>
        <p className="h3 mb-1">{gaps.isSuccess ? total : '…'}</p>
        <p className="small text-body-secondary mb-1">{t('fields missing or untranslated')}</p>
        {counts.length ? (
          <ul className="small list-unstyled mb-1" aria-label={t('Per content type')}>
            {counts.map(([type, n]) => (
              <li key={type}>
                {typeName(type)}: {n}
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={pathTo('translations')} className="small">
          {t('Open Translations')}
        </Link>
      </div>
    </section>
  );
}
