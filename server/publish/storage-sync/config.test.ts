// The storage settings are read and checked at start (server/config.ts): off unless S3_BUCKET is set,
// and a bad value stops the server with a message naming the variable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-storage-config-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('storage settings', () => {
  it('are off when S3_BUCKET is unset', () => {
    expect(load({}).storage).toBeNull();
    expect(load({ S3_BUCKET: '' }).storage).toBeNull();
  });

  it('read the bucket, a prefix made into a folder, the region and the endpoint of a non-AWS store', () => {
    expect(load({ S3_BUCKET: 'my-site', S3_PREFIX: '/www/tr/', S3_REGION: 'auto', S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com/' }).storage).toEqual({
      bucket: 'my-site',
      prefix: 'www/tr/',
      region: 'auto',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      cdnPurgeUrl: undefined,
    });
    // AWS: the region may come from AWS_REGION, and there is no endpoint
    expect(load({ S3_BUCKET: 'my.site', AWS_REGION: 'eu-central-1', CDN_PURGE_URL: 'https://purge.example.com/hook' }).storage).toEqual({
      bucket: 'my.site',
      prefix: '',
      region: 'eu-central-1',
      endpoint: undefined,
      cdnPurgeUrl: 'https://purge.example.com/hook',
    });
  });

  it('refuse bad values, naming the variable', () => {
    for (const [env, name] of [
      [{ S3_BUCKET: 'My_Bucket' }, /S3_BUCKET/],
      [{ S3_BUCKET: 'ab' }, /S3_BUCKET/],
      [{ S3_BUCKET: 'site', S3_PREFIX: 'a/../b' }, /S3_PREFIX/],
      [{ S3_BUCKET: 'site', S3_PREFIX: 'a b' }, /S3_PREFIX/],
      [{ S3_BUCKET: 'site', S3_REGION: 'EU Central' }, /S3_REGION/],
      [{ S3_BUCKET: 'site', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
      [{ S3_BUCKET: 'site', CDN_PURGE_URL: 'ftp://x' }, /CDN_PURGE_URL/],
      [{ S3_BUCKET: 'site', AWS_ACCESS_KEY_ID: 'AKIA123' }, /AWS_SECRET_ACCESS_KEY/],
      [{ S3_ENDPOINT: 'https://s3.example.com' }, /S3_ENDPOINT is set but S3_BUCKET is not/],
      [{ CDN_PURGE_URL: 'https://purge.example.com' }, /CDN_PURGE_URL is set but S3_BUCKET is not/],
    ] as const) {
      expect(() => load(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => load(env), JSON.stringify(env)).toThrow(name);
    }
  });
});
