// The top bar's count of unpublished changes (issue 20), beside the publish status: hidden while
// there are none (always, in instant mode), a link to the Changes screen otherwise.
import { Link } from 'react-router-dom';
import { pathTo } from '../../config/paths.ts';
import { useChanges } from '../../hooks/useChanges.ts';

export const changesText = (n: number) => `${n} unpublished change${n === 1 ? '' : 's'}`;

export function ChangesCount() {
  const n = useChanges().data?.count ?? 0;
  if (n === 0) return null;
  return (
    <Link to={pathTo('changes')} className="btn btn-sm btn-outline-warning text-body" data-testid="changes-count">
      {changesText(n)}
    </Link>
  );
}
