// The two route groups of SPEC.md section 2: guests only (login pages) and signed-in only (the rest).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth.tsx';
import { paths } from '../config/paths.ts';

function Checking() {
  return (
    <div className="d-flex min-vh-100 align-items-center justify-content-center" role="status">
      Loading...
    </div>
  );
}

export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <Checking />;
  if (status === 'guest') return <Navigate to={paths.login.path} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export function GuestOnly() {
  const { status } = useAuth();
  if (status === 'checking') return <Checking />;
  if (status === 'signed-in') return <Navigate to={paths.dashboard.path} replace />;
  return <Outlet />;
}
