// A sync of the live release by hand (npm run deploy:s3): the same sync, retries and CDN purge as after a
// publish, for a bucket that was emptied, a new CDN, or after a sync that kept failing.
import type { Config } from '../../config.ts';
import { storagePublisher } from '../index.ts';
import { ReleaseStore } from '../releases.ts';
import type { PublishLog } from '../types.ts';
import type { StorageStatus } from './storage-publisher.ts';

export type SyncLiveResult = { ok: true; status: StorageStatus } | { ok: false; problem: string; status?: StorageStatus };

export async function syncLiveRelease(config: Pick<Config, 'storage' | 'dataDir' | 'distDir'>, log: PublishLog): Promise<SyncLiveResult> {
  const storage = storagePublisher(config, log);
  if (!storage) return { ok: false, problem: 'S3_BUCKET is not set: there is no storage to sync to' };
  try {
    const store = new ReleaseStore(config.distDir);
    const live = store.current;
    if (!live) return { ok: false, problem: `no release is live in ${config.distDir}: publish the site first (npm run build:site)` };
    log.info(`syncing release ${live.id} to s3://${config.storage!.bucket}/${config.storage!.prefix}`);
    let shown = '';
    const progress = setInterval(() => {
      const s = storage.status();
      const line = s.state === 'syncing' && s.step ? `${s.step}: ${s.done} of ${s.total}` : '';
      if (line && line !== shown) log.info((shown = line));
    }, 1000);
    storage.publish(live.id, store.dirOf(live.id));
    await storage.whenSettled();
    clearInterval(progress);
    const status = storage.status();
    return status.state === 'idle' ? { ok: true, status } : { ok: false, problem: status.log, status };
  } finally {
    await storage.close();
  }
}
