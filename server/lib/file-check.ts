// Decides what an uploaded file is from its bytes, never from its name or Content-Type.
import { fileTypeFromBuffer } from 'file-type';
import { looksLikeSvg } from './svg.ts';

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
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** The kind of a stored upload by its recorded MIME type (the media library's files). */
export function kindOfStoredMime(mime: string): ImageKind | undefined {
  return mime === 'image/svg+xml' ? 'svg' : BY_MIME[mime];
}

/** The full description of a kind, for files the server makes itself (demo images). */
export function typeOfKind(kind: ImageKind): DetectedFile {
  return { kind, mime: MIME[kind], ext: EXT[kind] };
}

export async function detectImage(buf: Buffer): Promise<DetectedFile | null> {
  const found = await fileTypeFromBuffer(buf);
  let kind: ImageKind | undefined = found ? BY_MIME[found.mime] : undefined;
  // SVG is text: file-type finds nothing, or 'application/xml' when it starts with <?xml ...?>.
  if ((!found || found.mime === 'application/xml') && looksLikeSvg(buf)) kind = 'svg';
  if (!kind) return null;
  return typeOfKind(kind);
}
