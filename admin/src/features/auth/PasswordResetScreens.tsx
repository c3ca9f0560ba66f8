// Forgot Password, Verify Code and Update Password (SPEC.md's screens, API.md "Password reset by
// mail"): an email gets a mailed 6-digit code, the code a reset token, the token a new password. The
// email and the token travel in the router's state from one screen to the next, never in the URL.
// Messages show in the card, in the admin's language (the server's texts are catalog keys too).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FeedbackAlert, useFeedback } from '../../components/Feedback.tsx';
import { TextField } from '../../components/fields.tsx';
import { paths } from '../../config/paths.ts';
import { failureText, failureTexts } from '../../lib/api.ts';
import { msg, t as translate, useT } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { passwordApi } from '../mail/api.ts';
import { AuthCard } from './AuthCard.tsx';

interface ResetState {
  email?: string;
  resetToken?: string;
}

const FAILURE = failureTexts(msg('Something went wrong, please try again'));

/** A form that cannot be sent as filled in: its text (a catalog key) shows in the card. */
class Unsendable extends Error {}

/** The card, the form and its one button; `send` reports its own failure in the card. */
function ResetForm({ title, intro, button, send, children }: { title: string; intro: string; button: string; send: () => Promise<void>; children: ReactNode }) {
  const t = useT();
  const feedback = useFeedback();
  const [sending, setSending] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    feedback.clear();
    setSending(true);
    try {
      await send();
    } catch (err) {
      const text = err instanceof Unsendable ? translate(err.message) : failureText(err, FAILURE);
      if (text) feedback.reporter.error(text);
    } finally {
      setSending(false);
    }
  }
  return (
    <AuthCard title={title} intro={intro}>
      <FeedbackAlert message={feedback.message} onClose={feedback.clear} />
      <form onSubmit={submit} noValidate>
        {children}
        <Button type="submit" variant="primary" className="w-100" disabled={sending}>
          {sending ? t('Please wait...') : button}
        </Button>
      </form>
      <p className="mt-3 mb-0 text-center">
        <Link to={paths.login.path}>{t('Back to sign in')}</Link>
      </p>
    </AuthCard>
  );
}

const stateOf = (state: unknown): ResetState => (state && typeof state === 'object' ? (state as ResetState) : {});

export function ForgetScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState(stateOf(useLocation().state).email ?? '');
  async function send() {
    if (!email.trim()) throw new Unsendable(msg('Please enter your email address'));
    const answer = await passwordApi.forgot(email.trim());
    notify.success(answer.message ?? msg('If this address has an account, a code has been sent'));
    navigate(paths.verify.path, { state: { email: email.trim() } satisfies ResetState });
  }
  return (
    <ResetForm title={t('Forgot Password')} intro={t('Enter your email address and we will send you a code.')} button={t('Send Code')} send={send}>
      <TextField label={t('Email')} type="email" value={email} onChange={setEmail} autoComplete="email" required autoFocus />
    </ResetForm>
  );
}

export function VerifyScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState(stateOf(useLocation().state).email ?? '');
  const [code, setCode] = useState('');
  async function send() {
    if (!email.trim() || !code.trim()) throw new Unsendable(msg('Please enter your email address and the code'));
    const { resetToken } = await passwordApi.verify(email.trim(), code.trim());
    navigate(paths.update.path, { state: { email: email.trim(), resetToken } satisfies ResetState });
  }
  return (
    <ResetForm title={t('Verify Code')} intro={t('Enter the code we sent to your email.')} button={t('Verify')} send={send}>
      <TextField label={t('Email')} type="email" value={email} onChange={setEmail} autoComplete="email" required />
      <TextField label={t('Verification code')} value={code} onChange={setCode} autoComplete="one-time-code" required autoFocus />
      <p className="small">
        <Link to={paths.forget.path} state={{ email } satisfies ResetState}>
          {t('Send a new code')}
        </Link>
      </p>
    </ResetForm>
  );
}

export function UpdateScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { resetToken, email } = stateOf(useLocation().state);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  async function send() {
    if (!resetToken) throw new Unsendable(msg('This reset has expired: ask for a new code'));
    if (password !== confirm) throw new Unsendable(msg('The passwords do not match'));
    const answer = await passwordApi.reset(resetToken, password);
    notify.success(answer.message ?? msg('Password updated'));
    navigate(paths.login.path, { replace: true });
  }
  return (
    <ResetForm title={t('Update Password')} intro={t('Choose a new password.')} button={t('Update Password')} send={send}>
      {resetToken ? null : (
        <p>
          <Link to={paths.forget.path} state={{ email } satisfies ResetState}>
            {t('Ask for a code first')}
          </Link>
        </p>
      )}
      <TextField label={t('New password')} type="password" value={password} onChange={setPassword} autoComplete="new-password" required autoFocus />
      <TextField label={t('Confirm password')} type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" required />
    </ResetForm>
  );
}
