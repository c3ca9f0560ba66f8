// Two-factor sign-in (issue 29, API.md "Two-factor sign-in"). Self-contained: it only adds.
// - users.two_factor: 1 while the user signs in with a second factor (read with every user, for the
//   badge and the policy); the rest lives in its own table, never selected with a user.
// - user_two_factor: one row per user who began a setup. `secret` and `pending_secret` are sealed
//   (AES-256-GCM, server/two-factor/keys.ts), `last_step` is the TOTP time step last accepted (a code is
//   accepted once), `recovery_codes` a JSON array of argon2id hashes of the unused recovery codes.
// - security_settings: one row (id 1): who must use two-factor sign-in and the publish-blocking warnings.
// Both tables are the working copy's own records (content-db/history/content-types.ts lists them).
import { sql, type Kysely } from 'kysely';

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('two_factor', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`two_factor in (0, 1)`),
    )
    .execute();
  await db.schema
    .createTable('user_two_factor')
    .ifNotExists()
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text')
    .addColumn('pending_secret', 'text')
    .addColumn('last_step', 'integer')
    .addColumn('recovery_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema
    .createTable('security_settings')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('require_2fa', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`require_2fa in ('none', 'administrators', 'everyone')`),
    )
    .addColumn('block_publish_on', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['security_settings', 'user_two_factor']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.alterTable('users').dropColumn('two_factor').execute();
}
