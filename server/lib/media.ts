// Stores uploaded images under DATA_DIR/uploads with server-made names and WebP variants for srcset,
// and removes them (with their variants) when neither an item nor a kept revision refers to them.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ContentDb } from '../../content-db/open.ts';
import { deleteMedia, insertMedia, mediaByPaths, type MediaInfo } from '../../content-db/media.ts';
import { pathsInHistory } from '../../content-db/history/retention.ts';
import type { MediaVariant } from '../../content-db/schema.ts';
import { decodeRaster, type RasterKind } from './image-decode.ts';
import { sanitizeSvg } from './svg.ts';
import type { StagedFile } from './form.ts';

/** Widths of the WebP variants; only those smaller than the original are made. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const RASTER = new Set(['jpeg', 'png', 'gif', 'webp']);

export class MediaStore {
  readonly db: ContentDb;
  readonly uploadsDir: string;

  constructor(db: ContentDb, uploadsDir: string) {
    this.db = db;
    this.uploadsDir = uploadsDir;
  }

  /** Writes the file and its variants; answers the public path ("/uploads/<folder>/<name>.<ext>"). */
  async save(file: StagedFile, folder: string): Promise<string> {
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
   * Removes uploads and their variants, except those a kept revision still refers to: they stay for a
   * restore until the retention rule lets their revisions go (content-db/history/retention.ts).
   * Paths outside /uploads (defaults, external URLs) are ignored.
   */
  async remove(paths: ReadonlyArray<string | null | undefined>): Promise<void> {
    const candidates = paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/uploads/') && !p.includes('..'));
    if (candidates.length === 0) return;
    const kept = await pathsInHistory(this.db, candidates);
    const own = candidates.filter((p) => !kept.has(p));
    if (own.length === 0) return;
    const infos = await mediaByPaths(this.db, own);
    const files = own.flatMap((p) => [p, ...(infos[p]?.variants.map((v) => v.path) ?? [])]);
    await Promise.all(files.map((p) => fs.rm(this.diskPath(p), { force: true })));
    await deleteMedia(this.db, own);
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
