// Attack: a visitor's GET must never write (API.md /api/contact: "a read never writes"). Before the fix,
// GET /api/contact made a new active record whenever none was active, undoing an admin's deactivation.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helpers.ts';
import { sender } from '../test/api-fixtures.ts';
import { publishStraightWrites } from '../test/live-copy.ts';

const t = useTestApp();
const send = sender(t);

const contactRows = () => t.app.db.selectFrom('contact_pages').select(['id', 'status']).orderBy('id').execute();

describe('public reads never write', () => {
  it('leaves a deactivated contact record inactive and makes no new one', async () => {
    const created = await send('POST', '/api/contact', { form: { contact_data: '{}' } });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    await t.app.db.updateTable('contact_pages').set({ status: 0 }).where('id', '=', id).execute();
    await publishStraightWrites(t.app);

    for (const url of ['/api/contact', '/api/contact/active']) {
      const res = await send('GET', url, { anonymous: true });
      expect(res.statusCode, url).toBe(200);
    }
    expect((await send('GET', '/api/contact/active', { anonymous: true })).json().data).toBeNull();
    expect((await send('GET', '/api/contact', { anonymous: true })).json().data).toEqual([]);
    expect(await contactRows()).toEqual([{ id, status: 0 }]);
  });

  it('answers no record on an empty database without creating one', async () => {
    await t.app.db.deleteFrom('contact_pages').execute();
    await publishStraightWrites(t.app);
    expect((await send('GET', '/api/contact/active', { anonymous: true })).json()).toEqual({ success: true, data: null });
    expect((await send('GET', '/api/contact')).json()).toEqual({ success: true, data: [] });
    expect(await contactRows()).toEqual([]);
  });
});
