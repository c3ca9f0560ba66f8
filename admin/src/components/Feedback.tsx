// Messages shown in an alert instead of a toast (SPEC.md section 8: settings, WhatsApp and users).
import { useCallback, useMemo, useState } from 'react';
import { Alert } from 'react-bootstrap';
import type { Reporter } from '../lib/mutations.ts';
import { t, useT } from '../lib/i18n.ts';

export interface FeedbackMessage {
  variant: 'success' | 'danger';
  text: string;
}

export function useFeedback() {
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  const clear = useCallback(() => setMessage(null), []);
  const reporter = useMemo<Reporter>(
    () => ({ success: (text) => setMessage({ variant: 'success', text }), error: (text) => setMessage({ variant: 'danger', text }) }),
    [],
  );
  return { message, reporter, clear };
}

export function FeedbackAlert({ message, onClose }: { message: FeedbackMessage | null; onClose: () => void }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert variant={message.variant} dismissible onClose={onClose} closeLabel={t('Dismiss message')} role={message.variant === 'danger' ? 'alert' : 'status'}>
      {t(message.text)}
    </Alert>
  );
}

/** A list that could not be read: the SPEC.md section 8 text, until the next successful read. */
export function LoadError({ text }: { text: string | null }) {
  return text ? (
    <Alert variant="danger" role="alert">
      {t(text)}
    </Alert>
  ) : null;
}

/** The messages of an alert screen (useCrud with messages 'alert'): a failed read, then the last answer. */
export function CrudAlerts({ crud }: { crud: { loadError: string | null; feedback: ReturnType<typeof useFeedback> } }) {
  return (
    <>
      <LoadError text={crud.loadError} />
      <FeedbackAlert message={crud.feedback.message} onClose={crud.feedback.clear} />
    </>
  );
}
