// Pieces the /api/news* route modules share: reading bilingual text fields, writing a row together
// with its image, path params named after their parent, and toggles that answer the item with media.
import { Type } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MediaInfo } from '../../../content-db/media.ts';
import type { ContentDb } from '../../../content-db/open.ts';
import { flipWordStatus, type WordStatusTable } from '../../../content-db/status.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { has, text, wordStatus, type StagedFile } from '../../lib/form.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import type { MediaStore } from '../../lib/media.ts';
import { withMediaOne } from '../../lib/media-answer.ts';
import { IdParams } from '../../lib/schemas.ts';

/** A path param holding an integer id under another name, e.g. `newsId` (400 when not an integer). */
export function idParam<N extends string>(name: N) {
  return Type.Object({ [name]: IdParams.properties.id } as { [K in N]: typeof IdParams.properties.id });
}

/** A visitor (no valid token) sees active items only; a signed-in admin sees all. */
export function activeOnly(request: FastifyRequest): boolean {
  return request.viewer === null;
}

/** Every named field: plain ones trimmed, HTML ones sanitized, '' when absent (for a create). */
export function allTexts<P extends string, H extends string = never>(
  fields: Record<string, unknown>,
  plain: readonly P[],
  html: readonly H[] = [],
): Record<P | H, string> {
  const out = {} as Record<P | H, string>;
  for (const n of plain) out[n] = text(fields, n);
  for (const n of html) out[n] = sanitizeHtml(text(fields, n));
  return out;
}

/** Only the named fields that were sent (for an update: an absent field keeps its value). */
export function sentTexts<P extends string, H extends string = never>(
  fields: Record<string, unknown>,
  plain: readonly P[],
  html: readonly H[] = [],
): Partial<Record<P | H, string>> {
  const all = allTexts(fields, plain, html);
  return Object.fromEntries(Object.entries(all).filter(([n]) => has(fields, n))) as Partial<Record<P | H, string>>;
}

/**
 * A positive integer id sent in a form field (e.g. `news_id`): 400 with `missing` when absent or not
 * an integer.
 */
export function formId(fields: Record<string, unknown>, name: string, missing: string): number {
  const v = text(fields, name);
  if (!/^[0-9]{1,15}$/.test(v) || Number(v) === 0) throw badRequest(missing);
  return Number(v);
}

const STATUS_WORDS = new Set(['active', 'inactive', '1', '0', 'true', 'false']);

/** A sent status in any form wordStatus() reads; anything else is a 400 rather than a silent 'inactive'. */
export function statusField(fields: Record<string, unknown>, fallback: 'active' | 'inactive'): 'active' | 'inactive' {
  if (!has(fields, 'status') || text(fields, 'status') === '') return fallback;
  if (!STATUS_WORDS.has(text(fields, 'status').toLowerCase())) throw badRequest('Status must be active or inactive');
  return wordStatus(fields, 'status', fallback);
}

/** The value, or a 404 "<thing> not found". */
export function found<T>(value: T | undefined | null, thing: string): T {
  if (value === undefined || value === null) throw notFound(thing);
  return value;
}

/**
 * Saves the staged image (if any) under /uploads/<folder>, runs the write with its path, and removes
 * the new file again if the write throws. After a successful write the replaced image is removed.
 */
export async function writeWithImage<T>(
  media: MediaStore,
  file: StagedFile | undefined,
  folder: string,
  write: (saved: string | undefined) => Promise<T>,
  replaced?: string | null,
): Promise<T> {
  const saved = file ? await media.save(file, folder) : undefined;
  const result = await media.withNewFiles([saved], () => write(saved));
  if (saved && replaced && replaced !== saved) await media.remove([replaced]);
  return result;
}

/** The `flip` of registerToggles for a word-status table: flips, then answers the row with its media. */
export function flipAndAnswer<T extends object>(
  app: FastifyInstance,
  table: WordStatusTable,
  get: (db: ContentDb, id: number) => Promise<T | undefined>,
  imageFields: ReadonlyArray<keyof T>,
): (id: number) => Promise<(T & { media: Record<string, MediaInfo> }) | undefined> {
  return async (id) => {
    if (!(await flipWordStatus(app.db, table, id))) return undefined;
    const row = await get(app.db, id);
    return row && withMediaOne(app.media, row, imageFields);
  };
}
