// The top bar's publish status: published / queued / building / failed, when the live release went
// live, a View site link, the failure log, Publish now and Roll back. Polls while a build runs.
import { Button, Dropdown, Spinner } from 'react-bootstrap';
import { formatDateTime } from '../../lib/format.ts';
import { isRunning, usePublishNow, usePublishStatus, useRollback, type BuildStatus } from './api.ts';

interface Look {
  label: string;
  tone: 'success' | 'warning' | 'info' | 'danger' | 'secondary';
}

export function lookOf(status: BuildStatus | undefined): Look {
  if (!status) return { label: 'Checking...', tone: 'secondary' };
  switch (status.state) {
    case 'queued':
      return { label: 'Queued', tone: 'info' };
    case 'building':
      return { label: 'Building', tone: 'warning' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
    default:
      return status.current ? { label: 'Published', tone: 'success' } : { label: 'Not published', tone: 'secondary' };
  }
}

export function PublishStatus() {
  const status = usePublishStatus();
  const publish = usePublishNow();
  const rollback = useRollback();
  const build = status.data;
  const look = lookOf(build);
  const running = isRunning(build?.state);
  const liveAt = build?.current ? formatDateTime(build.current.finishedAt) : '';

  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary" size="sm" className="d-flex align-items-center gap-2" aria-label={`Site: ${look.label}. Publishing details`}>
        {running ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <span className={`d-inline-block rounded-circle bg-${look.tone}`} style={{ width: 10, height: 10 }} aria-hidden="true" />}
        <span data-testid="publish-state">{look.label}</span>
      </Dropdown.Toggle>
      <span className="visually-hidden" role="status">{build ? `Site ${look.label.toLowerCase()}` : ''}</span>
      <Dropdown.Menu className="p-3 shadow" style={{ width: 'min(22rem, 90vw)' }}>
        <p className="fw-semibold mb-1">Site: {look.label}</p>
        <p className="small text-body-secondary mb-2" data-testid="publish-live-at">
          {liveAt ? `Live release published ${liveAt}` : 'No release is live yet.'}
        </p>
        {build?.state === 'failed' && build.last?.log ? (
          <details className="mb-2" open>
            <summary className="small">Failure log</summary>
            <pre className="small bg-body-tertiary border rounded p-2 mt-1 mb-0 overflow-auto" style={{ maxHeight: 200 }} tabIndex={0}>{build.last.log}</pre>
          </details>
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          <a href="/" target="_blank" rel="noreferrer" className="btn btn-sm btn-outline-primary">View site</a>
          <Button size="sm" onClick={() => publish.mutate()} disabled={publish.isPending || running}>Publish now</Button>
          <Button size="sm" variant="outline-danger" onClick={() => rollback.mutate()} disabled={rollback.isPending || running || !build?.previous}>Roll back</Button>
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
