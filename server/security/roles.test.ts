// The role model on the server (issue 21, API.md "Roles"): every route of the OpenAPI document that needs
// a token is tried with an author's, an editor's and an administrator's token. The role each route may be
// called with is written below, independently of the routes' own declarations, so a declaration removed
// or weakened in a route fails here; a refused request is a 403 with the one message and changes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../content-db/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { FORBIDDEN_MESSAGE, roleAllows, type Role } from '../lib/roles.ts';
import { createTestApp, login, type TestApp } from '../test/helpers.ts';

/** Routes for more than authors ("METHOD /path" as in the OpenAPI document). Every other route that needs a token is for authors. */
const NEEDS: Record<string, Role> = {
  // publishing and undoing what is live
  'POST /v2/api/build': 'editor',
  'POST /v2/api/build/rollback': 'editor',
  'POST /v2/api/revisions/{id}/restore': 'editor',
  'POST /v2/api/changes/publish': 'editor',
  'POST /v2/api/changes/discard': 'editor',
  'DELETE /v2/api/schedule/{id}': 'editor',
  'POST /v2/api/schedule/unpublish': 'editor',
  // redirects are site configuration that takes effect at once (issue 33)
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
};

const PASSWORD = 'role-test-password-1';

interface Operation {
  method: string;
  path: string;
  key: string;
}

let t: TestApp;
const tokens = {} as Record<Role, string>;
let operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const db = t.app.db;
  for (const role of ['author', 'editor'] as const) {
    await createUser(db, { name: `The ${role}`, email: `${role}@test.local`, password_hash: await hashPassword(PASSWORD), profile_image: null, role });
    tokens[role] = await login(t.app, { email: `${role}@test.local`, password: PASSWORD });
  }
  tokens.administrator = await login(t.app);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path: p, key: `${m.toUpperCase()} ${p}` })),
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The path with its parameters filled: ids of the seed where one exists, else 1. */
const url = (p: string) => p.replace(/\{[^}]+\}/g, '1');

/** Whether the route answers 401 without a token (it needs one). */
async function needsToken(op: Operation): Promise<boolean> {
  const res = await t.app.inject({ method: op.method as 'GET', url: url(op.path) });
  return res.statusCode === 401;
}

const contentState = async () => ({
  revision: (await sql<{ revision: number }>`SELECT revision FROM content_revision`.execute(t.app.db)).rows[0].revision,
  users: (await sql<{ n: number }>`SELECT count(*) AS n FROM users`.execute(t.app.db)).rows[0].n,
  changes: (await sql<{ n: number }>`SELECT count(*) AS n FROM unpublished_changes`.execute(t.app.db)).rows[0].n,
});

describe('every route that needs a token, with each role', () => {
  it('answers 403 "You do not have permission to do this" below the route\'s role, and anything else at or above it', async () => {
    const guarded = [];
    for (const op of operations) if (await needsToken(op)) guarded.push(op);
    // the document lists the routes that need a token: users, builds, every write at least
    expect(guarded.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const op of guarded) {
      const needed = NEEDS[op.key] ?? 'author';
      for (const role of ['author', 'editor', 'administrator'] as const) {
        const before = await contentState();
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: url(op.path),
          headers: { authorization: `Bearer ${tokens[role]}`, 'content-type': 'application/json' },
          payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}',
        });
        // a sign-out ends the token it was sent with: sign in again for the next route
        if (op.key === 'POST /v2/api/logout' && res.statusCode === 200) {
          tokens[role] = await login(t.app, role === 'administrator' ? undefined : { email: `${role}@test.local`, password: PASSWORD });
        }
        const allowed = roleAllows(role, needed);
        if (!allowed) {
          if (res.statusCode !== 403 || res.json().message !== FORBIDDEN_MESSAGE) wrong.push(`${op.key} as ${role}: ${res.statusCode}, wanted 403`);
          else expect(await contentState(), `${op.key} as ${role} changed something`).toEqual(before);
          // 503: a test app has no site builder to make a preview with; every other 5xx is a bug
        } else if (res.statusCode === 403 || (res.statusCode >= 500 && res.statusCode !== 503)) {
          wrong.push(`${op.key} as ${role}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('a role change counts on the next request, without a new sign-in', async () => {
    const { id } = await createUser(t.app.db, {
      name: 'Temp',
      email: 'temp@test.local',
      password_hash: await hashPassword(PASSWORD),
      profile_image: null,
      role: 'editor',
    });
    const token = await login(t.app, { email: 'temp@test.local', password: PASSWORD });
    const rollback = () => t.app.inject({ method: 'POST', url: '/v2/api/build/rollback', headers: { authorization: `Bearer ${token}` } });
    expect((await rollback()).statusCode).not.toBe(403);
    await t.app.db.updateTable('users').set({ role: 'author' }).where('id', '=', id).execute();
    expect((await rollback()).statusCode).toBe(403);
  });
});
