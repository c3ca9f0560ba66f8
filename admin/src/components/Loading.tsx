// A spinner that screen readers hear as "Loading...".
import { Spinner } from 'react-bootstrap';

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-4" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
