// Test fixtures for the news collections: multipart requests and a news item with its parts.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, makeImage, multipart, type FilePart } from './helpers.ts';

type Fields = Parameters<typeof multipart>[0];

/** Sends a multipart write; with `token` undefined the request is anonymous. */
export function sendForm(app: FastifyInstance, method: 'POST' | 'PUT', url: string, fields: Fields, token?: string): Promise<LightMyRequestResponse> {
  const body = multipart(fields);
  return app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...body.headers }, payload: body.payload });
}

/** GET, anonymous unless a token is given. */
export function get(app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

async function ok(res: LightMyRequestResponse, key: string) {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json()[key];
}

export async function image(): Promise<FilePart> {
  return makeImage('png', 40, 30);
}

export async function addNews(app: FastifyInstance, token: string, fields: Fields = {}) {
  return ok(
    await sendForm(
      app,
      'POST',
      '/api/admin/news',
      { title_en: 'Groundbreaking', title_tr: 'Temel atma', description_en: '<p>EN</p>', description_tr: '<p>TR</p>', image: await image(), ...fields },
      token,
    ),
    'news',
  );
}

export async function addDetail(app: FastifyInstance, token: string, newsId: number, fields: Fields = {}) {
  return ok(
    await sendForm(
      app,
      'POST',
      '/api/news-details',
      { news_id: newsId, title_en: 'Detail', title_tr: 'Detay', feature_image: await image(), ...fields },
      token,
    ),
    'detail',
  );
}

export async function addGallery(app: FastifyInstance, token: string, detailId: number, count = 2, fields: Fields = {}) {
  const images = await Promise.all(Array.from({ length: count }, () => image()));
  return ok(await sendForm(app, 'POST', '/api/news-gallery/multiple', { news_detail_id: detailId, images, ...fields }, token), 'gallery');
}

export async function addDetailBanner(app: FastifyInstance, token: string, detailId: number, fields: Fields = {}) {
  return ok(
    await sendForm(
      app,
      'POST',
      '/api/news-details-banners',
      { news_detail_id: detailId, title_en: 'Banner', title_tr: 'Afiş', banner_image: await image(), ...fields },
      token,
    ),
    'banner',
  );
}

/** The three toggle forms of API.md for a collection path. */
export function toggleForms(path: string, id: number): Array<{ method: 'PATCH' | 'PUT'; url: string }> {
  return [
    { method: 'PATCH', url: `${path}/${id}/toggle-status` },
    { method: 'PUT', url: `${path}/${id}/toggle-status` },
    { method: 'PUT', url: `${path}/toggle/${id}` },
  ];
}
