// npm run seed:reset — forgets all content so the next `npm start` seeds the demo company again:
// removes DATA_DIR's database (with its WAL and shared-memory files) and the uploads folder.
// secrets.json stays, so signed-in tokens and the build hook secret keep working.
// Stop the server first: a running server keeps the deleted database open.
import fs from 'node:fs';
import path from 'node:path';
import { databaseFile } from '../content-db/open.ts';
import { loadConfig } from '../server/config.ts';

const { dataDir } = loadConfig();
const database = databaseFile(dataDir);
const targets = [database, `${database}-wal`, `${database}-shm`, path.join(dataDir, 'uploads')];

let removed = 0;
for (const target of targets) {
  if (!fs.existsSync(target)) continue;
  fs.rmSync(target, { recursive: true, force: true });
  console.log(`removed ${target}`);
  removed++;
}
console.log(
  removed === 0
    ? `Nothing to remove in ${dataDir}: the content is already empty.`
    : `Content reset in ${dataDir} (secrets.json kept). The next \`npm start\` creates the admin and seeds the demo again.`,
);
