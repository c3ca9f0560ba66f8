// `npm run build:site`: publishes the site from DATA_DIR's live copy without the server, through the
// same pipeline (fresh release folder, verify, atomic switch of dist/current). A running server
// picks the new release up on its next reload. Like a server start, it first compares the live release
// with what it would be built from (database, content revision, site code) and logs why it is stale.
// With S3_BUCKET set, the new release is then synced to the bucket, as the server does.
import { loadConfig } from '../server/config.ts';
import { databaseFile, openDatabase } from '../content-db/open.ts';
import { migrateToLatest } from '../content-db/migrate.ts';
import { liveDatabaseFile, openLiveCopy } from '../content-db/live.ts';
import { SearchIndexer } from '../server/publish/search-index.ts';
import { coldAstroBuilder, linkCheckOptions, SitePublisher, sourceReader, storagePublisher } from '../server/publish/index.ts';

const config = loadConfig();
const working = openDatabase(databaseFile(config.dataDir));
await migrateToLatest(working);
// the site shows the live copy (the build reads live.sqlite: content-db/site-data.ts), made from the
// working copy here when it does not exist yet, as a server start makes it
const db = await openLiveCopy(working, liveDatabaseFile(config.dataDir));
await working.destroy();

const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) };
const publisher = new SitePublisher({
  distDir: config.distDir,
  builder: coldAstroBuilder(config),
  source: sourceReader(db, { root: config.rootDir, siteUrl: config.siteUrl }),
  links: linkCheckOptions(config),
  deployHookUrl: config.deployHookUrl,
  storage: storagePublisher(config, log),
  search: new SearchIndexer({ distDir: config.distDir, log }),
  log,
});
publisher.start();
const attempt = await publisher.publishNow('npm run build:site');
const storage = publisher.status().storage;
await publisher.close();
await db.destroy();
if (!attempt?.ok) {
  console.error(`Site build failed.\n${attempt?.log ?? ''}`);
  process.exit(1);
}
console.log(`Published release ${attempt.id}: ${attempt.pages} pages in ${attempt.ms} ms -> ${config.distDir}/current`);
if (storage?.state === 'failed') {
  console.error(`The storage sync failed (the release is live locally; npm run deploy:s3 tries again).\n${storage.log}`);
  process.exit(1);
}
