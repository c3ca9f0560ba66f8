// Site Settings, Company tab: the setting "Lead notifications" (issue 23 item 5), the addresses mailed
// each new lead, one per line. Until saved it lists every administrator's email.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { FeedbackAlert, LoadError, useFeedback } from '../../components/Feedback.tsx';
import { Loading } from '../../components/Loading.tsx';
import { failureText, failureTexts } from '../../lib/api.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import type { LeadRecipients } from '../../../../server/api-types.ts';
import { mailApi } from './api.ts';

const LOAD_FAILURE = failureTexts(msg('Failed to load the lead notification addresses'));
const SAVE_FAILURE = failureTexts(msg('Failed to save the lead notification addresses'));

export function LeadRecipientsCard() {
  const query = useQuery({ queryKey: mailApi.recipientsKey, queryFn: mailApi.recipients });
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError text={failureText(query.error, LOAD_FAILURE)} />;
  return <LeadRecipientsForm recipients={query.data} />;
}

const linesOf = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((a) => a.trim())
    .filter(Boolean);

function LeadRecipientsForm({ recipients }: { recipients: LeadRecipients }) {
  const t = useT();
  const [text, setText] = useState(recipients.addresses.join('\n'));
  const feedback = useFeedback();
  const save = useApiMutation({
    mutationFn: (addresses: string[]) => mailApi.saveRecipients(addresses),
    success: (answer) => answer.message ?? null,
    failure: SAVE_FAILURE,
    report: feedback.reporter,
    onSuccess: (answer) => setText(answer.recipients.addresses.join('\n')),
    invalidate: [mailApi.recipientsKey],
  });
  return (
    <section className="card mb-4" aria-labelledby="lead-recipients-title">
      <div className="card-body">
        <h2 id="lead-recipients-title" className="h5">
          {t('Lead notifications')}
        </h2>
        <FeedbackAlert message={feedback.message} onClose={feedback.clear} />
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            if (!save.isPending) save.mutate(linesOf(text));
          }}
        >
          <Form.Group className="mb-3" controlId="lead-recipients">
            <Form.Label>{t('Addresses to notify, one per line')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={text}
              maxLength={6000}
              onChange={(e) => setText(e.currentTarget.value)}
              aria-describedby="lead-recipients-help"
            />
            <Form.Text id="lead-recipients-help">
              {recipients.isDefault
                ? t('Each new lead from the site is mailed to these addresses. Until you save, they are every administrator’s email.')
                : t('Each new lead from the site is mailed to these addresses. Leave empty to send no mail.')}
            </Form.Text>
          </Form.Group>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('Saving...') : t('Save Addresses')}
          </Button>
        </Form>
      </div>
    </section>
  );
}
