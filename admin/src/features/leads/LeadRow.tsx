// One lead: who, how to reach them, the project and language, the message, and the state and note the
// staff keep (saved together), with erasure on request.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmDelete } from '../../components/ConfirmDelete.tsx';
import { failureText, failureTexts } from '../../lib/api.ts';
import { formatIstanbul } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import type { Lead, LeadState } from '../../../../server/api-types.ts';
import { LEADS_KEY, leadsApi } from './api.ts';
import { LEAD_STATES, LEAD_STATE_LABEL } from './states.ts';

const NOTE_MAX = 2000;

export function LeadRow({ lead }: { lead: Lead }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LeadState>(lead.state);
  const [note, setNote] = useState(lead.note);
  const changed = state !== lead.state || note !== lead.note;
  const refresh = () => queryClient.invalidateQueries({ queryKey: LEADS_KEY });
  const fail = (err: unknown, fallback: string) => {
    const text = failureText(err, failureTexts(fallback));
    if (text) notify.error(text);
  };
  const save = useMutation({
    mutationFn: () => leadsApi.update(lead.id, { state, note }),
    onSuccess: () => {
      notify.success(t('Lead updated'));
      void refresh();
    },
    onError: (err) => fail(err, 'Error updating lead'),
  });
  const remove = async () => {
    if (!(await confirmDelete(t('Delete the lead of {name} for good? This cannot be undone.', { name: lead.name })))) return;
    try {
      await leadsApi.remove(lead.id);
      notify.success(t('Lead deleted'));
      void refresh();
    } catch (err) {
      fail(err, 'Error deleting lead');
    }
  };
  const project = lead.project ? (lead.lang === 'en' ? lead.project.title_en : lead.project.title_tr) || lead.project.title_tr : null;

  return (
    <tr data-testid={`lead-${lead.id}`}>
      <td className="text-nowrap">
        <div>{formatIstanbul(lead.created_at)}</div>
        <span className="badge text-bg-light border">{lead.lang === 'en' ? t('English') : t('Turkish')}</span>{' '}
        {lead.state === 'new' && <span className="badge text-bg-primary">{t('New')}</span>}
      </td>
      <td>
        <div className="fw-semibold">{lead.name}</div>
        <a href={`tel:${lead.phone}`}>{lead.phone}</a>
        {lead.email && (
          <div>
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
          </div>
        )}
      </td>
      <td>{project ?? <span className="text-body-secondary">{t('No project')}</span>}</td>
      <td style={{ maxWidth: 320, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{lead.message}</td>
      <td style={{ minWidth: 220 }}>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <Form.Select
            size="sm"
            className="mb-2"
            value={state}
            aria-label={t('State of the lead of {name}', { name: lead.name })}
            onChange={(e) => setState(e.target.value as LeadState)}
          >
            {LEAD_STATES.map((s) => (
              <option key={s} value={s}>
                {t(LEAD_STATE_LABEL[s])}
              </option>
            ))}
          </Form.Select>
          <Form.Control
            as="textarea"
            size="sm"
            rows={2}
            maxLength={NOTE_MAX}
            value={note}
            aria-label={t('Note on the lead of {name}', { name: lead.name })}
            placeholder={t('Note')}
            onChange={(e) => setNote(e.target.value)}
          />
          {changed && (
            <Button type="submit" size="sm" className="mt-2" disabled={save.isPending}>
              {t('Save')}
            </Button>
          )}
        </Form>
      </td>
      <td>
        <Button variant="outline-danger" size="sm" onClick={() => void remove()} aria-label={t('Delete the lead of {name}', { name: lead.name })}>
          {t('Delete')}
        </Button>
      </td>
    </tr>
  );
}
