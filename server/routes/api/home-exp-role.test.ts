import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();

const save = (payload: Record<string, unknown>, auth = true) =>
  t.app.inject({ method: 'POST', url: '/api/home-exp-role', headers: auth ? bearer(t.token) : {}, payload });
const read = (auth: boolean, url = '/api/home-exp-role') => t.app.inject({ method: 'GET', url, headers: auth ? bearer(t.token) : {} });
const toggle = (auth = true) => t.app.inject({ method: 'PUT', url: '/api/home-exp-role/toggle', headers: auth ? bearer(t.token) : {} });

describe('/api/home-exp-role', () => {
  it('answers data null before anything is saved, and 404 for a toggle', async () => {
    expect((await read(false)).json()).toEqual({ success: true, data: null });
    expect((await read(true)).json()).toEqual({ success: true, data: null });
    const res = await toggle();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Experience role link not found' });
  });

  it('needs a token to write', async () => {
    expect((await save({ link: '/projects' }, false)).statusCode).toBe(401);
    expect((await toggle(false)).statusCode).toBe(401);
  });

  it('requires the link and non-blank texts', async () => {
    for (const body of [{}, { link: '  ' }, { link: '/x', text_en: '' }, { link: '/x', text_tr: '  ' }]) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please fill in all required fields' });
    }
    const res = await save({ link: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid link');
    expect((await read(true)).json().data).toBeNull();
  });

  it('creates the record with default texts, then replaces it', async () => {
    const created = await save({ link: 'https://example.com/careers' });
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json().data;
    expect(first).toMatchObject({ link: 'https://example.com/careers', text_en: 'Explore', text_tr: 'Keşfet', tab: 0, status: 1 });
    expect(first.created_at).toBeTruthy();

    const replaced = await save({ link: '/about', text_en: 'Join us', text_tr: 'Bize katılın', tab: true, status: '1' });
    expect(replaced.json().data).toEqual({
      ...replaced.json().data,
      id: first.id,
      link: '/about',
      text_en: 'Join us',
      text_tr: 'Bize katılın',
      tab: 1,
      status: 1,
    });
    // still one record
    expect((await read(false)).json().data).toMatchObject({ id: first.id, link: '/about', tab: 1 });
  });

  it('hides the link from visitors while its status is 0, and the toggle flips it back', async () => {
    let res = await toggle();
    expect(res.json()).toMatchObject({ success: true, data: { status: 0 } });
    expect((await read(false)).json()).toEqual({ success: true, data: null });
    expect((await read(true, '/api/home-exp-role/active')).json().data).toBeNull();
    expect((await read(true)).json().data).toMatchObject({ link: '/about', status: 0 });

    res = await toggle();
    expect(res.json().data.status).toBe(1);
    expect((await read(false)).json().data).toMatchObject({ link: '/about', status: 1 });

    // saving with status 0 hides it too
    await save({ link: '/about', status: 0 });
    expect((await read(false)).json().data).toBeNull();
  });
});
