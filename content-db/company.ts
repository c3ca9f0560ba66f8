// The company's own identity: a single row (id 1, made by migration 0003 with the demo company's values).
import { inTransaction, type ContentDb } from './open.ts';
import type { Row } from './schema.ts';
import { DEMO_COMPANY } from './seed/company.ts';

export type Company = Row<'company'>;
/** Every text of the record. */
export type CompanyValues = Omit<Company, 'id' | 'created_at' | 'updated_at'>;

export const COMPANY_FIELDS = [
  'name_en',
  'name_tr',
  'description_en',
  'description_tr',
  'phone',
  'email',
  'address_en',
  'address_tr',
] as const satisfies ReadonlyArray<keyof CompanyValues>;

/** The texts of a record, without its id and timestamps. */
export function companyValues(company: CompanyValues): CompanyValues {
  return Object.fromEntries(COMPANY_FIELDS.map((f) => [f, company[f]])) as CompanyValues;
}

/**
 * The record. Should a database have lost its row (a hand-made delete), the demo company's values
 * stand in, as they did when the name was written in the code; a read never writes.
 */
export async function getCompany(db: ContentDb): Promise<Company> {
  const row = await db.selectFrom('company').selectAll().where('id', '=', 1).executeTakeFirst();
  return row ?? { id: 1, ...DEMO_COMPANY, created_at: '', updated_at: '' };
}

/** Replaces the record's texts (making the row again if it was lost) and answers the record. */
export function saveCompany(db: ContentDb, values: CompanyValues): Promise<Company> {
  const texts = companyValues(values);
  return inTransaction(db, (trx) =>
    trx
      .insertInto('company')
      .values({ id: 1, ...texts })
      .onConflict((oc) => oc.column('id').doUpdateSet(texts))
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}
