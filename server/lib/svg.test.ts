import { describe, expect, it } from 'vitest';
import { cssWithoutExternalUrls, looksLikeSvg } from './svg.ts';

const svg = (text: string) => looksLikeSvg(Buffer.from(text, 'utf8'));

describe('looksLikeSvg', () => {
  it('finds the root after a BOM, whitespace, a declaration, comments, processing instructions and a doctype', () => {
    expect(svg('<svg/>')).toBe(true);
    expect(svg('\uFEFF\r\n\t <?xml version="1.0"?><!-- a --><!-- b --><?pi x?>\n<SVG width="1">')).toBe(true);
    expect(svg('<!DOCTYPE svg [<!ENTITY x "y">]><svg>')).toBe(true);
    expect(svg('<?xml version="1.0"?><svgx/>')).toBe(false);
    expect(svg('<?xml version="1.0"?><html><svg/></html>')).toBe(false);
    expect(svg('text <svg/>')).toBe(false);
    expect(svg('<!-- never closed <svg/>')).toBe(false);
  });
});

describe('cssWithoutExternalUrls', () => {
  it('keeps references inside the file and turns every other url() into none', () => {
    expect(cssWithoutExternalUrls('fill:url(#g1);stroke:URL( "#g2" )')).toBe('fill:url(#g1);stroke:URL( "#g2" )');
    expect(cssWithoutExternalUrls("fill:url('https://x.example/a.svg#p');stroke:url(data:image/png;base64,AA)")).toBe('fill:none;stroke:none');
  });

  it('drops CSS that could hide a reference: escapes, @import, image-set, an unclosed url(', () => {
    for (const css of [
      'fill:u\\72l(https://x.example/)',
      '@import "https://x.example/a.css";',
      'fill:image-set("https://x.example/a.png" 1x)',
      'fill:url(https://x.example/',
    ]) {
      expect(cssWithoutExternalUrls(css), css).toBe('');
    }
  });
});
