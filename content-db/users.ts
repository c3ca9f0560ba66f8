// Users and revoked tokens. Password hashes are read only by the login check, never mapped to answers.
import { sql } from 'kysely';
import { runListed, type ListFields, type ListQuery, type Listed } from './list-query.ts';
import type { ContentDb } from './open.ts';
import type { AdminLanguage, NewRow, Role, RowUpdate } from './schema.ts';

/** What leaves the server about a user: never the hash. */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  profile_image: string | null;
  role: Role;
  language: AdminLanguage | null;
  /** whether the user signs in with a second factor (users.two_factor, migration 0016) */
  twoFactor: boolean;
  created_at: string;
  updated_at: string;
}

const PUBLIC_COLUMNS = ['id', 'name', 'email', 'profile_image', 'role', 'language', 'two_factor', 'created_at', 'updated_at'] as const;

/** A row of PUBLIC_COLUMNS as it leaves this module: SQLite's 0/1 flag becomes `twoFactor: boolean`. */
function asPublic<R extends { two_factor: number }>(row: R): Omit<R, 'two_factor'> & { twoFactor: boolean } {
  const { two_factor, ...rest } = row;
  return { ...rest, twoFactor: two_factor === 1 };
}

export async function listUsers(db: ContentDb): Promise<PublicUser[]> {
  return (await listUsersBy(db, {})).rows;
}

/** Users are found by name or email; they have no status. */
export const USER_LIST: ListFields = {
  search: ['name', 'email'],
  sort: ['created_at', 'updated_at', 'name', 'email', 'role'],
  text: ['name', 'email'],
};

export async function listUsersBy(db: ContentDb, list: ListQuery): Promise<Listed<PublicUser>> {
  const listed = await runListed(db.selectFrom('users').select(PUBLIC_COLUMNS).orderBy('id', 'asc'), list, USER_LIST);
  return { ...listed, rows: listed.rows.map(asPublic) };
}

export async function getUser(db: ContentDb, id: number): Promise<PublicUser | undefined> {
  const row = await db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && asPublic(row);
}

export async function findUserWithHashByEmail(db: ContentDb, email: string) {
  const row = await db
    .selectFrom('users')
    .select([...PUBLIC_COLUMNS, 'password_hash', 'token_version'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row && asPublic(row);
}

/** The user a token names, while the token's version is still the user's (no password change since). */
export async function getSignedInUser(db: ContentDb, id: number, tokenVersion: number): Promise<PublicUser | undefined> {
  const row = await db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).where('token_version', '=', tokenVersion).executeTakeFirst();
  return row && asPublic(row);
}

export async function emailTaken(db: ContentDb, email: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function createUser(db: ContentDb, user: NewRow<'users'>): Promise<PublicUser> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return (await getUser(db, id))!;
}

export async function updateUser(db: ContentDb, id: number, changes: RowUpdate<'users'>): Promise<PublicUser | undefined> {
  // A new password ends every session of the user: the tokens issued before carry the old version.
  const set = changes.password_hash === undefined ? changes : { ...changes, token_version: sql<number>`token_version + 1` };
  if (Object.keys(set).length) await db.updateTable('users').set(set).where('id', '=', id).execute();
  return getUser(db, id);
}

export async function deleteUser(db: ContentDb, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Every administrator's address, oldest account first (the mails for administrators: leads by default, broken links). */
export async function administratorEmails(db: ContentDb): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('role', '=', 'administrator').orderBy('id').execute();
  return rows.map((r) => r.email);
}

/** How many users have this role (the last administrator cannot be demoted or deleted). */
export async function countRole(db: ContentDb, role: Role): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function countUsers(db: ContentDb): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function revokeToken(db: ContentDb, jti: string, expiresAt: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function isTokenRevoked(db: ContentDb, jti: string): Promise<boolean> {
  return (await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined;
}
