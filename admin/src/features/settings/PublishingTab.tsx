// Site Settings, Publishing tab (issue 20): Instant (every save goes live, as before) or Review (saves
// wait in Changes until someone publishes them). Administrators only, checked by the server; its
// answer shows in the tab's alert like the other settings.
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import type { PublishingMode } from '../../../../server/api-types.ts';
import { FeedbackAlert, useFeedback } from '../../components/Feedback.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { usePublishingMode, useSetPublishingMode } from '../../hooks/useChanges.ts';
import { msg, useT } from '../../lib/i18n.ts';

const MODES: { value: PublishingMode; label: string; help: string }[] = [
  {
    value: 'instant',
    label: msg('Instant'),
    help: msg('Every save is published to the site at once. Switching to Instant publishes nothing that is waiting: publish it from Changes.'),
  },
  {
    value: 'review',
    label: msg('Review'),
    help: msg(
      'Saving changes the working copy only. The site keeps showing the published content until someone publishes the change from Changes, or from the item’s own Publish button, now or at a scheduled time.',
    ),
  },
];

export function PublishingTab() {
  const t = useT();
  const current = usePublishingMode();
  // the choice is the form's own from the first read on; a save or a re-read never overwrites it
  const [choice, setChoice] = useState<PublishingMode | null>(null);
  const feedback = useFeedback();
  const save = useSetPublishingMode(feedback.reporter);
  const mode = choice ?? current;
  return (
    <>
      <FeedbackAlert message={feedback.message} onClose={feedback.clear} />
      <FormCard title={t('Publishing')} onSubmit={() => save.mutate(mode)} saving={save.isPending} submitLabel={t('Save Publishing Mode')}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('Publishing mode')}</legend>
          {MODES.map((m) => (
            <Form.Check key={m.value} type="radio" id={`publishing-${m.value}`} className="mb-2">
              <Form.Check.Input
                type="radio"
                name="publishing-mode"
                checked={mode === m.value}
                onChange={() => setChoice(m.value)}
                aria-describedby={`publishing-${m.value}-help`}
              />
              <Form.Check.Label>{t(m.label)}</Form.Check.Label>
              <Form.Text id={`publishing-${m.value}-help`} className="d-block">
                {t(m.help)}
              </Form.Text>
            </Form.Check>
          ))}
        </fieldset>
      </FormCard>
    </>
  );
}
