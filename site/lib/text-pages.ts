// getStaticPaths of the text pages (one per active text page and language) and their alternates: the
// two languages of a text page have different slugs, so the sitemap is told which pages pair up.
import { getSiteData } from '../../content-db/site-data.ts';
import type { Lang } from '../i18n/index.ts';
import { textPagePaths } from './routes.ts';

export function textPageStaticPaths(lang: Lang) {
  return async () =>
    (await getSiteData()).textPages.map((page) => ({
      params: { textPage: page.slug[lang] },
      props: { page },
    }));
}

/** Turkish path -> English path of every page whose two paths are not one route under /en/. */
export async function alternatesMap(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const page of (await getSiteData()).textPages) {
    const paths = textPagePaths(page.slug);
    out[paths.tr] = paths.en;
  }
  return out;
}
