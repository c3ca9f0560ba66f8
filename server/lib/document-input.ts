// Reading a client's edit of a page document (about, services, contact) over the stored one.
// The admin saves one section at a time, so a sent section is merged over the stored section and the
// sections not sent stay as they are. Image paths in a document are only ever set by an upload: a client
// may keep, move or clear a path the document already holds, never point it at another file (which a
// later replacement would then delete from disk).
import { asObject, asString } from '../../content-db/documents.ts';
import { isBlank } from '../shared/blank.ts';
import { badRequest } from './errors.ts';
import { firstFile, json, type FormData, type StagedFile } from './form.ts';
import { sanitizeHtml } from './html.ts';

/** A file to store, and where its public path goes in the new document. */
export interface Upload {
  file: StagedFile;
  place(path: string): void;
}

/** The document sent in `field`, as a JSON string or an object ({} when absent). */
export function sentDocument(fields: Record<string, unknown>, field: string): Record<string, unknown> {
  const doc = json<unknown>(fields, field, {});
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) throw badRequest(`${field} must be a JSON object`);
  return doc as Record<string, unknown>;
}

/** The named section of a sent document, when the client sent it. */
export function sentSection(sent: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const v = sent[key];
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

export interface FieldKinds {
  /** plain text, trimmed */
  text?: readonly string[];
  /** HTML, sanitized */
  html?: readonly string[];
  /** upload paths, checked against the stored ones */
  image?: readonly string[];
}

/** An image path as sent: kept when the document already holds it, '' clears it, anything else is ignored. */
export function knownImage(v: unknown, known: ReadonlySet<string>, fallback: string): string {
  const path = asString(v).trim();
  if (path === '') return '';
  return known.has(path) ? path : fallback;
}

/** The fields of one object as sent, each read by its kind; fields not sent come from `base`. */
export function readFields<S extends object>(base: S, sent: unknown, kinds: FieldKinds, known: ReadonlySet<string>): S {
  const o = asObject(sent);
  const out = { ...base } as Record<string, unknown>;
  for (const k of kinds.text ?? []) if (k in o) out[k] = asString(o[k]).trim();
  for (const k of kinds.html ?? []) if (k in o) out[k] = sanitizeHtml(asString(o[k]));
  for (const k of kinds.image ?? []) if (k in o) out[k] = knownImage(o[k], known, asString(out[k]));
  return out as S;
}

export { isBlank };

export function requireFilled(values: readonly string[], message: string): void {
  if (values.some(isBlank)) throw badRequest(message);
}

/** The upload of a single-file field, placed by `place` (none when the field carried no file). */
export function uploadOf(form: FormData, field: string, place: (path: string) => void): Upload[] {
  const file = firstFile(form, field);
  return file ? [{ file, place }] : [];
}

/** Card indices sent as a repeated field, a JSON array, a comma list or one number. */
export function indexList(v: unknown): number[] {
  if (v === undefined || v === null || v === '') return [];
  let items: unknown[];
  if (Array.isArray(v)) items = v.flatMap((x) => (typeof x === 'string' && /[[,]/.test(x) ? indexList(x) : [x]));
  else if (typeof v === 'string' && v.trim().startsWith('[')) {
    try {
      items = JSON.parse(v) as unknown[];
    } catch {
      throw badRequest('Invalid card index');
    }
    if (!Array.isArray(items)) throw badRequest('Invalid card index');
  } else items = String(v).split(',');
  return items.map((x) => {
    const s = String(x).trim();
    if (!/^[0-9]{1,6}$/.test(s)) throw badRequest('Invalid card index');
    return Number(s);
  });
}
