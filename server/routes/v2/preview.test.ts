// POST /v2/api/preview and the /preview/<token>/ answers, with a stand-in builder that writes a page per
// rendered project and a home page listing every project from the content it is handed (the real Astro
// build, the banner and the live site beside it: server/publish/preview-real-build.test.ts).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setPublishingMode } from '../../../content-db/live.ts';
import type { PreviewSiteData } from '../../../content-db/preview.ts';
import { RENDER_PLAN_ENV, type RenderPlan } from '../../../content-db/render-plan.ts';
import { SITE_DATA_FILE_ENV } from '../../../content-db/site-data.ts';
import type { PreviewAnswer } from '../../api-types.ts';
import { PREVIEW_TTL_MS } from '../../publish/preview.ts';
import type { SiteBuilder } from '../../publish/types.ts';
import { bearer, useTestApp } from '../../test/helpers.ts';
import { client } from '../../test/project-fixtures.ts';

const INLINE_SCRIPT = '<script>document.documentElement.className="js"</script>';

/** set by a test: the next build fails halfway, as a broken page would */
let failNext = false;

/** Writes what a build of the handed content would show: the projects' titles, the banner's label. */
const standIn: SiteBuilder = {
  async build({ outDir, env }) {
    const data = JSON.parse(fs.readFileSync(env![SITE_DATA_FILE_ENV], 'utf8')) as PreviewSiteData;
    const plan = JSON.parse(fs.readFileSync(env![RENDER_PLAN_ENV], 'utf8')) as RenderPlan;
    const page = (rel: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(outDir, rel), `<!doctype html><html><head>${INLINE_SCRIPT}</head><body>${body}</body></html>`);
    };
    page('index.html', `${data.preview.label.en}: ${data.projects.map((p) => p.title.en).join(', ')}`);
    page('en/index.html', data.preview.label.en);
    page('404.html', 'Not here');
    if (failNext) {
      failNext = false;
      return { ok: false, log: 'rendering /about-us/\nTypeError: cannot read the about page' };
    }
    for (const slug of plan.project) {
      const p = data.projects.find((x) => x.slug === slug)!;
      page(`project/${slug}/index.html`, p.title.tr);
      page(`en/project/${slug}/index.html`, p.title.en);
    }
    fs.writeFileSync(path.join(outDir, 'sitemap-0.xml'), '<urlset/>');
    fs.mkdirSync(path.join(outDir, '_astro'), { recursive: true });
    fs.writeFileSync(path.join(outDir, '_astro', 'island.Bx1.js'), 'export const island = 1;');
    return { ok: true, log: '' };
  },
};

const asked: string[] = [];
const t = useTestApp({ publisher: { request: (reason) => void asked.push(reason), previewBuilder: () => standIn } });
const c = client(t);

const preview = (body: object, auth = true) => t.app.inject({ method: 'POST', url: '/v2/api/preview', headers: auth ? bearer(t.token) : {}, payload: body });
const visit = (url: string) => t.app.inject({ method: 'GET', url });

/** A GET of the path exactly as written (inject, like a browser, resolves "..", even encoded, first). */
async function rawGet(rawPath: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}
const previewsDir = () => path.join(t.dataDir, 'dist', 'previews');
const previewFolders = () => (fs.existsSync(previewsDir()) ? fs.readdirSync(previewsDir()).filter((n) => !n.includes('.')) : []);

/** Two live projects, then review mode: A's and B's titles changed in the working copy only. */
async function twoEditedProjects() {
  const a = await c.project({ title_en: 'Harbour Towers', title_tr: 'Liman Kuleleri' });
  const b = await c.project({ title_en: 'Hill Houses', title_tr: 'Tepe Evleri' });
  await setPublishingMode(t.app.db, 'review');
  for (const [p, en] of [
    [a, 'Harbour Towers Draft'],
    [b, 'Hill Houses Draft'],
  ] as const) {
    const res = await c.send('PUT', `/v2/api/projects/${p.id}`, { title_en: en, title_tr: `${p.title_tr} Taslak` });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { a, b };
}

describe('POST /v2/api/preview', () => {
  it('needs a token', async () => {
    const res = await preview({}, false);
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unknown item, an unknown type, too many items and an empty list, and builds nothing', async () => {
    const cases: Array<[object, number, string | RegExp]> = [
      [{ items: [{ type: 'project', item_id: 999 }] }, 404, 'Item project 999 not found'],
      [{ items: [{ type: 'planet', item_id: 1 }] }, 400, /type/],
      [{ items: Array.from({ length: 101 }, (_, i) => ({ type: 'project', item_id: i + 1 })) }, 400, /100/],
      [{ items: [] }, 400, /items/],
      [{ items: 'project 1' }, 400, /items/],
    ];
    for (const [body, status, message] of cases) {
      const res = await preview(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(fs.existsSync(previewsDir())).toBe(false);
  });

  it("shows the live copy with the named item's working state, at a private URL that needs no token", async () => {
    const { a } = await twoEditedProjects();
    // the English title names the slug: the preview shows the page where publishing would put it
    const { slug } = (await c.get(`/v2/api/projects/${a.id}`, true)).json().project;
    expect(slug).toBe('harbour-towers-draft');
    const before = asked.length;
    const res = await preview({ items: [{ type: 'project', item_id: a.id }] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as PreviewAnswer;
    const { url, urlEn, expiresAt, items } = answer.preview;
    expect(url).toMatch(new RegExp(`^/preview/[A-Za-z0-9_-]{43}/project/${slug}/$`));
    expect(urlEn).toBe(url.replace('/project/', '/en/project/'));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(PREVIEW_TTL_MS - 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(PREVIEW_TTL_MS);
    expect(items).toEqual([{ type: 'project', item_id: a.id, label: 'Harbour Towers Draft' }]);

    const page = await visit(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Liman Kuleleri Taslak');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // the page's own inline script is allowed by its hash, as on live pages
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect((await visit(urlEn)).body).toContain('Harbour Towers Draft');

    // the other project is as it is live: only the named item is previewed
    const home = await visit(url.replace(/project\/.*$/, ''));
    expect(home.body).toContain('Project: Harbour Towers Draft');
    expect(home.body).toContain('Hill Houses');
    expect(home.body).not.toContain('Hill Houses Draft');
    // the working copy and the live copy are as they were, and no publish was asked for
    expect(asked.length).toBe(before);
    const live = await t.app.liveDb.selectFrom('projects').select('title_en').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(live.title_en).toBe('Harbour Towers');
    expect((await c.get(`/v2/api/projects/${a.id}`, true)).json().project.title_en).toBe('Harbour Towers Draft');
    // the pages name the site's assets at its root: one only the preview holds is served from there
    const asset = await visit('/_astro/island.Bx1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export const island = 1;');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect((await visit('/_astro/../content.sqlite')).statusCode).not.toBe(200);
    // never a release, never a sitemap
    const token = url.split('/')[2];
    expect((await visit(`/preview/${token}/sitemap-0.xml`)).statusCode).toBe(404);
    expect(fs.readdirSync(path.join(t.dataDir, 'dist')).sort()).toEqual(['previews']);
  });

  it('without items shows the whole working copy, from its home page', async () => {
    const res = await preview({});
    expect(res.statusCode, res.body).toBe(200);
    const { url, urlEn, items } = (res.json() as PreviewAnswer).preview;
    expect(url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}\/$/);
    expect(urlEn).toBe(`${url}en/`);
    expect(items).toEqual([]);
    const home = await visit(url);
    expect(home.body).toContain('All unpublished changes');
    expect(home.body).toContain('Harbour Towers Draft');
    expect(home.body).toContain('Hill Houses Draft');
    // both changed projects have their pages
    const slugs = (await t.app.db.selectFrom('projects').select('slug').execute()).map((p) => p.slug);
    for (const slug of slugs) expect((await visit(`${url}project/${slug}/`)).statusCode).toBe(200);
  });

  it('answers a failed build with a 500 that says why, and leaves no preview behind', async () => {
    const before = previewFolders();
    failNext = true;
    const res = await preview({});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, message: 'The preview could not be built: TypeError: cannot read the about page' });
    expect(previewFolders()).toEqual(before);
  });

  it('answers 404 for an unknown, malformed or expired token and for any path outside the preview', async () => {
    const { url } = (await preview({})).json().preview as PreviewAnswer['preview'];
    const token = url.split('/')[2];
    const base = `/preview/${token}`;
    expect((await visit(`${base}/`)).statusCode).toBe(200);
    // the preview's folder is DATA_DIR/dist/previews/<id>: three levels up is the database
    const outside = [
      `${base}/../../../content.sqlite`,
      `${base}/%2e%2e/%2e%2e/%2e%2e/content.sqlite`,
      `${base}/%2E%2E%2F%2E%2E%2F%2E%2E%2Fcontent.sqlite`,
      `${base}/..%5c..%5c..%5ccontent.sqlite`,
      `${base}/..\\..\\..\\content.sqlite`,
      `${base}/./index.html`,
      `${base}//index.html`,
      `${base}/%00`,
      `${base}/no-such-page/`,
    ];
    for (const u of outside) {
      const res = await rawGet(u);
      expect(res.status, u).toBe(404);
      expect(res.body, u).not.toContain('SQLite format');
      expect(res.headers['cache-control'], u).toBe('no-store');
    }
    const folder = previewFolders()[0];
    const strangers = [
      `/preview/${'A'.repeat(43)}/`,
      `/preview/${token.slice(0, -1)}/`,
      `/preview/${token}x/`,
      `/preview/${folder}/`, // the folder's name (the token's hash) is no token
      '/preview/',
      '/preview/../dist/',
    ];
    for (const u of strangers) {
      const res = await rawGet(u);
      expect(res.status, u).toBe(404);
      expect(res.headers['x-robots-tag'], u).toBe('noindex');
    }

    // an hour later it is gone, and the next preview removes its files
    const folders = previewFolders();
    t.app.previews.now = () => Date.now() + PREVIEW_TTL_MS + 1000;
    try {
      const expired = await visit(url);
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toContain('This preview does not exist or has expired');
      const next = await preview({});
      expect(next.statusCode).toBe(200);
      expect(previewFolders().filter((f) => folders.includes(f))).toEqual([]);
      expect((await visit(next.json().preview.url)).statusCode).toBe(200);
    } finally {
      t.app.previews.now = Date.now;
    }
  });
});
