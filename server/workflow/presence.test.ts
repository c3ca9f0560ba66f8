// Presence (API.md "presence"): who else has an item open, for 45 s after their last word; not a lock.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../content-db/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { bearer, login, useTestApp } from '../test/helpers.ts';
import { Presence, PRESENCE_WINDOW_MS } from './presence.ts';

const t = useTestApp();

describe('POST /v2/api/presence', () => {
  it('answers the other people who have the same item open, never the caller, and refuses an unknown type', async () => {
    await createUser(t.app.db, {
      name: 'Ayşe Yazar',
      email: 'ayse@test.local',
      password_hash: await hashPassword('presence-pass-1'),
      profile_image: null,
      role: 'author',
    });
    const ayse = await login(t.app, { email: 'ayse@test.local', password: 'presence-pass-1' });
    const here = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/v2/api/presence', headers: bearer(token), payload });

    const first = await here(t.token, { type: 'services', item_id: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, editors: [] });
    const second = (await here(ayse, { type: 'services', item_id: 1 })).json();
    expect(second.editors).toEqual([{ user_id: 1, name: expect.any(String), since: expect.any(String) }]);
    const third = (await here(t.token, { type: 'services', item_id: 1 })).json();
    expect(third.editors.map((e: { name: string }) => e.name)).toEqual(['Ayşe Yazar']);
    // another item is another room
    expect((await here(ayse, { type: 'project', item_id: 1 })).json().editors).toEqual([]);
    expect((await here(t.token, { type: 'nothing', item_id: 1 })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/v2/api/presence', payload: { type: 'services', item_id: 1 } })).statusCode).toBe(401);
  });

  it('forgets a person 45 s after their last word, and keeps `since` while they stay', () => {
    let now = 1_000_000;
    const p = new Presence(() => now);
    const item = { type: 'project', item_id: 7 };
    p.here(item, { id: 1, name: 'A' });
    now += 20_000;
    expect(p.here(item, { id: 2, name: 'B' })).toEqual([{ user_id: 1, name: 'A', since: new Date(1_000_000).toISOString() }]);
    now += PRESENCE_WINDOW_MS; // A said nothing for 65 s
    expect(p.here(item, { id: 2, name: 'B' })).toEqual([]);
  });
});
