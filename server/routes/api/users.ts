// /api/users: the people who sign in, for administrators only. User 1 stays (an administrator), and so
// do the last user and the last administrator.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_LIST, countRole, countUsers, createUser, deleteUser, emailTaken, getUser, listUsersBy, updateUser } from '../../../content-db/users.ts';
import { badRequest, conflict, found, notFound } from '../../lib/errors.ts';
import { isEmailAddress } from '../../lib/email.ts';
import { firstFile, imageRule, readForm, text } from '../../lib/form.ts';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { listQuerystring, paging, readList } from '../../lib/list-query.ts';
import { Envelope, IdParams, ListPaging, MultipartBody, errors } from '../../lib/schemas.ts';
import { writeWithImage } from '../../lib/write-with-image.ts';
import { UserSchema } from '../../schemas/users.ts';
import { ROLES, type Role } from '../../lib/roles.ts';
import { ADMINISTRATOR } from '../../lib/roles.ts';

export const MAIN_ADMIN_ID = 1;

const PROFILE_IMAGE = imageRule({
  kinds: ['jpeg', 'png', 'gif'],
  maxBytes: 2 * 1024 * 1024,
  typeMessage: 'Please select a valid image file (JPEG, PNG, or GIF)',
  sizeMessage: 'File size must be less than 2MB',
});
const FIELDS = ['name', 'email', 'password', 'role'] as const;

/** A new user without a role may do the least: an administrator gives more on purpose. */
const NEW_USER_ROLE: Role = 'author';

/** The role field of a form, or undefined when it was not sent. */
function readRole(fields: Record<string, unknown>): Role | undefined {
  const role = fields.role;
  if (role === undefined || role === '') return undefined;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) throw badRequest('Role must be administrator, editor or author');
  return role as Role;
}
const FOLDER = 'users';
const UserBody = MultipartBody({
  name: Type.Optional(Type.String()),
  email: Type.String({ description: 'no spaces, one @, a dot in the domain' }),
  password: Type.Optional(Type.String({ description: 'at least 6 characters; on update only when not blank' })),
  role: Type.Optional(Type.String({ description: 'administrator, editor or author (a new user without one is an author); user 1 stays an administrator' })),
  profile_image: Type.Optional(Type.String({ format: 'binary', description: 'JPEG, PNG or GIF, at most 2MB' })),
});
const tags = ['users'];

/**
 * Two requests for one email at once both pass the emailTaken check; the unique index on lower(email)
 * stops the second write, which then gets the same 409 as a sequential duplicate (not a 500).
 */
async function oneAccountPerEmail<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict('A user with this email already exists');
    throw err;
  }
}

const users: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users',
    {
      config: { role: 'administrator', auth: 'required' },
      schema: {
        tags,
        querystring: listQuerystring(USER_LIST),
        response: { 200: Envelope({ data: Type.Array(UserSchema), ...ListPaging }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const list = readList(request, USER_LIST);
      const listed = await listUsersBy(app.db, list);
      return { success: true, data: listed.rows, ...paging(list, listed) };
    },
  );

  app.post(
    '/users',
    { config: ADMINISTRATOR, schema: { tags, multipartBody: UserBody, response: { 200: Envelope({ data: UserSchema }), ...errors(400, 401, 409, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, FIELDS, { profile_image: PROFILE_IMAGE });
      const email = text(form.fields, 'email');
      const password = String(form.fields.password ?? '');
      if (!isEmailAddress(email)) throw badRequest('Please enter a valid email address');
      if (password.length < 6) throw badRequest('Password must be at least 6 characters long');
      if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
      const role = readRole(form.fields) ?? NEW_USER_ROLE;
      if (await emailTaken(app.db, email)) throw conflict('A user with this email already exists');
      const password_hash = await hashPassword(password);
      const user = await writeWithImage(app.media, firstFile(form, 'profile_image'), FOLDER, (image) =>
        oneAccountPerEmail(createUser(app.db, { name: text(form.fields, 'name'), email, password_hash, profile_image: image ?? null, role })),
      );
      return { success: true, message: 'User created successfully!', data: user };
    },
  );

  app.put(
    '/users/:id',
    {
      config: ADMINISTRATOR,
      schema: { tags, params: IdParams, multipartBody: UserBody, response: { 200: Envelope({ data: UserSchema }), ...errors(400, 401, 404, 409, 413, 415) } },
    },
    async (request) => {
      const id = Number(request.params.id);
      const existing = await getUser(app.db, id);
      if (!existing) throw notFound('User');
      const form = await readForm(request, FIELDS, { profile_image: PROFILE_IMAGE });
      const changes: Record<string, string | null> = {};
      const role = readRole(form.fields);
      if (role !== undefined && role !== existing.role) {
        if (id === MAIN_ADMIN_ID) throw conflict('The main administrator account stays an administrator');
        if (existing.role === 'administrator' && (await countRole(app.db, 'administrator')) <= 1) throw conflict('Cannot demote the last administrator');
        changes.role = role;
      }
      if (form.fields.name !== undefined) changes.name = text(form.fields, 'name');
      if (form.fields.email !== undefined) {
        const email = text(form.fields, 'email');
        if (!isEmailAddress(email)) throw badRequest('Please enter a valid email address');
        if (await emailTaken(app.db, email, id)) throw conflict('A user with this email already exists');
        changes.email = email;
      }
      const password = String(form.fields.password ?? '');
      if (password.trim() !== '') {
        if (password.length < 6) throw badRequest('Password must be at least 6 characters long');
        if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
        changes.password_hash = await hashPassword(password);
      }
      const user = await writeWithImage(
        app.media,
        firstFile(form, 'profile_image'),
        FOLDER,
        // found(): deleted while this request ran
        async (image) => found(await oneAccountPerEmail(updateUser(app.db, id, image ? { ...changes, profile_image: image } : changes)), 'User'),
        existing.profile_image,
      );
      return { success: true, message: 'User updated successfully!', data: user };
    },
  );

  app.delete(
    '/users/:id',
    { config: ADMINISTRATOR, schema: { tags, params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404, 409) } } },
    async (request) => {
      const id = Number(request.params.id);
      const existing = await getUser(app.db, id);
      if (!existing) throw notFound('User');
      if (id === MAIN_ADMIN_ID) throw conflict('Cannot delete the main administrator account');
      if ((await countUsers(app.db)) <= 1) throw conflict('Cannot delete the last user account');
      if (existing.role === 'administrator' && (await countRole(app.db, 'administrator')) <= 1) throw conflict('Cannot delete the last administrator account');
      await deleteUser(app.db, id);
      await app.media.remove([existing.profile_image]);
      return { success: true, message: 'User deleted successfully!' };
    },
  );
};

export default users;
