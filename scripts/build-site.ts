// `npm run build:site`: publishes the site from DATA_DIR's database without the server, through the
// same pipeline (fresh release folder, verify, atomic switch of dist/current). A running server
// picks the new release up on its next reload.
import { loadConfig } from '../server/config.ts';
import { databaseFile, openDatabase } from '../content-db/open.ts';
import { migrateToLatest } from '../content-db/migrate.ts';
import { coldAstroBuilder, SitePublisher } from '../server/publish/index.ts';

const config = loadConfig();
const db = openDatabase(databaseFile(config.dataDir));
await migrateToLatest(db);
await db.destroy();

const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) };
const publisher = new SitePublisher({ distDir: config.distDir, builder: coldAstroBuilder(config), deployHookUrl: config.deployHookUrl, log });
publisher.start();
const attempt = await publisher.publishNow('npm run build:site');
await publisher.close();
if (!attempt?.ok) {
  console.error(`Site build failed.\n${attempt?.log ?? ''}`);
  process.exit(1);
}
console.log(`Published release ${attempt.id}: ${attempt.pages} pages in ${attempt.ms} ms -> ${config.distDir}/current`);
