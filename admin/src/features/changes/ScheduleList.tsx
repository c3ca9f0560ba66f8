// The scheduled publishes (issue 20) and take-downs (issue 33): what waits, with Cancel, and what
// failed, in red with its log (a failed scheduled publish is never lost silently). Times in Istanbul
// time. Cancel is for the roles that may publish (issue 21).
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import type { Schedule } from '../../../../server/api-types.ts';
import { CardSection } from '../../components/CardSection.tsx';
import { LoadError } from '../../components/Feedback.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useCancelSchedule } from '../../hooks/useChanges.ts';
import { failureText } from '../../lib/api.ts';
import { formatIstanbul } from '../../lib/format.ts';
import { useRole } from '../../lib/roles.ts';
import { itemName } from '../history/places.ts';
import { SCHEDULE_KEY, workflowApi } from './api.ts';
import { msg, useT } from '../../lib/i18n.ts';

const SCHEDULE_POLL_MS = 15_000;
const LOAD_FAILURE = { failed: msg('Failed to fetch scheduled publishing'), error: msg('Error fetching scheduled publishing') };

const itemsText = (s: Schedule) => (s.items.length ? s.items.map(itemName).join(', ') : msg('Every change'));

/** `onCancel` undefined: the role may not cancel. */
function Entry({ entry, onCancel, cancelling }: { entry: Schedule; onCancel: (() => void) | undefined; cancelling: boolean }) {
  const t = useT();
  const failed = entry.state === 'failed';
  const when = formatIstanbul(entry.at);
  return (
    <li className={`list-group-item ${failed ? 'list-group-item-danger' : ''}`} data-testid="schedule-entry">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <time dateTime={entry.at} className="fw-semibold">
          {when}
        </time>
        {entry.action === 'unpublish' ? <span className="badge text-bg-secondary">{t('Take down')}</span> : null}
        <span className="flex-grow-1">{t(itemsText(entry))}</span>
        <span className="small text-body-secondary">{entry.user_name ?? t('System')}</span>
        {failed ? (
          <span className="badge text-bg-danger">{t('Failed')}</span>
        ) : onCancel ? (
          <Button
            size="sm"
            variant="outline-danger"
            onClick={onCancel}
            disabled={cancelling}
            aria-label={entry.action === 'unpublish' ? t('Cancel take-down at {name}', { name: when }) : t('Cancel publishing at {name}', { name: when })}
          >
            {t('Cancel')}
          </Button>
        ) : null}
      </div>
      {failed && entry.log ? (
        <pre className="small text-danger-emphasis mt-2 mb-0 text-wrap" tabIndex={0}>
          {entry.log}
        </pre>
      ) : null}
    </li>
  );
}

export function ScheduleList() {
  const t = useT();
  const query = useQuery({ queryKey: SCHEDULE_KEY, queryFn: workflowApi.schedule, refetchInterval: SCHEDULE_POLL_MS });
  const cancel = useCancelSchedule();
  const mayCancel = useRole().can('cancelSchedule');
  const shown = (query.data ?? []).filter((s) => s.state !== 'done');
  return (
    <CardSection title={t('Scheduled publishing')} className="mt-4">
      <LoadError text={query.error ? failureText(query.error, LOAD_FAILURE) : null} />
      {query.isSuccess && shown.length === 0 ? <EmptyState text={t('Nothing is scheduled')} /> : null}
      <ul className="list-group list-group-flush" aria-label={t('Scheduled publishing')}>
        {shown.map((s) => (
          <Entry key={s.id} entry={s} onCancel={mayCancel ? () => cancel.mutate(s.id) : undefined} cancelling={cancel.isPending} />
        ))}
      </ul>
    </CardSection>
  );
}
