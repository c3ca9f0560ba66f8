import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, makeImage, multipart, useTestApp } from '../test/helpers.ts';

const t = useTestApp();

describe('serving', () => {
  it('answers JSON 404 for unknown API routes', async () => {
    for (const url of ['/api/nope', '/v2/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Route not found' });
    }
  });

  it('serves uploaded files under /uploads', async () => {
    const body = multipart({ name: 'U', email: 'u@example.com', password: 'secret12', profile_image: await makeImage('png', 800, 600) });
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: { ...bearer(t.token), ...body.headers }, payload: body.payload });
    const image = created.json().data.profile_image as string;
    const res = await t.app.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    // responsive WebP variants were made at upload time
    const dir = path.join(t.dataDir, 'uploads', 'users');
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('w.webp'))
        .sort(),
    ).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../secrets.json' })).statusCode).not.toBe(200);
  });

  it("caches the site's hashed build files for good, its pages never without asking", async () => {
    const release = path.join(t.dataDir, 'dist', 'releases', 'test-release');
    fs.mkdirSync(path.join(release, '_astro'), { recursive: true });
    fs.writeFileSync(path.join(release, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(release, '_astro', 'client.Ab12Cd34.js'), 'export {};');
    fs.writeFileSync(path.join(release, 'robots.txt'), 'User-agent: *');
    fs.rmSync(path.join(t.dataDir, 'dist', 'current'), { force: true });
    fs.symlinkSync(release, path.join(t.dataDir, 'dist', 'current'));
    expect(t.app.site.reload()).toBe(true);
    const cache = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers['cache-control'];
    expect(await cache('/')).toBe('no-cache');
    expect(await cache('/_astro/client.Ab12Cd34.js')).toBe('public, max-age=31536000, immutable');
    expect(await cache('/robots.txt')).toBe('public, max-age=3600');
  });

  it('answers the admin SPA shell for /admin routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/pages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
