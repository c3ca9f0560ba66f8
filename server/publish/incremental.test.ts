// Incremental publishing with the REAL Astro build: after each edit of every kind (project, news, menu,
// logo, settings, a delete, a slug change) the live release equals, byte for byte, a whole Astro build of
// the same database (the publishes after the first are rendered by the renderers two warm workers kept,
// each rendering half of the pages, without bundling: kept-renderer.ts); a project or news edit renders only that item's pages (the others are hard links to the
// previous release); an edit of what every page shows renders and reaches every page.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SiteBuilder } from './types.ts';
import { contentApp, demoDataDir } from '../../scripts/bench/data.ts';
import { deleteProject, updateProject } from '../../content-db/projects.ts';
import { updateNews } from '../../content-db/news.ts';
import { createSetting } from '../../content-db/settings.ts';
import { loadSiteData } from '../../content-db/site-data.ts';
import { tempDir } from '../test/real-server.ts';
import { PROJECT_ROOT } from './build-site.ts';
import { IncrementalBuilder, snapshotReader } from './incremental-builder.ts';
import { pageFiles } from './incremental.ts';
import { SitePublisher } from './site-publisher.ts';
import { htmlFiles } from './verify.ts';
import { WorkerBuilder } from './worker-builder.ts';

function filesOf(dir: string, sub = ''): string[] {
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((d) => {
    const rel = sub ? `${sub}/${d.name}` : d.name;
    return d.isDirectory() ? filesOf(dir, rel) : [rel];
  });
}

/** The files that differ between two folders (missing on either side, or other bytes). */
function differences(a: string, b: string): string[] {
  const fa = filesOf(a).sort();
  const fb = new Set(filesOf(b));
  const out = fa.filter((f) => !fb.has(f) || !fs.readFileSync(path.join(a, f)).equals(fs.readFileSync(path.join(b, f))));
  for (const f of fb) if (!fa.includes(f)) out.push(`${f} (only in the full build)`);
  return out;
}

/** /_astro/ files the pages of a release refer to that it does not hold. */
function missingAssets(dir: string): string[] {
  const missing = new Set<string>();
  for (const page of htmlFiles(dir)) {
    for (const m of fs.readFileSync(path.join(dir, page), 'utf8').matchAll(/\/_astro\/[^"'\s)>]+/g)) {
      if (!fs.existsSync(path.join(dir, m[0]))) missing.add(`${page}: ${m[0]}`);
    }
  }
  return [...missing];
}

const inode = (file: string) => fs.statSync(file).ino;

describe('incremental publishing (real Astro build)', () => {
  let dataDir: string;
  let distDir: string;
  let fullDir: string;
  let app: FastifyInstance;
  let worker: WorkerBuilder;
  /** whole Astro builds only: what every release is compared with */
  let reference: WorkerBuilder;
  /** a write the next build makes happen just as it starts (the content changes under a running build) */
  let duringNextBuild: (() => Promise<unknown>) | null = null;
  let builder: IncrementalBuilder;
  let publisher: SitePublisher;
  let fullBuilds = 0;

  beforeAll(async () => {
    dataDir = await demoDataDir();
    distDir = tempDir('cms-incremental-dist-');
    fullDir = tempDir('cms-incremental-full-');
    app = await contentApp(dataDir, false); // a publisher of its own that ignores writes: this test publishes
    // the edits go straight into the live copy, which is what a build reads (content-db/live.ts): this
    // test is about rendering what the live copy holds, not about how an edit gets there
    worker = new WorkerBuilder({ dataDir, renderers: 2, shardFromPages: 0 }); // the demo is small: share it anyway
    reference = new WorkerBuilder({ dataDir, renderers: 0 });
    const racing: SiteBuilder = {
      build: async (request) => {
        const write = duringNextBuild;
        duringNextBuild = null;
        await write?.();
        return worker.build(request);
      },
      lastBundled: () => worker.lastBundled(),
      place: (from, to, files) => worker.place(from, to, files),
    };
    builder = new IncrementalBuilder(racing, { distDir, readSnapshot: snapshotReader(() => app.liveDb, { root: PROJECT_ROOT, siteUrl: 'test' }) });
    publisher = new SitePublisher({ distDir, builder, links: { uploadsDir: path.join(dataDir, 'uploads') } });
  }, 120_000);
  afterAll(async () => {
    await publisher?.close();
    await reference?.close();
    await app?.close();
    for (const dir of [dataDir, distDir, fullDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const liveDir = () => fs.realpathSync(path.join(distDir, 'current'));

  /**
   * Publishes, then checks the live release against a full build of the same database, and that the
   * release before it still holds every byte it held: the new one's folder was made ahead of the
   * publish with links of its pages (prepareNext, asked for here rather than left to the publisher's
   * timer), and a page rendered over such a link must be a new file, not a write through it.
   */
  async function publishAndCompare(): Promise<string> {
    const before = publisher.status().current?.id;
    const previous = before ? liveDir() : null;
    const previousBytes = previous ? new Map(filesOf(previous).map((f) => [f, fs.readFileSync(path.join(previous, f))])) : new Map();
    builder.prepareNext();
    const attempt = await publisher.publishNow('test');
    expect(attempt?.log).toBe('');
    expect(attempt?.ok).toBe(true);
    expect(publisher.status().current?.id).not.toBe(before);
    for (const [file, bytes] of previousBytes) expect(fs.readFileSync(path.join(previous!, file)).equals(bytes), `${file} of the release before`).toBe(true);
    const live = liveDir();
    const full = path.join(fullDir, String(++fullBuilds));
    const result = await reference.build({ outDir: full, signal: new AbortController().signal });
    expect(result.ok, result.log).toBe(true);
    expect(differences(live, full)).toEqual([]);
    expect(missingAssets(live)).toEqual([]);
    fs.rmSync(full, { recursive: true, force: true });
    return live;
  }

  it('the first publish renders every page', async () => {
    await publishAndCompare();
    expect(builder.last).toMatchObject({ incremental: false, bundled: true });
    await worker.whenWarm(); // the second worker keeps a renderer too: the next publishes are shared
  }, 240_000);

  it('a project edit renders that project pages (and the lists), and links the others from the live release', async () => {
    const previous = liveDir();
    const [edited, other] = (await loadSiteData(app.liveDb)).projects;
    await updateProject(app.liveDb, edited.id, { title_tr: 'Düzenlenmiş Proje Başlığı' });
    const live = await publishAndCompare();
    expect(builder.last).toMatchObject({ incremental: true, rendered: [`project/${edited.slug}`], bundled: false, prepared: true });
    expect(worker.lastShards()).toBe(2);
    // the Turkish page is new; the English one came out the same, so it too is a link to the old file
    const [trPage, enPage] = pageFiles(`project/${edited.slug}`);
    expect(inode(path.join(live, trPage))).not.toBe(inode(path.join(previous, trPage)));
    expect(inode(path.join(live, enPage))).toBe(inode(path.join(previous, enPage)));
    for (const file of pageFiles(`project/${other.slug}`)) expect(inode(path.join(live, file))).toBe(inode(path.join(previous, file)));
    expect(fs.readFileSync(path.join(live, 'project', edited.slug, 'index.html'), 'utf8')).toContain('Düzenlenmiş Proje Başlığı');
    expect(fs.readFileSync(path.join(live, 'our-projects', 'index.html'), 'utf8')).toContain('Düzenlenmiş Proje Başlığı');
  }, 240_000);

  it('a news edit renders only that news item pages', async () => {
    const [item] = (await loadSiteData(app.liveDb)).news;
    await updateNews(app.liveDb, item.id, { title_tr: 'Düzenlenmiş Haber' });
    const live = await publishAndCompare();
    expect(builder.last).toMatchObject({ incremental: true, rendered: [`news/${item.slug}`] });
    expect(fs.readFileSync(path.join(live, 'news', 'index.html'), 'utf8')).toContain('Düzenlenmiş Haber');
  }, 240_000);

  it('a menu edit renders every page and reaches every page', async () => {
    const menu = await app.liveDb.selectFrom('menus').selectAll().where('is_primary', '=', 1).executeTakeFirstOrThrow();
    const data = JSON.parse(menu.data) as { pages: Array<Record<string, unknown>> };
    data.pages[0] = { ...data.pages[0], name: 'Changed Menu Label', name_tr: 'Değişen Menü Etiketi' };
    await app.liveDb
      .updateTable('menus')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', menu.id)
      .execute();
    const live = await publishAndCompare();
    expect(builder.last).toMatchObject({ incremental: false, bundled: false });
    expect(worker.lastShards()).toBe(2);
    const pages = htmlFiles(live).filter((p) => !p.includes('404'));
    const redirects = Object.values(JSON.parse(fs.readFileSync(path.join(live, 'redirects.json'), 'utf8')) as Record<string, string>);
    for (const page of pages) {
      const html = fs.readFileSync(path.join(live, page), 'utf8');
      if (/http-equiv="refresh"/.test(html) && redirects.length) continue; // an old slug's redirect page shows no menu
      expect(html, page).toMatch(/Değişen Menü Etiketi|Changed Menu Label/);
    }
  }, 240_000);

  it('a new logo renders every page and reaches every project and news page', async () => {
    const previous = liveDir();
    const { projects, news } = await loadSiteData(app.liveDb);
    const image = projects.map((p) => p.coverImage).find(Boolean)!;
    await createSetting(app.liveDb, 'site_logos', { logo_path: image, status: 1 });
    const live = await publishAndCompare();
    expect(builder.last?.incremental).toBe(false);
    const details = [...projects.map((p) => `project/${p.slug}`), ...news.map((n) => `news/${n.slug}`)].flatMap(pageFiles);
    for (const file of details) expect(fs.readFileSync(path.join(live, file)).equals(fs.readFileSync(path.join(previous, file))), file).toBe(false);
  }, 240_000);

  it('a settings edit (Instagram) renders every page', async () => {
    await createSetting(app.liveDb, 'instagram_settings', { instagram_link: 'https://instagram.com/changed-account', tab: 1, status: 1 });
    const live = await publishAndCompare();
    expect(builder.last?.incremental).toBe(false);
    const { news } = await loadSiteData(app.liveDb);
    expect(fs.readFileSync(path.join(live, 'en', 'news', news[0].slug, 'index.html'), 'utf8')).toContain('changed-account');
  }, 240_000);

  it('a project switched off while a build runs: that release shows it everywhere, the next one nowhere', async () => {
    const [target] = (await loadSiteData(app.liveDb)).projects;
    const page = path.join('project', target.slug, 'index.html');
    duringNextBuild = () => app.liveDb.updateTable('projects').set({ status: 'inactive' }).where('id', '=', target.id).execute();
    const attempt = await publisher.publishNow('test');
    expect(attempt?.ok, attempt?.log).toBe(true);
    // the build renders the content as it was read when it started: its page and the lists agree
    // (before, the page was linked from the old release while the lists came from the newer database)
    let live = liveDir();
    expect(fs.existsSync(path.join(live, page))).toBe(true);
    expect(fs.readFileSync(path.join(live, 'our-projects', 'index.html'), 'utf8')).toContain(target.title.tr);
    live = await publishAndCompare();
    expect(fs.existsSync(path.join(live, page))).toBe(false);
    expect(fs.readFileSync(path.join(live, 'our-projects', 'index.html'), 'utf8')).not.toContain(target.title.tr);
  }, 240_000);

  it('a deleted project leaves the site; nothing else is rendered again', async () => {
    const [gone] = (await loadSiteData(app.liveDb)).projects;
    await deleteProject(app.liveDb, gone.id);
    const live = await publishAndCompare();
    expect(builder.last).toMatchObject({ incremental: true, rendered: [], prepared: true });
    expect(fs.existsSync(path.join(live, 'project', gone.slug))).toBe(false);
    expect(fs.existsSync(path.join(live, 'en', 'project', gone.slug))).toBe(false);
  }, 240_000);

  it('a slug change renders the new page and the old slug redirect page', async () => {
    const project = (await loadSiteData(app.liveDb)).projects[0];
    const updated = await updateProject(app.liveDb, project.id, { title_en: 'A Wholly Renamed Project' });
    const live = await publishAndCompare();
    expect(builder.last?.incremental).toBe(true);
    expect(builder.last?.rendered.sort()).toEqual([`project/${project.slug}`, `project/${updated!.slug}`].sort());
    expect(fs.readFileSync(path.join(live, 'sitemap-0.xml'), 'utf8')).toContain(`/project/${updated!.slug}/`);
  }, 240_000);
});
