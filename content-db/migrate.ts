// Runs the migrations in order. A static provider (not a folder scan) so bundlers and tests see the same set.
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { ContentDb } from './open.ts';
import * as m0001 from './migrations/0001_content.ts';

const migrations: Record<string, Migration> = {
  '0001_content': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: ContentDb): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateDown(db: ContentDb): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
