// npm run media:variants — makes the AVIF variants existing uploads lack (scripts/lib/media-variants.ts),
// one at a time, printing n/total per upload. Safe to stop with Ctrl+C and run again: it goes on with
// the uploads still without them. The revision of the content moves on with each one, so the server
// rebuilds the site at its next start (or shows them from its next publish when it is running).
import fs from 'node:fs';
import { databaseFile } from '../content-db/open.ts';
import { loadConfig } from '../server/config.ts';
import { makeMissingVariants } from './lib/media-variants.ts';

const { dataDir } = loadConfig();
if (!fs.existsSync(databaseFile(dataDir))) {
  console.error(`No database in ${dataDir} (DATA_DIR): no uploads to make variants for`);
  process.exit(1);
}
const started = performance.now();
const report = await makeMissingVariants(dataDir, (line) => console.log(line));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (report.total > 0) console.log(`Made the AVIF variants of ${report.made} of ${report.total} upload(s) in ${seconds} s.`);
for (const p of report.missing) console.log(`  no file in uploads/ or uploads-private/: ${p}`);
