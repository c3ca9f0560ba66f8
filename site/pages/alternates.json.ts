// alternates.json: Turkish path -> English path of the pages whose two languages have different slugs
// (text pages), for the sitemap's language alternates (site/build/finish-output.ts).
import type { APIRoute } from 'astro';
import { alternatesMap } from '../lib/text-pages.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await alternatesMap(), null, 2), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
