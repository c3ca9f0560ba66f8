import { describe, expect, it } from 'vitest';
import { createUser } from '../../../content-db/users.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { bearer, login, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();

const setLanguage = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/v2/api/users/me/language', headers: bearer(token), payload: payload as object });
const verify = async (token: string) => (await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: bearer(token) })).json().user;

describe("a user's admin language", () => {
  it('is null until chosen, then stored on the user and given back by sign-in and verify', async () => {
    expect((await verify(t.token)).language).toBeNull();
    const res = await setLanguage(t.token, { language: 'tr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: 1, language: 'tr' });
    expect((await verify(t.token)).language).toBe('tr');
    const signIn = await t.app.inject({ method: 'POST', url: '/v2/api/login', payload: { email: 'admin@test.local', password: 'test-password-1' } });
    expect(signIn.json().user.language).toBe('tr');
    expect((await setLanguage(t.token, { language: 'en' })).json().user.language).toBe('en');
  });

  it('may be set by an author for themselves only', async () => {
    await createUser(t.app.db, {
      name: 'Writer',
      email: 'writer@test.local',
      password_hash: await hashPassword('writer-password-1'),
      profile_image: null,
      role: 'author',
    });
    const author = await login(t.app, { email: 'writer@test.local', password: 'writer-password-1' });
    const before = (await verify(t.token)).language;
    expect((await setLanguage(author, { language: 'tr' })).statusCode).toBe(200);
    expect((await verify(author)).language).toBe('tr');
    expect((await verify(t.token)).language).toBe(before);
  });

  it('refuses other values with a 400 naming the allowed ones, and changes nothing', async () => {
    await setLanguage(t.token, { language: 'en' });
    for (const payload of [{ language: 'de' }, { language: 'TR' }, {}, { language: 'x'.repeat(500) }]) {
      const res = await setLanguage(t.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/language/i);
    }
    expect((await verify(t.token)).language).toBe('en');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/v2/api/users/me/language', payload: { language: 'tr' } });
    expect(res.statusCode).toBe(401);
  });
});
