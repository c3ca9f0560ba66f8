// What each role may do in the admin (issue 21), the one table every screen asks: it mirrors API.md
// "Roles" and the routes' declarations on the server (server/lib/roles.ts), which is what enforces
// them. Hiding a button here is a convenience: a request the role may not make is a 403 anyway.
import type { User } from '../../../server/api-types.ts';
import type { RouteName } from '../config/paths.ts';
import { useAuth } from './auth.tsx';
import { msg } from './i18n.ts';

export type Role = User['role'];

/** Lowest first: each role may do everything the ones before it may (as on the server). */
const ORDER: readonly Role[] = ['author', 'editor', 'administrator'];

export const ROLE_LABEL: Record<Role, string> = { administrator: msg('Administrator'), editor: msg('Editor'), author: msg('Author') };

/** The roles in the order a form offers them. */
export const ROLE_OPTIONS = (['administrator', 'editor', 'author'] as const).map((value) => ({ value, label: ROLE_LABEL[value] }));

/** The lowest role that may do each thing. */
const NEEDS = {
  /** publish, schedule, discard, Publish now, and the review of authors' changes (Send back, the ready count) */
  publish: 'editor',
  /** restore a revision or a deleted item, roll the site back */
  restore: 'editor',
  /** cancel a scheduled publish */
  cancelSchedule: 'editor',
  /** User Management */
  manageUsers: 'administrator',
  /** the settings that are not content: the publishing mode and the company identity */
  siteSettings: 'administrator',
  /** the Leads screen: visitors' names and numbers */
  readLeads: 'editor',
  /** the Redirects screen: site configuration that takes effect at once */
  manageRedirects: 'editor',
} as const satisfies Record<string, Role>;

export type Action = keyof typeof NEEDS;

/** The screens a role may not open: the router shows "You do not have permission to view this page". */
export const SCREEN_NEEDS: Partial<Record<RouteName, Action>> = { users: 'manageUsers', leads: 'readLeads', redirects: 'manageRedirects' };

export function roleCan(role: Role | undefined, action: Action): boolean {
  return role !== undefined && ORDER.indexOf(role) >= ORDER.indexOf(NEEDS[action]);
}

/** The signed-in user's role and what it allows. */
export function useRole(): { role: Role | undefined; can: (action: Action) => boolean } {
  const role = useAuth().user?.role;
  return { role, can: (action) => roleCan(role, action) };
}
