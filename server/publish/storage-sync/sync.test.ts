// The storage sync against a real S3-compatible server (s3rver on 127.0.0.1, the real AWS SDK client):
// releases made by hand the way Astro lays them out (hashed CSS under /_astro/, pages in folders,
// uploads beside), so each test knows exactly which files changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { missingAssets, startS3, type LocalS3 } from '../../test/s3-server.ts';
import { tempDir } from '../../test/real-server.ts';
import { Bucket } from './bucket.ts';
import type { PlannedObject } from './plan.ts';
import { MANIFEST_NAME } from './plan.ts';
import { syncRelease, type SyncProgress } from './sync.ts';

interface Project {
  slug: string;
  text: string;
}

interface SiteShape {
  projects: Project[];
  /** the site's stylesheet: a change renames the hashed file, and so changes every page */
  css?: string;
  /** old slug -> new slug */
  renamed?: Record<string, string>;
  /** the admin's redirects (site-redirects.json) */
  siteRedirects?: Array<{ from: string; to: string; code: 301 | 302 }>;
}

const page = (title: string, css: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="${css}"></head><body>${body}</body></html>\n`;

/** Writes a release folder and the uploads folder the way the build and the uploads route do. */
function writeSite(root: string, shape: SiteShape): { releaseDir: string; uploadsDir: string } {
  const releaseDir = path.join(root, `release-${crypto.randomBytes(4).toString('hex')}`);
  const uploadsDir = path.join(root, 'uploads');
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  const write = (dir: string, rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  const cssText = shape.css ?? 'body{color:#222}';
  const css = `/_astro/site.${crypto.createHash('sha256').update(cssText).digest('hex').slice(0, 8)}.css`;
  write(releaseDir, css.slice(1), cssText);
  const list = shape.projects.map((p) => `<a href="/project/${p.slug}/">${p.slug}</a>`).join('');
  write(releaseDir, 'index.html', page('Ana Sayfa', css, list));
  write(releaseDir, 'en/index.html', page('Home', css, list));
  write(releaseDir, '404.html', page('Bulunamadı', css, ''));
  for (const p of shape.projects) {
    write(releaseDir, `project/${p.slug}/index.html`, page(p.slug, css, `<p>${p.text}</p><img src="/uploads/projects/${p.slug}.webp">`));
    write(uploadsDir, `projects/${p.slug}.webp`, `image of ${p.slug}`);
  }
  const redirects: Record<string, string> = {};
  for (const [from, to] of Object.entries(shape.renamed ?? {})) {
    redirects[`/project/${from}`] = `/project/${to}/`;
    write(releaseDir, `project/${from}/index.html`, `<!doctype html><html><head><meta http-equiv="refresh" content="0;url=/project/${to}/"></head></html>`);
  }
  write(releaseDir, 'redirects.json', JSON.stringify(redirects));
  if (shape.siteRedirects) write(releaseDir, 'site-redirects.json', JSON.stringify(shape.siteRedirects));
  write(releaseDir, 'sitemap.xml', `<urlset>${shape.projects.map((p) => `<url><loc>/project/${p.slug}/</loc></url>`).join('')}</urlset>`);
  write(releaseDir, 'robots.txt', 'User-agent: *\nSitemap: /sitemap.xml\n');
  return { releaseDir, uploadsDir };
}

const PROJECTS: Project[] = Array.from({ length: 6 }, (_, i) => ({ slug: `proje-${i + 1}`, text: `Proje ${i + 1} metni` }));

/**
 * The storage stops answering after `pages` pages of a sync were uploaded (the connection is lost, or the
 * process dies). Uploads under way finish: S3 stores an object whole or not at all.
 */
class FailingBucket extends Bucket {
  #pagesLeft: number;
  constructor(base: Bucket, pages: number) {
    super(base.client, { bucket: base.name, prefix: base.prefix });
    this.#pagesLeft = pages;
  }
  override async put(o: PlannedObject, signal?: AbortSignal): Promise<void> {
    if (o.wave === 'pages' && this.#pagesLeft-- <= 0) throw new Error('connection lost');
    return super.put(o, signal);
  }
}

describe('storage sync to an S3-compatible server', () => {
  let s3: LocalS3;
  const roots: string[] = [];
  let n = 0;

  beforeAll(async () => {
    s3 = await startS3(['site', 'other']);
  });
  afterAll(async () => {
    await s3?.close();
  });
  afterEach(() => {
    for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
  });

  /** A fresh bucket prefix per test (one server for the file) and a folder for its releases. */
  function rig(prefix = `t${++n}/`, bucketName = 'site') {
    const root = tempDir('cms-sync-');
    roots.push(root);
    const config = s3.config(bucketName, prefix);
    const bucket = new Bucket(s3.client(config), config);
    return {
      bucket,
      prefix,
      objects: () => s3.objects(bucketName, prefix),
      /** `failAfterPages`: the storage stops answering after this many pages */
      sync: (shape: SiteShape, o: { failAfterPages?: number; onProgress?: (p: SyncProgress) => void } = {}) => {
        const site = writeSite(root, shape);
        const target = o.failAfterPages === undefined ? bucket : new FailingBucket(bucket, o.failAfterPages);
        return syncRelease(target, { releaseId: `r${++n}`, ...site, onProgress: o.onProgress });
      },
    };
  }

  it('a first sync uploads every page, asset and upload; a second sync of the same release uploads nothing', async () => {
    const r = rig();
    const first = await r.sync({ projects: PROJECTS });
    // 1 stylesheet + 3 pages + 6 project pages + 6 uploads + redirects.json, sitemap.xml, robots.txt
    expect(first).toMatchObject({ objects: 19, uploaded: 19, deleted: 0 });
    const objects = await r.objects();
    expect([...objects.keys()].filter((k) => !k.endsWith(MANIFEST_NAME))).toHaveLength(19);
    expect(objects.get(`${r.prefix}project/proje-3/index.html`)?.body).toContain('Proje 3 metni');
    expect(objects.get(`${r.prefix}uploads/projects/proje-3.webp`)?.body).toBe('image of proje-3');
    expect(missingAssets(objects, r.prefix)).toEqual([]);

    const again = await r.sync({ projects: PROJECTS });
    expect(again).toMatchObject({ uploaded: 0, deleted: 0, changedPaths: [] });
  });

  it('an edit of one project uploads only its page', async () => {
    const r = rig();
    await r.sync({ projects: PROJECTS });
    const edited = PROJECTS.map((p) => (p.slug === 'proje-4' ? { ...p, text: 'Yeni metin' } : p));
    const report = await r.sync({ projects: edited });
    expect(report).toMatchObject({ uploaded: 1, deleted: 0 });
    expect(report.changedPaths).toEqual(['/project/proje-4/', '/project/proje-4/index.html']);
    expect((await r.objects()).get(`${r.prefix}project/proje-4/index.html`)?.body).toContain('Yeni metin');
  });

  it("a deleted project's page and image disappear from the bucket; the lists that named it are uploaded again", async () => {
    const r = rig();
    await r.sync({ projects: PROJECTS });
    const report = await r.sync({ projects: PROJECTS.filter((p) => p.slug !== 'proje-2') });
    // index.html, en/index.html and sitemap.xml name the projects; the page and its upload go
    expect(report).toMatchObject({ uploaded: 3, deleted: 2 });
    const objects = await r.objects();
    expect(objects.has(`${r.prefix}project/proje-2/index.html`)).toBe(false);
    expect(objects.has(`${r.prefix}uploads/projects/proje-2.webp`)).toBe(false);
    expect(objects.get(`${r.prefix}index.html`)?.body).not.toContain('proje-2');
    expect(objects.has(`${r.prefix}project/proje-1/index.html`)).toBe(true);
  });

  it('sends each object with its Content-Type and Cache-Control, and an old slug with the storage redirect', async () => {
    const r = rig('');
    const renamed = PROJECTS.map((p) => (p.slug === 'proje-5' ? { ...p, slug: 'proje-bes' } : p));
    await r.sync({ projects: renamed, renamed: { 'proje-5': 'proje-bes' } });
    const objects = await s3.objects('site', '');
    const header = (key: string) => ({ type: objects.get(key)?.contentType, cache: objects.get(key)?.cacheControl });
    const css = [...objects.keys()].find((k) => k.startsWith('_astro/'))!;
    expect(header(css)).toEqual({ type: 'text/css; charset=utf-8', cache: 'public, max-age=31536000, immutable' });
    expect(header('uploads/projects/proje-1.webp')).toEqual({ type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    expect(header('index.html')).toEqual({ type: 'text/html; charset=utf-8', cache: 'no-cache' });
    expect(header('project/proje-bes/index.html')).toEqual({ type: 'text/html; charset=utf-8', cache: 'no-cache' });
    expect(header('sitemap.xml').type).toBe('application/xml; charset=utf-8');
    expect(header('robots.txt').type).toBe('text/plain; charset=utf-8');
    expect(objects.get('project/proje-5/index.html')?.redirect).toBe('/project/proje-bes/');
    expect(objects.get('project/proje-bes/index.html')?.redirect).toBeUndefined();
    expect(objects.get('index.html')?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("writes each of the admin's redirects as a redirect object, and takes away one that was removed", async () => {
    const r = rig();
    const siteRedirects = [
      { from: '/eski-sayfa', to: '/project/proje-1/', code: 301 as const },
      { from: '/old/katalog.html', to: 'https://example.com/katalog.pdf', code: 302 as const },
      { from: '/%C3%BCr%C3%BCnler', to: '/', code: 301 as const },
      // a page of the release at the same address wins
      { from: '/project/proje-2', to: '/', code: 301 as const },
    ];
    await r.sync({ projects: PROJECTS, siteRedirects });
    let objects = await r.objects();
    expect(objects.get(`${r.prefix}eski-sayfa/index.html`)?.redirect).toBe('/project/proje-1/');
    expect(objects.get(`${r.prefix}old/katalog.html`)?.redirect).toBe('https://example.com/katalog.pdf');
    expect(objects.get(`${r.prefix}ürünler/index.html`)?.redirect).toBe('/');
    expect(objects.get(`${r.prefix}eski-sayfa/index.html`)?.body).toContain('url=/project/proje-1/');
    expect(objects.get(`${r.prefix}project/proje-2/index.html`)?.redirect).toBeUndefined();

    const report = await r.sync({ projects: PROJECTS, siteRedirects: siteRedirects.slice(1) });
    expect(report).toMatchObject({ uploaded: 1, deleted: 1 }); // site-redirects.json changed; the object went
    objects = await r.objects();
    expect(objects.has(`${r.prefix}eski-sayfa/index.html`)).toBe(false);
  });

  it('a sync stopped halfway leaves every stored page with its assets; the next sync uploads only what was left', async () => {
    const r = rig();
    await r.sync({ projects: PROJECTS });
    // a new stylesheet renames the CSS file, so every page changes; new images too
    const next: SiteShape = { projects: [...PROJECTS, { slug: 'proje-7', text: 'Yedi' }], css: 'body{color:#000}' };
    let seen: SyncProgress | null = null;
    const cut = r.sync(next, { failAfterPages: 4, onProgress: (p) => (seen = p) });
    await expect(cut).rejects.toThrow('connection lost');
    expect(seen).toMatchObject({ step: 'pages' });
    const halfway = await r.objects();
    expect(missingAssets(halfway, r.prefix)).toEqual([]);
    // the old stylesheet is still there for the pages not yet uploaded
    expect([...halfway.keys()].filter((k) => k.includes('/_astro/'))).toHaveLength(2);

    const resumed = await r.sync(next);
    // the stopped sync had 13 objects to upload (the stylesheet, the new image, 10 pages, the sitemap) and
    // 1 to delete; the resumed one does only what the stopped one had not done
    const stopped = seen as unknown as SyncProgress;
    expect(stopped.total).toBe(14);
    expect(stopped.done).toBe(6); // the stylesheet, the new image and 4 pages
    expect(resumed.uploaded + resumed.deleted).toBe(stopped.total - stopped.done);
    expect(resumed.uploaded).toBeGreaterThan(0);
    expect(resumed.deleted).toBe(1); // the old stylesheet, last
    const done = await r.objects();
    expect(missingAssets(done, r.prefix)).toEqual([]);
    expect(done.get(`${r.prefix}project/proje-7/index.html`)?.body).toContain('Yedi');
    expect([...done.keys()].filter((k) => k.includes('/_astro/'))).toHaveLength(1);
    expect((await r.sync(next)).uploaded).toBe(0);
  });

  it('after a sync cut off by a crash (nothing recorded after its first uploads), going back to the earlier release restores every page', async () => {
    const r = rig();
    const earlier: SiteShape = { projects: PROJECTS };
    await r.sync(earlier);
    const key = r.bucket.manifestKey;
    let written: Promise<string> | null = null;
    const cut = r.sync(
      { projects: PROJECTS, css: 'body{color:#000}' },
      {
        failAfterPages: 4,
        // the manifest as the sync wrote it before its first upload
        onProgress: (p) => void (p.step === 'assets' && (written ??= s3.objects('site', key).then((o) => o.get(key)!.body))),
      },
    );
    await expect(cut).rejects.toThrow('connection lost');
    // the process died there: what the stopped sync uploaded was never recorded
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    await r.bucket.client.send(new PutObjectCommand({ Bucket: 'site', Key: key, Body: await written! }));

    await r.sync(earlier);
    const objects = await r.objects();
    expect(missingAssets(objects, r.prefix)).toEqual([]);
    const css = [...objects.keys()].filter((k) => k.includes('/_astro/'));
    expect(css).toHaveLength(1);
    for (const [k, o] of objects) if (k.endsWith('.html')) expect(o.body, k).toContain(css[0].slice(r.prefix.length));
  });

  it('a lost manifest costs no uploads: each object carries its content hash', async () => {
    const r = rig();
    await r.sync({ projects: PROJECTS });
    await r.bucket.client.send(new (await import('@aws-sdk/client-s3')).DeleteObjectCommand({ Bucket: 'site', Key: r.bucket.manifestKey }));
    expect(await r.sync({ projects: PROJECTS })).toMatchObject({ uploaded: 0, deleted: 0 });
  });

  it('lists more than 1,000 objects page by page: a second sync of a big release finds every object', async () => {
    const r = rig();
    const many = Array.from({ length: 520 }, (_, i) => ({ slug: `p-${i}`, text: `${i}` }));
    // 520 pages + 520 images + the rest: past the 1,000 keys of one listing
    expect((await r.sync({ projects: many })).uploaded).toBeGreaterThan(1040);
    expect(await r.sync({ projects: many })).toMatchObject({ uploaded: 0, deleted: 0 });
  }, 120_000);

  it("deletes only what it wrote: objects at the bucket's root, under its prefix and a nested site's survive a sync, a delete and a rollback", async () => {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    const site = rig('www/');
    const nested = rig('www/b/'); // another site synced into a folder of the first one's prefix
    const foreign = ['backups/db.tar.gz', 'www/cdn-verification.txt', 'www/b/hand-made.txt'];
    for (const Key of foreign) await site.bucket.client.send(new PutObjectCommand({ Bucket: 'site', Key, Body: `not the sync's: ${Key}` }));
    await nested.sync({ projects: PROJECTS.slice(0, 2) });
    // reads only what it checks: the bucket also holds the other tests' objects
    const survivors = async () => {
      for (const key of foreign) expect((await s3.objects('site', key)).get(key)?.body, key).toBe(`not the sync's: ${key}`);
      const nestedSite = await nested.objects();
      expect(missingAssets(nestedSite, 'www/b/')).toEqual([]);
      expect(nestedSite.has('www/b/project/proje-1/index.html')).toBe(true);
      return site.objects();
    };

    const first = await site.sync({ projects: PROJECTS });
    expect(first.deleted).toBe(0);
    await survivors();
    const deleted = await site.sync({ projects: PROJECTS.filter((p) => p.slug !== 'proje-2') });
    expect(deleted.deleted).toBe(2); // proje-2's page and image, nothing else
    expect((await survivors()).has('www/project/proje-2/index.html')).toBe(false);
    const rolledBack = await site.sync({ projects: PROJECTS });
    expect(rolledBack.deleted).toBe(0);
    expect((await survivors()).has('www/project/proje-2/index.html')).toBe(true);
    // the nested site's own sync still cleans up after itself
    expect((await nested.sync({ projects: PROJECTS.slice(0, 1) })).deleted).toBe(2);
    await survivors();
  });

  it('with no prefix (the whole bucket) a release never deletes what it did not upload', async () => {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    // a bucket of its own: the whole of it is this site's prefix
    const r = rig('', 'other');
    await r.bucket.client.send(new PutObjectCommand({ Bucket: 'other', Key: 'exports/2026-11.csv', Body: 'keep me' }));
    await r.sync({ projects: PROJECTS });
    await r.sync({ projects: PROJECTS.slice(0, 3) });
    const all = await r.objects();
    expect(all.get('exports/2026-11.csv')?.body).toBe('keep me');
    expect(all.has('project/proje-6/index.html')).toBe(false);
    await r.sync({ projects: [] });
    expect((await r.objects()).get('exports/2026-11.csv')?.body).toBe('keep me');
  });

  it('leaves objects outside its prefix alone', async () => {
    const a = rig('a/');
    const b = rig('b/');
    await a.sync({ projects: PROJECTS });
    await b.sync({ projects: PROJECTS.slice(0, 1) });
    expect((await a.objects()).has('a/project/proje-6/index.html')).toBe(true);
  });
});
