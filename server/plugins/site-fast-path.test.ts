// The live release's files answered ahead of routing (a listening server) carry the same status,
// headers (security headers included) and bytes as the full pipeline's answer (app.inject), with the
// precompressed bodies and 304 for a known ETag; what is not a file of the release still reaches Fastify.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../content-db/projects.ts';
import { useTestApp } from '../test/helpers.ts';

const t = useTestApp({ signIn: false });
let base = '';

/** The headers that describe the answer (the connection's own ones left out). */
function answerHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) out[k] = String(v);
  return out;
}

async function viaServer(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, { headers, redirect: 'manual' });
  const raw: Record<string, string> = {};
  res.headers.forEach((v, k) => (raw[k] = v));
  // fetch decodes the body: compare the decoded bytes
  return { status: res.status, headers: answerHeaders(raw), body: Buffer.from(await res.arrayBuffer()) };
}

async function viaPipeline(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: answerHeaders(res.headers), body: res.rawPayload };
}

beforeAll(async () => {
  const release = path.join(t.dataDir, 'dist', 'releases', 'fast-release');
  fs.mkdirSync(path.join(release, '_astro'), { recursive: true });
  fs.mkdirSync(path.join(release, 'about-us'), { recursive: true });
  const page = `<!doctype html><html><head><script>console.log(1)</script></head><body>${'<p>Hakkımızda</p>'.repeat(200)}</body></html>`;
  fs.writeFileSync(path.join(release, 'index.html'), page);
  fs.writeFileSync(path.join(release, 'about-us', 'index.html'), page.replace('Hakkımızda', 'About'));
  fs.writeFileSync(path.join(release, '404.html'), '<!doctype html><title>404</title></html>');
  fs.writeFileSync(path.join(release, '_astro', 'client.Ab12Cd34.js'), `export const x = "${'a'.repeat(2000)}";`);
  fs.writeFileSync(path.join(release, 'redirects.json'), JSON.stringify({ '/project/old': '/project/new/' }));
  fs.rmSync(path.join(t.dataDir, 'dist', 'current'), { force: true });
  fs.symlinkSync(release, path.join(t.dataDir, 'dist', 'current'));
  t.app.site.reload();
  await t.app.site.files!.compressed;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 30_000);
afterAll(async () => {
  await t.app.close();
});

describe('the static fast path', () => {
  it('answers a page, a build file and a compressed page exactly as the pipeline does', async () => {
    const before = t.app.siteFastPath!.answered;
    for (const url of ['/', '/about-us/', '/about-us', '/_astro/client.Ab12Cd34.js']) {
      for (const headers of [{ 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br, gzip' }]) {
        const fast = await viaServer(url, headers);
        const full = await viaPipeline(url, headers);
        expect(fast.status, url).toBe(200);
        const { 'content-length': _a, ...fastHeaders } = fast.headers;
        const { 'content-length': _b, ...fullHeaders } = full.headers;
        expect(fastHeaders, `${url} ${headers['accept-encoding']}`).toEqual(fullHeaders);
        expect(fast.headers['x-content-type-options']).toBe('nosniff');
        // a page opens in its opener's browsing context group; every other answer does not (lib/csp.ts)
        expect(fast.headers['cross-origin-opener-policy'], url).toBe(url.endsWith('.js') ? 'same-origin' : 'unsafe-none');
      }
    }
    expect(t.app.siteFastPath!.answered - before).toBe(12); // every one of them without the pipeline
    const br = await viaServer('/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.toString()).toContain('Hakkımızda');
  });

  it('answers 304 to a known ETag, and leaves old slugs, missing pages and the API to the pipeline', async () => {
    const { headers } = await viaServer('/');
    const again = await viaServer('/', { 'if-none-match': headers.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const answered = t.app.siteFastPath!.answered;
    const redirect = await viaServer('/project/old');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/project/new/');
    const missing = await viaServer('/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('<title>404</title>');
    const api = await viaServer('/api/nope');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ success: false, message: 'Route not found' });
    expect(t.app.siteFastPath!.answered).toBe(answered);
  });
});

describe('public API reads on the fast path', () => {
  const url = '/v2/api/projects/active';
  // a write the public reads see: into the live copy, which they answer from (as a publish writes it)
  const project = (title: string) => createProject(t.app.liveDb, { title_en: title, title_tr: title, type: 'ongoing', cover_image: null });

  it('answers a read the cache keeps as the pipeline does, 304 to its ETag; a token read goes to the pipeline', async () => {
    await project('Fast Residences');
    await viaServer(url); // made by the pipeline, then kept
    const answered = t.app.siteFastPath!.answered;
    for (const headers of [{ 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br, gzip' }]) {
      const fast = await viaServer(url, headers);
      const full = await viaPipeline(url, headers);
      expect(fast.status).toBe(200);
      const { 'content-length': _a, ...fastHeaders } = fast.headers;
      const { 'content-length': _b, ...fullHeaders } = full.headers;
      expect(fastHeaders, headers['accept-encoding']).toEqual(fullHeaders);
      expect(JSON.parse(fast.body.toString()).projects.map((p: { title_en: string }) => p.title_en)).toEqual(['Fast Residences']);
    }
    const { headers } = await viaServer(url);
    const revalidated = await viaServer(url, { 'if-none-match': headers.etag });
    expect(revalidated.status).toBe(304);
    expect(t.app.siteFastPath!.answered - answered).toBe(5);
    await viaServer(url, { authorization: 'Bearer not-a-token' });
    expect(t.app.siteFastPath!.answered - answered).toBe(5);
  });

  it('after a write, the old answer is never given: the pipeline makes the new one', async () => {
    const before = await viaServer(url);
    await viaServer(url);
    const answered = t.app.siteFastPath!.answered;
    await project('Written Residences');
    const after = await viaServer(url);
    expect(t.app.siteFastPath!.answered).toBe(answered);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString()).toContain('Written Residences');
    const stale = await viaServer(url, { 'if-none-match': before.headers.etag });
    expect(stale.status).toBe(200);
  });
});
