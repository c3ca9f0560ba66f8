// npm run fonts: makes the site's font files and writes site/styles/fonts.css (run it after changing a
// weight or a range here; its output is committed, so builds do not need it).
//
// Why: fonts are most of what a phone downloads before a page's first paint (the layout preloads them),
// and fontsource ships them cut by script, not by what the site writes: its latin file brings every
// letter of Western European languages, its latin-ext file 35 KB a weight for the five Turkish letters
// outside latin (Ğ ğ Ş ş İ). Each face here is cut into
//   - a core file: ASCII, the Turkish letters of Latin-1 and the punctuation the pages use, with only the
//     layout features the site needs (the file the layout preloads);
//   - a Turkish file: Ğ ğ Ş ş İ (about 1.5 KB; preloaded by Turkish pages);
//   - the rest of latin and of latin-ext from fontsource's own files, through unicode-range, fetched only
//     by a page that shows such a letter (ß, ñ, ő...).
// Preloaded bytes per Turkish page went from 78 KB to 44 KB (English: 60 to 39 KB), which took the
// simulated mobile LCP of `npm run lighthouse` from 1.58-1.66 s to 1.29-1.45 s (the fonts share the slow
// link with the banner).
//
// Playfair Display's licence (SIL OFL 1.1) reserves its name for unmodified files: its cut files are
// renamed "Site Serif" inside (scripts/lib/font-name.ts; copyright and licence records kept), and the
// styles call the heading family by that name. Inter has no reserved name.
import fs from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { renameFont } from './lib/font-name.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FONTSOURCE = path.join(ROOT, 'node_modules', '@fontsource');
const OUT_DIR = path.join(ROOT, 'site', 'fonts');
const CSS_FILE = path.join(ROOT, 'site', 'styles', 'fonts.css');

/** The letters of latin-ext that Turkish needs (ı is in latin). */
const TURKISH = 'ĞğŞşİ';
/**
 * What the core files hold: ASCII, the Turkish letters of Latin-1, é (café, résumé), the signs and
 * punctuation of the site's texts (© in the footer, m² in the project facts, typographic quotes and
 * dashes, the euro) and the invisible characters a pasted text brings (no-break, thin and zero-width
 * spaces, soft hyphen, word joiner, byte order mark), so that none of them fetches a whole latin file.
 */
const CORE =
  String.fromCodePoint(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i)) +
  'ÇçÖöÜüÂâÎîÛûıé' +
  '©®°²³·×–—‘’‚“”„…•€™−' +
  '\u00a0\u2009\u200b\u200c\u200d\u00ad\u2060\ufeff';
/** OpenType features kept in the cut files: kerning, ligatures and what correct shaping needs. */
const FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig'];
/** The name the cut Playfair Display files carry (its licence reserves "Playfair Display" for unmodified ones). */
const SERIF = 'Site Serif';

type Range = [number, number];

/** "U+0000-00FF,U+0131" -> [[0, 255], [305, 305]] */
export function parseRanges(text: string): Range[] {
  return text.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a, 16), parseInt(b ?? a, 16)] as Range;
  });
}

export function formatRanges(ranges: Range[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/** The ranges without the given code points. */
export function withoutPoints(ranges: Range[], points: number[]): Range[] {
  const out: Range[] = [];
  for (const [a, b] of ranges) {
    let start = a;
    for (const p of [...points].sort((x, y) => x - y)) {
      if (p < start || p > b) continue;
      if (p > start) out.push([start, p - 1]);
      start = p + 1;
    }
    if (start <= b) out.push([start, b]);
  }
  return out;
}

function pointsOf(ranges: Range[]): number[] {
  return ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
}

// Inter's and Playfair Display's fontsource packages cut latin and latin-ext at the same code points.
const unicode = JSON.parse(fs.readFileSync(path.join(FONTSOURCE, 'inter', 'unicode.json'), 'utf8')) as Record<string, string>;
const LATIN = parseRanges(unicode.latin);
const LATIN_EXT = parseRanges(unicode['latin-ext']);
const points = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
/** Sorted code points as ranges, runs of neighbours joined: [32, 33, 34, 40] -> [[32, 34], [40, 40]] */
export function asRanges(list: number[]): Range[] {
  const out: Range[] = [];
  for (const p of list) {
    const last = out.at(-1);
    if (last && last[1] === p - 1) last[1] = p;
    else out.push([p, p]);
  }
  return out;
}

interface Face {
  family: string;
  weight: number;
  /** a url() the CSS can resolve: a file of site/fonts, or a fontsource file through the package name */
  url: string;
  ranges: Range[];
}

/** A cut of a fontsource file into site/fonts, renamed when `rename` says so; answers its url() for the CSS. */
async function writeSubset(source: string, name: string, text: string, rename?: { from: string; to: string }): Promise<string> {
  const input = fs.readFileSync(path.join(FONTSOURCE, source));
  let output = await subsetFont(input, text, { targetFormat: 'sfnt', keepFeatures: FEATURES, preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14, 16, 17] });
  if (rename) output = renameFont(output, rename.from, rename.to);
  output = await fontverter.convert(output, 'woff2');
  fs.writeFileSync(path.join(OUT_DIR, name), output);
  console.log(`site/fonts/${name}: ${output.length} bytes (from ${input.length})`);
  return `../fonts/${name}`;
}

/**
 * The four faces of one weight, in the order the CSS declares them (their ranges never overlap): the
 * rest of latin-ext and of latin (fontsource's files as shipped, fetched only for a letter outside the
 * cut ones), the Turkish letters, the core.
 */
async function facesOf(opts: { family: string; weight: number; source: string; file: string; rename?: { from: string; to: string } }): Promise<Face[]> {
  const { family, weight, source, file, rename } = opts;
  const core = points(CORE);
  const turkish = points(TURKISH);
  const sourceFile = (subset: string) => `${source}/files/${source}-${subset}-${weight}-normal.woff2`;
  return [
    { family, weight, url: `@fontsource/${sourceFile('latin-ext')}`, ranges: withoutPoints(LATIN_EXT, [...turkish, ...pointsOf(LATIN)]) },
    { family, weight, url: `@fontsource/${sourceFile('latin')}`, ranges: withoutPoints(LATIN, core) },
    { family, weight, url: await writeSubset(sourceFile('latin-ext'), `${file}-turkish-${weight}.woff2`, TURKISH, rename), ranges: asRanges(turkish) },
    { family, weight, url: await writeSubset(sourceFile('latin'), `${file}-${weight}.woff2`, CORE, rename), ranges: asRanges(core) },
  ];
}

async function main(): Promise<void> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const faces: Face[] = [];
  for (const weight of [400, 500, 600]) faces.push(...(await facesOf({ family: 'Inter', weight, source: 'inter', file: 'inter' })));
  faces.push(...(await facesOf({ family: SERIF, weight: 600, source: 'playfair-display', file: 'serif', rename: { from: 'Playfair Display', to: SERIF } })));
  fs.copyFileSync(path.join(FONTSOURCE, 'inter', 'LICENSE'), path.join(OUT_DIR, 'LICENSE-Inter.txt'));
  fs.writeFileSync(
    path.join(OUT_DIR, 'LICENSE-Site-Serif.txt'),
    `serif-*.woff2 are cut from Playfair Display 600 (fontsource) by scripts/subset-fonts.ts and renamed "${SERIF}",\n` +
      'as the licence below asks of a modified version (Reserved Font Name "Playfair Display").\n\n' +
      fs.readFileSync(path.join(FONTSOURCE, 'playfair-display', 'LICENSE'), 'utf8'),
  );

  const css = [
    '/*',
    ' * Written by scripts/subset-fonts.ts (npm run fonts): edit the script, not this file.',
    ` * Inter 400, 500 and 600 for text, ${SERIF} 600 (Playfair Display, cut and renamed) for headings. Each`,
    ' * face has a unicode-range, so a page fetches only the files whose letters it shows: the core (ASCII,',
    " * Turkish letters of Latin-1, the site's punctuation) always, the five Turkish letters outside latin",
    ' * (Ğ ğ Ş ş İ) from a tiny file, the rest of latin and latin-ext rarely. font-display: optional with the',
    ' * preloads of the layout: a font that arrives within about 100 ms is used from the first paint, one that',
    ' * comes later waits in the cache for the next page, so a page is never laid out again for a swap (six',
    ' * late fonts meant six relayouts of the whole page on a slow phone, the main cost of its blocking time).',
    ' */',
    ...faces.map((f) =>
      [
        '@font-face {',
        `  font-family: '${f.family}';`,
        '  font-style: normal;',
        `  font-weight: ${f.weight};`,
        '  font-display: optional;',
        `  src: url('${f.url}') format('woff2');`,
        `  unicode-range: ${formatRanges(f.ranges)};`,
        '}',
      ].join('\n'),
    ),
    '',
  ].join('\n');
  fs.writeFileSync(CSS_FILE, css);
  console.log(`site/styles/fonts.css: ${faces.length} faces`);
}

if (import.meta.main) await main();
