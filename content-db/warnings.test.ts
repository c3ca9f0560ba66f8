// The pure checks of a change's warnings (content-db/warnings.ts): which links are internal pages, and
// that HTML is read as a browser reads it (entities, case, attributes in other places are no links).
import { describe, expect, it } from 'vitest';
import { internalPagePath, linksOfState, plainTextOf, textWarningsOf, type WarningContext } from './warnings.ts';

const ORIGIN = 'https://www.example.com';
const ctx: WarningContext = { uploads: new Map(), pages: new Set(['/', '/en/', '/about-us/', '/en/about-us/']), siteOrigin: ORIGIN };
const state = (row: Record<string, unknown>) => ({ row: { id: 1, ...row }, children: {} });

describe('internalPagePath', () => {
  it('names the page of a site path or of an absolute address on the site; anything else is not judged', () => {
    expect(internalPagePath('/about-us/', ORIGIN)).toBe('/about-us/');
    expect(internalPagePath('https://www.example.com/en/about-us/?x=1#top', ORIGIN)).toBe('/en/about-us/');
    expect(internalPagePath('/news/%C3%A7ay/', ORIGIN)).toBe('/news/çay/');
    for (const other of ['https://elsewhere.example/', '//elsewhere.example/x', '#part', 'mailto:a@b.c', 'tel:+90', 'relative/path', ''])
      expect(internalPagePath(other, ORIGIN), other).toBeNull();
  });
});

describe('reading rich text', () => {
  it('finds the anchors a browser follows, not an href in text or another attribute', () => {
    const links = linksOfState(state({ body_en: '<P>href="/x/" <A HREF="/about-us/">a</A> <a title="/nowhere/" href="/en/nowhere/">b</a></P>' }));
    expect(links).toEqual([
      { field: 'body_en', href: '/about-us/' },
      { field: 'body_en', href: '/en/nowhere/' },
    ]);
    expect(textWarningsOf(state({ body_en: '<p><a href="/about-us/">a</a><a href="/en/nowhere/">b</a></p>' }), ctx)).toMatchObject([
      { code: 'link-broken', message: 'The link /en/nowhere/ leads to no page', field: 'body_en' },
    ]);
  });

  it('leads a Turkish path in an English text to its English page', () => {
    const english = textWarningsOf(state({ body_en: '<p><a href="/about-us/">a</a></p>' }), { ...ctx, pages: new Set(['/about-us/']) });
    expect(english.map((w) => w.code)).toEqual(['link-broken']);
    expect(textWarningsOf(state({ body_tr: '<p><a href="/about-us/">a</a></p>' }), { ...ctx, pages: new Set(['/about-us/']) })).toEqual([]);
  });

  it('judges headings after the template’s own: h1 above an item’s text, h2 above a part’s', () => {
    expect(textWarningsOf(state({ body_en: '<h3>x</h3>' }), ctx).map((w) => w.code)).toEqual(['heading-skipped']);
    expect(textWarningsOf({ row: { id: 1 }, children: { project_details: [state({ description_en: '<h3>x</h3>' })] } }, ctx)).toEqual([]);
  });

  it('decodes entities in the text a search engine is shown', () => {
    expect(plainTextOf('<p>Kat&nbsp;planı &amp; <b>fiyat</b></p>')).toBe('Kat planı & fiyat');
  });
});
