// Users' roles through /api/users (issue 21): a new user is an author unless an administrator says
// otherwise, user 1 and the last administrator stay administrators, and only administrators manage users.
import { describe, expect, it } from 'vitest';
import { bearer, login, multipart, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, fields?: Parameters<typeof multipart>[0], token = t.token) {
  const body = fields ? multipart(fields) : undefined;
  return t.app.inject({ method, url, headers: { ...bearer(token), ...(body?.headers ?? {}) }, payload: body?.payload });
}

describe('roles of users', () => {
  it('a new user is an author unless given a role; a role that does not exist is refused', async () => {
    const author = await send('POST', '/api/users', { name: 'Ali', email: 'ali@test.local', password: 'ali-password-1' });
    expect(author.json().data).toMatchObject({ email: 'ali@test.local', role: 'author' });
    const editor = await send('POST', '/api/users', { name: 'Elif', email: 'elif@test.local', password: 'elif-password-1', role: 'editor' });
    expect(editor.json().data.role).toBe('editor');
    const bad = await send('POST', '/api/users', { name: 'X', email: 'x@test.local', password: 'x-password-1', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Role must be administrator, editor or author');
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(t.token) });
    expect(list.json().data.map((u: { email: string }) => u.email)).not.toContain('x@test.local');
  });

  it('user 1 stays an administrator, and so does the last administrator', async () => {
    const demote1 = await send('PUT', '/api/users/1', { role: 'editor' });
    expect(demote1.statusCode).toBe(409);
    expect(demote1.json().message).toBe('The main administrator account stays an administrator');

    const other = (await send('POST', '/api/users', { name: 'Oya', email: 'oya@test.local', password: 'oya-password-1', role: 'administrator' })).json().data;
    // as if user 1 had lost the role by hand: Oya is the last administrator
    await t.app.db.updateTable('users').set({ role: 'editor' }).where('id', '=', 1).execute();
    const oyaToken = await login(t.app, { email: 'oya@test.local', password: 'oya-password-1' });
    const demoteLast = await send('PUT', `/api/users/${other.id}`, { role: 'author' }, oyaToken);
    expect(demoteLast.statusCode).toBe(409);
    expect(demoteLast.json().message).toBe('Cannot demote the last administrator');
    const deleteLast = await send('DELETE', `/api/users/${other.id}`, undefined, oyaToken);
    expect(deleteLast.statusCode).toBe(409);
    expect(deleteLast.json().message).toBe('Cannot delete the last administrator account');
    await t.app.db.updateTable('users').set({ role: 'administrator' }).where('id', '=', 1).execute();
    // with two administrators again, Oya may become an editor
    expect((await send('PUT', `/api/users/${other.id}`, { role: 'editor' })).json().data.role).toBe('editor');
  });

  it('an editor or an author may not read or manage users, and the role they hold counts at once', async () => {
    const created = (await send('POST', '/api/users', { name: 'Can', email: 'can@test.local', password: 'can-password-1', role: 'administrator' })).json().data;
    const token = await login(t.app, { email: 'can@test.local', password: 'can-password-1' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
    await send('PUT', `/api/users/${created.id}`, { role: 'editor' });
    const denied = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, message: 'You do not have permission to do this' });
    const promote = await send('PUT', `/api/users/${created.id}`, { role: 'administrator' }, token);
    expect(promote.statusCode).toBe(403);
  });
});
