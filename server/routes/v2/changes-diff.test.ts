// GET /v2/api/changes/diff?type=&item=: the fields an unpublished change would put live, live before and
// working after, EN and TR paired as in the revision diff.
import { describe, expect, it } from 'vitest';
import { publishItems, setPublishingMode } from '../../../content-db/live.ts';
import { bearer, useTestApp } from '../../test/helpers.ts';
import { client } from '../../test/project-fixtures.ts';

const t = useTestApp();
const c = client(t);
const diff = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(t.token) : {} });

describe('the diff of an unpublished change', () => {
  it('answers the live value before and the working value after, and nothing once both agree', async () => {
    const p = await c.project({ title_en: 'Harbour Towers', title_tr: 'Liman Kuleleri' });
    await publishItems(t.app.db, t.app.liveDb, [{ type: 'project', item_id: p.id }]);
    await setPublishingMode(t.app.db, 'review');
    const put = await c.send('PUT', `/v2/api/projects/${p.id}`, { title_en: 'Harbour Towers II' });
    expect(put.statusCode, put.body).toBe(200);

    const res = await diff(`/v2/api/changes/diff?type=project&item=${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const changes = res.json().changes as Array<{ field: string; base: string; lang: string; before: unknown; after: unknown }>;
    expect(changes.filter((ch) => ch.base === 'title')).toEqual([
      { field: 'title_en', base: 'title', lang: 'en', before: 'Harbour Towers', after: 'Harbour Towers II' },
    ]);

    await publishItems(t.app.db, t.app.liveDb, [{ type: 'project', item_id: p.id }]);
    expect((await diff(`/v2/api/changes/diff?type=project&item=${p.id}`)).json().changes).toEqual([]);
  });

  it('an item never published has every field after; an unknown one is a 404, an unknown type a 400, no token a 401', async () => {
    await setPublishingMode(t.app.db, 'review');
    const p = await c.project({ title_en: 'Draft Hill' });
    const changes = (await diff(`/v2/api/changes/diff?type=project&item=${p.id}`)).json().changes as Array<{ field: string; before: unknown; after: unknown }>;
    // the live copy may have it already if this server publishes on create in review mode: it must not
    expect(changes.find((ch) => ch.field === 'title_en')).toEqual(expect.objectContaining({ before: null, after: 'Draft Hill' }));

    const missing = await diff('/v2/api/changes/diff?type=project&item=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Item not found' });
    expect((await diff('/v2/api/changes/diff?type=nothing&item=1')).statusCode).toBe(400);
    expect((await diff(`/v2/api/changes/diff?type=project&item=${p.id}`, false)).statusCode).toBe(401);
  });
});
