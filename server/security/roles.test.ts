// The role model on the server (issue 21, API.md "Roles"): every route of the OpenAPI document that needs
// a token is tried with an author's, an editor's and an administrator's token. The role each route may be
// called with is the role table's (server/shared/roles.ts, which the admin's guards read too), written
// independently of the routes' own declarations, so a declaration removed
// or weakened in a route fails here; a refused request is a 403 with the one message and changes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../content-db/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { FORBIDDEN_MESSAGE } from '../lib/roles.ts';
import { ACTION_ROUTES, ROUTE_ROLES, roleAllows, routeRole, type Role } from '../shared/roles.ts';
import { createTestApp, login, type TestApp } from '../test/helpers.ts';

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
      const needed = routeRole(op.key);
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

  it("names only real routes in the role table, and each of the admin's actions by one of them", () => {
    const keys = new Set(operations.map((op) => op.key));
    // a renamed route would leave its row behind: the route falls to authors and the admin's guard with it
    expect(Object.keys(ROUTE_ROLES).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.values(ACTION_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
  });

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
