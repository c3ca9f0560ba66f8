// `npm run deploy:s3`: syncs the live release (dist/current) and the uploads to the S3_* bucket by hand.
// The server does the same after every publish and rollback; this is for a first upload, a new bucket,
// or after a sync that kept failing.
import { ConfigError, loadConfig } from '../server/config.ts';
import { syncLiveRelease } from '../server/publish/storage-sync/sync-live.ts';

const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) };
try {
  const result = await syncLiveRelease(loadConfig(), log);
  if (!result.ok) {
    console.error(`Storage sync failed.\n${result.problem}`);
    process.exit(1);
  }
  const s = result.status;
  console.log(`Release ${s.syncedId} is in the bucket: ${s.uploaded} uploaded, ${s.deleted} deleted in ${s.ms} ms`);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuration error: ${err.message}`);
  process.exit(1);
}
