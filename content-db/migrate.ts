// Runs the migrations in order. A static provider (not a folder scan) so bundlers and tests see the same set.
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { installRevisionTriggers } from './content-revision.ts';
import { installHistoryTriggers } from './history/triggers.ts';
import { installRecordVersionTriggers } from './record-versions.ts';
import type { ContentDb } from './open.ts';
import * as m0001 from './migrations/0001_content.ts';
import * as m0002 from './migrations/0002_release_identity.ts';
import * as m0003 from './migrations/0003_company.ts';
import * as m0004 from './migrations/0004_token_version.ts';
import * as m0005 from './migrations/0005_revisions.ts';
import * as m0006 from './migrations/0006_publish_warning.ts';
import * as m0007 from './migrations/0007_editorial.ts';
import * as m0008 from './migrations/0008_roles.ts';
import * as m0009 from './migrations/0009_change_live_rev.ts';
import * as m0010 from './migrations/0010_list_indexes.ts';
import * as m0011 from './migrations/0011_user_language.ts';
import * as m0012 from './migrations/0012_leads.ts';
import * as m0013 from './migrations/0013_mail_queue.ts';
import * as m0014 from './migrations/0014_mail_lead.ts';
import * as m0015 from './migrations/0015_mail_sending.ts';
import * as m0016 from './migrations/0016_two_factor.ts';
import * as m0017 from './migrations/0017_record_versions.ts';
import * as m0018 from './migrations/0018_publish_journal.ts';
import * as m0019 from './migrations/0019_media_library.ts';
import * as m0020 from './migrations/0020_text_pages.ts';
import * as m0021 from './migrations/0021_seo.ts';
import * as m0022 from './migrations/0022_redirects.ts';
import * as m0023 from './migrations/0023_link_checks.ts';
import * as m0024 from './migrations/0024_media_list_indexes.ts';
import * as m0025 from './migrations/0025_dashboard_indexes.ts';

const migrations: Record<string, Migration> = {
  '0001_content': m0001,
  '0002_release_identity': m0002,
  '0003_company': m0003,
  '0004_token_version': m0004,
  '0005_revisions': m0005,
  '0006_publish_warning': m0006,
  '0007_editorial': m0007,
  '0008_roles': m0008,
  '0009_change_live_rev': m0009,
  '0010_list_indexes': m0010,
  '0011_user_language': m0011,
  '0012_leads': m0012,
  '0013_mail_queue': m0013,
  '0014_mail_lead': m0014,
  '0015_mail_sending': m0015,
  '0016_two_factor': m0016,
  '0017_record_versions': m0017,
  '0018_publish_journal': m0018,
  '0019_media_library': m0019,
  '0020_text_pages': m0020,
  '0021_seo': m0021,
  '0022_redirects': m0022,
  '0023_link_checks': m0023,
  '0024_media_list_indexes': m0024,
  '0025_dashboard_indexes': m0025,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** `copy: 'live'` migrates the live copy (content-db/live.ts): the same schema, without history triggers. */
export async function migrateToLatest(db: ContentDb, { copy = 'working' }: { copy?: 'working' | 'live' } = {}): Promise<string[]> {
  // Migrations written at the same time may land in either order: a database that ran 0003 before
  // 0002 existed runs 0002 when it appears instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  // tables made by migrations after 0002 get their revision triggers too
  await installRevisionTriggers(db);
  // the history's views and triggers follow the columns of the present schema
  await installHistoryTriggers(db, { marks: copy === 'working' });
  // versions belong to the working copy, where editors write
  await installRecordVersionTriggers(db, { on: copy === 'working' });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateDown(db: ContentDb): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
