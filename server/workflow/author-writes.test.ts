// An author never publishes (issue 21, API.md "Roles"): in instant mode an editor's write is live when its
// answer comes, an author's stays an unpublished change of the working copy until an editor publishes it.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../content-db/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { bearer, login, useTestApp } from '../test/helpers.ts';

const t = useTestApp();
const PASSWORD = 'author-test-password-1';

async function signIn(role: 'author' | 'editor'): Promise<string> {
  await createUser(t.app.db, { name: role, email: `${role}@test.local`, password_hash: await hashPassword(PASSWORD), profile_image: null, role });
  return login(t.app, { email: `${role}@test.local`, password: PASSWORD });
}

const publicNames = async () =>
  ((await t.app.inject({ method: 'GET', url: '/v2/api/pages' })).json().pages as Array<{ page_name_en: string }>).map((p) => p.page_name_en);

describe('in instant mode', () => {
  it("an author's write stays unpublished; an editor publishes it", async () => {
    const author = await signIn('author');
    const editor = await signIn('editor');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/api/pages',
      headers: bearer(author),
      payload: { page_name_en: 'Careers', page_name_tr: 'Kariyer' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().page.id;
    expect(await publicNames()).not.toContain('Careers');
    const changes = (await t.app.inject({ method: 'GET', url: '/v2/api/changes', headers: bearer(author) })).json();
    expect(changes.changes).toMatchObject([{ type: 'page', item_id: id, action: 'created', user_name: 'author' }]);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/v2/api/changes/publish',
      headers: bearer(author),
      payload: { items: [{ type: 'page', item_id: id }] },
    });
    expect(forged.statusCode).toBe(403);
    expect(await publicNames()).not.toContain('Careers');

    const published = await t.app.inject({
      method: 'POST',
      url: '/v2/api/changes/publish',
      headers: bearer(editor),
      payload: { items: [{ type: 'page', item_id: id }] },
    });
    expect(published.statusCode).toBe(200);
    expect(await publicNames()).toContain('Careers');
  });

  it("an editor's own write is live at once", async () => {
    const editor = await login(t.app, { email: 'editor@test.local', password: PASSWORD });
    await t.app.inject({ method: 'POST', url: '/v2/api/pages', headers: bearer(editor), payload: { page_name_en: 'Investors', page_name_tr: 'Yatırımcılar' } });
    expect(await publicNames()).toContain('Investors');
  });
});
