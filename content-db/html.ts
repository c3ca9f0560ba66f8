// HTML descriptions are cleaned on save with an allow-list, so no stored field can run script, and again
// when the site renders them (site-data.ts), so a row written around the API (a restore, an import, raw
// SQL) cannot either.
// The list is exactly what the admin's rich-text editor makes and reads (admin/src/lib/richText.ts;
// server/lib/html.test.ts proves each format survives): a tag the editor cannot show would be lost silently on
// the next edit, so it is not kept here either (no images, spans, code).
import sanitize from 'sanitize-html';
import { htmlLink } from './links.ts';

export const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, sent) => {
      const attribs = { ...sent };
      // The rule of every stored URL (links.ts): sanitize-html alone keeps e.g. `javascript\x7f:`.
      if (attribs.href !== undefined && htmlLink(attribs.href) === null) delete attribs.href;
      if (attribs.target === '_blank') attribs.rel = 'noopener noreferrer';
      return { tagName, attribs };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

let sanitizedBefore = new Map<string, string>();
let sanitizedNow = new Map<string, string>();

/**
 * Sanitizes HTML the site has sanitized before without doing it again: a publish reads every item's
 * HTML fields, and at 10,000 pages sanitizing them all cost about 80 ms of each item edit though one
 * item changed. The result depends on the text alone. Kept for two generations (this read's and the
 * last read's, `nextSanitizeGeneration`), so it holds no more than the HTML of two reads.
 */
export function sanitizeHtmlAgain(html: string): string {
  if (html === '') return '';
  let clean = sanitizedNow.get(html) ?? sanitizedBefore.get(html);
  if (clean === undefined) clean = sanitizeHtml(html);
  sanitizedNow.set(html, clean);
  return clean;
}

/** A whole read of the site starts: what the read before it did not use again is forgotten. */
export function nextSanitizeGeneration(): void {
  sanitizedBefore = sanitizedNow;
  sanitizedNow = new Map();
}
