// The rules of a redirect set in the admin (issue 33, API.md "SEO and sharing"): `from` is a path of
// the site (no query, no fragment, not the server's own paths such as /admin), `to` a path of the site
// or an absolute http(s) URL, no two share a `from`, no `from` hides a page of the site, and none loops
// or chains: a -> b -> c costs a visitor two round trips and a search engine its patience (point a at c).
// Refusals are the HttpErrors the API answers with; the CSV import reports each row's message.
import { pathKey, type RedirectInput } from '../../content-db/site-redirects.ts';
import { FROM_MAX, TO_MAX } from '../schemas/redirects.ts';
import { badRequest, conflict } from './errors.ts';

/** The origin paths are parsed against: never a real site. */
const BASE = 'http://site.invalid';
/** Paths that are the server's own, not the site's: a redirect there would hide the API or the admin. */
const RESERVED = /^\/(v2\/api|api|admin|uploads|preview|_astro|pagefind)(\/|$)/;

export interface RedirectChecks {
  /** the site's own origin (SITE_URL): an absolute URL there is a path of the site */
  siteOrigin: string | null;
  /** whether a site path is a page (or an old slug's redirect) of the live site */
  isPage: (path: string) => boolean;
}

/** A path of the site as the server compares it, or null when `raw` is not one (no scheme, no host, no ? or #). */
export function parseSitePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || /[?#\s]/.test(raw)) return null;
  try {
    const url = new URL(raw, BASE);
    return url.origin === BASE ? url.pathname : null;
  } catch {
    return null;
  }
}

/** `to` as stored: a site path (with its query and fragment) or an absolute http(s) URL; null when it is neither. */
export function parseTarget(raw: string): string | null {
  if (raw.startsWith('/')) {
    if (raw.startsWith('//') || raw.startsWith('/\\') || /\s/.test(raw)) return null;
    try {
      const url = new URL(raw, BASE);
      return url.origin === BASE ? url.pathname + url.search + url.hash : null;
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) return null;
  return url.href;
}

/** The site path a target leads to, when it leads into the site (a path, or an absolute URL of the site's own origin). */
export function targetKey(to: string, siteOrigin: string | null): string | null {
  if (to.startsWith('/')) return pathKey(new URL(to, BASE).pathname);
  const url = new URL(to);
  return siteOrigin !== null && url.origin === siteOrigin ? pathKey(url.pathname) : null;
}

/** Checks one redirect's fields; answers them as stored. Throws a 400. */
export function validRedirect(input: { from: unknown; to: unknown; code?: unknown }): RedirectInput {
  const { from, to, code } = input;
  if (typeof from !== 'string' || from.trim() === '') throw badRequest('Please enter the address to redirect from');
  if (from.length > FROM_MAX) throw badRequest(`The address to redirect from is longer than ${FROM_MAX} characters`);
  const fromPath = parseSitePath(from.trim());
  if (fromPath === null) throw badRequest('The address to redirect from must be a path of the site, such as /old-page (no ? or #)');
  if (RESERVED.test(fromPath)) throw badRequest('This address belongs to the server (the admin, the API or uploads) and cannot redirect');
  if (typeof to !== 'string' || to.trim() === '') throw badRequest('Please enter the address to redirect to');
  if (to.length > TO_MAX) throw badRequest(`The address to redirect to is longer than ${TO_MAX} characters`);
  const target = parseTarget(to.trim());
  if (target === null) throw badRequest('The address to redirect to must be a path of the site (/new-page) or a full http(s) address');
  const n = typeof code === 'string' && /^\d{3}$/.test(code.trim()) ? Number(code.trim()) : code === undefined || code === null || code === '' ? 301 : code;
  if (n !== 301 && n !== 302) throw badRequest('The redirect code must be 301 (moved for good) or 302 (moved for now)');
  return { from: pathKey(fromPath), to: target, code: n };
}

/**
 * Refuses a redirect that clashes with the others (`others`: every redirect but the one being changed):
 * a `from` that is a page of the site or another redirect's (409), a loop or a chain (400).
 */
export function checkAgainst(r: RedirectInput, others: readonly Pick<RedirectInput, 'from' | 'to'>[], checks: RedirectChecks): void {
  if (checks.isPage(r.from)) throw conflict('This address is a page of the site: a redirect would hide it');
  if (others.some((o) => o.from === r.from)) throw conflict('Another redirect already starts from this address');
  const to = targetKey(r.to, checks.siteOrigin);
  // to itself; to an address that redirects again; from an address another redirect leads to
  if (to !== null && (to === r.from || others.some((o) => o.from === to))) throw badRequest('This redirect would loop');
  if (others.some((o) => targetKey(o.to, checks.siteOrigin) === r.from)) throw badRequest('This redirect would loop');
}
