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
      await login(email.trim(), password);
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
