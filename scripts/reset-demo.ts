// npm run seed:reset — forgets all content so the next `npm start` seeds the demo company again:
// removes DATA_DIR's databases, the working copy and the live copy (with their WAL and shared-memory
// files), and both upload folders.
// The token signing secret of secrets.json is replaced, so no token of the old database (a revoked one
// included) works with the new one; the build hook secret stays, so crons calling the hook keep working.
// Stop the server first: a running server keeps the deleted database open.
import fs from 'node:fs';
import path from 'node:path';
import { liveDatabaseFile } from '../content-db/live.ts';
import { databaseFile } from '../content-db/open.ts';
import { PRIVATE_UPLOADS } from '../content-db/upload-refs.ts';
import { loadConfig } from '../server/config.ts';
import { rotateJwtSecret } from '../server/secrets.ts';

const { dataDir } = loadConfig();
const databases = [databaseFile(dataDir), liveDatabaseFile(dataDir)].flatMap((f) => [f, `${f}-wal`, `${f}-shm`]);
const targets = [...databases, path.join(dataDir, 'uploads'), path.join(dataDir, PRIVATE_UPLOADS)];

let removed = 0;
for (const target of targets) {
  if (!fs.existsSync(target)) continue;
  fs.rmSync(target, { recursive: true, force: true });
  console.log(`removed ${target}`);
  removed++;
}
rotateJwtSecret(dataDir);
console.log('new token signing secret in secrets.json: every signed-in user signs in again');
if (process.env.JWT_SECRET) console.log('JWT_SECRET is set in the environment and wins over secrets.json: change it too.');
console.log(
  removed === 0
    ? `Nothing to remove in ${dataDir}: the content is already empty.`
    : `Content reset in ${dataDir} (build hook secret kept). The next \`npm start\` creates the admin and seeds the demo again.`,
);
