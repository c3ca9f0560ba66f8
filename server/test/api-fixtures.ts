// More test pieces for the settings and page-document routes: one request helper for JSON, multipart
// and anonymous calls, and the awkward files (an SVG with a script, an ICO, an oversized image).
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, multipart, type FilePart, type TestContext } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type FormFields = Parameters<typeof multipart>[0];

export interface Send {
  (method: Method, url: string, body?: { form?: FormFields; json?: unknown; anonymous?: boolean }): Promise<LightMyRequestResponse>;
}

/** Calls the test app as the signed-in admin (or as a visitor with `anonymous`). */
export function sender(t: Pick<TestContext, 'app' | 'token'>): Send {
  return (method, url, body = {}) => {
    const app = t.app;
    const auth = body.anonymous ? {} : bearer(t.token);
    if (body.form) {
      const m = multipart(body.form);
      return app.inject({ method, url, headers: { ...auth, ...m.headers }, payload: m.payload });
    }
    return app.inject({ method, url, headers: auth, ...(body.json !== undefined ? { payload: body.json as object } : {}) });
  };
}

/** An SVG that tries to run script: the stored copy must not. */
export const SVG_WITH_SCRIPT: FilePart = {
  filename: 'evil.svg',
  contentType: 'image/svg+xml',
  content: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
      '<script>alert("x")</script><rect width="10" height="10" fill="#123"/></svg>',
  ),
};

/** A real one-image ICO file (a PNG inside an ICONDIR), as browsers accept. */
export function makeIco(png: Buffer): FilePart {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(16, 6); // width
  header.writeUInt8(16, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return { filename: 'favicon.ico', contentType: 'image/x-icon', content: Buffer.concat([header, png]) };
}

/** The same image made larger than `bytes` (trailing bytes keep its signature). */
export function oversized(file: FilePart, bytes: number): FilePart {
  return { ...file, content: Buffer.concat([file.content, Buffer.alloc(bytes + 1 - file.content.length)]) };
}

/** The stored bytes of an upload, as text. */
export function storedText(dataDir: string, publicPath: string): string {
  return fs.readFileSync(path.join(dataDir, 'uploads', publicPath.replace(/^\/uploads\//, '')), 'utf8');
}
