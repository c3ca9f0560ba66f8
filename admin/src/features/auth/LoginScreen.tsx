// SPEC.md "Admin login" with the toasts of section 8.
import { useId, useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { CheckField, TextField } from '../../components/fields.tsx';
import { EyeIcon, EyeOffIcon } from '../../components/icons.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { notify } from '../../lib/toast.tsx';
import { AuthCard } from './AuthCard.tsx';
import { useT } from '../../lib/i18n.ts';

export function LoginScreen() {
  const [challenge, setChallenge] = useState<string | null>(null);
  if (challenge) return <SecondStep challenge={challenge} onRestart={() => setChallenge(null)} />;
  return <PasswordStep onChallenge={setChallenge} />;
}

/** The second step of a sign-in with two-factor sign-in on: a code of the app, or a recovery code. */
function SecondStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const t = useT();
  const { loginWithCode } = useAuth();
  const navigate = useNavigate();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    if (!code.trim()) {
      notify.error(t('Please enter the code'));
      return;
    }
    setSubmitting(true);
    const toastId = notify.loading(t('Signing in...'));
    try {
      await loginWithCode(challenge, useRecovery ? { recoveryCode: code.trim() } : { code: code.trim() });
      notify.success(t('Login successful!'), { id: toastId });
      navigate(paths.dashboard.path, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'failed') {
        notify.error(err.serverMessage || 'Login failed', { id: toastId });
        // an expired or used-up challenge: back to the password
        if (err.status === 429 || err.serverMessage === 'This sign-in has expired: sign in again') onRestart();
      } else notify.error(t('An error occurred during login'), { id: toastId });
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title={t('Two-factor sign-in')}
      intro={useRecovery ? t('Enter one of your recovery codes.') : t('Enter the 6-digit code of your authenticator app.')}
    >
      <form onSubmit={submit} noValidate>
        {useRecovery ? (
          <TextField key="recovery" label={t('Recovery code')} value={code} onChange={setCode} autoComplete="off" autoFocus />
        ) : (
          <TextField key="code" label={t('Authentication code')} value={code} onChange={setCode} autoComplete="one-time-code" autoFocus />
        )}
        <Button type="submit" variant="primary" className="w-100 mb-3" disabled={submitting}>
          {t('Verify')}
        </Button>
        <div className="d-flex justify-content-between">
          <Button
            variant="link"
            className="p-0"
            onClick={() => {
              setUseRecovery((r) => !r);
              setCode('');
            }}
          >
            {useRecovery ? t('Use the authenticator app') : t('Use a recovery code')}
          </Button>
          <Button variant="link" className="p-0" onClick={onRestart}>
            {t('Back to sign in')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}

function PasswordStep({ onChallenge }: { onChallenge: (challenge: string) => void }) {
  const t = useT();
  const { login } = useAuth();
  const navigate = useNavigate();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    if (!email.trim() || !password.trim()) {
      notify.error(t('Please enter both email and password'));
      return;
    }
    setSubmitting(true);
    const toastId = notify.loading(t('Signing in...'));
    try {
      const answer = await login(email.trim(), password);
      if ('twoFactor' in answer) {
        notify.dismiss(toastId);
        onChallenge(answer.challenge);
        return;
      }
      notify.success(t('Login successful!'), { id: toastId });
      navigate(paths.dashboard.path, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'failed') notify.error(err.serverMessage || 'Login failed', { id: toastId });
      else notify.error(t('An error occurred during login'), { id: toastId });
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('Sign in')} intro={t('Sign in to manage the website.')}>
      <form onSubmit={submit} noValidate>
        <TextField label={t('Email')} type="email" value={email} onChange={setEmail} autoComplete="username" autoFocus />
        <Form.Group className="mb-3" controlId={passwordId}>
          <Form.Label>{t('Password')}</Form.Label>
          <InputGroup>
            <Form.Control
              type={showPassword ? 'text' : 'password'}
              value={password}
              autoComplete="current-password"
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button
              variant="outline-secondary"
              onClick={() => setShowPassword((s) => !s)}
              aria-label={showPassword ? t('Hide password') : t('Show password')}
              aria-pressed={showPassword}
              aria-controls={passwordId}
            >
              {showPassword ? <EyeOffIcon /> : <EyeIcon />}
            </Button>
          </InputGroup>
        </Form.Group>
        <div className="d-flex justify-content-between align-items-center mb-3">
          <CheckField label={t('Remember me')} checked={remember} onChange={setRemember} className="mb-0" />
          <Link to={paths.forget.path}>{t('Forgot password?')}</Link>
        </div>
        <Button type="submit" variant="primary" className="w-100" disabled={submitting}>
          {submitting ? t('SIGNING IN...') : t('SIGN IN')}
        </Button>
      </form>
    </AuthCard>
  );
}
