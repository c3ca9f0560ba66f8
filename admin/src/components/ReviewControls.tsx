// Review of an unpublished change (issue 21), shared by the item's publish bar and the Changes screen:
// an author marks it "Ready for review" (a toggle) and sees a reviewer's note; an editor sees the mark
// and sends the change back with a note. Who sees which is decided by the caller (lib/roles.ts).
import { useId, useState } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import type { Change } from '../../../server/api-types.ts';
import { useMarkReady } from '../hooks/useChanges.ts';
import { itemKey } from '../features/changes/api.ts';
import { itemName } from '../features/history/places.ts';
import { FormModal } from './FormModal.tsx';
import { useT } from '../lib/i18n.ts';

/** The longest note the server keeps (server/schemas/workflow.ts MAX_NOTE_LENGTH). */
const MAX_NOTE = 2000;

type Reviewed = Pick<Change, 'type' | 'item_id' | 'label' | 'ready' | 'note'>;

/** the item with the version shown: a mark on a version the item moved on from is refused */
const keyOf = (c: Reviewed) => itemKey(c);

export function ReadyBadge({ change }: { change: Pick<Change, 'ready'> }) {
  const t = useT();
  return change.ready ? <Badge bg="success">{t('Ready for review')}</Badge> : null;
}

/** A reviewer's note while the change waits for its author again. */
export function SentBackNote({ change }: { change: Pick<Change, 'ready' | 'note'> }) {
  if (change.ready || !change.note) return null;
  return (
    <span className="d-block small text-danger-emphasis" data-testid="sent-back-note">
      Sent back: {change.note}
    </span>
  );
}

/** The author's "Ready for review": pressed while the change is marked. */
export function ReadyToggle({ change }: { change: Reviewed }) {
  const t = useT();
  const mark = useMarkReady();
  return (
    <Button
      size="sm"
      variant={change.ready ? 'success' : 'outline-success'}
      onClick={() => mark.mutate({ items: [keyOf(change)], ready: !change.ready })}
      disabled={mark.isPending}
      aria-pressed={change.ready}
      aria-label={t('Ready for review: {name}', { name: itemName(change) })}
    >
      {t('Ready for review')}
    </Button>
  );
}

/** The reviewer's "Send back": asks for a note, which the author then sees on the item. */
export function SendBack({ change }: { change: Reviewed }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline-warning"
        className="text-body"
        onClick={() => setOpen(true)}
        aria-label={t('Send back {name}', { name: itemName(change) })}
      >
        {t('Send back')}
      </Button>
      {open ? <SendBackDialog change={change} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SendBackDialog({ change, onClose }: { change: Reviewed; onClose: () => void }) {
  const t = useT();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMarkReady(onClose);
  const submit = () => {
    if (!note.trim()) return setError(t('Please write a note for the author'));
    setError(null);
    send.mutate({ items: [keyOf(change)], ready: false, note: note.trim() });
  };
  return (
    <FormModal
      show
      title={t('Send back: {name}', { name: itemName(change) })}
      onHide={onClose}
      onSubmit={submit}
      saving={send.isPending}
      submitLabel={t('Send back')}
      error={error}
    >
      <Form.Group controlId={noteId}>
        <Form.Label>{t('Note for the author')}</Form.Label>
        <Form.Control as="textarea" rows={3} value={note} maxLength={MAX_NOTE} onChange={(e) => setNote(e.currentTarget.value)} required />
        <Form.Text>{t('The change stays unpublished; its author sees this note on the item.')}</Form.Text>
      </Form.Group>
    </FormModal>
  );
}
