// The one check for every URL a client may store (the home page's experience link, the Instagram link):
// parsed with the WHATWG URL parser, as a browser will read it, and kept only when its scheme is on an
// allow-list. Browsers drop tabs and newlines inside a URL and trim leading control characters
// (`java\tscript:` is `javascript:` to them), so any control or invisible character refuses the link
// instead of being "cleaned": the stored text is exactly what the site will print in the href.

/** Longest link kept (URLs longer than this are not typed by a person). */
export const MAX_LINK_LENGTH = 2048;

const BASE = new URL('https://site.invalid/');
/** Control characters (C0, DEL, C1), invisible format characters, backslash (a slash to browsers). */
const FORBIDDEN = /[\p{Cc}\p{Cf}\\]/u;
/** Whitespace other than a plain space (a space may sit inside a tel: number). */
const ODD_SPACE = /[^\S ]/u;
/** The link names its own scheme ("mailto:..."); without one it is relative to the page. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function checkedLink(raw: string, schemes: readonly string[], sitePaths: boolean): string | null {
  if (raw === '' || raw.length > MAX_LINK_LENGTH || FORBIDDEN.test(raw) || ODD_SPACE.test(raw) || raw !== raw.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (raw.startsWith('/') || raw.startsWith('#')) {
    // "/path" and "#part" stay on this site; "//host" leaves it (protocol-relative): the origin check
    return sitePaths && url.origin === BASE.origin ? raw : null;
  }
  if (!HAS_SCHEME.test(raw) || !schemes.includes(url.protocol)) return null;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname === '' || !raw.includes('//'))) return null;
  return raw;
}

/** A link a button may open: http(s), mailto, tel or a path on this site; null when it is anything else. */
export function siteLink(raw: string): string | null {
  return checkedLink(raw, ['http:', 'https:', 'mailto:', 'tel:'], true);
}

/** A web address (http or https only); null when it is anything else. */
export function webLink(raw: string): string | null {
  return checkedLink(raw, ['http:', 'https:'], false);
}

/** A link inside stored HTML: what siteLink keeps, or an anchor on the same page ("#section"). */
export function htmlLink(raw: string): string | null {
  return raw.startsWith('#') ? checkedLink(raw, [], true) : siteLink(raw);
}
