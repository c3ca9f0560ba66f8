// The registry of stored uploads and their responsive variants.
import type { ContentDb } from './open.ts';
import type { MediaVariant } from './schema.ts';

export interface MediaInfo {
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
}

export async function insertMedia(
  db: ContentDb,
  m: { path: string; mime: string; bytes: number; width: number | null; height: number | null; variants: MediaVariant[] },
): Promise<void> {
  await db
    .insertInto('media_files')
    .values({ ...m, variants: JSON.stringify(m.variants) })
    .execute();
}

export async function mediaByPaths(db: ContentDb, paths: string[]): Promise<Record<string, MediaInfo>> {
  const out: Record<string, MediaInfo> = {};
  const unique = [...new Set(paths)];
  // SQLite caps bound parameters; chunk long lists.
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('media_files')
      .selectAll()
      .where('path', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) out[r.path] = { width: r.width, height: r.height, variants: JSON.parse(r.variants) };
  }
  return out;
}

/** Every stored upload: the static build loads this once and looks images up by path. */
export async function allMedia(db: ContentDb): Promise<Record<string, MediaInfo>> {
  const rows = await db.selectFrom('media_files').selectAll().execute();
  return Object.fromEntries(rows.map((r) => [r.path, { width: r.width, height: r.height, variants: JSON.parse(r.variants) }]));
}

export async function deleteMedia(db: ContentDb, paths: string[]): Promise<void> {
  if (paths.length) await db.deleteFrom('media_files').where('path', 'in', paths).execute();
}
