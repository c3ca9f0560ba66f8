// Redirects (issue 33, API.md "SEO and sharing"): every route and field, bad input included, and the
// server answering them with the code and Location a visitor's browser follows.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../content-db/users.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { bearer, login, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();

/** A small live release: a home page and an about page, served as the site. */
beforeAll(() => {
  const release = path.join(t.dataDir, 'dist', 'releases', 'redirect-test');
  fs.mkdirSync(path.join(release, 'about-us'), { recursive: true });
  fs.writeFileSync(path.join(release, 'index.html'), '<!doctype html><title>home</title>');
  fs.writeFileSync(path.join(release, 'about-us', 'index.html'), '<!doctype html><title>about</title>');
  fs.rmSync(path.join(t.dataDir, 'dist', 'current'), { force: true });
  fs.symlinkSync(release, path.join(t.dataDir, 'dist', 'current'));
  t.app.site.reload();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.token) =>
  t.app.inject({ method, url: `/v2/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function add(from: string, to: string, code?: number | string) {
  return api('POST', '/redirects', { from, to, ...(code === undefined ? {} : { code }) });
}

describe('POST, PUT, DELETE and GET /v2/api/redirects', () => {
  it('adds a redirect (code 301 unless told), lists it with its hits, changes it and removes it', async () => {
    const created = await add('/eski-sayfa/', '/about-us/');
    expect(created.statusCode).toBe(200);
    const redirect = created.json().redirect;
    expect(redirect).toMatchObject({ from: '/eski-sayfa', to: '/about-us/', code: 301, hits: 0, last_hit_at: null });
    expect(t.publishRequests.at(-1)).toBe('redirects changed');

    const listed = (await api('GET', '/redirects')).json();
    expect(listed).toMatchObject({ success: true, redirects: [{ id: redirect.id, from: '/eski-sayfa', to: '/about-us/', code: 301 }] });

    const changed = await api('PUT', `/redirects/${redirect.id}`, { from: '/eski-sayfa', to: 'https://example.com/yeni?x=1', code: '302' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().redirect).toMatchObject({ id: redirect.id, to: 'https://example.com/yeni?x=1', code: 302 });

    expect((await api('DELETE', `/redirects/${redirect.id}`)).statusCode).toBe(200);
    expect((await api('GET', '/redirects')).json().redirects).toEqual([]);
    expect((await api('DELETE', `/redirects/${redirect.id}`)).statusCode).toBe(404);
    expect((await api('PUT', `/redirects/${redirect.id}`, { from: '/a', to: '/b' })).statusCode).toBe(404);
  });

  it("answers each redirect's version; a change or removal naming a stale one is a 412 and changes nothing", async () => {
    const redirect = (await add('/surumlu', '/about-us/')).json().redirect;
    expect(redirect.version).toMatch(/^[0-9]+$/);
    expect((await api('GET', '/redirects')).json().redirects.find((r: { id: number }) => r.id === redirect.id).version).toBe(redirect.version);
    const withVersion = (method: 'PUT' | 'DELETE', version: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/v2/api/redirects/${redirect.id}`,
        headers: { ...bearer(t.token), 'if-match': `"${version}"` },
        ...(payload ? { payload } : {}),
      });

    const first = await withVersion('PUT', redirect.version, { from: '/surumlu', to: '/', code: 302 });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${first.json().redirect.version}"`);
    expect(first.json().redirect.version).not.toBe(redirect.version);
    // a second person's save from the version both of them read
    const second = await withVersion('PUT', redirect.version, { from: '/surumlu', to: 'https://example.com/', code: 301 });
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ success: false, message: 'This item was changed by someone else', current: { id: redirect.id, to: '/', code: 302 } });
    expect((await withVersion('DELETE', redirect.version)).statusCode).toBe(412);
    expect((await api('GET', '/redirects')).json().redirects.find((r: { id: number }) => r.id === redirect.id)).toMatchObject({
      to: '/',
      code: 302,
      version: first.json().redirect.version,
    });
    expect((await withVersion('DELETE', first.json().redirect.version)).statusCode).toBe(200);
  });

  it('refuses a redirect to itself, a chain either way and a loop: 400 "This redirect would loop"', async () => {
    const loop = { success: false, message: 'This redirect would loop' };
    // an absolute URL of the site's own address is a path of the site
    for (const to of ['/kendisi', '/kendisi/', new URL('/kendisi', t.app.config.siteUrl).href]) {
      const res = await add('/kendisi', to);
      expect(res.statusCode, to).toBe(400);
      expect(res.json(), to).toMatchObject(loop);
    }
    expect((await add('/a-page', '/about-us/')).statusCode).toBe(200);
    // b -> a-page, and a-page already redirects: a chain
    expect((await add('/b-page', '/a-page')).json()).toMatchObject(loop);
    // c-page is where x leads; c-page -> about-us would make x -> c-page -> about-us
    expect((await add('/x-page', '/c-page')).statusCode).toBe(200);
    const chainBack = await add('/c-page', '/about-us/');
    expect(chainBack.statusCode).toBe(400);
    expect(chainBack.json()).toMatchObject(loop);
    // a loop made by changing one: a-page -> x-page -> c-page
    const aPage = (await api('GET', '/redirects')).json().redirects.find((r: { from: string }) => r.from === '/a-page');
    expect((await api('PUT', `/redirects/${aPage.id}`, { from: '/a-page', to: '/x-page' })).json()).toMatchObject(loop);
  });

  it("refuses a `from` that is a page of the site, or another redirect's: 409", async () => {
    for (const from of ['/about-us', '/about-us/', '/']) {
      const res = await add(from, '/somewhere');
      expect(res.statusCode, from).toBe(409);
      expect(res.json().message, from).toBe('This address is a page of the site: a redirect would hide it');
    }
    expect((await add('/twice', '/about-us/')).statusCode).toBe(200);
    const again = await add('/twice/', '/');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Another redirect already starts from this address');
  });

  it('refuses bad fields with a clear 400', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ from: 'eski', to: '/x' }, /must be a path of the site/],
      [{ from: '//evil.example.com/x', to: '/x' }, /must be a path of the site/],
      [{ from: '/old?id=3', to: '/x' }, /no \? or #/],
      [{ from: '/old#top', to: '/x' }, /no \? or #/],
      [{ from: '/admin/pages', to: '/x' }, /belongs to the server/],
      [{ from: '/v2/api/redirects', to: '/x' }, /belongs to the server/],
      [{ from: '', to: '/x' }, /Please enter the address to redirect from/],
      [{ from: `/${'a'.repeat(500)}`, to: '/x' }, /at most 500 characters/],
      [{ from: '/ok-from', to: 'javascript:alert(1)' }, /full http\(s\) address/],
      [{ from: '/ok-from', to: 'ftp://example.com/x' }, /full http\(s\) address/],
      [{ from: '/ok-from', to: 'https://user:pw@example.com/' }, /full http\(s\) address/],
      [{ from: '/ok-from', to: '//evil.example.com/' }, /full http\(s\) address/],
      [{ from: '/ok-from', to: 'new-page' }, /full http\(s\) address/],
      [{ from: '/ok-from', to: `/${'b'.repeat(2000)}` }, /at most 2000 characters/],
      [{ from: '/ok-from', to: '/x', code: 307 }, /301 \(moved for good\) or 302/],
      [{ from: '/ok-from', to: '/x', code: 'abc' }, /301 \(moved for good\) or 302/],
      [{ from: '/ok-from' }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/redirects', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect((await api('PUT', '/redirects/abc', { from: '/a', to: '/b' })).statusCode).toBe(400);
  });

  it('is for editors and administrators: an author gets 403, nobody signed in 401', async () => {
    await createUser(t.app.db, {
      name: 'Author',
      email: 'author@test.local',
      password_hash: await hashPassword('author-pass-1'),
      profile_image: null,
      role: 'author',
    });
    const author = await login(t.app, { email: 'author@test.local', password: 'author-pass-1' });
    expect((await api('GET', '/redirects', undefined, author)).statusCode).toBe(403);
    expect((await api('POST', '/redirects', { from: '/x-author', to: '/' }, author)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/redirects' })).statusCode).toBe(401);
  });
});

describe('the site answers a redirect', () => {
  it("with its code and Location, the visit's query carried along, and counts each hit", async () => {
    const made = (await add('/eski-hakkimizda', '/about-us/', 302)).json().redirect;
    const res = await t.app.inject({ method: 'GET', url: '/eski-hakkimizda/?utm=x' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/about-us/?utm=x');
    const external = (await add('/katalog', 'https://example.com/katalog.pdf#p2')).json().redirect;
    const out = await t.app.inject({ method: 'HEAD', url: '/katalog' });
    expect(out.statusCode).toBe(301);
    expect(out.headers.location).toBe('https://example.com/katalog.pdf#p2');
    // percent-encoded or not, a Turkish address is one
    await add('/ürünler', '/about-us/');
    expect((await t.app.inject({ method: 'GET', url: '/%C3%BCr%C3%BCnler' })).headers.location).toBe('/about-us/');

    await new Promise((r) => setTimeout(r, 50)); // hits are written after the answer
    const listed = (await api('GET', '/redirects')).json().redirects as Array<{ id: number; hits: number; last_hit_at: string | null }>;
    expect(listed.find((r) => r.id === made.id)).toMatchObject({ hits: 1, last_hit_at: expect.any(String) });
    expect(listed.find((r) => r.id === external.id)?.hits).toBe(1);

    // a removed redirect is gone at once: the 404 page
    await api('DELETE', `/redirects/${made.id}`);
    expect((await t.app.inject({ method: 'GET', url: '/eski-hakkimizda' })).statusCode).toBe(404);
    // a page is never hidden: the release's page is answered
    expect((await t.app.inject({ method: 'GET', url: '/about-us/' })).statusCode).toBe(200);
  });

  it('is copied into the live copy, which the next publish builds from', async () => {
    const live = await t.app.liveDb.selectFrom('site_redirects').select(['from_path', 'to_url', 'code']).orderBy('from_path').execute();
    const working = await t.app.db.selectFrom('site_redirects').select(['from_path', 'to_url', 'code']).orderBy('from_path').execute();
    expect(live.length).toBeGreaterThan(0);
    expect(live).toEqual(working);
  });
});

describe('POST /v2/api/redirects/import', () => {
  it('adds the good rows of a CSV file and reports each refused one with its reason', async () => {
    const csv = [
      'from,to,code',
      '/old-site/hakkinda.html,/about-us/,301',
      '"/old-site/iletisim.html","https://example.com/contact",302',
      '/old-site/urunler.php,/about-us/',
      'not-a-path,/about-us/,301',
      '/old-site/hakkinda.html,/,301',
      '/old-site/zincir,/old-site/urunler.php,301',
      '/old-site/self,/old-site/self,301',
      '/about-us,/,301',
      '/old-site/kod,/,303',
      '',
    ].join('\r\n');
    const res = await api('POST', '/redirects/import', { csv });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, imported: 3, refused: 6 });
    expect(body.rows.map((r: { line: number; ok: boolean; message?: string }) => [r.line, r.ok, r.message ?? null])).toEqual([
      [1, true, null],
      [2, true, null],
      [3, true, null],
      [4, false, expect.stringMatching(/must be a path of the site/)],
      [5, false, 'Another redirect already starts from this address'],
      [6, false, 'This redirect would loop'],
      [7, false, 'This redirect would loop'],
      [8, false, 'This address is a page of the site: a redirect would hide it'],
      [9, false, expect.stringMatching(/301 \(moved for good\) or 302/)],
    ]);
    const listed = (await api('GET', '/redirects')).json().redirects as Array<{ from: string; code: number }>;
    expect(listed.find((r) => r.from === '/old-site/iletisim.html')?.code).toBe(302);
    expect(listed.find((r) => r.from === '/old-site/urunler.php')?.code).toBe(301);
    expect((await t.app.inject({ method: 'GET', url: '/old-site/hakkinda.html' })).headers.location).toBe('/about-us/');
  });

  it('refuses a file without rows, or too large, with a 400', async () => {
    expect((await api('POST', '/redirects/import', { csv: 'from,to,code\r\n' })).statusCode).toBe(400);
    expect((await api('POST', '/redirects/import', { csv: 'x'.repeat(600 * 1024) })).statusCode).toBe(400);
    expect((await api('POST', '/redirects/import', {})).statusCode).toBe(400);
  });
});
