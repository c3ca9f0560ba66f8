// The role table (issue 21, API.md "Roles"), defined once for the server and the admin: the roles in
// order, and the routes for more than authors. The routes' own declarations (`config: { role }`, read by
// server/plugins/auth.ts) are what enforces it; server/security/roles.test.ts calls every route with each
// role's token and checks the answer against this table, and the admin's guards and buttons
// (admin/src/lib/roles.ts) ask it through the route each action calls. Plain data with no import: the
// admin bundles this file.

/** Lowest first: each role may do everything the ones before it may. */
export const ROLES = ['author', 'editor', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** Whether `role` may do what `needed` may (each role may do everything a lower one may). */
export function roleAllows(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** Routes for more than authors ("METHOD /path" as in the OpenAPI document). Every other route that needs a token is for authors. */
export const ROUTE_ROLES = {
  // publishing and undoing what is live
  'POST /v2/api/build': 'editor',
  'POST /v2/api/build/rollback': 'editor',
  'POST /v2/api/revisions/{id}/restore': 'editor',
  'POST /v2/api/changes/publish': 'editor',
  'POST /v2/api/changes/discard': 'editor',
  'DELETE /v2/api/schedule/{id}': 'editor',
  'POST /v2/api/schedule/unpublish': 'editor',
  // redirects are site configuration that takes effect at once
  'GET /v2/api/redirects': 'editor',
  'POST /v2/api/redirects': 'editor',
  'PUT /v2/api/redirects/{id}': 'editor',
  'DELETE /v2/api/redirects/{id}': 'editor',
  'POST /v2/api/redirects/import': 'editor',
  // people, the company's identity and how the site is published
  'GET /api/users': 'administrator',
  'POST /api/users': 'administrator',
  'PUT /api/users/{id}': 'administrator',
  'DELETE /api/users/{id}': 'administrator',
  'PUT /api/company': 'administrator',
  'PUT /v2/api/publishing': 'administrator',
  // leads: visitors' names and numbers, for the people who answer them, not for authors
  'GET /api/leads': 'editor',
  'GET /api/leads.csv': 'editor',
  'PUT /api/leads/{id}': 'editor',
  'DELETE /api/leads/{id}': 'editor',
  // failed mails name their recipients: not for authors (a reset mail once leaked its code here)
  'GET /v2/api/mail/status': 'editor',
  // the media library: authors upload and write alt text; replacing and deleting a file is for editors
  'POST /v2/api/media/{id}/replace': 'editor',
  'DELETE /v2/api/media/{id}': 'editor',
  // who is mailed each lead
  'GET /v2/api/mail/lead-recipients': 'administrator',
  'PUT /v2/api/mail/lead-recipients': 'administrator',
  // who must sign in with a second factor, and turning a user's off (issue 29)
  'GET /v2/api/security': 'administrator',
  'PUT /v2/api/security': 'administrator',
  'DELETE /api/users/{id}/2fa': 'administrator',
  // outgoing links: the Site Health screen, and a check makes the server send requests
  'GET /v2/api/health/links': 'editor',
  'POST /v2/api/health/links/check': 'editor',
} as const satisfies Record<string, Role>;

export type RestrictedRoute = keyof typeof ROUTE_ROLES;

/** The role a route needs: its entry in the table, else author (any signed-in user). */
export function routeRole(key: string): Role {
  return (ROUTE_ROLES as Record<string, Role>)[key] ?? 'author';
}

/** What the admin offers or hides, each by the route it calls: so the admin asks the same table. */
export const ACTION_ROUTES = {
  /** publish, schedule, discard, Publish now, and the review of authors' changes (Send back, the ready count) */
  publish: 'POST /v2/api/changes/publish',
  /** restore a revision or a deleted item, roll the site back */
  restore: 'POST /v2/api/revisions/{id}/restore',
  /** cancel a scheduled publish */
  cancelSchedule: 'DELETE /v2/api/schedule/{id}',
  /** User Management */
  manageUsers: 'GET /api/users',
  /** the settings that are not content: the publishing mode and the company identity */
  siteSettings: 'PUT /api/company',
  /** the Leads screen: visitors' names and numbers */
  readLeads: 'GET /api/leads',
  /** the Site Health screen: checking the live site's links makes the server send requests */
  siteHealth: 'GET /v2/api/health/links',
  /** the Redirects screen: site configuration that takes effect at once */
  manageRedirects: 'GET /v2/api/redirects',
} as const satisfies Record<string, RestrictedRoute>;

export type Action = keyof typeof ACTION_ROUTES;

/** Whether a signed-in user of `role` may do `action` (no role: not signed in, nothing). */
export function roleCan(role: Role | undefined, action: Action): boolean {
  return role !== undefined && roleAllows(role, ROUTE_ROLES[ACTION_ROUTES[action]]);
}
