// One sync of a release to the bucket: compare content hashes with the manifest of the last sync, upload
// what changed wave by wave (assets and uploads, then pages, then sitemap and redirects), delete what the
// release no longer has, last. Every object of a wave is in the bucket before the next wave starts, and
// old assets stay until the end, so each page a visitor gets finds its assets, even after a failure.
// The manifest is also the record of what the sync owns: it deletes only keys the manifest names, so
// objects it never wrote (another site, backups, a CDN's robots.txt, a nested prefix's own sync) survive
// whatever the prefix (DESIGN.md, Known traps). It never vouches for the hash of an object a sync may be
// rewriting: those keys are marked PENDING (still owned, hash unknown) before the first upload, so after a
// crash the next sync reads their hashes from the objects themselves and can still delete them. A sync
// that fails records what it uploaded, so a retry uploads only what is left.
import type { Bucket, Manifest } from './bucket.ts';
import { planRelease, servedPaths, WAVES, type PlannedObject, type Wave } from './plan.ts';

/** The manifest's mark of a key this sync owns (it is writing or wrote it) whose content hash is unknown. */
export const PENDING = '';

export type SyncStep = 'comparing' | Wave | 'deletions';

export interface SyncProgress {
  step: SyncStep;
  /** objects uploaded or deleted so far, of `total` to do */
  done: number;
  total: number;
}

export interface SyncReport {
  releaseId: string;
  /** objects the release (with the uploads) has */
  objects: number;
  uploaded: number;
  deleted: number;
  ms: number;
  /** URL paths whose answer changed (for a CDN purge) */
  changedPaths: string[];
}

export interface SyncOptions {
  releaseId: string;
  releaseDir: string;
  uploadsDir: string;
  signal?: AbortSignal;
  onProgress?: (p: SyncProgress) => void;
  /** requests in flight at once */
  concurrency?: number;
}

/** Runs `work` on every item with at most `limit` at once; the first failure stops taking new items. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>, signal?: AbortSignal): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      signal?.throwIfAborted();
      const item = items[next++];
      try {
        await work(item);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw failure;
}

export async function syncRelease(bucket: Bucket, o: SyncOptions): Promise<SyncReport> {
  const t0 = performance.now();
  const { signal } = o;
  const concurrency = o.concurrency ?? 8;
  const progress = { step: 'comparing' as SyncStep, done: 0, total: 0 };
  const report = () => o.onProgress?.({ ...progress });
  report();

  const planned = planRelease({ releaseDir: o.releaseDir, uploadsDir: o.uploadsDir, prefix: bucket.prefix });
  const [present, last] = await Promise.all([bucket.keys(signal), bucket.manifest(signal)]);
  // What the bucket holds now, by hash: the manifest for the keys that are really there...
  const held: Manifest = { releaseId: null, objects: {} };
  for (const key of present) if (last.objects[key] !== undefined) held.objects[key] = last.objects[key];
  // ...and each object's own metadata for those the manifest does not vouch for (a lost manifest, a crash)
  const unknown = planned.filter((p) => present.has(p.key) && (held.objects[p.key] ?? PENDING) === PENDING);
  await eachLimited(
    unknown,
    concurrency * 2,
    async (p) => {
      const hash = await bucket.hashOf(p.key, signal);
      if (hash) held.objects[p.key] = hash;
    },
    signal,
  );

  const toUpload = planned.filter((p) => held.objects[p.key] !== p.hash);
  const wanted = new Set(planned.map((p) => p.key));
  // only what an earlier sync wrote: a key the manifest does not name is somebody else's
  const toDelete = [...present].filter((key) => !wanted.has(key) && held.objects[key] !== undefined).sort();
  progress.total = toUpload.length + toDelete.length;
  const changed: string[] = [];

  let saved = false;
  const save = async (releaseId: string | null) => {
    held.releaseId = releaseId;
    await bucket.writeManifest(held);
  };
  if (toUpload.length > 0) {
    for (const p of toUpload) held.objects[p.key] = PENDING;
    await save(null);
  }
  try {
    for (const wave of WAVES) {
      const items = toUpload.filter((p) => p.wave === wave);
      if (items.length === 0) continue;
      progress.step = wave;
      report();
      await eachLimited(
        items,
        concurrency,
        async (p: PlannedObject) => {
          await bucket.put(p, signal);
          held.objects[p.key] = p.hash;
          changed.push(p.key);
          progress.done++;
          report();
        },
        signal,
      );
    }
    if (toDelete.length > 0) {
      progress.step = 'deletions';
      report();
      await bucket.delete(
        toDelete,
        (removed) => {
          for (const key of removed) delete held.objects[key];
          changed.push(...removed);
          progress.done += removed.length;
          report();
        },
        signal,
      );
    }
    await save(o.releaseId);
    saved = true;
  } finally {
    // a failed or stopped sync still records what it uploaded: the retry goes on from there
    if (!saved) await save(null).catch(() => {});
  }
  return {
    releaseId: o.releaseId,
    objects: planned.length,
    uploaded: toUpload.length,
    deleted: toDelete.length,
    ms: Math.round(performance.now() - t0),
    changedPaths: [...new Set(changed.flatMap((key) => servedPaths(key, bucket.prefix)))].sort(),
  };
}
