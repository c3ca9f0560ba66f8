// The two route groups of SPEC.md section 2: guests only (login pages) and signed-in only (the rest),
// and (issue 21) the screens a role may not use, which answer a direct URL with a message.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { useAuth } from '../lib/auth.tsx';
import { useRole, type Action } from '../lib/roles.ts';
import { paths } from '../config/paths.ts';
import { msg, useT } from '../lib/i18n.ts';

function Checking() {
  const t = useT();
  return (
    <div className="d-flex min-vh-100 align-items-center justify-content-center" role="status">
      {t('Loading...')}
    </div>
  );
}

export function RequireAuth() {
  const { status, mustSetUpTwoFactor } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <Checking />;
  if (status === 'guest') return <Navigate to={paths.login.path} replace state={{ from: location.pathname }} />;
  // the security policy wants a second factor first: the setup screen is the only one
  if (mustSetUpTwoFactor && location.pathname !== paths.twoFactor.path) return <Navigate to={paths.twoFactor.path} replace />;
  return <Outlet />;
}

export function GuestOnly() {
  const { status } = useAuth();
  if (status === 'checking') return <Checking />;
  if (status === 'signed-in') return <Navigate to={paths.dashboard.path} replace />;
  return <Outlet />;
}

export const NO_PERMISSION = msg('You do not have permission to view this page');

/** A screen for the roles that may `action`; the others get the message in its place. */
export function RequireRole({ action }: { action: Action }) {
  const t = useT();
  const { can } = useRole();
  if (can(action)) return <Outlet />;
  return (
    <>
      <PageHeader title={t('No permission')} />
      <div className="alert alert-warning" role="alert">
        {t(NO_PERMISSION)}
      </div>
    </>
  );
}
