// Forgot password, verify code and update password: static forms (SPEC.md "Admin login"); their
// buttons only lead to the admin index page.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../components/fields.tsx';
import { paths } from '../../config/paths.ts';
import { AuthCard } from './AuthCard.tsx';
import { t, useT } from '../../lib/i18n.ts';

function StaticAuthForm({ title, intro, button, children }: { title: string; intro: string; button: string; children: ReactNode }) {
  const t = useT();
  return (
    <AuthCard title={title} intro={intro}>
      <form onSubmit={(e) => e.preventDefault()}>
        {children}
        <Link to={paths.dashboard.path} className="btn btn-primary w-100">
          {button}
        </Link>
      </form>
      <p className="mt-3 mb-0 text-center">
        <Link to={paths.login.path}>{t('Back to sign in')}</Link>
      </p>
    </AuthCard>
  );
}

export const ForgetScreen = () => (
  <StaticAuthForm title={t('Forgot Password')} intro={t('Enter your email address and we will send you a code.')} button={t('Send Code')}>
    <TextField label={t('Email')} type="email" autoComplete="email" />
  </StaticAuthForm>
);

export const VerifyScreen = () => (
  <StaticAuthForm title={t('Verify Code')} intro={t('Enter the code we sent to your email.')} button={t('Verify')}>
    <TextField label={t('Verification code')} autoComplete="one-time-code" />
  </StaticAuthForm>
);

export const UpdateScreen = () => (
  <StaticAuthForm title={t('Update Password')} intro={t('Choose a new password.')} button={t('Update Password')}>
    <TextField label={t('New password')} type="password" autoComplete="new-password" />
    <TextField label={t('Confirm password')} type="password" autoComplete="new-password" />
  </StaticAuthForm>
);
