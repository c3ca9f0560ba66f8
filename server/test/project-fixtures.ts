// Shared steps of the project API tests: multipart writes with a token, and making a project with parts.
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, makeImage, multipart, type FilePart, type TestContext } from './helpers.ts';

export type Fields = Parameters<typeof multipart>[0];
type Reply = LightMyRequestResponse;

export interface Client {
  send(method: 'POST' | 'PUT', url: string, fields: Fields, auth?: boolean): Promise<Reply>;
  get(url: string, auth?: boolean): Promise<Reply>;
  call(method: 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Reply>;
  project(fields?: Fields): Promise<Record<string, any>>;
  banner(projectId: number, fields?: Fields): Promise<Record<string, any>>;
  detail(projectId: number, fields?: Fields): Promise<Record<string, any>>;
  images(detailId: number, count: number): Promise<Array<Record<string, any>>>;
}

export function client(t: Pick<TestContext, 'app' | 'token'>): Client {
  const c: Client = {
    send(method, url, fields, auth = true) {
      const body = multipart(fields);
      return t.app.inject({ method, url, headers: { ...(auth ? bearer(t.token) : {}), ...body.headers }, payload: body.payload });
    },
    get: (url, auth = false) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(t.token) : {} }),
    call: (method, url, payload) => t.app.inject({ method, url, headers: bearer(t.token), ...(payload ? { payload } : {}) }),
    async project(fields = {}) {
      const res = await c.send('POST', '/v2/api/projects', {
        title_en: 'Sea View Residences',
        title_tr: 'Deniz Manzaralı Konutlar',
        cover_image: await makeImage('jpeg'),
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().project;
    },
    async banner(projectId, fields = {}) {
      const res = await c.send('POST', '/v2/api/banners', {
        project_id: String(projectId),
        title_en: 'Banner',
        title_tr: 'Afiş',
        banner_image: await makeImage(),
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().banner;
    },
    async detail(projectId, fields = {}) {
      const res = await c.send('POST', '/v2/api/details', {
        project_id: String(projectId),
        title_en: 'Detail',
        title_tr: 'Detay',
        feature_image: await makeImage(),
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().detail;
    },
    async images(detailId, count) {
      const files: FilePart[] = [];
      for (let i = 0; i < count; i++) files.push(await makeImage('png', 40 + i, 30));
      const res = await c.send('POST', '/v2/api/gallery/multiple', { project_detail_id: String(detailId), images: files });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().images;
    },
  };
  return c;
}

/** Every file under the uploads folder (originals and variants). */
export function uploadFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A valid image grown past the 20MB limit of content images. */
export async function oversizedImage(): Promise<FilePart> {
  const png = await makeImage('png');
  return { ...png, content: Buffer.concat([png.content, Buffer.alloc(20 * 1024 * 1024 + 1024)]) };
}

/** The variants of each upload, to check that a removal takes them too. */
export function variantPaths(item: { media?: Record<string, { variants: Array<{ path: string }> }> }): string[] {
  return Object.values(item.media ?? {}).flatMap((m) => m.variants.map((v) => v.path));
}
