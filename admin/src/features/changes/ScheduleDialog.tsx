// Schedule publishing (issue 20), or a take-down (issue 33, `action="unpublish"`): a date and time
// entered in Istanbul time (the company's clock, whatever the editor's computer says), sent in UTC.
// The server refuses a past time: its message shows in the dialog, which stays open with what was typed.
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormModal } from '../../components/FormModal.tsx';
import { useSchedulePublish, useScheduleUnpublish } from '../../hooks/useChanges.ts';
import { istanbulInputToUtc, istanbulInputValue } from '../../lib/format.ts';
import type { ItemKey } from './api.ts';
import { useT } from '../../lib/i18n.ts';

const HOUR_MS = 3_600_000;

/** `items` undefined: every change. `what` names them in the title ("Harbour Towers", "3 changes"). */
export function ScheduleDialog({
  items,
  what,
  onClose,
  action = 'publish',
}: {
  items: ItemKey[] | undefined;
  what: string;
  onClose: () => void;
  action?: 'publish' | 'unpublish';
}) {
  const t = useT();
  const [value, setValue] = useState(() => istanbulInputValue(new Date(Date.now() + HOUR_MS)));
  const [error, setError] = useState<string | null>(null);
  const schedule = useSchedulePublish({ success: () => {}, error: setError }, onClose);
  const takeDown = useScheduleUnpublish({ success: () => {}, error: setError }, onClose);
  const down = action === 'unpublish';
  const submit = () => {
    const at = istanbulInputToUtc(value);
    if (!at) return setError(t('Please choose a date and time'));
    setError(null);
    if (down) takeDown.mutate({ items: items ?? [], at });
    else schedule.mutate({ items, at });
  };
  return (
    <FormModal
      show
      title={down ? t('Schedule a take-down: {name}', { name: what }) : t('Schedule publishing: {name}', { name: what })}
      onHide={onClose}
      onSubmit={submit}
      saving={schedule.isPending || takeDown.isPending}
      submitLabel={t('Schedule')}
      error={error}
    >
      <Form.Group controlId="schedule-at">
        <Form.Label>{down ? t('Unpublish at (Istanbul time)') : t('Publish at (Istanbul time)')}</Form.Label>
        <Form.Control type="datetime-local" value={value} onChange={(e) => setValue(e.currentTarget.value)} required />
        <Form.Text>
          {down
            ? t('At this time the site takes the item down by itself (it becomes inactive), even if nobody is signed in.')
            : t('The site publishes the changes by itself at this time, even if nobody is signed in.')}
        </Form.Text>
      </Form.Group>
    </FormModal>
  );
}
