// The dashboard's card of the changes authors marked ready for review (issue 21); the dashboard shows
// it to the roles that publish them.
import { CountCard } from '../../components/CountCard.tsx';
import { pathTo } from '../../config/paths.ts';
import { useReadyCount } from '../../hooks/useChanges.ts';
import { useT } from '../../lib/i18n.ts';

export function ReadyCard() {
  const t = useT();
  const n = useReadyCount();
  return (
    <CountCard
      id="card-ready"
      title={t('Ready for review')}
      count={n}
      testId="ready-card-count"
      tone="success"
      to={pathTo('changes')}
      linkText={n === 0 ? t('Nothing waits for review') : n === 1 ? t('Review it in Changes') : t('Review them in Changes')}
    />
  );
}
