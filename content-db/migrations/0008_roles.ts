// Roles (issue 21): each user is an administrator, an editor or an author (server/plugins/roles.ts says
// what each may do). Everyone who could sign in before could do everything, so existing users become
// administrators.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('administrator')
        .check(sql`role in ('administrator','editor','author')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('role').execute();
}
