import { describe, expect, it } from 'vitest';
import { cssWithoutExternalUrls, looksLikeSvg, sanitizeSvg } from './svg.ts';

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

describe('sanitizeSvg and doctypes', () => {
  // what Illustrator 10 to CS6 wrote: a DTD reference and namespace names declared as entities
  const OLD_ILLUSTRATOR = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
	<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
	<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
	<!ENTITY ns_svg "http://www.w3.org/2000/svg">
	<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="120" height="40" viewBox="0 0 120 40">
<rect width="120" height="40" fill="#1d4ed8"/>
</svg>`;

  it('takes an old Illustrator file: its doctype goes, its namespace entities are put in place', () => {
    const out = sanitizeSvg(Buffer.from(OLD_ILLUSTRATOR)).toString();
    expect(out).not.toMatch(/DOCTYPE|ENTITY|&ns_/);
    expect(out).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(out).toContain('fill="#1d4ed8"');
    // a plain external doctype, without entities
    const plain =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    expect(sanitizeSvg(Buffer.from(plain)).toString()).toContain('<circle r="4"');
  });

  it('refuses doctypes that read files, nest entities or declare anything else', () => {
    for (const subset of [
      '<!ENTITY xxe SYSTEM "file:///etc/passwd">',
      '<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;">',
      '<!ENTITY % p "x">',
      '<!ENTITY m "<script>alert(1)</script>">',
      '<!ENTITY q "\' onload=\'alert(1)">',
      '<!ELEMENT svg ANY>',
    ]) {
      const file = `<!DOCTYPE svg [${subset}]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;&xxe;&m;&q;</text></svg>`;
      expect(() => sanitizeSvg(Buffer.from(file)), subset).toThrow(/DOCTYPE or ENTITY/);
    }
  });
});
