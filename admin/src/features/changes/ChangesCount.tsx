// The top bar's count of unpublished changes (issue 20), beside the publish status: hidden while
// there are none (always, in instant mode), a link to the Changes screen otherwise. Beside it, for the
// roles that publish (issue 21), the changes authors marked ready for review.
import { Link } from 'react-router-dom';
import { pathTo } from '../../config/paths.ts';
import { useChanges, useReadyCount } from '../../hooks/useChanges.ts';
import { useRole } from '../../lib/roles.ts';
import { t } from '../../lib/i18n.ts';

export const changesText = (n: number) => (n === 1 ? t('1 unpublished change') : t('{count} unpublished changes', { count: n }));
export const readyText = (n: number) => `${n} ready for review`;

export function ChangesCount() {
  const n = useChanges().data?.count ?? 0;
  if (n === 0) return null;
  return (
    <Link to={pathTo('changes')} className="btn btn-sm btn-outline-warning text-body" data-testid="changes-count">
      {changesText(n)}
    </Link>
  );
}

export function ReadyCount() {
  const n = useReadyCount();
  const reviewer = useRole().can('publish');
  if (!reviewer || n === 0) return null;
  return (
    <Link to={pathTo('changes')} className="btn btn-sm btn-outline-success text-body" data-testid="ready-count">
      {readyText(n)}
    </Link>
  );
}
