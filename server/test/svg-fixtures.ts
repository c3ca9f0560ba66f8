// SVG files as design tools save them (and one that attacks), for the upload tests and the browser
// check that a stored logo still renders. Every drawing fills its 120x60 canvas with LOGO_RGB, so a
// rendered copy can be recognised by its pixels.
import type { FilePart } from './helpers.ts';

/** The colour every logo below paints its canvas with: #1c71d8. */
export const LOGO_RGB = [0x1c, 0x71, 0xd8] as const;
const FILL = '#1c71d8';

const svgFile = (filename: string, text: string): FilePart => ({
  filename,
  contentType: 'image/svg+xml',
  content: Buffer.from(text, 'utf8'),
});

/** What Illustrator writes: an XML declaration, a generator comment, xml:space, a <style> element. */
export const ILLUSTRATOR_SVG = svgFile(
  'illustrator.svg',
  `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
\t viewBox="0 0 120 60" width="120" height="60" style="enable-background:new 0 0 120 60;" xml:space="preserve">
<style type="text/css">
\t.st0{fill:${FILL};}
</style>
<rect class="st0" width="120" height="60"/>
</svg>
`,
);

/**
 * What Inkscape writes, behind a UTF-8 BOM: sodipodi: and inkscape: namespaces, attributes and a
 * namedview element, and a gradient that takes its stops from another one by xlink:href="#...".
 */
export const INKSCAPE_SVG = svgFile(
  'inkscape.svg',
  `\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->

<svg
   width="120"
   height="60"
   viewBox="0 0 120 60"
   version="1.1"
   id="svg1"
   inkscape:version="1.3.2 (091e20e, 2023-11-25)"
   sodipodi:docname="logo.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg">
  <sodipodi:namedview
     id="namedview1"
     pagecolor="#ffffff"
     bordercolor="#000000"
     inkscape:showpageshadow="2"
     inkscape:zoom="4.2"
     inkscape:current-layer="layer1" />
  <defs
     id="defs1">
    <linearGradient
       id="linearGradient1"
       inkscape:collect="always">
      <stop
         style="stop-color:${FILL};stop-opacity:1;"
         offset="0"
         id="stop1" />
      <stop
         style="stop-color:${FILL};stop-opacity:1;"
         offset="1"
         id="stop2" />
    </linearGradient>
    <linearGradient
       inkscape:collect="always"
       xlink:href="#linearGradient1"
       id="linearGradient2"
       x1="0"
       y1="30"
       x2="120"
       y2="30"
       gradientUnits="userSpaceOnUse" />
  </defs>
  <g
     inkscape:label="Layer 1"
     inkscape:groupmode="layer"
     id="layer1">
    <rect
       style="fill:url(#linearGradient2);stroke:none"
       id="rect1"
       width="120"
       height="60"
       x="0"
       y="0" />
  </g>
</svg>
`,
);

/** A BOM, whitespace, several comments and a processing instruction before the root, no declaration. */
export const COMMENTED_SVG = svgFile(
  'commented.svg',
  `\uFEFF

<!-- logo, version 3 -->
<!-- exported by hand -->
<?xml-stylesheet type="text/css" href="unused.css"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="${FILL}"/></svg>`,
);

/** A non-breaking space (&#160;): an HTML serializer writes it back as &nbsp;, which XML does not know. */
export const NBSP_SVG = svgFile(
  'nbsp.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="${FILL}"/>` +
    '<text x="4" y="40" font-size="1">Karadeniz&#160;Yapı</text></svg>',
);

/** A 4x2 PNG of LOGO_RGB, base64. */
const LOGO_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOQKbwBRwzIHACLQgspUBXDJAAAAABJRU5ErkJggg==';

/** A bitmap embedded as a data: URI over a white background: only the kept image paints the colour. */
export const EMBEDDED_BITMAP_SVG = svgFile(
  'embedded.svg',
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" viewBox="0 0 120 60">
  <rect width="120" height="60" fill="#ffffff"/>
  <image width="120" height="60" preserveAspectRatio="none" xlink:href="data:image/png;base64,${LOGO_PNG_BASE64}"/>
</svg>
`,
);

/** Script, event handlers, javascript: links, a foreign object and external references, around a drawing. */
export const MALICIOUS_SVG = svgFile(
  'malicious.svg',
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" onload="alert('load')">
  <script type="text/javascript">alert('script')</script>
  <style>@import url(https://evil.example/import.css); .x{fill:url(https://evil.example/paint.svg#p)}</style>
  <a xlink:href="javascript:alert('xlink')"><rect width="120" height="60" fill="${FILL}" onclick="alert('click')"/></a>
  <a href="javascript:alert('href')"><circle r="1" cx="-5" cy="-5"/></a>
  <image href="https://evil.example/track.png" width="1" height="1" x="-5"/>
  <image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+" width="1" height="1" x="-5"/>
  <rect width="1" height="1" x="-5" style="fill:url('https://evil.example/style.svg#f')" filter="url(https://evil.example/f.svg#f)"/>
  <foreignObject width="10" height="10" x="-20"><div xmlns="http://www.w3.org/1999/xhtml" onmouseover="alert('fo')">x</div></foreignObject>
</svg>
`,
);

/**
 * What Illustrator 10 to CS6 wrote: a doctype naming the SVG 1.1 DTD, with the namespaces declared as
 * entities in its internal subset and the root's xmlns attributes naming them (&ns_svg;).
 */
export const OLD_ILLUSTRATOR_SVG = svgFile(
  'old-illustrator.svg',
  `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 15.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
	<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
	<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
	<!ENTITY ns_graphs "http://ns.adobe.com/Graphs/1.0/">
	<!ENTITY ns_svg "http://www.w3.org/2000/svg">
	<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns:graph="&ns_graphs;"
	 xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" x="0px" y="0px" width="120px" height="60px"
	 viewBox="0 0 120 60" enable-background="new 0 0 120 60" xml:space="preserve">
<rect fill="${FILL}" width="120" height="60"/>
</svg>
`,
);

/** Everything the stored copy of MALICIOUS_SVG must no longer contain. */
export const MALICIOUS_PARTS = [/<script/i, /alert/, /\bon[a-z]+=/i, /javascript:/i, /foreignObject/i, /evil\.example/, /@import/i, /data:image\/svg/i];

/** Real-world shapes that must be accepted, by name. */
export const REAL_WORLD_SVGS = {
  illustrator: ILLUSTRATOR_SVG,
  'old illustrator': OLD_ILLUSTRATOR_SVG,
  inkscape: INKSCAPE_SVG,
  commented: COMMENTED_SVG,
  nbsp: NBSP_SVG,
  embedded: EMBEDDED_BITMAP_SVG,
};
