// The media library's calls (API.md "Media library"): a page of files, one file, uploads with their
// progress (lib/upload.ts), alt text and focal point, replace and delete.
import type { MediaFile, MediaUse } from '../../../../server/api-types.ts';
import { ApiError, api, formData } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

export type { MediaFile, MediaUse };

/** every list and file of the library: a write reads them all again */
export const MEDIA_KEY = ['media'] as const;
export const MEDIA_PATH = '/v2/api/media';
export const MEDIA_PAGE_SIZE = 48;

export type MediaKind = MediaFile['kind'];
export const MEDIA_SORTS = ['newest', 'oldest', 'name', 'largest', 'smallest'] as const;

export interface MediaPage {
  media: MediaFile[];
  total: number;
}

export interface MediaListParams {
  q?: string;
  kind?: string;
  used?: 'true' | 'false';
  sort?: string;
  page: number;
  limit: number;
}

export async function listMedia(p: MediaListParams): Promise<MediaPage> {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined && v !== '') search.set(k, String(v));
  const body = await api.get<{ media: MediaFile[]; total: number }>(`${MEDIA_PATH}?${search}`);
  return { media: body.media, total: body.total };
}

export const getMedia = async (id: number) => (await api.get<{ media: MediaFile }>(`${MEDIA_PATH}/${id}`)).media;

/** One file per request, so each has its own progress bar (the route takes up to 30 at once). */
export async function uploadMedia(file: File, onProgress: (percent: number) => void): Promise<MediaFile> {
  const body = await uploadWithProgress<{ media: MediaFile[] }>(MEDIA_PATH, formData({ files: file }), { onProgress });
  return body.media[0]!;
}

export interface MediaPatch {
  alt_en?: string;
  alt_tr?: string;
  focal?: { x: number; y: number };
}

export const patchMedia = async (file: MediaFile, patch: MediaPatch) =>
  (await api.patch<{ media: MediaFile }>(`${MEDIA_PATH}/${file.id}`, patch, { version: file.version })).media;

export const replaceMedia = async (file: MediaFile, replacement: File) =>
  (await api.post<{ media: MediaFile }>(`${MEDIA_PATH}/${file.id}/replace`, formData({ file: replacement }))).media;

export const deleteMedia = (file: MediaFile) => api.delete(`${MEDIA_PATH}/${file.id}`, { version: file.version });

/** The uses a refused delete (409 "This file is in use") answered, or null for any other failure. */
export function usesOfRefusal(err: unknown): MediaUse[] | null {
  if (!(err instanceof ApiError) || err.status !== 409 || !Array.isArray(err.body?.uses)) return null;
  return err.body.uses as MediaUse[];
}

/** The file's own name: the last part of its path. */
export const fileName = (file: Pick<MediaFile, 'url'>) => file.url.split('/').pop() ?? file.url;

/** 1.2 MB, 340 KB (1,2 MB in Turkish): a file's weight as people read it, in the admin's language. */
export function weight(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** The smallest variant at least `width` wide (or the file itself): a thumbnail that is not the original. */
export function thumbnail(file: MediaFile, width = 320): string {
  const fit = [...file.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= width);
  return fit?.path ?? file.variants.at(-1)?.path ?? file.url;
}
