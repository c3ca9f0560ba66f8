// The publish status when the site is synced to a bucket (S3_BUCKET): after a build, 'Publishing to
// storage' with its step and count, then Published with what the sync did; a sync the storage refuses
// shows 'Storage sync failed' with its log, and Publish now syncs again. The bucket is a real
// S3-compatible server (s3rver) behind a proxy that can be slowed down or made to refuse.
import { afterAll, describe, expect, it } from 'vitest';
import { Bucket } from '../../server/publish/storage-sync/bucket.ts';
import { StoragePublisher } from '../../server/publish/storage-sync/storage-publisher.ts';
import { startS3, storageProxy, type LocalS3, type StorageProxy } from '../../server/test/s3-server.ts';
import { adminSuite, seriousViolations, waitForState } from './harness.ts';

let s3: LocalS3 | undefined;
let proxy: StorageProxy | undefined;

const h = adminSuite(
  {
    buildDelayMs: 500,
    storage: async (uploadsDir) => {
      s3 = await startS3(['site']);
      proxy = await storageProxy(s3.endpoint);
      const config = { ...s3.config('site'), endpoint: proxy.endpoint };
      return new StoragePublisher({ bucket: new Bucket(s3.client(config), config), uploadsDir, attempts: 1 });
    },
  },
  async () => {
    await h.publisher.whenSettled();
  },
);
afterAll(async () => {
  await proxy?.close();
  await s3?.close();
});

describe('publish status with storage', () => {
  it('shows the sync to storage after a build, then what it uploaded', async () => {
    const page = await h.open('/admin');
    await waitForState(page, 'Published');
    await page.getByRole('button', { name: /Publishing details/ }).click();
    await page
      .getByTestId('storage-status')
      .getByText(/^Storage synced \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: 3 uploaded, 0 deleted$/)
      .waitFor();

    proxy!.delayMs = 1200; // each storage request takes a while: the sync stays visible
    h.builder.text = 'release two';
    await page.getByRole('button', { name: 'Publish now' }).click();
    await waitForState(page, 'Publishing to storage');
    await page
      .getByTestId('storage-status')
      .getByText(/^Publishing to storage: /)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await waitForState(page, 'Published', 20_000);
    proxy!.delayMs = 0;
    await page
      .getByTestId('storage-status')
      .getByText(/: 2 uploaded, 0 deleted$/)
      .waitFor();
    expect((await s3!.objects('site')).get('index.html')?.body).toContain('release two');
  });

  it('shows a refused sync as Storage sync failed with its log; Publish now syncs again', async () => {
    const page = await h.open('/admin', { width: 390 });
    await waitForState(page, 'Published');
    proxy!.deny = true;
    h.builder.text = 'release three';
    await page.getByRole('button', { name: /Publishing details/ }).click();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await waitForState(page, 'Storage sync failed');
    await page.getByText('Storage failure log').waitFor();
    await page.locator('pre', { hasText: 'AccessDenied' }).waitFor();
    expect(await page.getByTestId('storage-status').innerText()).toBe('The last storage sync failed; the bucket still serves whole pages.');
    expect(await seriousViolations(page)).toEqual([]);

    proxy!.deny = false;
    await page.getByRole('button', { name: 'Publish now' }).click();
    await waitForState(page, 'Published', 20_000);
    expect(await page.getByText('Storage failure log').count()).toBe(0);
    expect((await s3!.objects('site')).get('index.html')?.body).toContain('release three');
  });
});
