import { describe, expect, it } from 'vitest';
import { ADMIN, bearer, login, makeImage, multipart, SPOOFED_PNG, uploadExists, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();

describe('/api/users', () => {
  it('needs a token to read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Unauthorized' });
  });

  it('lists users without password hashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(t.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: 1, email: ADMIN.email });
    expect(res.body).not.toMatch(/password|argon2/);
  });

  it('checks the email, the password length and the profile image', async () => {
    const send = (fields: Parameters<typeof multipart>[0]) => {
      const body = multipart(fields);
      return t.app.inject({ method: 'POST', url: '/api/users', headers: { ...bearer(t.token), ...body.headers }, payload: body.payload });
    };
    let res = await send({ name: 'A', email: 'not an email', password: 'secret1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
    res = await send({ name: 'A', email: 'a@b.co', password: '12345' });
    expect(res.json().message).toBe('Password must be at least 6 characters long');
    res = await send({ name: 'A', email: 'a@b.co', password: '123456', profile_image: SPOOFED_PNG });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please select a valid image file (JPEG, PNG, or GIF)');
    res = await send({
      name: 'A',
      email: 'a@b.co',
      password: '123456',
      profile_image: { ...(await makeImage('png')), content: Buffer.concat([(await makeImage('png')).content, Buffer.alloc(2 * 1024 * 1024)]) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 2MB');
  });

  it('creates, updates, signs in and deletes a user, removing the profile image', async () => {
    const body = multipart({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', password: 'gizli123', profile_image: await makeImage('jpeg') });
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: { ...bearer(t.token), ...body.headers }, payload: body.payload });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('User created successfully!');
    const user = created.json().data;
    expect(user.profile_image).toMatch(/^\/uploads\/users\/.+\.jpg$/);
    expect(uploadExists(t.dataDir, user.profile_image)).toBe(true);

    const ayseToken = await login(t.app, { email: 'ayse@example.com', password: 'gizli123' });
    expect(ayseToken).toBeTruthy();

    const edit = multipart({ name: 'Ayşe Kaya', email: 'ayse@example.com', password: '' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { ...bearer(t.token), ...edit.headers },
      payload: edit.payload,
    });
    expect(updated.json()).toMatchObject({ success: true, message: 'User updated successfully!', data: { name: 'Ayşe Kaya' } });
    // blank password on edit keeps the old one
    await login(t.app, { email: 'ayse@example.com', password: 'gizli123' });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: bearer(t.token) });
    expect(del.json()).toMatchObject({ success: true, message: 'User deleted successfully!' });
    expect(uploadExists(t.dataDir, user.profile_image)).toBe(false);
    // the deleted user's token no longer works
    const verify = await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(ayseToken) });
    expect(verify.statusCode).toBe(401);
  });

  it('never deletes user 1', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/1', headers: bearer(t.token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete the main administrator account');
  });

  it('answers 400 for a non-integer id and 404 for an unknown one', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/abc', headers: bearer(t.token) })).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/999', headers: bearer(t.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
  });
});

describe('/api/users: the last user', () => {
  // Its own app, whose user 1 is gone (as after a manual clean-up), so that user 2 is the only one.
  const lone = useTestApp();

  it('is never deleted', async () => {
    const body = multipart({ name: 'Second', email: 'second@example.com', password: 'second-pass', role: 'administrator' });
    const created = await lone.app.inject({ method: 'POST', url: '/api/users', headers: { ...bearer(lone.token), ...body.headers }, payload: body.payload });
    const second = created.json().data;
    expect(second.id).not.toBe(1);
    await lone.app.db.deleteFrom('users').where('id', '=', 1).execute();
    const token = await login(lone.app, { email: 'second@example.com', password: 'second-pass' });

    const res = await lone.app.inject({ method: 'DELETE', url: `/api/users/${second.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'Cannot delete the last user account' });
    const list = await lone.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(list.json().data.map((u: { id: number }) => u.id)).toEqual([second.id]);
  });
});
