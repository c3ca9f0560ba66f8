// The dashboard's card of the changes authors marked ready for review (issue 21); the dashboard shows
// it to the roles that publish them.
import { Link } from 'react-router-dom';
import { pathTo } from '../../config/paths.ts';
import { useReadyCount } from '../../hooks/useChanges.ts';
import { useT } from '../../lib/i18n.ts';

export function ReadyCard() {
  const t = useT();
  const n = useReadyCount();
  return (
    <section className="card h-100 border-start border-4 border-success" aria-labelledby="card-ready">
      <div className="card-body">
        <h2 id="card-ready" className="h6 text-uppercase text-body-secondary">
          {t('Ready for review')}
        </h2>
        <p className="h3 mb-1" data-testid="ready-card-count">
          {n}
        </p>
        <Link to={pathTo('changes')} className="small">
          {n === 0 ? t('Nothing waits for review') : n === 1 ? t('Review it in Changes') : t('Review them in Changes')}
        </Link>
      </div>
    </section>
  );
}
