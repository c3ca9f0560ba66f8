import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import { sender } from '../../test/api-fixtures.ts';

const t = useTestApp();
const send = sender(t);

describe('/api/settings (Instagram)', () => {
  it('needs a token to write', async () => {
    const res = await send('POST', '/api/settings', { json: { instagram_link: 'https://instagram.com/x' }, anonymous: true });
    expect(res.statusCode).toBe(401);
  });

  it('requires an http(s) link', async () => {
    let res = await send('POST', '/api/settings', { json: { instagram_link: '  ', tab: 1, status: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Instagram link is required' });
    res = await send('POST', '/api/settings', { json: { tab: 1 } });
    expect(res.json().message).toBe('Instagram link is required');
    for (const bad of ['javascript:alert(1)', 'instagram.com/acme', 'ftp://instagram.com/acme']) {
      res = await send('POST', '/api/settings', { json: { instagram_link: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid URL starting with http:// or https://');
    }
  });

  it('creates, reads (visitor: active only), updates, toggles and deletes', async () => {
    const a = await send('POST', '/api/settings', { json: { instagram_link: 'https://instagram.com/acme', tab: 1, status: 1 } });
    expect(a.json()).toMatchObject({
      success: true,
      message: 'Instagram setting created successfully!',
      data: { instagram_link: 'https://instagram.com/acme', tab: 1, status: 1 },
    });
    expect(a.json().data.created_at).toBeTruthy();
    // booleans are accepted for the 1/0 fields; defaults tab 0, status 1
    const b = await send('POST', '/api/settings', { json: { instagram_link: 'https://instagram.com/other', status: false } });
    expect(b.json().data).toMatchObject({ tab: 0, status: 0 });
    const c = await send('POST', '/api/settings', { json: { instagram_link: 'http://instagram.com/third' } });
    expect(c.json().data).toMatchObject({ tab: 0, status: 1 });
    const [ida, idb, idc] = [a, b, c].map((r) => r.json().data.id);

    const admin = (await send('GET', '/api/settings')).json().data.map((s: { id: number }) => s.id);
    expect(admin).toEqual([ida, idb, idc]);
    const visitor = (await send('GET', '/api/settings', { anonymous: true })).json().data.map((s: { id: number }) => s.id);
    expect(visitor).toEqual([ida, idc]);
    const active = await send('GET', '/api/settings/active');
    expect(active.json().data.map((s: { id: number }) => s.id)).toEqual([ida, idc]);

    const upd = await send('PUT', `/api/settings/${idb}`, { json: { instagram_link: 'https://instagram.com/renamed', tab: '1', status: '1' } });
    expect(upd.json()).toMatchObject({
      message: 'Instagram setting updated successfully!',
      data: { id: idb, instagram_link: 'https://instagram.com/renamed', tab: 1, status: 1 },
    });
    const blank = await send('PUT', `/api/settings/${idb}`, { json: { instagram_link: '', tab: 1 } });
    expect(blank.json()).toMatchObject({ success: false, message: 'Instagram link is required' });
    expect((await send('PUT', '/api/settings/999', { json: { instagram_link: 'https://x.com' } })).json()).toMatchObject({
      success: false,
      message: 'Instagram setting not found',
    });

    // the three toggle forms
    let res = await send('PATCH', `/api/settings/${ida}/toggle-status`);
    expect(res.json()).toMatchObject({ success: true, message: 'Instagram status updated successfully!', data: { id: ida, status: 0 } });
    res = await send('PUT', `/api/settings/${ida}/toggle-status`);
    expect(res.json().data.status).toBe(1);
    res = await send('PUT', `/api/settings/toggle/${ida}`);
    expect(res.json().data.status).toBe(0);
    expect((await send('GET', '/api/settings', { anonymous: true })).json().data.map((s: { id: number }) => s.id)).toEqual([idb, idc]);
    expect((await send('PATCH', `/api/settings/${ida}/toggle-status`, { anonymous: true })).statusCode).toBe(401);

    const del = await send('DELETE', `/api/settings/${ida}`);
    expect(del.json()).toMatchObject({ success: true, message: 'Instagram setting deleted successfully!' });
    expect((await send('DELETE', `/api/settings/${ida}`)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/settings/x1')).statusCode).toBe(400);
  });
});
