// An add/edit form in a card on the screen itself (the counterpart of FormModal): the title, the
// fields, the save button and, when `onCancel` is given, Cancel.
import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { CardSection } from './CardSection.tsx';
import type { UseFormReturn } from 'react-hook-form';
import { FormValues } from './FormValues.tsx';
import { MergeMarks } from './MergeMarks.tsx';
import { MergeNotice } from './MergeNotice.tsx';
import type { MergeView } from '../hooks/useCrudMerge.ts';
import { SaveButton, submitOnce } from './SaveButton.tsx';
import { useT } from '../lib/i18n.ts';

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
  /** the form's values (react-hook-form), for the Form* fields inside */
  form?: UseFormReturn<any>;
  /** after a save met someone else's change (useCrud's `merge`) */
  merge?: MergeView | null;
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
  form,
  merge,
  children,
}: FormCardProps) {
  const t = useT();
  return (
    <CardSection title={title} actions={actions} className={className}>
      <form className="card-body" onSubmit={submitOnce(saving, onSubmit)} noValidate>
        <MergeNotice merge={merge ?? null} />
        <MergeMarks merge={merge}>
          <FormValues form={form}>{children}</FormValues>
        </MergeMarks>
        <div className={footerClassName}>
          <SaveButton saving={saving} label={submitLabel} disabled={submitDisabled} />
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('Cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </CardSection>
  );
}
