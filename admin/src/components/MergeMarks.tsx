// The note under a field after a save met someone else's change (issue 28): "Changed by someone else"
// where their value was taken, "Changed by both of you" where the user has to keep one. The merge is
// handed down by the form's frame (FormModal, FormCard, DocumentScreen), so every field finds it by
// its stored name ('banner.title_en', 'title_tr') without each screen passing it on.
import { createContext, useContext, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { MergeView } from '../hooks/useCrudMerge.ts';
import { useT } from '../lib/i18n.ts';

const MarksContext = createContext<MergeView | null>(null);

export function MergeMarks({ merge, children }: { merge: MergeView | null | undefined; children: ReactNode }) {
  return <MarksContext.Provider value={merge ?? null}>{children}</MarksContext.Provider>;
}

/** The note of the field stored as `field`, when the last merge touched it. */
export function FieldMark({ field }: { field: string | undefined }) {
  const t = useT();
  const merge = useContext(MarksContext);
  if (!merge || !field) return null;
  if (merge.conflicts.some((c) => c.path === field))
    return (
      <Form.Text className="d-block text-danger-emphasis" data-testid="field-conflict">
        {t('Changed by both of you: keep yours or theirs above')}
      </Form.Text>
    );
  if (merge.taken.includes(field))
    return (
      <Form.Text className="d-block text-warning-emphasis" data-testid="field-changed">
        {t('Changed by someone else')}
      </Form.Text>
    );
  return null;
}
