// Forgot password, verify code and update password: static forms (SPEC.md "Admin login"); their
// buttons only lead to the admin index page.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../components/fields.tsx';
import { paths } from '../../config/paths.ts';
import { AuthCard } from './AuthCard.tsx';

function StaticAuthForm({ title, intro, button, children }: { title: string; intro: string; button: string; children: ReactNode }) {
  return (
    <AuthCard title={title} intro={intro}>
      <form onSubmit={(e) => e.preventDefault()}>
        {children}
        <Link to={paths.dashboard.path} className="btn btn-primary w-100">
          {button}
        </Link>
      </form>
      <p className="mt-3 mb-0 text-center">
        <Link to={paths.login.path}>Back to sign in</Link>
      </p>
    </AuthCard>
  );
}

export const ForgetScreen = () => (
  <StaticAuthForm title="Forgot Password" intro="Enter your email address and we will send you a code." button="Send Code">
    <TextField label="Email" type="email" autoComplete="email" />
  </StaticAuthForm>
);

export const VerifyScreen = () => (
  <StaticAuthForm title="Verify Code" intro="Enter the code we sent to your email." button="Verify">
    <TextField label="Verification code" autoComplete="one-time-code" />
  </StaticAuthForm>
);

export const UpdateScreen = () => (
  <StaticAuthForm title="Update Password" intro="Choose a new password." button="Update Password">
    <TextField label="New password" type="password" autoComplete="new-password" />
    <TextField label="Confirm password" type="password" autoComplete="new-password" />
  </StaticAuthForm>
);
