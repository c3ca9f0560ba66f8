// The company's own identity as a setting (issue 8 section 4): one row with its name, short
// description, phone, email and address, texts per language. The row starts with the demo company's
// values (content-db/seed/company.ts), so a database made before this migration keeps the name its
// site showed when the name was written in the code. (A copy, not an import: migrations are history.)
import { sql, type Kysely } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const TEXTS = ['name_en', 'name_tr', 'description_en', 'description_tr', 'phone', 'email', 'address_en', 'address_tr'] as const;

const INITIAL: Record<(typeof TEXTS)[number], string> = {
  name_en: 'Karadeniz Yapı',
  name_tr: 'Karadeniz Yapı',
  description_en: 'A construction and real-estate company in Trabzon building homes, commercial buildings and urban renewal projects.',
  description_tr: "Trabzon'da konut, ticari yapı ve kentsel dönüşüm projeleri geliştiren inşaat ve gayrimenkul şirketi.",
  phone: '+90 462 326 19 98',
  email: 'info@karadenizyapi.com.tr',
  address_en: 'Kemerkaya Mah. Kahramanmaraş Cad. No: 41, 61030 Ortahisar, Trabzon, Türkiye',
  address_tr: 'Kemerkaya Mah. Kahramanmaraş Cad. No: 41, 61030 Ortahisar / Trabzon',
};

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('company')
    .ifNotExists()
    // one row only: id 1
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`));
  for (const name of TEXTS) table = table.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
  await table
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db
    .insertInto('company')
    .values({ id: 1, ...INITIAL })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await sql
    .raw(
      `CREATE TRIGGER IF NOT EXISTS company_touch AFTER UPDATE ON company
       FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
       BEGIN UPDATE company SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = NEW.id; END`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company').ifExists().execute();
}
