// redirects.json: old path -> new path of every changed slug, for the server's real 301 answers
// (and for the sitemap, which leaves these paths out).
import type { APIRoute } from 'astro';
import { redirectMap } from '../lib/paths.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await redirectMap(), null, 2), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
