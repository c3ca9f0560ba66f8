// Schedule publishing (issue 20): a date and time entered in Istanbul time (the company's clock,
// whatever the editor's computer says), sent in UTC. The server refuses a past time: its message
// shows in the dialog, which stays open with what was typed.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useSchedulePublish } from '../../hooks/useChanges.ts';
import { istanbulInputToUtc, istanbulInputValue } from '../../lib/format.ts';
import type { ItemKey } from './api.ts';

const HOUR_MS = 3_600_000;

/** `items` undefined: every change. `what` names them in the title ("Harbour Towers", "3 changes"). */
export function ScheduleDialog({ items, what, onClose }: { items: ItemKey[] | undefined; what: string; onClose: () => void }) {
  const titleId = useId();
  const [value, setValue] = useState(() => istanbulInputValue(new Date(Date.now() + HOUR_MS)));
  const [error, setError] = useState<string | null>(null);
  const schedule = useSchedulePublish({ success: () => {}, error: setError }, onClose);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = istanbulInputToUtc(value);
    if (!at) return setError('Please choose a date and time');
    setError(null);
    schedule.mutate({ items, at });
  };
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            Schedule publishing: {what}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error ? (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          ) : null}
          <Form.Group controlId="schedule-at">
            <Form.Label>Publish at (Istanbul time)</Form.Label>
            <Form.Control type="datetime-local" value={value} onChange={(e) => setValue(e.currentTarget.value)} required />
            <Form.Text>The site publishes the changes by itself at this time, even if nobody is signed in.</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} disabled={schedule.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={schedule.isPending}>
            {schedule.isPending ? 'Scheduling...' : 'Schedule'}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
