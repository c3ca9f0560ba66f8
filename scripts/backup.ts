// npm run backup [file] — one archive of DATA_DIR's content while the server runs: a consistent copy
// of the database (SQLite's online backup) and every upload, with a manifest of checksums.
// Default file: backups/content-<time>.tar.gz in the project folder. Restore with `npm run restore <file>`.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { createBackup } from './lib/backup.ts';

const { dataDir, rootDir } = loadConfig();
const file = path.resolve(process.argv[2] ?? path.join(rootDir, 'backups', `content-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
fs.mkdirSync(path.dirname(file), { recursive: true });
const manifest = await createBackup(dataDir, file);
const bytes = manifest.files.reduce((n, f) => n + f.bytes, 0);
console.log(`Backup of ${dataDir} written to ${file}`);
const uploads = manifest.files.length - 1;
console.log(`The database and ${uploads} upload${uploads === 1 ? '' : 's'}, ${(bytes / 1024 / 1024).toFixed(1)} MB before compression`);
