// Signed-in reads kept in memory (signed-in-reads.ts, issue 31): a list read again with the same token
// is answered from memory (same body and ETag, 304, compressed once), and everything that must count at
// once still does at the next read: a sign-out, a removed user, a write through the API or by another
// process. An answer of one record keeps its version as its ETag. On a listening server the fast path
// (site-fast-path.ts) answers a kept read exactly as the pipeline does, and never after a sign-out.
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('kept signed-in reads on a listening server (the fast path)', () => {
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.app.close());

  const listed = async (token: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/v2/api/projects`, { headers: { ...bearer(token), ...headers } });
    const raw: Record<string, string> = {};
    res.headers.forEach((v, k) => (raw[k] = v));
    const { date: _d, connection: _c, 'keep-alive': _k, 'content-length': _l, 'transfer-encoding': _t, ...answer } = raw;
    return { status: res.status, headers: answer, body: Buffer.from(await res.arrayBuffer()).toString() };
  };

  it('answers a kept read ahead of routing with the pipeline’s status, headers and body', async () => {
    await hiddenProject('Fast Residences');
    const token = await login(t.app, ADMIN);
    for (const encoding of ['identity', 'gzip', 'br']) {
      const before = t.app.siteFastPath!.answered;
      const made = await listed(token, { 'accept-encoding': encoding }); // the first read: the pipeline, kept
      expect(t.app.siteFastPath!.answered).toBe(before);
      const fast = await listed(token, { 'accept-encoding': encoding });
      expect(t.app.siteFastPath!.answered).toBe(before + 1);
      expect(fast).toEqual(made);
      expect(fast.headers['cache-control']).toBe('private, no-cache');
      expect(fast.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(fast.body).projects.map((p: { title_en: string }) => p.title_en)).toContain('Fast Residences');
      // the same read through the pipeline (app.inject never takes the fast path) gives the same answer
      const full = await read(token, '/v2/api/projects', { 'accept-encoding': encoding });
      expect(full.headers.etag).toBe(fast.headers.etag);
      expect(full.headers['content-encoding']).toBe(fast.headers['content-encoding']);
      // a write drops what was kept: the next read goes through the pipeline again
      await hiddenProject(`Fast Residences ${encoding}`);
    }
    const { headers } = await listed(token);
    const before = t.app.siteFastPath!.answered;
    const again = await fetch(`${base}/v2/api/projects`, { headers: { ...bearer(token), 'if-none-match': headers.etag } });
    expect(again.status).toBe(304);
    expect(t.app.siteFastPath!.answered).toBe(before + 1);
  });

  it('never answers a signed-out token, nor another user’s token, with a kept answer', async () => {
    const token = await login(t.app, ADMIN);
    const other = await login(t.app, ADMIN);
    await hiddenProject('Fast Signed Out Residences');
    const fastCount = () => t.app.siteFastPath!.answered;
    let before = fastCount();
    expect((await listed(token)).body).toContain('Fast Signed Out Residences');
    expect((await listed(token)).body).toContain('Fast Signed Out Residences');
    expect(fastCount()).toBe(before + 1); // the second from the fast path
    // a token not checked since the last write is checked by the pipeline first, whoever's answer is kept
    before = fastCount();
    expect((await listed(other)).body).toContain('Fast Signed Out Residences');
    expect(fastCount()).toBe(before);
    expect((await listed(token)).body).toContain('Fast Signed Out Residences');
    expect(fastCount()).toBe(before + 1); // still kept for the first token
    const out = await fetch(`${base}/v2/api/logout`, { method: 'POST', headers: bearer(token) });
    expect(out.status).toBeLessThan(300);
    // the attack: the signed-out token asks again for what was kept for it
    for (let i = 0; i < 2; i++) expect((await listed(token)).body).not.toContain('Fast Signed Out Residences');
    const forged = await listed(`${token.slice(0, -2)}xx`);
    expect(forged.body).not.toContain('Fast Signed Out Residences');
  });
});
