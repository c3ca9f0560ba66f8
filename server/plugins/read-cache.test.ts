// Public API reads come from memory until a write: the answer carries an ETag (304 when the client
// has it), a write changes the answer at once, and a read with a token never gets the public answer.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, multipart, useTestApp } from '../test/helpers.ts';
import { client } from '../test/project-fixtures.ts';

const t = useTestApp();
const c = client(t);
const titles = (body: { projects: Array<{ title_en: string }> }) => body.projects.map((p) => p.title_en);

describe('cached public reads', () => {
  it('answers the same list with an ETag, 304 to a client that has it', async () => {
    await c.project({ title_en: 'Cached Residences' });
    const first = await c.get('/v2/api/projects/active');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.vary).toContain('authorization');
    const again = await c.get('/v2/api/projects/active');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const revalidated = await t.app.inject({ method: 'GET', url: '/v2/api/projects/active', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('a write changes the public answer at once (new body, new ETag; the old ETag no longer gets 304)', async () => {
    const before = await c.get('/v2/api/projects/active');
    const [project] = before.json().projects;
    const res = await c.send('PUT', `/v2/api/projects/${project.id}`, { title_en: 'Renamed Residences', title_tr: 'Yeni Ad' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await c.get('/v2/api/projects/active');
    expect(titles(after.json())).toEqual(['Renamed Residences']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({ method: 'GET', url: '/v2/api/projects/active', headers: { 'if-none-match': before.headers.etag as string } });
    expect(stale.statusCode).toBe(200);
    expect(titles(stale.json())).toEqual(['Renamed Residences']);
  });

  it('a token read never sees the cached public answer, and the public never sees the admin one', async () => {
    const hidden = await c.project({ title_en: 'Hidden Residences' });
    expect((await c.call('PATCH', `/v2/api/projects/${hidden.id}/toggle-status`)).statusCode).toBe(200);
    const visitor = await c.get('/v2/api/projects');
    expect(titles(visitor.json())).not.toContain('Hidden Residences');
    const admin = await c.get('/v2/api/projects', true);
    expect(titles(admin.json())).toContain('Hidden Residences');
    // the admin's answer is kept for that user alone (signed-in-reads.ts): its own ETag, private
    expect(admin.headers.etag).not.toBe(visitor.headers.etag);
    expect(admin.headers['cache-control']).toBe('private, no-cache');
    expect(titles((await c.get('/v2/api/projects')).json())).not.toContain('Hidden Residences');
    const news = await t.app.inject({ method: 'GET', url: '/api/news' });
    expect(news.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/news', headers: bearer(t.token) })).headers['cache-control']).toBe('private, no-cache');
  });

  it('sends the same answer compressed to a client that takes brotli or gzip', async () => {
    for (let i = 0; i < 4; i++) await c.project({ title_en: `Compressed Residences ${i}` });
    const plain = await c.get('/v2/api/projects/active');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/v2/api/projects/active', headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding']).toBe(accept);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });
});

// A read whose answer depends on more than the content tables was answered stale: every public GET was
// cached, and writes to users (or media, the build, sign-ins) do not advance the content revision.
describe('caching is opt-in per route', () => {
  const emails = async (app: typeof t.app) => (await app.db.selectFrom('users').select('email').orderBy('email').execute()).map((u) => u.email);
  const u = useTestApp({
    routes(app) {
      app.get('/api/test-users', async () => ({ success: true, emails: await emails(app) }));
      app.get('/api/test-users-cached', { config: { publicCache: true } }, async () => ({ success: true, emails: await emails(app) }));
    },
  });

  it('a route that does not declare it runs on every read: a new user shows at once', async () => {
    const read = async () => (await u.app.inject({ method: 'GET', url: '/api/test-users' })).json().emails as string[];
    expect(await read()).not.toContain('second@test.local');
    const form = multipart({ name: 'Second', email: 'second@test.local', password: 'second-password-1' });
    const created = await u.app.inject({ method: 'POST', url: '/api/users', payload: form.payload, headers: { ...form.headers, ...bearer(u.token) } });
    expect(created.statusCode, created.body).toBe(200);
    const after = await u.app.inject({ method: 'GET', url: '/api/test-users' });
    expect(after.json().emails).toContain('second@test.local');
    expect(after.headers.etag).toBeUndefined();
  });

  it('a route that declares it answers with an ETag, and 304 to a client that has it', async () => {
    const first = await u.app.inject({ method: 'GET', url: '/api/test-users-cached' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await u.app.inject({ method: 'GET', url: '/api/test-users-cached', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
  });
});
