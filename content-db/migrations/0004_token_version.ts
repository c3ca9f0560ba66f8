// Sessions that a password change ends, and one account per email whatever its letter case.
// - users.token_version: every token carries the version it was issued under; a password change bumps
//   it, so the tokens issued before stop working (server/plugins/auth.ts checks it on every request).
// - a unique index on lower(email): the login and the users routes compare emails case-insensitively,
//   and now the schema does too (the column's own UNIQUE is case-sensitive).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_lower ON users (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_email_lower`.execute(db);
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
