// What each role may do in the admin (issue 21): the role table is server/shared/roles.ts, the one the
// server's route-by-role test checks the routes against; each action here is the route it calls. Hiding
// a button is a convenience: a request the role may not make is a 403 anyway.
import { roleCan, type Action, type Role } from '../../../server/shared/roles.ts';
import type { RouteName } from '../config/paths.ts';
import { useAuth } from './auth.tsx';
import { msg } from './i18n.ts';

export { roleCan, type Action, type Role };

export const ROLE_LABEL: Record<Role, string> = { administrator: msg('Administrator'), editor: msg('Editor'), author: msg('Author') };

/** The roles in the order a form offers them. */
export const ROLE_OPTIONS = (['administrator', 'editor', 'author'] as const).map((value) => ({ value, label: ROLE_LABEL[value] }));

/** The screens a role may not open: the router shows "You do not have permission to view this page". */
export const SCREEN_NEEDS: Partial<Record<RouteName, Action>> = {
  users: 'manageUsers',
  leads: 'readLeads',
  siteHealth: 'siteHealth',
  redirects: 'manageRedirects',
};

/** The signed-in user's role and what it allows. */
export function useRole(): { role: Role | undefined; can: (action: Action) => boolean } {
  const role = useAuth().user?.role;
  return { role, can: (action) => roleCan(role, action) };
}
