// A spinner that screen readers hear as "Loading...".
import { Spinner } from 'react-bootstrap';
import { t } from '../lib/i18n.ts';

export function Loading({ label = t('Loading...') }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-4" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span className="visually-hidden">{t(label)}</span>
    </div>
  );
}
