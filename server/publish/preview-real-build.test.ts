// A preview made by the real server with the real Astro build (its warm workers and kept renderer): in
// review mode a project's new title is in the preview, with the banner and noindex, and nowhere on the
// live site; the preview is no release and in no sitemap; an hour later it is gone. One preview build
// serves every assertion (builds are slow).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPublishingMode } from '../../content-db/live.ts';
import type { PreviewAnswer } from '../api-types.ts';
import { makeImage } from '../test/helpers.ts';
import { BENCH_ADMIN, startServer, type RunningServer } from '../test/real-server.ts';
import { SiteEditor } from '../test/site-editor.ts';
import { PREVIEW_TTL_MS } from './preview.ts';

describe('a preview with the real Astro build', () => {
  let server: RunningServer;
  let editor: SiteEditor;
  let token = '';
  let project: { id: number; slug: string };
  let preview: PreviewAnswer['preview'];
  let liveBefore: string | undefined;

  const get = (pathname: string) => fetch(server.url + pathname, { signal: AbortSignal.timeout(10_000) });
  const api = async (method: string, pathname: string, body: object | FormData) => {
    const json = !(body instanceof FormData);
    const res = await fetch(server.url + pathname, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
      signal: AbortSignal.timeout(60_000),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const projectForm = (fields: Record<string, string>, cover?: Awaited<ReturnType<typeof makeImage>>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (cover) form.append('cover_image', new Blob([new Uint8Array(cover.content)], { type: cover.contentType }), cover.filename);
    return form;
  };

  beforeAll(async () => {
    server = await startServer({ seed: false });
    editor = new SiteEditor(server.url);
    await server.publisher.whenSettled();
    const login = await fetch(`${server.url}/v2/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
    // a live project (instant mode publishes it), then review mode and an edit of its title
    const made = await api('POST', '/v2/api/projects', projectForm({ title_en: 'Harbour Towers', title_tr: 'Liman Kuleleri' }, await makeImage('jpeg')));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    project = made.body.project;
    await editor.waitFor('Liman Kuleleri', { pathname: `/project/${project.slug}/`, timeoutMs: 120_000 });
    await server.publisher.whenSettled();
    liveBefore = server.publisher.status().current?.id;
    await setPublishingMode(server.app.db, 'review');
    const edited = await api('PUT', `/v2/api/projects/${project.id}`, projectForm({ title_en: 'Harbour Towers', title_tr: 'Liman Kuleleri Yeni' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const t0 = performance.now();
    const made2 = await api('POST', '/v2/api/preview', { items: [{ type: 'project', item_id: project.id }] });
    expect(made2.status, JSON.stringify(made2.body)).toBe(200);
    console.info(`one-item preview built and answered in ${Math.round(performance.now() - t0)} ms`);
    preview = (made2.body as PreviewAnswer).preview;
  }, 240_000);

  afterAll(async () => {
    await server?.close();
  });

  it('shows the new title with the banner, noindex and no-store, without a token', async () => {
    expect(preview.url).toMatch(new RegExp(`^/preview/[A-Za-z0-9_-]{43}/project/${project.slug}/$`));
    const tr = await get(preview.url);
    expect(tr.status).toBe(200);
    expect(tr.headers.get('x-robots-tag')).toBe('noindex');
    expect(tr.headers.get('cache-control')).toBe('no-store');
    expect(tr.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await tr.text();
    expect(html).toContain('Liman Kuleleri Yeni');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<aside class="preview-banner" aria-label="Önizleme"[^>]*>\s*<strong>Önizleme:<\/strong> <span>Proje: Liman Kuleleri Yeni<\/span>/);
    const en = await (await get(preview.urlEn)).text();
    expect(en).toMatch(/<strong>Preview:<\/strong> <span>Project: Harbour Towers<\/span>/);
    expect(en).toContain('Not published');
    // the page's scripts, fonts and images load from the site as they are
    const assets = [...html.matchAll(/(?:src|href)="(\/(?:_astro|uploads)\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set(assets)) expect((await get(asset)).status, asset).toBe(200);
  });

  it('leaves the live site, its releases and its sitemap as they were', async () => {
    const live = await (await get(`/project/${project.slug}/`)).text();
    expect(live).toContain('Liman Kuleleri');
    expect(live).not.toContain('Liman Kuleleri Yeni');
    expect(live).not.toContain('preview-banner');
    expect(live).not.toContain('content="noindex"');
    const status = server.publisher.status();
    expect(status.current?.id).toBe(liveBefore);
    const releases = fs.readdirSync(path.join(server.distDir, 'releases'));
    const previewId = fs.readdirSync(path.join(server.distDir, 'previews')).find((n) => !n.includes('.'))!;
    expect(releases).not.toContain(previewId);
    expect(fs.existsSync(path.join(server.distDir, 'previews', previewId, 'project', project.slug, 'index.html'))).toBe(true);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/project/${project.slug}/`);
    expect(sitemap).not.toContain('/preview/');
    expect((await get(preview.url.replace(/project\/.*$/, 'sitemap.xml'))).status).toBe(404);
  });

  it('is a 404 once expired, as is an unknown token', async () => {
    expect((await get(`/preview/${'x'.repeat(43)}/`)).status).toBe(404);
    server.app.previews.now = () => Date.now() + PREVIEW_TTL_MS;
    try {
      const gone = await get(preview.url);
      expect(gone.status).toBe(404);
      expect(gone.headers.get('x-robots-tag')).toBe('noindex');
    } finally {
      server.app.previews.now = Date.now;
    }
  });
});
