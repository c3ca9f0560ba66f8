// noindex.json: the paths of the pages whose SEO fields ask not to be indexed (site/lib/page-seo.ts),
// which the sitemap leaves out (site/build/finish-output.ts).
import type { APIRoute } from 'astro';
import { getSiteData } from '../../content-db/site-data.ts';
import { noindexPaths } from '../lib/page-seo.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(noindexPaths(await getSiteData()), null, 2), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
