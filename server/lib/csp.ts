// The Content-Security-Policy of every answer (helmet sends it), of each site page (the same policy
// with the hashes of the page's own inline scripts) and of uploads (no script at all, sandboxed).
import crypto from 'node:crypto';

/** The policy of the admin, the API and everything else; 'unsafe-inline' is for styles only. */
export const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/**
 * Uploaded files: an SVG opened directly is a document of our origin, so it gets no script, no plugin,
 * nothing loaded from anywhere, and a sandbox (a unique origin: no cookies, no localStorage).
 */
export const UPLOADS_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function format(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Script types a browser runs (a data block such as application/ld+json is never run: no hash needed). */
function runsAsScript(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1].toLowerCase();
  return type === undefined || type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/**
 * The inline scripts of a page, read in one pass (the page is the build's own output; stored content
 * cannot contain a <script> tag: the sanitizer and Astro's escaping see to that). Searched with
 * case-blind literal patterns, not on a lower-cased copy: 'İ'.toLowerCase() is two characters long,
 * so a Turkish page's copy has other indexes.
 */
export function inlineScripts(html: string): string[] {
  const opening = /<script/gi;
  const closing = /<\/script/gi;
  const found: string[] = [];
  for (let open = opening.exec(html); open; open = opening.exec(html)) {
    const tagEnd = html.indexOf('>', open.index);
    if (tagEnd === -1) break;
    closing.lastIndex = tagEnd;
    const close = closing.exec(html);
    if (!close) break;
    const attributes = html.slice(open.index + 7, tagEnd);
    if (!/\bsrc\s*=/i.test(attributes) && runsAsScript(attributes)) found.push(html.slice(tagEnd + 1, close.index));
    opening.lastIndex = close.index + 8;
  }
  return found;
}

/** The policy of one site page: the shared one, with the SHA-256 of each inline script the page runs. */
export function pageCsp(html: string): string {
  const hashes = new Set(inlineScripts(html).map((s) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`));
  // 'wasm-unsafe-eval': the site search runs Pagefind's WebAssembly (site/components/SiteSearch.astro)
  return format({ ...DIRECTIVES, 'script-src': [...DIRECTIVES['script-src'], "'wasm-unsafe-eval'", ...hashes] });
}

/**
 * The policy of every file of the site search (/pagefind/): the shared one, where scripts may compile
 * WebAssembly. Pagefind runs its WASM in a Web Worker (/pagefind/pagefind-worker.js), and a worker runs
 * under the CSP of its own script's answer, not the page's: with the shared policy alone Chromium
 * refuses the WASM and the dialog says search is unavailable (issue 30). The other files of the folder
 * get the same policy, so no file of it depends on which of them Pagefind happens to load as a script.
 */
export const SEARCH_FILES_CSP = format({ ...DIRECTIVES, 'script-src': [...DIRECTIVES['script-src'], "'wasm-unsafe-eval'"] });

/** The headers of a site file that differ from every other answer's by where it is: the search's files. */
export function siteFileHeaders(urlPath: string): Record<string, string> | undefined {
  return urlPath.startsWith('/pagefind/') ? { 'content-security-policy': SEARCH_FILES_CSP } : undefined;
}

/**
 * The headers of one site page that differ from every other answer's: its Content-Security-Policy
 * (above), and Cross-Origin-Opener-Policy unsafe-none where helmet gives every other answer same-origin.
 *
 * Why: a page with COOP same-origin never opens in the browsing context group it is navigated from, so
 * a visit that starts in a fresh tab (a link from WhatsApp or another app opens one; so does every
 * Lighthouse run) gets a renderer process of its own, cold, instead of the tab's: Lighthouse's mobile
 * run measured 59-168 ms of blocking time on the contact page with it, 27-62 ms without (same HTML,
 * interleaved runs). What same-origin protects is a window of ours from the window that opened it:
 * public pages show public content and run no code that reads anyone's data, while the admin, whose
 * pages use the token, keeps same-origin, as do the API, uploads and the private previews of unpublished
 * content (plugins/preview.ts; a public page navigated to the admin still leaves its opener's group there). The S3/CDN copy of the site (publish/storage-sync)
 * carries no such header either: its CDN's settings decide.
 */
export function sitePageHeaders(html: string): Record<string, string> {
  return { 'content-security-policy': pageCsp(html), 'cross-origin-opener-policy': 'unsafe-none' };
}

/** The helmet form of DIRECTIVES (camelCase names, defaults off: the list above is the whole policy). */
export function helmetDirectives(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(DIRECTIVES).map(([name, sources]) => [name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), sources]));
}
