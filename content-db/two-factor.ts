// The tables of migration 0016 and what reads and writes them. Typed here, as the mail tables are
// (content-db/mail.ts): only the two-factor code uses them.
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Stamp = ColumnType<string, string | undefined, string>;

export type UserTwoFactorTable = {
  user_id: number;
  /** the sealed secret while two-factor sign-in is on */
  secret: string | null;
  /** the sealed secret of a setup not yet enabled */
  pending_secret: string | null;
  /** the TOTP time step last accepted: a code of this step or an earlier one is refused */
  last_step: number | null;
  /** JSON array of SHA-256 hashes of the unused recovery codes */
  recovery_codes: ColumnType<string, string | undefined, string>;
  enabled_at: string | null;
  updated_at: Stamp;
};

export type SecuritySettingsTable = {
  id: number;
  require_2fa: ColumnType<Require2fa, Require2fa | undefined, Require2fa>;
  /** JSON array of warning codes */
  block_publish_on: ColumnType<string, string | undefined, string>;
  updated_at: Stamp;
};

export const REQUIRE_2FA = ['none', 'administrators', 'everyone'] as const;
export type Require2fa = (typeof REQUIRE_2FA)[number];
/** the warnings of GET /v2/api/changes that may block a publish (API.md "Dashboard and site health") */
export const PUBLISH_WARNINGS = ['alt-missing', 'untranslated', 'link-broken', 'image-heavy', 'heading-skipped', 'seo-length'] as const;
export type PublishWarning = (typeof PUBLISH_WARNINGS)[number];

type TwoFactorTables = { user_two_factor: UserTwoFactorTable; security_settings: SecuritySettingsTable };

export function twoFactorDb(db: Kysely<Database>): Kysely<Database & TwoFactorTables> {
  return db.withTables<TwoFactorTables>();
}

export interface Security {
  require2fa: Require2fa;
  blockPublishOn: PublishWarning[];
}

const isWarning = (v: unknown): v is PublishWarning => (PUBLISH_WARNINGS as readonly unknown[]).includes(v);

/** The policy; the defaults while nobody has saved one. */
export async function getSecurity(db: Kysely<Database>): Promise<Security> {
  const row = await twoFactorDb(db).selectFrom('security_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { require2fa: 'none', blockPublishOn: [] };
  const list: unknown = JSON.parse(row.block_publish_on);
  return { require2fa: row.require_2fa, blockPublishOn: Array.isArray(list) ? list.filter(isWarning) : [] };
}

/** Saves the fields given (the rest stays) and answers the whole policy. */
export async function saveSecurity(db: Kysely<Database>, changes: Partial<Security>): Promise<Security> {
  const next = { ...(await getSecurity(db)), ...changes };
  const values = { require_2fa: next.require2fa, block_publish_on: JSON.stringify([...new Set(next.blockPublishOn)]), updated_at: new Date().toISOString() };
  await twoFactorDb(db)
    .insertInto('security_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return getSecurity(db);
}

/** Whether the policy makes this user sign in with a second factor. */
export function policyCovers(policy: Require2fa, role: string): boolean {
  return policy === 'everyone' || (policy === 'administrators' && role === 'administrator');
}

export function readFactor(db: Kysely<Database>, userId: number) {
  return twoFactorDb(db).selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Keeps a new (sealed) secret as the pending one; what is on stays on until the new one is enabled. */
export async function savePendingSecret(db: Kysely<Database>, userId: number, sealed: string): Promise<void> {
  const now = new Date().toISOString();
  await twoFactorDb(db)
    .insertInto('user_two_factor')
    .values({ user_id: userId, pending_secret: sealed, secret: null, last_step: null, enabled_at: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret: sealed, updated_at: now }))
    .execute();
}

/** The pending secret becomes the secret; the step of the code that enabled it is spent. */
export async function enableFactor(db: Kysely<Database>, userId: number, sealedPending: string, step: number, recoveryHashes: string[]): Promise<boolean> {
  const t = twoFactorDb(db);
  return t.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const done = await trx
      .updateTable('user_two_factor')
      .set({ secret: sealedPending, pending_secret: null, last_step: step, recovery_codes: JSON.stringify(recoveryHashes), enabled_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('pending_secret', '=', sealedPending)
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n) return false;
    await trx.updateTable('users').set({ two_factor: 1 }).where('id', '=', userId).execute();
    return true;
  });
}

export async function disableFactor(db: Kysely<Database>, userId: number): Promise<void> {
  await twoFactorDb(db)
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
      await trx.updateTable('users').set({ two_factor: 0 }).where('id', '=', userId).execute();
    });
}

/** Spends a time step: true when it is later than every step accepted before (a code counts once). */
export async function spendStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const done = await twoFactorDb(db)
    .updateTable('user_two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return done.numUpdatedRows === 1n;
}

/** Removes one used recovery code; false when another request changed the list first (then try again). */
export async function spendRecoveryCode(db: Kysely<Database>, userId: number, before: string, after: string[]): Promise<boolean> {
  const done = await twoFactorDb(db)
    .updateTable('user_two_factor')
    .set({ recovery_codes: JSON.stringify(after) })
    .where('user_id', '=', userId)
    .where('recovery_codes', '=', before)
    .executeTakeFirst();
  return done.numUpdatedRows === 1n;
}
