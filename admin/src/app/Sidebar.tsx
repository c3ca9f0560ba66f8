// The left navigation of SPEC.md "Admin layout": the links the user's role may open (issue 21), the
// signed-in user with their role, Logout.
import { Link, NavLink } from 'react-router-dom';
import { Avatar } from '../components/Avatar.tsx';
import { LogoutIcon } from '../components/icons.tsx';
import { SIDEBAR, paths } from '../config/paths.ts';
import { useAuth } from '../lib/auth.tsx';
import { ROLE_LABEL, SCREEN_NEEDS, useRole } from '../lib/roles.ts';
import { useT } from '../lib/i18n.ts';

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { user, logout } = useAuth();
  const { can } = useRole();
  const name = user?.name || user?.email || '';
  const links = SIDEBAR.filter((item) => {
    const needs = SCREEN_NEEDS[item.route];
    return !needs || can(needs);
  });
  const avatar = <Avatar name={name} src={user?.profile_image} size={40} />;
  return (
    <div className="admin-sidebar-inner d-flex flex-column text-bg-dark w-100">
      <div className="px-3 py-3 border-bottom border-secondary">
        <div className="d-flex align-items-center gap-2">
          {can('manageUsers') ? (
            <Link to={paths.users.path} onClick={onNavigate} className="rounded-circle" aria-label={t('{name}: user management', { name: name })}>
              {avatar}
            </Link>
          ) : (
            avatar
          )}
          <div className="min-w-0">
            <div className="fw-semibold text-truncate" data-testid="sidebar-user-name">
              {name}
            </div>
            <div className="small text-white-50" data-testid="sidebar-user-role">
              {user ? ROLE_LABEL[user.role] : ''}
            </div>
          </div>
        </div>
      </div>
      <nav aria-label={t('Admin sections')} className="flex-grow-1 py-2">
        <ul className="nav nav-pills flex-column px-2 gap-1">
          {links.map((item) => (
            <li className="nav-item" key={item.route}>
              <NavLink
                to={paths[item.route].path}
                end={item.route === 'dashboard'}
                onClick={onNavigate}
                className={({ isActive }) => `nav-link ${isActive ? 'active' : 'text-white'}`}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="p-3 border-top border-secondary">
        {/* the signed-in user's own security: outside the sections, it belongs to the person */}
        <NavLink to={paths.twoFactor.path} onClick={onNavigate} className="d-block text-white small mb-2" data-testid="own-two-factor">
          {t('Two-factor sign-in')}
        </NavLink>
        <button type="button" className="btn btn-outline-light w-100 d-flex align-items-center justify-content-center gap-2" onClick={() => void logout()}>
          <LogoutIcon /> {t('Logout')}
        </button>
      </div>
    </div>
  );
}
