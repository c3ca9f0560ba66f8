// The external links of the live site, read from the live release itself (dist/current): what visitors
// are offered, footer and social links, rich text, link fields and settings alike, and nothing of the
// working copy. Each <a href> and <area href> of every page, read by an HTML parser (htmlparser2) as
// the browser reads it (entities decoded; an href in a comment or a script is no link); a link is
// external when it is http(s) and leaves SITE_URL's origin. The fragment is not part of what is
// checked (it is never sent), so "x#a" and "x#b" are one URL.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { MAX_LINK_LENGTH } from '../../content-db/links.ts';
import { htmlFiles } from '../publish/verify.ts';

/** The address a page file is served at: "en/about-us/index.html" is /en/about-us/, "404.html" itself. */
export function sitePath(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
}

/** The hrefs of a page's links, in order. */
function hrefsOf(html: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if ((name === 'a' || name === 'area') && attributes.href !== undefined) hrefs.push(attributes.href.trim());
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return hrefs;
}

/** Each external URL of the release and the site paths of the pages that link to it (sorted). */
export async function externalLinks(releaseDir: string, siteUrl: string): Promise<Map<string, string[]>> {
  const origin = new URL(siteUrl).origin;
  const found = new Map<string, Set<string>>();
  for (const file of htmlFiles(releaseDir).sort()) {
    const page = sitePath(file);
    const base = new URL(page, siteUrl);
    for (const href of hrefsOf(await fs.readFile(path.join(releaseDir, file), 'utf8'))) {
      if (href === '' || href.startsWith('#') || href.length > MAX_LINK_LENGTH) continue;
      let url: URL;
      try {
        url = new URL(href, base);
      } catch {
        continue; // not a URL the browser could follow either
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === origin) continue;
      url.hash = '';
      let pages = found.get(url.href);
      if (!pages) found.set(url.href, (pages = new Set()));
      pages.add(page);
    }
  }
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)).map(([url, pages]) => [url, [...pages].sort()]));
}
