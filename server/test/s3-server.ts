// A real S3-compatible server (s3rver, in a process of its own: s3rver-main.ts) on 127.0.0.1 for the
// storage sync's tests and the benchmark, and a reader of what its bucket holds, through the same AWS SDK
// the sync uses.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.ts';
import { s3Client } from '../publish/storage-sync/bucket.ts';
import { tempDir } from './real-server.ts';

/** s3rver checks request signatures against this key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface StoredObject {
  body: string;
  contentType: string | undefined;
  cacheControl: string | undefined;
  redirect: string | undefined;
  hash: string | undefined;
}

export interface LocalS3 {
  endpoint: string;
  /** a client of it, as the server would make from `config(...)` */
  client(config?: StorageConfig): S3Client;
  config(bucket: string, prefix?: string): StorageConfig;
  /** every object under `prefix` (manifest included), read in full */
  objects(bucket: string, prefix?: string): Promise<Map<string, StoredObject>>;
  close(): Promise<void>;
}

export async function startS3(buckets: string[] = ['site']): Promise<LocalS3> {
  const directory = tempDir('cms-s3-');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-main.ts'), directory, ...buckets], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`s3rver stopped before listening (exit ${code})`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (bucket: string, prefix = ''): StorageConfig => ({ bucket, prefix, region: 'us-east-1', endpoint, cdnPurgeUrl: undefined });
  const client = (c: StorageConfig = config(buckets[0])) => s3Client(c, { credentials: CREDENTIALS });
  const reader = client();
  return {
    endpoint,
    client,
    config,
    async objects(bucket, prefix = '') {
      const out = new Map<string, StoredObject>();
      let token: string | undefined;
      do {
        const page = await reader.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          const res = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: o.Key! }));
          out.set(o.Key!, {
            body: (await res.Body?.transformToString()) ?? '',
            contentType: res.ContentType,
            cacheControl: res.CacheControl,
            redirect: res.WebsiteRedirectLocation,
            hash: res.Metadata?.sha256,
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
    async close() {
      reader.destroy();
      child.stdin!.end();
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The /_astro/ and /uploads/ files (href, src, srcset) that a stored page refers to and the bucket lacks,
 * as "page -> file": what a visitor of the bucket alone would miss.
 */
export function missingAssets(objects: Map<string, StoredObject>, prefix = ''): string[] {
  const missing: string[] = [];
  for (const [key, o] of objects) {
    if (!key.endsWith('.html')) continue;
    const urls = [...o.body.matchAll(/\s(?:href|src|srcset|imagesrcset)="([^"]+)"/g)].flatMap((m) =>
      m[1].split(',').map((part) => part.trim().split(/\s+/)[0]),
    );
    for (const url of urls) {
      if (!/^\/(_astro|uploads)\//.test(url)) continue;
      const file = decodeURI(url.split(/[?#]/)[0]).slice(1);
      if (!objects.has(prefix + file)) missing.push(`${key} -> ${url}`);
    }
  }
  return missing;
}

export interface StorageProxy {
  endpoint: string;
  /** answer 503 to this many more requests */
  unavailable: number;
  /** answer 403 AccessDenied to every request while true */
  deny: boolean;
  /** hold each request this long before passing it on */
  delayMs: number;
  /** requests answered 503 so far */
  refused: number;
  close(): Promise<void>;
}

const s3Error = (res: http.ServerResponse, status: number, code: string) =>
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code} (test proxy)</Message></Error>`);

/** A proxy in front of the local S3 server that can be made slow, unavailable (503) or refusing (403). */
export async function storageProxy(endpoint: string): Promise<StorageProxy> {
  const target = new URL(endpoint);
  const proxy: StorageProxy = { endpoint: '', unavailable: 0, deny: false, delayMs: 0, refused: 0, close: async () => {} };
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      if (proxy.unavailable > 0) {
        proxy.unavailable--;
        proxy.refused++;
        req.resume();
        return s3Error(res, 503, 'ServiceUnavailable');
      }
      if (proxy.deny) {
        req.resume();
        return s3Error(res, 403, 'AccessDenied');
      }
      const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      req.pipe(upstream);
    }, proxy.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  proxy.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return proxy;
}
