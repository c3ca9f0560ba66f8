// Reads a write request into plain fields and checked files, whether it came as multipart or JSON.
// Only fields a route names are kept, so unknown fields never reach the database.
import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge, unsupportedType } from './errors.ts';
import { detectImage, kindOfStoredMime, typeOfKind, type DetectedFile, type ImageKind } from './file-check.ts';
import { getMedia } from '../../content-db/media-library.ts';
import { checkImageHeader } from './image-decode.ts';
import { checkFieldLengths } from './text-limits.ts';

export interface FileRule {
  /** accepted kinds, judged by the bytes */
  kinds: readonly ImageKind[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  /** how many files the field may carry (repeated field); default 1 */
  maxFiles?: number;
}

export interface StagedFile {
  field: string;
  filename: string;
  buffer: Buffer;
  type: DetectedFile;
  /** a file of the media library chosen by `<field>_media`: its path, reused as it is (no bytes) */
  library?: string;
}

export interface FormData {
  fields: Record<string, unknown>;
  files: Record<string, StagedFile[]>;
}

const RASTER_KINDS = new Set<ImageKind>(['jpeg', 'png', 'gif', 'webp']);

/** The hard ceiling of any single upload (per-field limits are lower). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Content images: any raster or SVG. */
export const IMAGE_RULE: FileRule = {
  kinds: ['jpeg', 'png', 'gif', 'webp', 'svg'],
  maxBytes: MAX_UPLOAD_BYTES,
  typeMessage: 'Please select a valid image file (JPEG, PNG, GIF, WebP or SVG)',
  sizeMessage: 'File size must be less than 20MB',
};

export function imageRule(overrides: Partial<FileRule> = {}): FileRule {
  return { ...IMAGE_RULE, ...overrides };
}

function isMultipartLimitError(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? '';
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT';
}

async function checkFile(rule: FileRule, field: string, filename: string, buffer: Buffer): Promise<StagedFile> {
  if (buffer.length === 0) throw badRequest('The uploaded file is empty');
  if (buffer.length > rule.maxBytes) throw tooLarge(rule.sizeMessage);
  const type = await detectImage(buffer);
  if (!type || !rule.kinds.includes(type.kind)) throw unsupportedType(rule.typeMessage);
  // a decompression bomb or a damaged header is refused here, before any file of the request is kept
  if (RASTER_KINDS.has(type.kind)) await checkImageHeader(buffer);
  return { field, filename, buffer, type };
}

/**
 * @param textFields names of the text fields the route accepts
 * @param fileRules the file fields the route accepts, with their rules
 */
export async function readForm(request: FastifyRequest, textFields: readonly string[], fileRules: Record<string, FileRule> = {}): Promise<FormData> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, StagedFile[]> = {};
  // every image field also takes a library id instead of a file (API.md "Media library")
  const libraryFields = Object.keys(fileRules).map((f) => `${f}${LIBRARY_SUFFIX}`);
  const allowed = new Set([...textFields, ...libraryFields]);

  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Invalid request body');
    for (const name of allowed) if (name in body) fields[name] = body[name];
    checkFieldLengths(request.routeOptions.schema?.multipartBody, fields, badRequest);
    await stageLibraryFiles(request, fields, files, fileRules);
    return { fields, files };
  }

  try {
    // An over-long file is judged below (part.file.truncated), for the fields a route asked for only.
    // @fastify/multipart reads throwFileSizeLimit per call too, though its types list it for the plugin.
    const options = { limits: { fileSize: MAX_UPLOAD_BYTES, files: 30, fields: 100 }, throwFileSizeLimit: false };
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const rule = fileRules[part.fieldname];
        if (!rule) {
          part.file.resume(); // a file nobody asked for flows past unread and unkept
          continue;
        }
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(rule.sizeMessage);
        if (buffer.length === 0 && !part.filename) continue; // an empty file input
        const list = (files[part.fieldname] ??= []);
        if (list.length >= (rule.maxFiles ?? 1)) throw badRequest(`Too many files in ${part.fieldname}`);
        list.push(await checkFile(rule, part.fieldname, part.filename, buffer));
      } else if (allowed.has(part.fieldname)) {
        const value = part.value;
        // A repeated text field (e.g. card_indices) collects into an array.
        if (part.fieldname in fields) {
          const prev = fields[part.fieldname];
          fields[part.fieldname] = Array.isArray(prev) ? [...prev, value] : [prev, value];
        } else fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (isMultipartLimitError(err)) {
      const field = Object.keys(fileRules)[0];
      throw tooLarge(field ? fileRules[field].sizeMessage : 'File too large');
    }
    if ((err as { statusCode?: number }).statusCode && (err as { statusCode: number }).statusCode < 500) throw err;
    if (err instanceof Error && /multipart|boundary|Unexpected end/i.test(err.message)) throw badRequest('Malformed multipart body');
    throw err;
  }
  // every text has a limit (lib/text-limits.ts): no field carries megabytes into a check or the database
  checkFieldLengths(request.routeOptions.schema?.multipartBody, fields, badRequest);
  await stageLibraryFiles(request, fields, files, fileRules);
  return { fields, files };
}

/** `cover_image_media`: the library id sent for the image field `cover_image`. */
export const LIBRARY_SUFFIX = '_media';

/**
 * Turns each `<field>_media` into a staged file of the library, checked against the field's rule as an
 * upload would be (its kind and size). A single-file field: a file sent in the field itself wins. A
 * field of several files (a gallery's `images`) takes one or several ids (a repeated field, or an array
 * in JSON) besides its uploads, after them, within its `maxFiles`. The id field is removed from the
 * text fields either way, so no route sees it as text.
 */
async function stageLibraryFiles(
  request: FastifyRequest,
  fields: Record<string, unknown>,
  files: Record<string, StagedFile[]>,
  fileRules: Record<string, FileRule>,
) {
  for (const [field, rule] of Object.entries(fileRules)) {
    const name = `${field}${LIBRARY_SUFFIX}`;
    const raw = fields[name];
    delete fields[name];
    const many = (rule.maxFiles ?? 1) > 1;
    const sent = (many && Array.isArray(raw) ? raw : [raw]).filter((v) => v !== undefined && v !== null && v !== '');
    if (sent.length === 0 || (!many && files[field]?.length)) continue;
    // a single field named twice is a malformed id (String(['1','2']) is '1,2'), not a choice of the last
    const ids = [...new Set(sent.map((v) => String(v).trim()))];
    for (const id of ids) if (!/^[0-9]{1,15}$/.test(id)) throw badRequest(`${name} must be a media id`);
    const list = files[field] ?? [];
    if (list.length + ids.length > (rule.maxFiles ?? 1)) throw badRequest(`Too many files in ${field}`);
    // every id is checked before the route stores anything: one refused choice adds none
    for (const id of ids) list.push(await libraryFile(request, field, rule, Number(id)));
    files[field] = list;
  }
}

/** The library file `id` as a staged file of `field`: 400 when unknown, refused as an upload by the field's rule. */
async function libraryFile(request: FastifyRequest, field: string, rule: FileRule, id: number): Promise<StagedFile> {
  const row = await getMedia(request.server.db, id);
  if (!row) throw badRequest('Media file not found');
  const kind = kindOfStoredMime(row.mime);
  if (!kind || !rule.kinds.includes(kind)) throw unsupportedType(rule.typeMessage);
  if (row.bytes > rule.maxBytes) throw tooLarge(rule.sizeMessage);
  return { field, filename: row.path, buffer: Buffer.alloc(0), type: typeOfKind(kind), library: row.path };
}

/** A text field as a trimmed string ('' when absent). */
export function text(fields: Record<string, unknown>, name: string): string {
  const v = fields[name];
  if (v === undefined || v === null) return '';
  return (typeof v === 'string' ? v : String(v)).trim();
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

/** Whether the field was sent at all (so an update can tell "leave as is" from "set empty"). */
export function has(fields: Record<string, unknown>, name: string): boolean {
  return fields[name] !== undefined;
}

/** A field that holds JSON, sent either as a JSON string or as an object/array. */
export function json<T>(fields: Record<string, unknown>, name: string, fallback: T): T {
  const v = fields[name];
  if (v === undefined || v === null || v === '') return fallback;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    throw badRequest(`${name} must be valid JSON`);
  }
}

/** 1/0 flags arrive as 1, '1', 'true', true, 'on'... */
export function flag(fields: Record<string, unknown>, name: string, fallback: 0 | 1): 0 | 1 {
  const v = fields[name];
  if (v === undefined || v === null || v === '') return fallback;
  return v === true || v === 1 || ['1', 'true', 'on', 'yes', 'active'].includes(String(v).toLowerCase()) ? 1 : 0;
}

/** 'active'/'inactive' from any of the forms a client may send. */
export function wordStatus(fields: Record<string, unknown>, name: string, fallback: 'active' | 'inactive'): 'active' | 'inactive' {
  const v = fields[name];
  if (v === undefined || v === null || v === '') return fallback;
  return flag(fields, name, fallback === 'active' ? 1 : 0) === 1 ? 'active' : 'inactive';
}

const STATUS_WORDS = new Set(['active', 'inactive', '1', '0', 'true', 'false']);

/** A sent status in any form wordStatus() reads; anything else is a 400 rather than a silent 'inactive'. */
export function statusField(fields: Record<string, unknown>, fallback: 'active' | 'inactive'): 'active' | 'inactive' {
  if (!has(fields, 'status') || text(fields, 'status') === '') return fallback;
  if (!STATUS_WORDS.has(text(fields, 'status').toLowerCase())) throw badRequest('Status must be active or inactive');
  return wordStatus(fields, 'status', fallback);
}

export function firstFile(form: FormData, field: string): StagedFile | undefined {
  return form.files[field]?.[0];
}
