import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open.ts';
import { migrateDown, migrateToLatest } from './migrate.ts';
import { DEMO_COMPANY } from './seed/company.ts';

async function tables(db: ReturnType<typeof openDatabase>): Promise<string[]> {
  const r = await sql<{
    name: string;
  }>`select name from sqlite_master where type='table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(db);
  return r.rows.map((x) => x.name);
}

describe('migrations', () => {
  it('create every entity table, run twice without change, and go down cleanly', async () => {
    const db = openDatabase(':memory:');
    const applied = await migrateToLatest(db);
    expect(applied).toEqual(expect.arrayContaining(['0001_content', '0003_company']));
    expect(applied).toEqual([...applied].sort());
    const created = await tables(db);
    for (const t of [
      'pages',
      'menus',
      'projects',
      'project_banners',
      'project_details',
      'project_gallery',
      'news',
      'news_details',
      'news_gallery',
      'news_detail_banners',
      'news_page_banners',
      'home_banners',
      'design_sections',
      'experience_role_links',
      'show_projects',
      'ongoing_banners',
      'our_projects_banners',
      'about_pages',
      'services_pages',
      'contact_pages',
      'instagram_settings',
      'site_logos',
      'favicons',
      'whatsapp_settings',
      'users',
      'revoked_tokens',
      'media_files',
      'slug_redirects',
      'company',
    ]) {
      expect(created).toContain(t);
    }
    expect(await migrateToLatest(db)).toEqual([]);
    for (const _ of applied) await migrateDown(db);
    expect(await tables(db)).toEqual([]);
    await db.destroy();
  });

  it('applies the defaults of SPEC.md and cascades deletes', async () => {
    const db = openDatabase(':memory:');
    await migrateToLatest(db);
    const exp = await db.insertInto('experience_role_links').values({ link: '/x' }).returningAll().executeTakeFirstOrThrow();
    expect(exp).toMatchObject({ text_en: 'Explore', text_tr: 'Keşfet', tab: 0, status: 1 });
    const wa = await db.insertInto('whatsapp_settings').values({ phone_number: '904620000000' }).returningAll().executeTakeFirstOrThrow();
    expect(wa).toMatchObject({ tooltip_text: 'Chat with us on WhatsApp', tooltip_text_tr: "WhatsApp'ta bizimle sohbet edin", tab: 0, status: 1 });
    expect(wa.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const p = await db
      .insertInto('projects')
      .values({ title_en: 'A', title_tr: 'A', slug: 'a', type: 'ongoing', cover_image: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(p.status).toBe('active');
    const d = await db
      .insertInto('project_details')
      .values({ project_id: p.id, title_en: 'd', title_tr: 'd', description_en: '', description_tr: '', feature_image: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('project_gallery').values({ project_detail_id: d.id, image_path: '/uploads/x.jpg', title: '', sort_order: 0 }).execute();
    await db
      .insertInto('project_banners')
      .values({ project_id: p.id, title_en: 'b', title_tr: 'b', detail_en: '', detail_tr: '', banner_image: null })
      .execute();
    await db.deleteFrom('projects').where('id', '=', p.id).execute();
    for (const t of ['project_details', 'project_gallery', 'project_banners'] as const) {
      expect(await db.selectFrom(t).selectAll().execute()).toEqual([]);
    }
    await expect(
      db
        .insertInto('projects')
        .values({ title_en: 'B', title_tr: 'B', slug: 'b', type: 'other' as 'ongoing', cover_image: null })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await db.destroy();
  });

  it("gives every database one company record with the demo company's values", async () => {
    const db = openDatabase(':memory:');
    await migrateToLatest(db);
    const rows = await db.selectFrom('company').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, ...DEMO_COMPANY });
    await expect(
      db
        .insertInto('company')
        .values({ id: 2, ...DEMO_COMPANY })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await db.destroy();
  });

  it('keeps updated_at current on update', async () => {
    const db = openDatabase(':memory:');
    await migrateToLatest(db);
    const page = await db
      .insertInto('pages')
      .values({ page_name_en: 'a', page_name_tr: 'b', created_at: '2020-01-01T00:00:00.000Z', updated_at: '2020-01-01T00:00:00.000Z' })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.updateTable('pages').set({ page_name_en: 'c' }).where('id', '=', page.id).execute();
    const after = await db.selectFrom('pages').selectAll().where('id', '=', page.id).executeTakeFirstOrThrow();
    expect(after.updated_at > page.updated_at).toBe(true);
    expect(after.created_at).toBe(page.created_at);
    await db.destroy();
  });
});
