// The add/edit dialog of a resource: a form in a modal, Cancel, and Save/Update that reads
// 'Saving...' while the call runs.
import { useId, type ReactNode } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { FormValues } from './FormValues.tsx';
import { MergeMarks } from './MergeMarks.tsx';
import { MergeNotice } from './MergeNotice.tsx';
import type { MergeView } from '../hooks/useCrudMerge.ts';
import { SaveButton, submitOnce } from './SaveButton.tsx';
import { useT } from '../lib/i18n.ts';

interface FormModalProps {
  show: boolean;
  title: string;
  onHide: () => void;
  onSubmit: () => void;
  saving: boolean;
  submitLabel: string;
  /** at most this wide (SPEC.md section 9: the page modal is at most 500px) */
  maxWidth?: number;
  /** beside the title, e.g. History (like FormCard's actions) */
  actions?: ReactNode;
  /** a refusal to show above the fields (the dialog stays open with what was typed) */
  error?: string | null;
  /** the form's values (react-hook-form), for the Form* fields inside */
  form?: UseFormReturn<any>;
  /** after a save met someone else's change (useCrud's `merge`) */
  merge?: MergeView | null;
  children: ReactNode;
}

export function FormModal({ show, title, onHide, onSubmit, saving, submitLabel, maxWidth = 500, actions, error, form, merge, children }: FormModalProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId} style={{ ['--bs-modal-width' as string]: `${maxWidth}px` }}>
      <form onSubmit={submitOnce(saving, onSubmit)} noValidate>
        <Modal.Header closeButton closeLabel={t('Close')}>
          {/* the title takes the free space, so the actions sit beside the close button */}
          <Modal.Title id={titleId} as="h2" className={actions ? 'h5 flex-grow-1' : 'h5'}>
            {t(title)}
          </Modal.Title>
          {actions ? <div className="me-2">{actions}</div> : null}
        </Modal.Header>
        <Modal.Body>
          {error ? (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          ) : null}
          <MergeNotice merge={merge ?? null} />
          <MergeMarks merge={merge}>
            <FormValues form={form}>{children}</FormValues>
          </MergeMarks>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={saving}>
            {t('Cancel')}
          </Button>
          <SaveButton saving={saving} label={submitLabel} />
        </Modal.Footer>
      </form>
    </Modal>
  );
}
