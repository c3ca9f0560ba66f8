// npm run restore <file> — brings a backup of `npm run backup` back into DATA_DIR. Refused while a
// server runs with that DATA_DIR (stop it first). The whole archive is checked before anything changes; a damaged one is refused with the
// reason. The replaced database and uploads are kept in DATA_DIR/before-restore-<time>/. Every user
// signs in again (new token signing secret); the next `npm start` rebuilds the site from the restored
// content.
import { loadConfig } from '../server/config.ts';
import { DataDirInUseError } from '../server/data-dir-lock.ts';
import { restoreBackup } from './lib/backup.ts';
import { DamagedArchiveError } from './lib/tar.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore <backup file>');
  process.exit(2);
}
const { dataDir } = loadConfig();
try {
  const { manifest, keptIn } = await restoreBackup(dataDir, file);
  console.log(`Restored ${manifest.files.length} files of the backup made ${manifest.createdAt} into ${dataDir}`);
  console.log(`The replaced database and uploads are in ${keptIn}`);
  console.log('Every user signs in again. Start the server (npm start): the site is rebuilt from the restored content.');
} catch (err) {
  if (err instanceof DataDirInUseError) {
    console.error(`${err.message} Nothing was changed.`);
    process.exit(1);
  }
  if (err instanceof DamagedArchiveError) {
    console.error(`Refused: ${err.message}. Nothing was changed in ${dataDir}.`);
    process.exit(1);
  }
  throw err;
}
