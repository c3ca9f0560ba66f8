// The add/edit dialog of a redirect (issue 33): from, to, code. The server's refusal (a loop, a chain,
// an address that is a page of the site) shows in the dialog, which keeps what was typed.
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import type { Redirect } from '../../../../server/api-types.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { failureTexts } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import { notify } from '../../lib/toast.tsx';
import { REDIRECTS_KEY, redirectsApi, type RedirectFields } from './api.ts';

export function RedirectDialog({ editing, onClose }: { editing: Redirect | null; onClose: () => void }) {
  const t = useT();
  const [fields, setFields] = useState<RedirectFields>(() =>
    editing ? { from: editing.from, to: editing.to, code: editing.code } : { from: '', to: '', code: 301 },
  );
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation<RedirectFields, unknown>({
    mutationFn: (r) => (editing ? redirectsApi.update(editing, r) : redirectsApi.create(r)),
    success: editing ? t('Redirect saved') : t('Redirect added'),
    failure: failureTexts('Failed to save the redirect'),
    report: { success: (text) => notify.success(text), error: setError },
    onSuccess: onClose,
    invalidate: [REDIRECTS_KEY],
  });
  return (
    <FormModal
      show
      title={editing ? t('Edit redirect') : t('Add redirect')}
      onHide={onClose}
      onSubmit={() => save.mutate(fields)}
      saving={save.isPending}
      submitLabel={editing ? t('Update') : t('Save')}
      error={error}
    >
      <Form.Group className="mb-3" controlId="redirect-from">
        <Form.Label>{t('From (an address of the site)')}</Form.Label>
        <Form.Control
          value={fields.from}
          maxLength={500}
          placeholder="/eski-sayfa"
          required
          onChange={(e) => setFields({ ...fields, from: e.currentTarget.value })}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId="redirect-to">
        <Form.Label>{t('To (an address of the site or a full address)')}</Form.Label>
        <Form.Control
          value={fields.to}
          maxLength={2000}
          placeholder="/yeni-sayfa/"
          required
          onChange={(e) => setFields({ ...fields, to: e.currentTarget.value })}
        />
      </Form.Group>
      <Form.Group controlId="redirect-code">
        <Form.Label>{t('Code')}</Form.Label>
        <Form.Select value={fields.code} onChange={(e) => setFields({ ...fields, code: Number(e.currentTarget.value) as 301 | 302 })}>
          <option value={301}>{t('301: moved for good')}</option>
          <option value={302}>{t('302: moved for now')}</option>
        </Form.Select>
      </Form.Group>
    </FormModal>
  );
}
