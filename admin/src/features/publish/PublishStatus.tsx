// The top bar's publish status: published / out of date / queued / building / failed, then publishing to
// storage / storage sync failed when the site is synced to a bucket (S3_BUCKET), when the live release
// went live, the sync's progress, the failure logs, a warning while publishes fall back to whole builds
// (the kept renderer failed: each costs about twice as much), a View site link, Publish now and Roll back
// (for the roles that may, issue 21). Polls while a build or a sync runs.
import { Button, Dropdown, Spinner } from 'react-bootstrap';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useRole } from '../../lib/roles.ts';
import type { BuildStatus, StorageStatus } from '../../../../server/api-types.ts';
import { isRunning, isSyncing, usePublishNow, usePublishStatus, useRollback } from './api.ts';
import { msg, t, useT } from '../../lib/i18n.ts';

/** The storage sync's steps as the server names them, in the catalog (translated where they show). */
export const STORAGE_STEPS = [msg('assets'), msg('pages'), msg('sitemap and redirects'), msg('deletions')];

interface Look {
  label: string;
  tone: 'success' | 'warning' | 'info' | 'danger' | 'secondary';
}

export function lookOf(status: BuildStatus | undefined): Look {
  if (!status) return { label: t('Checking...'), tone: 'secondary' };
  switch (status.state) {
    case 'queued':
      return { label: t('Queued'), tone: 'info' };
    case 'building':
      return { label: t('Building'), tone: 'warning' };
    case 'failed':
      return { label: t('Failed'), tone: 'danger' };
    default:
      if (!status.current) return { label: t('Not published'), tone: 'secondary' };
      // the live release is being copied to the bucket behind the CDN, or that copy failed
      if (status.storage?.state === 'syncing') return { label: t('Publishing to storage'), tone: 'info' };
      if (status.storage?.state === 'failed') return { label: t('Storage sync failed'), tone: 'danger' };
      // the live release was built from other content or code (the server rebuilds it; Publish now does too)
      if (status.upToDate === false) return { label: t('Out of date'), tone: 'warning' };
      return { label: t('Published'), tone: 'success' };
  }
}

function FailureLog({ title, log }: { title: string; log: string }) {
  return (
    <details className="mb-2" open>
      <summary className="small">{title}</summary>
      <pre className="small bg-body-tertiary border rounded p-2 mt-1 mb-0 overflow-auto" style={{ maxHeight: 200 }} tabIndex={0}>
        {log}
      </pre>
    </details>
  );
}

/** One line about the bucket: the running sync's step and count, or what the last sync did. */
function storageLine(storage: StorageStatus): string {
  if (storage.state === 'syncing') {
    const retry = storage.attempt > 1 ? t(' (attempt {n})', { n: storage.attempt }) : '';
    if (storage.step === 'comparing' || !storage.step) return t('Publishing to storage: comparing with the bucket') + retry;
    const count = { step: t(storage.step), done: formatNumber(storage.done), total: formatNumber(storage.total) };
    return t('Publishing to storage: {step}, {done} of {total} files', count) + retry;
  }
  if (storage.state === 'failed') return t('The last storage sync failed; the bucket still serves whole pages.');
  if (!storage.finishedAt) return t('Storage: not synced yet.');
  return t('Storage synced {when}: {uploaded} uploaded, {deleted} deleted', {
    when: formatDateTime(storage.finishedAt),
    uploaded: formatNumber(storage.uploaded),
    deleted: formatNumber(storage.deleted),
  });
}

export function PublishStatus() {
  const t = useT();
  const status = usePublishStatus();
  const publish = usePublishNow();
  const rollback = useRollback();
  const { can } = useRole();
  const build = status.data;
  const look = lookOf(build);
  const running = isRunning(build?.state);
  const storage = build?.storage ?? null;
  const liveAt = build?.current ? formatDateTime(build.current.finishedAt) : '';

  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        className="d-flex align-items-center gap-2"
        aria-label={t('Site: {name}. Publishing details', { name: look.label })}
      >
        {running || isSyncing(build) ? (
          <Spinner animation="border" size="sm" aria-hidden="true" />
        ) : (
          <span className={`d-inline-block rounded-circle bg-${look.tone}`} style={{ width: 10, height: 10 }} aria-hidden="true" />
        )}
        <span data-testid="publish-state">{look.label}</span>
      </Dropdown.Toggle>
      <span className="visually-hidden" role="status">
        {build ? t('Site: {name}', { name: look.label }) : ''}
      </span>
      <Dropdown.Menu className="p-3 shadow" style={{ width: 'min(22rem, 90vw)' }}>
        <p className="fw-semibold mb-1">{t('Site: {name}', { name: look.label })}</p>
        <p className="small text-body-secondary mb-2" data-testid="publish-live-at">
          {liveAt ? t('Live release published {when}', { when: liveAt }) : t('No release is live yet.')}
        </p>
        {build?.state === 'idle' && build.current && build.upToDate === false ? (
          <p className="small mb-2">
            {can('publish')
              ? t('The live site was built from other content or code. Publish now to update it.')
              : t('The live site was built from other content or code.')}
          </p>
        ) : null}
        {build?.state === 'failed' && build.last?.log ? <FailureLog title={t('Failure log')} log={build.last.log} /> : null}
        {build?.fallback ? (
          <p className="small text-warning-emphasis mb-2" data-testid="publish-fallback">
            {t('Publishing is slower than it should be: the fast renderer failed, so each publish is a whole build.')} {build.fallback.reason}
          </p>
        ) : null}
        {storage ? (
          <p className="small text-body-secondary mb-2" data-testid="storage-status">
            {storageLine(storage)}
          </p>
        ) : null}
        {storage?.state === 'failed' && storage.log ? <FailureLog title={t('Storage failure log')} log={storage.log} /> : null}
        <div className="d-flex flex-wrap gap-2">
          <a href="/" target="_blank" rel="noreferrer" className="btn btn-sm btn-outline-primary">
            {t('View site')}
          </a>
          {can('publish') ? (
            <Button size="sm" onClick={() => publish.mutate()} disabled={publish.isPending || running}>
              {t('Publish now')}
            </Button>
          ) : null}
          {can('restore') ? (
            <Button size="sm" variant="outline-danger" onClick={() => rollback.mutate()} disabled={rollback.isPending || running || !build?.previous}>
              {t('Roll back')}
            </Button>
          ) : null}
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
