// HTML descriptions are cleaned on save with an allow-list, so no stored field can run script.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Images only from our own uploads.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/uploads\/[\w./-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
