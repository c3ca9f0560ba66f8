// Creates every table of SPEC.md section 3 with its defaults. Foreign keys cascade so that deleting a
// project or a news item takes its banners, details and galleries along.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** Tables with created_at/updated_at; each gets a trigger that keeps updated_at current. */
const STAMPED = [
  'users',
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
] as const;

type Builder = CreateTableBuilder<string, never>;

function base(db: Kysely<any>, name: string): Builder {
  return db.schema
    .createTable(name)
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function stamps(t: Builder): Builder {
  return t.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW)).addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW));
}

const text = (t: Builder, ...names: string[]): Builder => names.reduce((b, n) => b.addColumn(n, 'text', (c) => c.notNull().defaultTo('')), t);

const wordStatus = (t: Builder): Builder =>
  t.addColumn('status', 'text', (c) =>
    c
      .notNull()
      .defaultTo('active')
      .check(sql`status in ('active','inactive')`),
  );
const flag = (t: Builder, name: string, def: 0 | 1): Builder =>
  t.addColumn(name, 'integer', (c) =>
    c
      .notNull()
      .defaultTo(def)
      .check(sql.raw(`${name} in (0,1)`)),
  );
const parent = (t: Builder, column: string, table: string): Builder =>
  t.addColumn(column, 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'));

export async function up(db: Kysely<any>): Promise<void> {
  const tables: Builder[] = [
    text(base(db, 'users'), 'name', 'password_hash')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('profile_image', 'text'),
    text(base(db, 'pages'), 'page_name_en', 'page_name_tr'),
    flag(text(base(db, 'menus'), 'title'), 'is_primary', 0).addColumn('data', 'text', (c) => c.notNull().defaultTo('{"pages":[]}')),
    wordStatus(
      text(base(db, 'projects'), 'title_en', 'title_tr')
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) =>
          c
            .notNull()
            .defaultTo('ongoing')
            .check(sql`type in ('ongoing','completed')`),
        )
        .addColumn('cover_image', 'text'),
    ),
    wordStatus(
      text(parent(base(db, 'project_banners'), 'project_id', 'projects'), 'title_en', 'title_tr', 'detail_en', 'detail_tr').addColumn('banner_image', 'text'),
    ),
    wordStatus(
      text(parent(base(db, 'project_details'), 'project_id', 'projects'), 'title_en', 'title_tr', 'description_en', 'description_tr').addColumn(
        'feature_image',
        'text',
      ),
    ),
    wordStatus(
      text(parent(base(db, 'project_gallery'), 'project_detail_id', 'project_details'), 'image_path', 'title').addColumn('sort_order', 'integer', (c) =>
        c.notNull().defaultTo(0),
      ),
    ),
    wordStatus(
      text(base(db, 'news'), 'title_en', 'title_tr', 'description_en', 'description_tr')
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('image', 'text'),
    ),
    wordStatus(
      text(
        parent(base(db, 'news_details'), 'news_id', 'news'),
        'title_en',
        'title_tr',
        'description_en',
        'description_tr',
        'gallery_description_en',
        'gallery_description_tr',
      ).addColumn('feature_image', 'text'),
    ),
    wordStatus(
      text(parent(base(db, 'news_gallery'), 'news_detail_id', 'news_details'), 'image', 'title_en', 'title_tr').addColumn('sort_order', 'integer', (c) =>
        c.notNull().defaultTo(0),
      ),
    ),
    wordStatus(
      text(
        parent(base(db, 'news_detail_banners'), 'news_detail_id', 'news_details'),
        'title_en',
        'title_tr',
        'gallery_description_en',
        'gallery_description_tr',
      ).addColumn('banner_image', 'text'),
    ),
    wordStatus(text(base(db, 'news_page_banners'), 'title_en', 'title_tr').addColumn('banner_image', 'text')),
    wordStatus(text(base(db, 'home_banners'), 'title_en', 'title_tr', 'description_en', 'description_tr').addColumn('banner_image', 'text')),
    wordStatus(text(base(db, 'design_sections'), 'title_en', 'title_tr', 'description_en', 'description_tr').addColumn('image', 'text')),
    flag(
      flag(
        text(base(db, 'experience_role_links'), 'link')
          .addColumn('text_en', 'text', (c) => c.notNull().defaultTo('Explore'))
          .addColumn('text_tr', 'text', (c) => c.notNull().defaultTo('Keşfet')),
        'tab',
        0,
      ),
      'status',
      1,
    ),
    wordStatus(
      text(base(db, 'show_projects'), 'title_en', 'title_tr')
        .addColumn('page_name', 'text', (c) => c.notNull().check(sql`page_name in ('home','ongoing','our-projects')`))
        .addColumn('project_ids', 'text', (c) => c.notNull().defaultTo('[]')),
    ),
    wordStatus(text(base(db, 'ongoing_banners'), 'title_en', 'title_tr').addColumn('banner_image', 'text')),
    wordStatus(text(base(db, 'our_projects_banners'), 'title_en', 'title_tr', 'description_en', 'description_tr').addColumn('banner_image', 'text')),
    flag(
      base(db, 'about_pages').addColumn('about_data', 'text', (c) => c.notNull().defaultTo('{}')),
      'status',
      1,
    ),
    flag(
      base(db, 'services_pages').addColumn('services_data', 'text', (c) => c.notNull().defaultTo('{}')),
      'status',
      1,
    ),
    flag(
      base(db, 'contact_pages').addColumn('contact_data', 'text', (c) => c.notNull().defaultTo('{}')),
      'status',
      1,
    ),
    flag(flag(text(base(db, 'instagram_settings'), 'instagram_link'), 'tab', 0), 'status', 1),
    flag(text(base(db, 'site_logos'), 'logo_path'), 'status', 1),
    flag(text(base(db, 'favicons'), 'favicon_path'), 'status', 1),
    flag(
      flag(
        text(base(db, 'whatsapp_settings'), 'phone_number')
          .addColumn('tooltip_text', 'text', (c) => c.notNull().defaultTo('Chat with us on WhatsApp'))
          .addColumn('tooltip_text_tr', 'text', (c) => c.notNull().defaultTo("WhatsApp'ta bizimle sohbet edin"))
          .addColumn('icon_path', 'text'),
        'tab',
        0,
      ),
      'status',
      1,
    ),
  ];
  for (const t of tables) await stamps(t).execute();

  await db.schema
    .createTable('revoked_tokens')
    .ifNotExists()
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('media_files')
    .ifNotExists()
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();

  await db.schema
    .createTable('slug_redirects')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('project','news')`))
    .addColumn('old_slug', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addUniqueConstraint('slug_redirects_kind_slug', ['kind', 'old_slug'])
    .execute();

  const indexes: Array<[string, string]> = [
    ['project_banners', 'project_id'],
    ['project_details', 'project_id'],
    ['project_gallery', 'project_detail_id'],
    ['news_details', 'news_id'],
    ['news_gallery', 'news_detail_id'],
    ['news_detail_banners', 'news_detail_id'],
  ];
  for (const [table, column] of indexes) {
    await db.schema.createIndex(`${table}_${column}_idx`).ifNotExists().on(table).column(column).execute();
  }

  for (const table of STAMPED) {
    await sql
      .raw(
        `CREATE TRIGGER IF NOT EXISTS ${table}_touch AFTER UPDATE ON ${table}
         FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
         BEGIN UPDATE ${table} SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = NEW.id; END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const all = [...STAMPED].reverse();
  for (const table of ['slug_redirects', 'media_files', 'revoked_tokens', ...all]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
