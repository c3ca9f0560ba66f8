// Stores uploaded images under DATA_DIR/uploads with server-made names and WebP variants for srcset,
// then AVIF twins of the variants and the 1200x630 sharing crop on the focal point in the background
// (media-avif.ts, og-image.ts: one encode at a time, in the background worker).
// A file (with its variants) is public while the content refers to it (API.md, uploads): either copy,
// the working copy an editor sees or the live copy visitors see (content-db/live.ts). When neither
// does any more, it leaves public view at once: moved to DATA_DIR/uploads-private while a kept revision
// may restore it (a restore moves it back to the same path), deleted when none does. The storage sync
// copies the uploads folder only, so a moved file also leaves the bucket with the write's publish.
import crypto from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ContentDb } from '../../content-db/open.ts';
import {
  SHARE_HEIGHT,
  SHARE_WIDTH,
  deleteMedia,
  insertMedia,
  mediaByPaths,
  mediaFocalByPath,
  pinnedPaths,
  recordAvifVariants,
  recordCrop,
  setHidden,
  shareCropOf,
  variantFiles,
  type MediaInfo,
} from '../../content-db/media.ts';
import { makeShareCrop, makeShareCropInBackground, shareCropPath } from '../publish/og-image.ts';
import { pathsInHistory } from '../../content-db/history/retention.ts';
import { forgetLiveMedia, recordLiveAvifVariants } from '../../content-db/live.ts';
import { PRIVATE_UPLOADS, pathsInContent } from '../../content-db/upload-refs.ts';
import type { MediaVariant } from '../../content-db/schema.ts';
import { moveFile } from './move-file.ts';
import { avifPathOf, encodeAvif, needsAvif } from './media-avif.ts';
import { decodeRaster, type RasterKind } from './image-decode.ts';
import { sanitizeSvg } from './svg.ts';
import type { StagedFile } from './form.ts';
import { PathQueue } from './path-queue.ts';

/** Widths of the WebP variants; only those smaller than the original are made. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const RASTER = new Set(['jpeg', 'png', 'gif', 'webp']);

/** What making an upload's AVIF twins came to: made, there already, or no upload to make them for. */
export type AvifOutcome = 'made' | 'present' | 'gone';

/** Who hears of background AVIF and sharing-crop work: the server publishes (pages then name them) and logs failures. */
export interface AvifListener {
  /** the queue ran dry; these uploads, named by the live copy, got AVIF twins since the last call */
  made(paths: string[]): void;
  failed(path: string, error: unknown): void;
  /** the sharing-crop queue ran dry; these uploads got the crop the live copy's focal point asks for */
  cropsMade?(paths: string[]): void;
  cropFailed?(path: string, error: unknown): void;
}

/** What a sharing crop came to: its path (null: not a public picture) and whether the live copy's record names it. */
interface CropOutcome {
  path: string | null;
  showsLive: boolean;
}

const SHAREABLE = /^image\/(jpeg|png|gif|webp|svg\+xml)$/;

export class MediaStore {
  readonly db: ContentDb;
  readonly uploadsDir: string;
  /** never served; the same relative paths as the uploads folder */
  readonly privateDir: string;
  /** the moves in progress, one after another (see #serially) */
  #moves: Promise<unknown> = Promise.resolve();
  /** the live copy, once opened (after the seed, which stores files with the working copy alone) */
  #live: ContentDb | undefined;
  /** the background AVIF work: uploads waiting, the chain that works through them, what it made */
  #avifListener: AvifListener | undefined;
  readonly #avifQueue = new PathQueue({
    make: async (p) => (await this.#makeAvif(p)).showsLive,
    made: (paths) => this.#avifListener?.made(paths),
    failed: (p, err) => this.#avifListener?.failed(p, err),
  });
  /** the background sharing crops, the same way */
  readonly #cropQueue = new PathQueue({
    make: async (p) => (await this.#shareCrop(p, this.db, makeShareCropInBackground)).showsLive,
    made: (paths) => this.#avifListener?.cropsMade?.(paths),
    failed: (p, err) => this.#avifListener?.cropFailed?.(p, err),
  });
  #closed = false;
  /** whether save() queues AVIF twins (UPLOAD_AVIF) */
  avifOnUpload = true;
  /**
   * whether queueShareCrop makes sharing crops in the background: the server sets it (SHARE_CROPS); a
   * store of a script or a test fixture makes none, so what it builds names only the crops it asked for
   */
  shareCropsInBackground = false;

  constructor(db: ContentDb, uploadsDir: string, privateDir = path.join(path.dirname(uploadsDir), PRIVATE_UPLOADS)) {
    this.db = db;
    this.uploadsDir = uploadsDir;
    this.privateDir = privateDir;
  }

  /** From now on a file the live copy refers to stays public too, and its media record stays there. */
  attachLiveCopy(live: ContentDb): void {
    this.#live = live;
  }

  /** The content copies a file's public life depends on. */
  #copies(): ContentDb[] {
    return this.#live ? [this.db, this.#live] : [this.db];
  }

  /** The paths among `paths` that either copy of the content refers to. */
  async #named(paths: string[]): Promise<Set<string>> {
    const named = new Set<string>();
    for (const db of this.#copies()) for (const p of await pathsInContent(db, paths)) named.add(p);
    return named;
  }

  /**
   * Writes the file and its WebP variants; answers the public path ("/uploads/<folder>/<name>.<ext>").
   * Their AVIF twins and sharing crop follow in the background unless `background` is false (the demo
   * seed: its hundred pictures would keep a core busy for minutes at first start; the backfills of a
   * live server and `npm run media:variants` make them).
   */
  async save(file: StagedFile, folder: string, { background = true }: { background?: boolean } = {}): Promise<string> {
    // a library file chosen for a field (`<field>_media`) is used where it is, at its URL
    if (file.library) return file.library;
    if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`bad upload folder ${folder}`);
    const dir = path.join(this.uploadsDir, folder);
    await fs.mkdir(dir, { recursive: true });
    const name = `${Date.now().toString(36)}-${crypto.randomBytes(6).toString('hex')}`;
    const publicPath = `/uploads/${folder}/${name}.${file.type.ext}`;
    // a raster is decoded once and stored re-encoded from its pixels: no EXIF/GPS, 415 when damaged
    const decoded = RASTER.has(file.type.kind) ? await decodeRaster(file.buffer, file.type.kind as RasterKind) : null;
    const body = file.type.kind === 'svg' ? sanitizeSvg(file.buffer) : (decoded?.stored ?? file.buffer);
    const written: string[] = [];
    try {
      await fs.writeFile(this.diskPath(publicPath), body);
      written.push(publicPath);
      const width = decoded?.width ?? null;
      const height = decoded?.height ?? null;
      const variants: MediaVariant[] = [];
      if (decoded) {
        const widths: number[] = VARIANT_WIDTHS.filter((w) => w < decoded.width);
        if (widths.length === 0 || decoded.width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]) widths.push(decoded.width);
        for (const w of widths) {
          const variantPath = `/uploads/${folder}/${name}-${w}w.webp`;
          const info = await decoded.frame().resize({ width: w }).webp({ quality: 78, effort: 2 }).toFile(this.diskPath(variantPath));
          written.push(variantPath);
          variants.push({ path: variantPath, width: info.width, height: info.height });
        }
      }
      await insertMedia(this.db, { path: publicPath, mime: file.type.mime, bytes: body.length, width, height, variants });
      if (background && this.avifOnUpload && variants.length > 0) this.queueAvif(publicPath);
      if (background && SHAREABLE.test(file.type.mime)) this.queueShareCrop(publicPath);
      return publicPath;
    } catch (err) {
      await Promise.all(written.map((p) => fs.rm(this.diskPath(p), { force: true })));
      throw err;
    }
  }

  /** Saves several files; if one fails, the ones already written are removed again. */
  async saveAll(files: StagedFile[], folder: string): Promise<string[]> {
    const saved: string[] = [];
    try {
      for (const f of files) saved.push(await this.save(f, folder));
      return saved;
    } catch (err) {
      await this.remove(saved);
      throw err;
    }
  }

  /**
   * Takes uploads and their variants out of public view after a write that stopped referring to them.
   * One either copy of the content still names (elsewhere) stays; one a kept revision names is moved to the private
   * folder until the retention rule lets its revisions go (content-db/history/retention.ts); the rest
   * are deleted, from both folders. Paths outside /uploads (defaults, external URLs) are ignored.
   */
  async remove(paths: ReadonlyArray<string | null | undefined>): Promise<void> {
    const candidates = uploadPaths(paths);
    if (candidates.length === 0) return;
    await this.#serially(async () => {
      const named = await this.#named(candidates);
      // a file uploaded to the media library stays there while nothing uses it, until deleted there
      const pinned = await pinnedPaths(this.db, candidates);
      const unused = candidates.filter((p) => !named.has(p) && !pinned.has(p));
      if (unused.length === 0) return;
      const kept = await pathsInHistory(this.db, unused);
      const files = await this.#withVariants(unused);
      for (const p of unused.filter((p) => kept.has(p))) {
        for (const f of files[p]) moveFile(this.diskPath(f), this.privatePath(f));
      }
      await setHidden(
        this.db,
        [...kept].filter((p) => unused.includes(p)),
        true,
      );
      const own = unused.filter((p) => !kept.has(p));
      await Promise.all(own.flatMap((p) => files[p]).flatMap((f) => [fs.rm(this.diskPath(f), { force: true }), fs.rm(this.privatePath(f), { force: true })]));
      await deleteMedia(this.db, own);
      if (this.#live) await forgetLiveMedia(this.#live, own);
    });
  }

  /**
   * Brings back into public view, at the same path, the privately kept files among `paths` that either
   * copy of the content refers to again: a restore calls this once its write has committed (before, a hide that
   * read the content just then could move the file away again). Until it has run, or if it fails, the
   * file stays private and unlost; publishUnhidden() at the next start moves it.
   */
  async unhide(paths: ReadonlyArray<string | null | undefined>): Promise<void> {
    const candidates = uploadPaths(paths);
    if (candidates.length === 0) return;
    await this.#serially(async () => {
      const named = [...(await this.#named(candidates))];
      const files = await this.#withVariants(named);
      for (const f of named.flatMap((p) => files[p])) moveFile(this.privatePath(f), this.diskPath(f));
      await setHidden(this.db, named, false);
    });
  }

  /** Moves back every private file the content refers to (a restore interrupted between its write and unhide). */
  async publishUnhidden(): Promise<void> {
    const kept = filesUnder(this.privateDir);
    const originals = new Set<string>();
    for (const db of this.#copies()) for (const p of Object.keys(await mediaByPaths(db, kept))) originals.add(p);
    await this.unhide([...originals]);
  }

  /**
   * One move at a time: each decides on the content it reads just before, so a hide cannot act on a
   * read older than a restore that has since moved the same file back.
   */
  #serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#moves.then(work, work);
    this.#moves = run.catch(() => undefined);
    return run;
  }

  async #withVariants(paths: string[]): Promise<Record<string, string[]>> {
    // either copy's record (they are the same record, copied with the item that names the file)
    const infos = { ...(this.#live ? await mediaByPaths(this.#live, paths) : {}), ...(await mediaByPaths(this.db, paths)) };
    return Object.fromEntries(paths.map((p) => [p, [p, ...variantFiles(infos[p]?.variants ?? []), ...(infos[p]?.crops ?? []).map((c) => c.path)]]));
  }

  setAvifListener(listener: AvifListener): void {
    this.#avifListener = listener;
  }

  /** Queues the AVIF twins of an upload's variants (once, however often it is asked). */
  queueAvif(publicPath: string): void {
    this.#avifQueue.add(publicPath);
  }

  /** Resolves once every queued AVIF is made (or failed). */
  avifIdle(): Promise<void> {
    return this.#avifQueue.idle();
  }

  /**
   * Queues the sharing crop of an upload for its focal point in the working copy (after an upload or a
   * focal point change), unless the record lists it by then: made in the background worker, so no
   * answer waits for it, and a file that cannot be cropped is only logged (its pages share it uncropped).
   */
  queueShareCrop(publicPath: string): void {
    if (this.shareCropsInBackground) this.#cropQueue.add(publicPath);
  }

  /** Resolves once every queued sharing crop is made (or failed). */
  shareCropsIdle(): Promise<void> {
    return this.#cropQueue.idle();
  }

  /** Drops the queued background work and waits for the encodes in progress (before the databases close). */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all([this.#avifQueue.close(), this.#cropQueue.close()]);
  }

  /**
   * Makes the missing AVIF twins of one upload from its original, wherever the original is now (public,
   * or private when only revisions name it). The encodes run outside the move lock; the files are
   * written and the records of both copies updated inside it, beside the original as it is then, so a
   * hide or restore meanwhile takes them along. A record that is gone by then (a failed write's upload
   * removed again) gets nothing.
   */
  async makeAvif(publicPath: string): Promise<AvifOutcome> {
    return (await this.#makeAvif(publicPath)).outcome;
  }

  /** makeAvif, and whether the site shows them: public files the live copy's record lists. */
  async #makeAvif(publicPath: string): Promise<{ outcome: AvifOutcome; showsLive: boolean }> {
    const gone = { outcome: 'gone', showsLive: false } as const;
    const before = (await this.#records([publicPath]))[publicPath];
    const source = this.#folderOf(publicPath);
    if (!before || !source) return gone;
    if (!needsAvif(before.variants)) return { outcome: 'present', showsLive: false };
    const original = await fs.readFile(path.join(source, relative(publicPath)));
    const made = new Map<string, Buffer>();
    for (const v of before.variants) {
      if (this.#closed) return gone;
      if (!v.avif) made.set(v.path, await encodeAvif(original, v.width));
    }
    return this.#serially(async () => {
      const folder = this.#folderOf(publicPath);
      if (this.#closed || !folder || !(await this.#records([publicPath]))[publicPath]) return gone;
      for (const [variant, body] of made) await fs.writeFile(path.join(folder, relative(avifPathOf(variant))), body);
      /** the copy's record of the upload with the twins just written, undefined when it has none */
      const withTwins = async (db: ContentDb) =>
        (await mediaByPaths(db, [publicPath]))[publicPath]?.variants.map((v) => (made.has(v.path) && !v.avif ? { ...v, avif: avifPathOf(v.path) } : v));
      const working = await withTwins(this.db);
      if (working) await recordAvifVariants(this.db, publicPath, working);
      const liveVariants = this.#live && (await withTwins(this.#live));
      const live = !!liveVariants && (await recordLiveAvifVariants(this.#live!, publicPath, liveVariants));
      return { outcome: 'made', showsLive: folder === this.uploadsDir && live } as const;
    });
  }

  /**
   * The 1200x630 sharing crop of a public upload on its focal point in `copy` (the live copy when a
   * publish asks), made once per focal point: written beside the upload's variants and recorded in
   * both copies' records. Answers its public path, or null for a file that is not public or not a picture.
   */
  async shareCrop(publicPath: string, copy: ContentDb = this.#live ?? this.db): Promise<string | null> {
    return (await this.#shareCrop(publicPath, copy, makeShareCrop)).path;
  }

  /** shareCrop with the crop made by `make` (here, or in the background worker). */
  async #shareCrop(publicPath: string, copy: ContentDb, make: typeof makeShareCrop): Promise<CropOutcome> {
    const none = { path: null, showsLive: false };
    const row = await mediaFocalByPath(copy, publicPath);
    if (!row || !SHAREABLE.test(row.mime)) return none;
    const focal = { x: row.focal_x, y: row.focal_y };
    const info = (await mediaByPaths(copy, [publicPath]))[publicPath];
    const made = shareCropOf(info?.crops, focal);
    if (made && fsSync.existsSync(this.diskPath(made.path))) return { path: made.path, showsLive: false };
    if (!fsSync.existsSync(this.diskPath(publicPath))) return none;
    const body = await make(await fs.readFile(this.diskPath(publicPath)), row.mime, focal);
    const cropPath = shareCropPath(publicPath, focal);
    return this.#serially(async () => {
      // the file may have left public view while the crop was made (or the server is stopping): then it gets none
      if (this.#closed || !fsSync.existsSync(this.diskPath(publicPath))) return none;
      await fs.writeFile(this.diskPath(cropPath), body);
      const crop = { path: cropPath, width: SHARE_WIDTH, height: SHARE_HEIGHT, focal_x: focal.x, focal_y: focal.y };
      for (const db of this.#copies()) await recordCrop(db, publicPath, crop);
      const live = this.#live && (await mediaByPaths(this.#live, [publicPath]))[publicPath];
      return { path: cropPath, showsLive: !!live && shareCropOf(live.crops, live.focal ?? focal)?.path === cropPath };
    });
  }

  /** Either copy's record of each path (the working copy's when both have one). */
  async #records(paths: string[]): Promise<Record<string, MediaInfo>> {
    return { ...(this.#live ? await mediaByPaths(this.#live, paths) : {}), ...(await mediaByPaths(this.db, paths)) };
  }

  /** The folder that holds an upload's original now, or null when it is in neither. */
  #folderOf(publicPath: string): string | null {
    if (fsSync.existsSync(this.diskPath(publicPath))) return this.uploadsDir;
    if (fsSync.existsSync(this.privatePath(publicPath))) return this.privateDir;
    return null;
  }

  /** Size and variants of each path, for answers that let the client build srcset. */
  async describe(paths: ReadonlyArray<string | null | undefined>): Promise<Record<string, MediaInfo>> {
    return mediaByPaths(
      this.db,
      paths.filter((p): p is string => typeof p === 'string'),
    );
  }

  diskPath(publicPath: string): string {
    return path.join(this.uploadsDir, publicPath.replace(/^\/uploads\//, ''));
  }

  /** Where a file no content refers to is kept while a revision may restore it. */
  privatePath(publicPath: string): string {
    return path.join(this.privateDir, publicPath.replace(/^\/uploads\//, ''));
  }

  /**
   * Runs a database write with freshly saved files: if the write throws, the new files are removed,
   * so a failed write leaves neither a row nor a file behind.
   */
  async withNewFiles<T>(saved: ReadonlyArray<string | null | undefined>, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await this.remove(saved);
      throw err;
    }
  }
}

const relative = (publicPath: string) => publicPath.replace(/^\/uploads\//, '');

const uploadPaths = (paths: ReadonlyArray<string | null | undefined>): string[] => [
  ...new Set(paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/uploads/') && !p.includes('..'))),
];

/** Public paths of the files under a folder laid out like the uploads folder. */
function filesUnder(dir: string): string[] {
  return fsSync.existsSync(dir)
    ? fsSync
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => '/uploads/' + path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    : [];
}
