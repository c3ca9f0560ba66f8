// What each role may do (issue 21, API.md "Roles"). Every route that needs a token declares the lowest
// role that may call it, next to its `auth` setting: `config: { role: 'editor' }`. The auth hook
// (server/plugins/auth.ts) checks it on every request, before the body is read or validated. A route
// that needs a token and declares nothing is for administrators only: a forgotten declaration locks
// people out (and fails server/security/roles.test.ts) rather than letting them in.
import { ROLES, roleAllows, type Role } from '../shared/roles.ts';
import { HttpError } from './errors.ts';

export { ROLES, roleAllows, type Role };

export const FORBIDDEN_MESSAGE = 'You do not have permission to do this';
export const forbidden = () => new HttpError(403, FORBIDDEN_MESSAGE);

/** The role a route needs when it declares none. */
export const UNDECLARED_ROLE: Role = 'administrator';

/** Common declarations, so a route reads `config: { ...AUTHOR }`. */
export const AUTHOR = { role: 'author' } as const;
export const EDITOR = { role: 'editor' } as const;
export const ADMINISTRATOR = { role: 'administrator' } as const;
