// The signed-in user's own "Two-factor sign-in" (API.md "Two-factor sign-in"): set it up with a QR code
// or the secret as text, turn it on with a code, keep the ten recovery codes (shown once, "Download" as
// .txt), turn it off with the password and a code. A user the security policy sends here sees only this.
import { useState, type FormEvent } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { CardSection } from '../../components/CardSection.tsx';
import { TextField } from '../../components/fields.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import type { TwoFactorSetup } from '../../../../server/api-types.ts';

/** Saves the recovery codes as a text file. */
function downloadCodes(codes: string[]): void {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'recovery-codes.txt';
  a.click();
  URL.revokeObjectURL(url);
}

const failed = (err: unknown, fallback: string) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback);

export function TwoFactorScreen() {
  const t = useT();
  const { user, mustSetUpTwoFactor, refreshUser } = useAuth();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function begin() {
    setBusy(true);
    try {
      setSetup(await api.post<TwoFactorSetup>('/v2/api/2fa/setup'));
      setCode('');
    } catch (err) {
      notify.error(failed(err, 'An error occurred'));
    }
    setBusy(false);
  }

  async function enable(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await api.post<{ recoveryCodes: string[] }>('/v2/api/2fa/enable', { code: code.trim() });
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(null);
      setCode('');
      notify.success(answer.message ?? 'Two-factor sign-in is on');
      await refreshUser();
    } catch (err) {
      notify.error(failed(err, 'An error occurred'));
    }
    setBusy(false);
  }

  async function disable(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await api.post('/v2/api/2fa/disable', { password, code: code.trim() });
      setPassword('');
      setCode('');
      notify.success(answer.message ?? 'Two-factor sign-in is off');
      await refreshUser();
    } catch (err) {
      notify.error(failed(err, 'An error occurred'));
    }
    setBusy(false);
  }

  return (
    <>
      <PageHeader title={t('Two-factor sign-in')} />
      {mustSetUpTwoFactor ? (
        <Alert variant="warning" data-testid="two-factor-required">
          {t('Your administrator requires two-factor sign-in: set it up to continue.')}
        </Alert>
      ) : null}
      {recoveryCodes ? (
        <CardSection title={t('Recovery codes')} className="mb-4">
          <div className="card-body">
            <p>{t('Keep these codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.')}</p>
            <ul className="list-unstyled font-monospace" data-testid="recovery-codes">
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <div className="d-flex gap-2">
              <Button variant="outline-primary" onClick={() => downloadCodes(recoveryCodes)}>
                {t('Download')}
              </Button>
              <Button variant="primary" onClick={() => setRecoveryCodes(null)}>
                {t('I have saved them')}
              </Button>
            </div>
          </div>
        </CardSection>
      ) : null}
      {user?.twoFactor && !recoveryCodes ? (
        <CardSection title={t('Two-factor sign-in is on')}>
          <form className="card-body" onSubmit={disable} noValidate>
            <p>{t('To turn it off, enter your password and a code of your authenticator app.')}</p>
            <TextField label={t('Password')} type="password" value={password} onChange={setPassword} autoComplete="current-password" />
            <TextField label={t('Authentication code')} value={code} onChange={setCode} autoComplete="one-time-code" />
            <Button type="submit" variant="outline-danger" disabled={busy}>
              {t('Turn off two-factor')}
            </Button>
          </form>
        </CardSection>
      ) : null}
      {!user?.twoFactor ? (
        <CardSection title={t('Set up two-factor sign-in')}>
          <div className="card-body">
            <p>{t('After your password, you will also enter a code from an authenticator app on your phone.')}</p>
            {setup ? (
              <form onSubmit={enable} noValidate>
                <p>{t('Scan this QR code with your authenticator app, or type the key below into it.')}</p>
                {/* the server's own SVG (qrcode), drawn as an image: nothing in it runs */}
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                  alt={t('QR code for your authenticator app')}
                  width={200}
                  height={200}
                  className="d-block mb-3 border"
                />
                <p className="mb-1">{t('Key')}</p>
                <code className="d-block mb-3 user-select-all" data-testid="two-factor-secret">
                  {setup.secret}
                </code>
                <TextField label={t('Authentication code')} value={code} onChange={setCode} autoComplete="one-time-code" autoFocus />
                <Button type="submit" variant="primary" disabled={busy}>
                  {t('Turn on')}
                </Button>
              </form>
            ) : (
              <Button variant="primary" onClick={() => void begin()} disabled={busy}>
                {t('Set up')}
              </Button>
            )}
          </div>
        </CardSection>
      ) : null}
    </>
  );
}
