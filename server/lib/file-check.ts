// Decides what an uploaded file is from its bytes, never from its name or Content-Type, and makes SVG safe.
import { fileTypeFromBuffer } from 'file-type';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { unsupportedType } from './errors.ts';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'svg' | 'ico';

export interface DetectedFile {
  kind: ImageKind;
  mime: string;
  ext: string;
}

const BY_MIME: Record<string, ImageKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
};
const EXT: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', svg: 'svg', ico: 'ico' };
const MIME: Record<ImageKind, string> = {
  jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml', ico: 'image/x-icon',
};

/** file-type reads binary signatures only; SVG is text, so it is recognised here by its root element. */
function looksLikeSvg(buf: Buffer): boolean {
  const head = buf.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** The full description of a kind, for files the server makes itself (demo images). */
export function typeOfKind(kind: ImageKind): DetectedFile {
  return { kind, mime: MIME[kind], ext: EXT[kind] };
}

export async function detectImage(buf: Buffer): Promise<DetectedFile | null> {
  const found = await fileTypeFromBuffer(buf);
  let kind: ImageKind | undefined = found ? BY_MIME[found.mime] : undefined;
  if (!found && looksLikeSvg(buf)) kind = 'svg';
  if (!kind) return null;
  return typeOfKind(kind);
}

// One jsdom window for the life of the process (isomorphic-dompurify leaks by making new ones).
let purifier: ReturnType<typeof createDOMPurify> | undefined;
function getPurifier() {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purifier;
}

/** Scripts, event handlers, foreign objects and external references go; the drawing stays. */
export function sanitizeSvg(buf: Buffer): Buffer {
  const text = buf.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw unsupportedType('SVG files with DOCTYPE or ENTITY declarations are not allowed');
  const clean = getPurifier().sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'use'],
    FORBID_ATTR: ['href', 'xlink:href'],
  });
  if (!/^\s*<svg[\s>]/i.test(clean)) throw unsupportedType('The SVG file could not be read');
  return Buffer.from(clean, 'utf8');
}
