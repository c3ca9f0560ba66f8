// An add/edit form in a card on the screen itself (the counterpart of FormModal): the title, the
// fields, the save button and, when `onCancel` is given, Cancel.
import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { CardSection } from './CardSection.tsx';
import { SaveButton, submitOnce } from './SaveButton.tsx';

interface FormCardProps {
  title: string;
  /** at the right of the title, e.g. New User */
  actions?: ReactNode;
  onSubmit: () => void;
  saving: boolean;
  submitLabel: string;
  /** the submit button is disabled while the form cannot be sent */
  submitDisabled?: boolean;
  onCancel?: () => void;
  className?: string;
  /** the row of buttons (default: left-aligned) */
  footerClassName?: string;
  children: ReactNode;
}

export function FormCard({
  title,
  actions,
  onSubmit,
  saving,
  submitLabel,
  submitDisabled,
  onCancel,
  className = 'mb-4',
  footerClassName = 'd-flex gap-2',
  children,
}: FormCardProps) {
  return (
    <CardSection title={title} actions={actions} className={className}>
      <form className="card-body" onSubmit={submitOnce(saving, onSubmit)} noValidate>
        {children}
        <div className={footerClassName}>
          <SaveButton saving={saving} label={submitLabel} disabled={submitDisabled} />
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </CardSection>
  );
}
