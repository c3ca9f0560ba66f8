import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();

describe('/v2/api/pages', () => {
  it('refuses writes without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/pages', payload: { page_name_en: 'A', page_name_tr: 'B' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Unauthorized' });
  });

  it('requires both names', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/api/pages', headers: bearer(t.token), payload: { page_name_en: 'Team', page_name_tr: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all fields');
  });

  it('creates, lists newest first, updates and deletes, queueing a build each time', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: '/v2/api/pages',
      headers: bearer(t.token),
      payload: { page_name_en: 'Team', page_name_tr: 'Ekip', extra: 'dropped' },
    });
    expect(a.json()).toMatchObject({ success: true, message: 'Page created successfully', page: { page_name_en: 'Team', page_name_tr: 'Ekip' } });
    expect(a.json().page).not.toHaveProperty('extra');
    const b = await t.app.inject({
      method: 'POST',
      url: '/v2/api/pages',
      headers: bearer(t.token),
      payload: { page_name_en: 'Careers', page_name_tr: 'Kariyer' },
    });
    const list = await t.app.inject({ method: 'GET', url: '/v2/api/pages' });
    expect(list.json().pages.map((p: { id: number }) => p.id)).toEqual([b.json().page.id, a.json().page.id]);

    const id = a.json().page.id;
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/v2/api/pages/${id}`,
      headers: bearer(t.token),
      payload: { page_name_en: 'Our Team', page_name_tr: 'Ekibimiz' },
    });
    expect(upd.json()).toMatchObject({ message: 'Page updated successfully', page: { page_name_tr: 'Ekibimiz' } });

    const del = await t.app.inject({ method: 'DELETE', url: `/v2/api/pages/${id}`, headers: bearer(t.token) });
    expect(del.json()).toMatchObject({ success: true, message: 'Page deleted successfully' });
    const again = await t.app.inject({ method: 'DELETE', url: `/v2/api/pages/${id}`, headers: bearer(t.token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Page not found');
    expect(t.publishRequests.length).toBe(4);
  });
});
