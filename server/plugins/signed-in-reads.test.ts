// Signed-in reads kept in memory (signed-in-reads.ts, issue 31): a list read again with the same token
// is answered from memory (same body and ETag, 304, compressed once), and everything that must count at
// once still does at the next read: a sign-out, a removed user, a write through the API or by another
// process. An answer of one record keeps its version as its ETag.
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { databaseFile } from '../../content-db/open.ts';
import { ADMIN, bearer, login, multipart, useTestApp } from '../test/helpers.ts';
import { client } from '../test/project-fixtures.ts';

const t = useTestApp();
const c = client(t);
const read = (token: string, url = '/v2/api/projects', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
const titles = (res: { json(): { projects: Array<{ title_en: string }> } }) => res.json().projects.map((p) => p.title_en);

/** an inactive project: only a signed-in reader lists it */
async function hiddenProject(title: string): Promise<number> {
  const p = await c.project({ title_en: title });
  expect((await c.call('PATCH', `/v2/api/projects/${p.id}/toggle-status`)).statusCode).toBe(200);
  return p.id;
}

describe('signed-in reads kept in memory', () => {
  it('answers the same list again with its ETag, 304 to a client that has it, compressed once', async () => {
    await hiddenProject('Kept Residences');
    await c.project({ title_en: 'Kept Towers' });
    await c.project({ title_en: 'Kept Gardens' });
    const first = await read(t.token);
    expect(titles(first)).toContain('Kept Residences');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await read(t.token);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await read(t.token, '/v2/api/projects', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    const br = await read(t.token, '/v2/api/projects', { 'accept-encoding': 'br' });
    expect(first.rawPayload.length).toBeGreaterThan(1024); // smaller answers are sent as they are
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('a signed-out token reads as a visitor at once, though its answer was kept', async () => {
    await hiddenProject('Signed Out Residences');
    const token = await login(t.app, ADMIN);
    expect(titles(await read(token))).toContain('Signed Out Residences');
    expect(titles(await read(token))).toContain('Signed Out Residences'); // kept
    expect((await t.app.inject({ method: 'POST', url: '/v2/api/logout', headers: bearer(token) })).statusCode).toBeLessThan(300);
    expect(titles(await read(token))).not.toContain('Signed Out Residences');
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(401);
  });

  it("a removed user's token reads as a visitor at once", async () => {
    await hiddenProject('Removed User Residences');
    const form = multipart({ name: 'Ali', email: 'ali@test.local', password: 'ali-password-1' });
    const created = await t.app.inject({ method: 'POST', url: '/api/users', payload: form.payload, headers: { ...form.headers, ...bearer(t.token) } });
    expect(created.statusCode, created.body).toBe(200);
    const ali = await login(t.app, { email: 'ali@test.local', password: 'ali-password-1' });
    expect(titles(await read(ali))).toContain('Removed User Residences');
    expect(titles(await read(ali))).toContain('Removed User Residences'); // kept
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/users/${created.json().data.id}`, headers: bearer(t.token) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(titles(await read(ali))).not.toContain('Removed User Residences');
  });

  it('a write through the API, or by another process, shows at the next read', async () => {
    const id = await hiddenProject('Before Residences');
    expect(titles(await read(t.token))).toContain('Before Residences');
    expect((await c.send('PUT', `/v2/api/projects/${id}`, { title_en: 'After Residences', title_tr: 'Sonra' })).statusCode).toBe(200);
    expect(titles(await read(t.token))).toContain('After Residences');
    // a command-line tool writing beside the server (npm run media:variants does)
    const outside = new SQLite(databaseFile(t.dataDir));
    outside.prepare('update projects set title_en = ? where id = ?').run('Outside Residences', id);
    outside.close();
    expect(titles(await read(t.token))).toContain('Outside Residences');
  });

  it('an answer of one record keeps its version as its ETag, read after read', async () => {
    const id = await hiddenProject('Versioned Residences');
    for (let i = 0; i < 2; i++) {
      const one = await read(t.token, `/v2/api/projects/${id}`);
      expect(one.statusCode).toBe(200);
      expect(one.headers.etag).toBe(`"${one.json().project.version}"`);
    }
  });
});
