// Site Settings, Security tab (issue 29): who must sign in with a second factor, and (issue 34) which
// warnings of a change make its publish a refusal. Administrators only, checked by the server (GET, PUT
// /v2/api/security). Each form sends only its own field: the other stays as it is.
import { useEffect, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import type { ChangeWarning, Require2fa, Security } from '../../../../server/api-types.ts';
import { WARNING_LABELS } from '../../components/ChangeWarnings.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { msg, useT } from '../../lib/i18n.ts';

const CHOICES: { value: Require2fa; label: string }[] = [
  { value: 'none', label: msg('Nobody must use it') },
  { value: 'administrators', label: msg('Administrators must use it') },
  { value: 'everyone', label: msg('Everyone must use it') },
];

export function SecurityTab() {
  const t = useT();
  const [choice, setChoice] = useState<Require2fa | null>(null);
  const [blocking, setBlocking] = useState<ChangeWarning['code'][] | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    api.get<{ security: Security }>('/v2/api/security').then(
      (a) => {
        setChoice((c) => c ?? a.security.require2fa);
        setBlocking((b) => b ?? a.security.blockPublishOn);
      },
      () => setMessage({ ok: false, text: 'An error occurred' }),
    );
  }, []);

  async function save(change: Partial<Security>) {
    setSaving(true);
    try {
      const answer = await api.put<{ security: Security }>('/v2/api/security', change);
      setMessage({ ok: true, text: answer.message ?? 'Security settings saved' });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError && err.serverMessage ? err.serverMessage : 'An error occurred' });
    }
    setSaving(false);
  }

  return (
    <>
      {message ? (
        <Alert variant={message.ok ? 'success' : 'danger'} dismissible onClose={() => setMessage(null)}>
          {t(message.text)}
        </Alert>
      ) : null}
      <FormCard title={t('Two-factor sign-in')} onSubmit={() => void (choice && save({ require2fa: choice }))} saving={saving} submitLabel={t('Save')}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('Who must sign in with a second factor')}</legend>
          {CHOICES.map((c) => (
            <Form.Check
              key={c.value}
              type="radio"
              id={`require2fa-${c.value}`}
              name="require2fa"
              label={t(c.label)}
              checked={choice === c.value}
              onChange={() => setChoice(c.value)}
            />
          ))}
          <Form.Text className="d-block mt-2">
            {t('A user the rule covers who has not set it up yet can only set it up after signing in. That includes you.')}
          </Form.Text>
        </fieldset>
      </FormCard>
      <FormCard
        title={t('Warnings that block publishing')}
        onSubmit={() => void (blocking && save({ blockPublishOn: blocking }))}
        saving={saving}
        submitLabel={t('Save')}
      >
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('A change with one of these warnings cannot be published until it is fixed')}</legend>
          {(Object.keys(WARNING_LABELS) as ChangeWarning['code'][]).map((code) => (
            <Form.Check
              key={code}
              type="checkbox"
              id={`block-${code}`}
              label={t(WARNING_LABELS[code])}
              checked={blocking?.includes(code) ?? false}
              disabled={blocking === null}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setBlocking((b) => (on ? [...(b ?? []), code] : (b ?? []).filter((c) => c !== code)));
              }}
            />
          ))}
        </fieldset>
      </FormCard>
    </>
  );
}
