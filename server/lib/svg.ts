// SVG uploads: recognised by their root element (file-type reads binary signatures only, and calls an
// SVG with an XML declaration plain XML), then made safe and written back as well-formed SVG XML.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { unsupportedType } from './errors.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** How far into a file the root element is looked for: design tools put a declaration and comments first. */
const HEAD_CHARS = 16 * 1024;

function isXmlSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * Whether the file starts (after a BOM, whitespace, an XML declaration, comments, processing
 * instructions or a doctype) with an <svg> root. A loop with indexOf, not a regular expression: a
 * repeated group over uploaded bytes backtracks exponentially (DESIGN.md, Known traps).
 */
export function looksLikeSvg(buf: Buffer): boolean {
  const head = buf.subarray(0, HEAD_CHARS).toString('utf8');
  let i = head.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (i < head.length && isXmlSpace(head.charCodeAt(i))) i++;
    let end: number;
    if (head.startsWith('<!--', i)) end = closeOf(head, i + 4, '-->');
    else if (head.startsWith('<?', i)) end = closeOf(head, i + 2, '?>');
    else if (head.slice(i, i + 9).toUpperCase() === '<!DOCTYPE') end = doctypeEnd(head, i + 9);
    else return /^<svg[\s/>]/i.test(head.slice(i, i + 5));
    if (end < 0) return false;
    i = end;
  }
}

/** The index just after `close`, searched from `from`; -1 when it never comes. */
function closeOf(text: string, from: number, close: string): number {
  const at = text.indexOf(close, from);
  return at < 0 ? -1 : at + close.length;
}

/** The end of a doctype, past its internal subset ([...]) when it has one (it is refused later, by name). */
function doctypeEnd(text: string, from: number): number {
  const gt = text.indexOf('>', from);
  const bracket = text.indexOf('[', from);
  if (bracket < 0 || bracket > gt) return closeOf(text, from, '>');
  const subsetEnd = closeOf(text, bracket, ']');
  return subsetEnd < 0 ? -1 : closeOf(text, subsetEnd, '>');
}

// One jsdom window for the life of the process (isomorphic-dompurify leaks by making new ones).
let shared: { window: Window & typeof globalThis; purifier: ReturnType<typeof createDOMPurify> } | undefined;
function svgTools() {
  if (!shared) {
    const window = new JSDOM('').window as unknown as Window & typeof globalThis;
    shared = { window, purifier: createDOMPurify(window) };
  }
  return shared;
}

/**
 * CSS (a <style> element, a style attribute, a presentation attribute such as fill="url(...)") with
 * every reference outside the file removed: url(#id) stays, any other url() becomes `none`. CSS that
 * could hide a reference from this scan (escapes, @import, image-set) is dropped whole.
 */
export function cssWithoutExternalUrls(css: string): string {
  const lower = css.toLowerCase();
  if (lower.includes('\\') || lower.includes('@import') || lower.includes('image-set')) return '';
  let out = '';
  let from = 0;
  for (;;) {
    const start = lower.indexOf('url(', from);
    if (start < 0) return out + css.slice(from);
    const close = lower.indexOf(')', start + 4);
    if (close < 0) return '';
    const target = css
      .slice(start + 4, close)
      .trim()
      .replace(/^["']/, '');
    out += css.slice(from, start) + (target.startsWith('#') ? css.slice(start, close + 1) : 'none');
    from = close + 1;
  }
}

/** A bitmap embedded in the file, as Illustrator and Inkscape write one (never an SVG: no script inside). */
const EMBEDDED_BITMAP = /^data:image\/(png|jpeg|gif|webp);base64,/i;

/** Whether an href stays: a reference inside the file (gradients, clones) or an <image>'s embedded bitmap. */
function ownReference(el: Element, href: string): boolean {
  const value = href.trim();
  return value.startsWith('#') || (el.localName === 'image' && EMBEDDED_BITMAP.test(value));
}

/** Links and references that point outside the file go. */
function dropExternalReferences(root: Element): void {
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      if (attr.localName === 'href') {
        if (!ownReference(el, attr.value)) el.removeAttributeNode(attr);
      } else if (attr.localName === 'style' || attr.value.toLowerCase().includes('url(')) {
        const css = cssWithoutExternalUrls(attr.value);
        if (css) attr.value = css;
        else el.removeAttributeNode(attr);
      }
    }
    if (el.localName === 'style') el.textContent = cssWithoutExternalUrls(el.textContent ?? '');
  }
}

/** An internal entity whose value is plain text (Illustrator's namespace names): no markup, no reference. */
const PLAIN_ENTITY = /^<!ENTITY\s+([A-Za-z_][\w.-]{0,63})\s+"([^"'<>&%\]]{0,512})"\s*>/;
const MAX_ENTITIES = 64;

/**
 * Takes out the doctype older Illustrator versions write
 * (<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "...svg11.dtd" [<!ENTITY ns_svg "http://www.w3.org/2000/svg"> ...]>)
 * and puts the values of its entities where the file names them (&ns_svg;). Only such plain entities
 * are taken: an internal subset holding anything else (an external or parameter entity, an entity
 * holding markup or another entity, which is how entity expansion attacks are built) keeps the
 * doctype, and the file is refused as before. The external DTD itself is never read.
 */
function withoutPlainDoctype(text: string): string {
  const start = text.search(/<!DOCTYPE/i);
  if (start < 0) return text;
  const end = doctypeEnd(text, start + 9);
  if (end < 0) return text;
  const doctype = text.slice(start, end);
  const entities = new Map<string, string>();
  const open = doctype.indexOf('[');
  if (open >= 0) {
    let subset = doctype.slice(open + 1, doctype.lastIndexOf(']')).trim();
    while (subset) {
      const m = PLAIN_ENTITY.exec(subset);
      if (!m || entities.size >= MAX_ENTITIES) return text;
      entities.set(m[1], m[2]);
      subset = subset.slice(m[0].length).trim();
    }
  }
  const rest = text.slice(end).replace(/&([A-Za-z_][\w.-]{0,63});/g, (whole, name: string) => entities.get(name) ?? whole);
  return text.slice(0, start) + rest;
}

/**
 * Scripts, event handlers, foreign objects and external references go; the drawing stays. The answer
 * is XML (an HTML serialization would write entities such as &nbsp;, which an image/svg+xml file may
 * not contain) and is parsed again as SVG before it is accepted.
 */
export function sanitizeSvg(buf: Buffer): Buffer {
  const text = withoutPlainDoctype(buf.toString('utf8'));
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw unsupportedType('SVG files with DOCTYPE or ENTITY declarations are not allowed');
  const { window, purifier } = svgTools();
  const fragment = purifier.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'use'],
    RETURN_DOM_FRAGMENT: true,
  });
  const roots = [...fragment.children];
  if (roots.length !== 1 || roots[0].localName !== 'svg' || roots[0].namespaceURI !== SVG_NS) {
    throw unsupportedType('The SVG file could not be read');
  }
  dropExternalReferences(roots[0]);
  const xml = new window.XMLSerializer().serializeToString(roots[0]);
  const parsed = new window.DOMParser().parseFromString(xml, 'image/svg+xml').documentElement;
  if (parsed.localName !== 'svg' || parsed.namespaceURI !== SVG_NS) throw unsupportedType('The SVG file could not be read');
  return Buffer.from(xml, 'utf8');
}
