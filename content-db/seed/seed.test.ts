// The demo company as a first start makes it: through the content plugin (fresh migrated database in
// a temporary DATA_DIR, pictures stored by the real MediaStore), then read back table by table.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { sanitizeHtml } from '../../server/lib/html.ts';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../../server/test/helpers.ts';
import { NON_CONTENT_TABLES } from '../history/content-types.ts';
import { openDatabase, type ContentDb } from '../open.ts';
import { migrateToLatest } from '../migrate.ts';
import { slugify } from '../slugs.ts';
import { isEmpty, seedDemo, STANDARD_PAGES } from './index.ts';

const TURKISH_LETTER = /[çğıİöşüÇĞÖŞÜ]/;
/** Tables the demo leaves alone: accounts, sessions, the bookkeeping of uploads and renamed slugs, the history, and redirects (a new site has no old addresses). */
const NOT_SEEDED = new Set<string>(['users', 'revoked_tokens', 'media_files', 'slug_redirects', 'site_redirects', 'site_redirect_hits', ...NON_CONTENT_TABLES]);

let t: TestApp;
let db: ContentDb;
let token: string;
let seedMs = 0;

beforeAll(async () => {
  const started = performance.now();
  t = await createTestApp({ seed: true });
  seedMs = performance.now() - started;
  console.log(`demo seeding (first start with migrations, admin and seed): ${Math.round(seedMs)} ms`);
  db = t.app.db;
  token = await login(t.app);
});

afterAll(async () => {
  await t?.close();
});

async function seededTables(): Promise<string[]> {
  const rows = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
  return rows.rows.map((r) => r.name).filter((n) => !NOT_SEEDED.has(n));
}

async function allRows(table: string): Promise<Array<Record<string, unknown>>> {
  return (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
}

/** Every /uploads path in a value, looking inside JSON documents too. */
function uploadPaths(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith('/uploads/')) out.push(value);
    else if (/^\s*[[{]/.test(value)) {
      try {
        uploadPaths(JSON.parse(value), out);
      } catch {
        // plain text that happens to start with a bracket
      }
    }
  } else if (Array.isArray(value)) value.forEach((v) => uploadPaths(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => uploadPaths(v, out));
  return out;
}

describe('demo seed', () => {
  it('fills every content table', async () => {
    const tables = await seededTables();
    expect(tables.length).toBeGreaterThanOrEqual(24);
    for (const table of tables) expect((await allRows(table)).length, `rows in ${table}`).toBeGreaterThan(0);
    expect(await isEmpty(db)).toBe(false);
  });

  it('has the seven standard pages with ids 1 to 7', async () => {
    const pages = await db.selectFrom('pages').select(['id', 'page_name_en', 'page_name_tr']).orderBy('id').execute();
    expect(pages).toEqual(STANDARD_PAGES);
    expect(pages.map((p) => p.page_name_tr)).toContain('İletişim');
  });

  it('has one primary menu listing pages 1-7 in order, and a footer menu', async () => {
    const menus = await db.selectFrom('menus').selectAll().execute();
    const primary = menus.filter((m) => m.is_primary === 1);
    expect(primary).toHaveLength(1);
    expect(JSON.parse(primary[0].data).pages).toEqual(
      STANDARD_PAGES.map((p, position) => ({ id: p.id, name: p.page_name_en, name_tr: p.page_name_tr, active: true, position })),
    );
    expect(menus.find((m) => m.title === 'Footer')?.is_primary).toBe(0);
  });

  it('has at least six projects of both types with unique slugs, banners, details and ordered galleries', async () => {
    const projects = await db.selectFrom('projects').selectAll().orderBy('id').execute();
    expect(projects.length).toBeGreaterThanOrEqual(6);
    expect(new Set(projects.map((p) => p.type))).toEqual(new Set(['ongoing', 'completed']));
    expect(projects.filter((p) => p.status === 'inactive')).toHaveLength(1);
    expect(new Set(projects.map((p) => p.slug)).size).toBe(projects.length);
    for (const p of projects) {
      expect(p.slug).toBe(slugify(p.title_en));
      expect(p.cover_image).toMatch(/^\/uploads\/.+\.jpg$/);
      const banners = await db.selectFrom('project_banners').selectAll().where('project_id', '=', p.id).execute();
      expect(banners).toHaveLength(1);
      expect(banners[0]).toMatchObject({ status: 'active', banner_image: expect.stringMatching(/^\/uploads\//) });
      const details = await db.selectFrom('project_details').selectAll().where('project_id', '=', p.id).execute();
      expect(details.length).toBeGreaterThanOrEqual(1);
      expect(details.length).toBeLessThanOrEqual(2);
      for (const d of details) {
        expect(d.description_en).toMatch(/^<p>.+<\/p><ul>(<li>.+?<\/li>)+<\/ul>$/);
        const gallery = await db.selectFrom('project_gallery').selectAll().where('project_detail_id', '=', d.id).orderBy('sort_order').execute();
        expect(gallery.length).toBeGreaterThanOrEqual(3);
        expect(gallery.length).toBeLessThanOrEqual(4);
        expect(gallery.map((g) => g.sort_order)).toEqual(gallery.map((_, i) => i));
      }
    }
    expect(projects.map((p) => p.slug)).toContain('besikduzu-garden-houses');
  });

  it('has at least four news items with a detail, its gallery and banner, and an active news page banner', async () => {
    const news = await db.selectFrom('news').selectAll().execute();
    expect(news.length).toBeGreaterThanOrEqual(4);
    expect(news.filter((n) => n.status === 'inactive')).toHaveLength(1);
    expect(new Set(news.map((n) => n.slug)).size).toBe(news.length);
    for (const n of news) {
      expect(n.image).toMatch(/^\/uploads\//);
      const details = await db.selectFrom('news_details').selectAll().where('news_id', '=', n.id).execute();
      expect(details).toHaveLength(1);
      expect(details[0].gallery_description_tr).toMatch(TURKISH_LETTER);
      const gallery = await db.selectFrom('news_gallery').selectAll().where('news_detail_id', '=', details[0].id).execute();
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(3);
      expect(await db.selectFrom('news_detail_banners').selectAll().where('news_detail_id', '=', details[0].id).execute()).toHaveLength(1);
    }
    expect(await db.selectFrom('news_page_banners').selectAll().where('status', '=', 'active').execute()).toHaveLength(1);
  });

  it('configures home, ongoing and our-projects listings with existing active projects', async () => {
    const projects = await db.selectFrom('projects').select(['id', 'type', 'status']).execute();
    const byId = new Map(projects.map((p) => [p.id, p]));
    const configs = await db.selectFrom('show_projects').selectAll().execute();
    expect(configs.map((c) => c.page_name).sort()).toEqual(['home', 'ongoing', 'our-projects']);
    for (const c of configs) {
      const ids: number[] = JSON.parse(c.project_ids);
      expect(
        ids.every((id) => byId.get(id)?.status === 'active'),
        c.page_name,
      ).toBe(true);
      if (c.page_name === 'home') expect(ids).toHaveLength(4);
      if (c.page_name === 'ongoing') {
        const ongoing = projects.filter((p) => p.type === 'ongoing' && p.status === 'active').map((p) => p.id);
        expect([...ids].sort()).toEqual(ongoing.sort());
      }
      if (c.page_name === 'our-projects') {
        const completed = projects.filter((p) => p.type === 'completed' && p.status === 'active').map((p) => p.id);
        expect(ids).toEqual(expect.arrayContaining(completed));
      }
    }
    expect(await db.selectFrom('experience_role_links').selectAll().executeTakeFirst()).toMatchObject({
      link: expect.stringMatching(/^\/[a-z-/]*$/),
      text_en: 'Explore',
      text_tr: 'Keşfet',
      tab: 0,
      status: 1,
    });
  });

  it('stores the about, services and contact documents in the shapes the pages read', async () => {
    const about = JSON.parse((await db.selectFrom('about_pages').selectAll().where('status', '=', 1).executeTakeFirstOrThrow()).about_data);
    expect(about).toMatchObject({
      banner: { title_en: 'About Us', title_tr: 'Hakkımızda', image: expect.stringMatching(/^\/uploads\//) },
      experience: { description_en: expect.stringContaining('1998'), description_tr: expect.stringMatching(TURKISH_LETTER) },
      image: { title_en: expect.any(String), title_tr: expect.any(String), path: expect.stringMatching(/^\/uploads\//) },
    });
    const services = JSON.parse((await db.selectFrom('services_pages').selectAll().where('status', '=', 1).executeTakeFirstOrThrow()).services_data);
    expect(Object.keys(services.section).sort()).toEqual(['description_en', 'description_tr', 'title_en', 'title_tr']);
    expect(services.services.filter((s: { status: boolean }) => s.status === true)).toHaveLength(8);
    expect(services.services.filter((s: { status: boolean }) => s.status === false)).toHaveLength(1);
    const contact = JSON.parse((await db.selectFrom('contact_pages').selectAll().where('status', '=', 1).executeTakeFirstOrThrow()).contact_data);
    expect(contact.cards.length).toBeGreaterThanOrEqual(3);
    expect(contact.cards.length).toBeLessThanOrEqual(6);
    for (const card of contact.cards) {
      expect(Object.keys(card).sort()).toEqual(['description_en', 'description_tr', 'image', 'status', 'title_en', 'title_tr']);
      expect(card.status).toBe(1);
    }
    const cardText = contact.cards.map((c: { description_en: string }) => c.description_en).join('\n');
    expect(cardText).toMatch(/\+90 462 \d{3} \d{2} \d{2}/);
    expect(cardText).toMatch(/Trabzon/);
    expect(cardText).toMatch(/@/);
    expect(Object.keys(contact.location).sort()).toEqual(['description_en', 'description_tr', 'title_en', 'title_tr']);
  });

  it('has active Instagram, logo, favicon and WhatsApp settings', async () => {
    expect(await db.selectFrom('instagram_settings').selectAll().executeTakeFirst()).toMatchObject({
      instagram_link: expect.stringMatching(/^https:\/\/www\.instagram\.com\/\w+/),
      status: 1,
    });
    const logo = await db.selectFrom('site_logos').selectAll().executeTakeFirstOrThrow();
    expect(logo).toMatchObject({ logo_path: expect.stringMatching(/\.svg$/), status: 1 });
    const logoFile = fs.readFileSync(t.app.media.diskPath(logo.logo_path), 'utf8');
    expect(logoFile).toContain('<title>KARADENİZ YAPI · 1998</title>');
    // outlined: an <img> cannot use the site's web fonts, so <text> would be drawn in a system font
    expect(logoFile).not.toContain('<text');
    const favicon = await db.selectFrom('favicons').selectAll().executeTakeFirstOrThrow();
    expect(favicon.status).toBe(1);
    const meta = await sharp(t.app.media.diskPath(favicon.favicon_path)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 32, 32]);
    expect(await db.selectFrom('whatsapp_settings').selectAll().executeTakeFirst()).toMatchObject({
      phone_number: expect.stringMatching(/^90462\d{7}$/),
      tooltip_text: 'Chat with us on WhatsApp',
      tooltip_text_tr: "WhatsApp'ta bizimle sohbet edin",
      status: 1,
    });
  });

  it('gives every image field its own stored file, registered with its variants', async () => {
    const paths: string[] = [];
    for (const table of await seededTables()) for (const row of await allRows(table)) uploadPaths(row, paths);
    expect(paths.length).toBeGreaterThanOrEqual(90);
    // deleting one item removes its files, so no two items may share one
    expect(new Set(paths).size).toBe(paths.length);
    const registered = await t.app.media.describe(paths);
    for (const p of paths) {
      expect(fs.existsSync(t.app.media.diskPath(p)), p).toBe(true);
      expect(registered[p], p).toBeDefined();
      for (const v of registered[p].variants) expect(fs.existsSync(t.app.media.diskPath(v.path)), v.path).toBe(true);
    }
    const gallery = await db.selectFrom('project_gallery').select('image_path').limit(1).executeTakeFirstOrThrow();
    expect(registered[gallery.image_path]).toMatchObject({ width: 1200, height: 800 });
  });

  it('writes Turkish with Turkish letters, and HTML the editor would keep as it is', async () => {
    for (const table of await seededTables()) {
      const rows = await allRows(table);
      // the WhatsApp tooltips are SPEC.md's defaults, written without special letters
      const trColumns = Object.keys(rows[0]).filter((c) => c.endsWith('_tr') && c !== 'tooltip_text_tr');
      if (trColumns.length === 0) continue;
      const all = rows.flatMap((r) => trColumns.map((c) => String(r[c]))).join(' ');
      expect(all, table).toMatch(TURKISH_LETTER);
      for (const row of rows) {
        for (const column of ['description_en', 'description_tr']) {
          if (typeof row[column] !== 'string') continue;
          expect(sanitizeHtml(row[column] as string), `${table}.${column}`).toBe(row[column]);
          if (column === 'description_tr') expect(row[column], `${table} ${row.id}`).toMatch(TURKISH_LETTER);
        }
      }
    }
  });

  it('answers anonymous visitors without the inactive project, and the admin with it', async () => {
    const inactive = await db.selectFrom('projects').select(['id', 'slug']).where('status', '=', 'inactive').executeTakeFirstOrThrow();
    const anonymous = await t.app.inject({ method: 'GET', url: '/v2/api/projects' });
    expect(anonymous.statusCode).toBe(200);
    const visible = anonymous.json().projects.map((p: { id: number }) => p.id);
    expect(visible.length).toBeGreaterThanOrEqual(6);
    expect(visible).not.toContain(inactive.id);
    const admin = await t.app.inject({ method: 'GET', url: '/v2/api/projects', headers: bearer(token) });
    expect(admin.json().projects.map((p: { id: number }) => p.id)).toContain(inactive.id);
    const page = await t.app.inject({ method: 'GET', url: `/v2/api/project-complete/${inactive.slug}` });
    expect(page.statusCode).toBe(404);
  });

  it('does not seed again when the database already has content', async () => {
    const count = async () =>
      (
        await db
          .selectFrom('media_files')
          .select((e) => e.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const projects = async () => (await db.selectFrom('projects').select('id').execute()).length;
    const before = [await count(), await projects()];
    const config = loadConfig({ DATA_DIR: t.dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: '1', LOG_LEVEL: 'silent' });
    const second = await buildApp({ config, publisher: { request: () => undefined } });
    try {
      await second.ready();
    } finally {
      await second.close();
    }
    expect([await count(), await projects()]).toEqual(before);
  });
});

describe('a seeding that fails', () => {
  it('leaves the database empty, so the next start seeds again', async () => {
    const empty = openDatabase(':memory:');
    try {
      await migrateToLatest(empty);
      let calls = 0;
      const failing = async () => {
        if (++calls === 3) throw new Error('disk full');
        return `/uploads/test/${calls}.jpg`;
      };
      await expect(seedDemo(empty, failing)).rejects.toThrow('disk full');
      expect(await isEmpty(empty)).toBe(true);
      expect(await empty.selectFrom('projects').select('id').execute()).toEqual([]);
      expect(calls).toBeLessThan(10); // the queued pictures were not drawn after the failure
    } finally {
      await empty.destroy();
    }
  });
});
