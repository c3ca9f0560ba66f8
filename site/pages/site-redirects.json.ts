// site-redirects.json: the redirects set in the admin ([{from, to, code}], content-db/site-redirects.ts).
// The server answers them from its own table; the storage sync makes a redirect object of each
// (server/publish/storage-sync/plan.ts), as it does for the old slugs of redirects.json.
import type { APIRoute } from 'astro';
import { getSiteData } from '../../content-db/site-data.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify((await getSiteData()).siteRedirects, null, 2), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
