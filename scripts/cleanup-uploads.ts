// npm run cleanup:uploads [-- --dry-run] [-- --min-age-minutes=N] — removes uploads nothing refers to
// and puts each kept one in its folder: uploads-private when only revisions name it, uploads when the
// content does (scripts/lib/upload-cleanup.ts). Safe while the server runs: files younger than an hour stay.
import fs from 'node:fs';
import { databaseFile } from '../content-db/open.ts';
import { loadConfig } from '../server/config.ts';
import { cleanUploads } from './lib/upload-cleanup.ts';

const { dataDir } = loadConfig();
if (!fs.existsSync(databaseFile(dataDir))) {
  console.error(`No database in ${dataDir} (DATA_DIR): nothing to clean`);
  process.exit(1);
}
const dryRun = process.argv.includes('--dry-run');
const minutes = Number(process.argv.find((a) => a.startsWith('--min-age-minutes='))?.split('=')[1] ?? 60);
if (!Number.isFinite(minutes) || minutes < 0) {
  console.error('--min-age-minutes must be a number of minutes (0 or more)');
  process.exit(1);
}
const report = cleanUploads(dataDir, { minAgeMs: minutes * 60_000, dryRun });
const verb = dryRun ? 'Would remove' : 'Removed';
console.log(`${verb} ${report.files.length} unreferenced upload file(s) and ${report.records.length} media record(s) in ${dataDir}`);
for (const f of report.files) console.log(`  ${f}`);
const moves = [
  ['out of public view (only revisions name them)', report.hidden],
  ['back into public view (the content names them)', report.published],
] as const;
for (const [where, files] of moves) {
  if (files.length) console.log(`${dryRun ? 'Would move' : 'Moved'} ${files.length} file(s) ${where}:`);
  for (const f of files) console.log(`  ${f}`);
}
if (report.missing.length) {
  console.log(`${report.missing.length} referenced upload(s) have no file:`);
  for (const m of report.missing) console.log(`  ${m}`);
}
