// Forgot password, verify code and update password: static forms (SPEC.md "Admin login"); their
// buttons only lead to the admin index page.
import { Link } from 'react-router-dom';
import { TextField } from '../../components/fields.tsx';
import { paths } from '../../config/paths.ts';
import { AuthCard } from './AuthCard.tsx';

function IndexButton({ label }: { label: string }) {
  return <Link to={paths.dashboard.path} className="btn btn-primary w-100">{label}</Link>;
}

function BackToLogin() {
  return <p className="mt-3 mb-0 text-center"><Link to={paths.login.path}>Back to sign in</Link></p>;
}

export function ForgetScreen() {
  return (
    <AuthCard title="Forgot Password" intro="Enter your email address and we will send you a code.">
      <form onSubmit={(e) => e.preventDefault()}>
        <TextField label="Email" type="email" autoComplete="email" />
        <IndexButton label="Send Code" />
      </form>
      <BackToLogin />
    </AuthCard>
  );
}

export function VerifyScreen() {
  return (
    <AuthCard title="Verify Code" intro="Enter the code we sent to your email.">
      <form onSubmit={(e) => e.preventDefault()}>
        <TextField label="Verification code" autoComplete="one-time-code" />
        <IndexButton label="Verify" />
      </form>
      <BackToLogin />
    </AuthCard>
  );
}

export function UpdateScreen() {
  return (
    <AuthCard title="Update Password" intro="Choose a new password.">
      <form onSubmit={(e) => e.preventDefault()}>
        <TextField label="New password" type="password" autoComplete="new-password" />
        <TextField label="Confirm password" type="password" autoComplete="new-password" />
        <IndexButton label="Update Password" />
      </form>
      <BackToLogin />
    </AuthCard>
  );
}
