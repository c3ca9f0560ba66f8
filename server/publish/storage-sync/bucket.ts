// The bucket as the sync sees it, through the official AWS SDK: list the keys under the prefix, read and
// write the manifest of content hashes, put one object, delete many.
import fs from 'node:fs';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config.ts';
import { MANIFEST_NAME, type PlannedObject } from './plan.ts';

/** What the bucket held after the last sync: key -> content hash (also in each object's metadata). */
export interface Manifest {
  releaseId: string | null;
  objects: Record<string, string>;
}

/** The metadata key of an object's content hash (x-amz-meta-sha256). */
const HASH_META = 'sha256';
const DELETE_BATCH = 1000;

/** `extra`: what tests add (the local server's key pair); the server relies on the SDK's credential chain. */
export function s3Client(config: StorageConfig, extra: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    ...extra,
    region: config.region,
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          forcePathStyle: true,
          // The SDK adds CRC32 checksums to every PutObject since January 2025; many S3-compatible stores
          // refuse them (DESIGN.md, Known traps). Send them only where the API requires one.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  });
}

export class Bucket {
  readonly client: S3Client;
  readonly name: string;
  readonly prefix: string;

  constructor(client: S3Client, config: Pick<StorageConfig, 'bucket' | 'prefix'>) {
    this.client = client;
    this.name = config.bucket;
    this.prefix = config.prefix;
  }

  get manifestKey(): string {
    return this.prefix + MANIFEST_NAME;
  }

  /** Every key under the prefix but the manifest. */
  async keys(signal?: AbortSignal): Promise<Set<string>> {
    const keys = new Set<string>();
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.name, Prefix: this.prefix || undefined, ContinuationToken: token }), {
        abortSignal: signal,
      });
      for (const o of page.Contents ?? []) if (o.Key && o.Key !== this.manifestKey) keys.add(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** The manifest of the last sync; an empty one when there is none or it cannot be read. */
  async manifest(signal?: AbortSignal): Promise<Manifest> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.name, Key: this.manifestKey }), { abortSignal: signal });
      const parsed = JSON.parse((await res.Body?.transformToString()) ?? '') as Partial<Manifest>;
      return { releaseId: typeof parsed.releaseId === 'string' ? parsed.releaseId : null, objects: parsed.objects ?? {} };
    } catch (err) {
      if (err instanceof NoSuchKey || err instanceof SyntaxError) return { releaseId: null, objects: {} };
      throw err;
    }
  }

  async writeManifest(manifest: Manifest, signal?: AbortSignal): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.name,
        Key: this.manifestKey,
        Body: JSON.stringify(manifest),
        ContentType: 'application/json',
        CacheControl: 'no-store',
      }),
      { abortSignal: signal },
    );
  }

  /** The content hash an object was uploaded with; null when it has none (uploaded by hand) or is gone. */
  async hashOf(key: string, signal?: AbortSignal): Promise<string | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.name, Key: key }), { abortSignal: signal });
      return res.Metadata?.[HASH_META] ?? null;
    } catch (err) {
      if (err instanceof NotFound || err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async put(o: PlannedObject, signal?: AbortSignal): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.name,
        Key: o.key,
        Body: o.body ?? fs.readFileSync(o.file),
        ContentType: o.contentType,
        CacheControl: o.cacheControl,
        Metadata: { [HASH_META]: o.hash },
        ...(o.redirect !== undefined ? { WebsiteRedirectLocation: o.redirect } : {}),
      }),
      { abortSignal: signal },
    );
  }

  /** Deletes in batches; calls `done` after each batch with the keys it removed. */
  async delete(keys: string[], done: (removed: string[]) => void, signal?: AbortSignal): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const res = await this.client.send(new DeleteObjectsCommand({ Bucket: this.name, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }), {
        abortSignal: signal,
      });
      const failed = res.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(`could not delete ${failed.length} object(s), e.g. ${failed[0].Key}: ${failed[0].Code ?? ''} ${failed[0].Message ?? ''}`.trim());
      }
      done(batch);
    }
  }
}
