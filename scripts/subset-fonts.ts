// npm run fonts: makes the site's Inter files and writes site/styles/fonts.css (run it after changing a
// weight or a range here; its output is committed, so builds do not need it).
//
// Why: a Turkish page needs five letters outside the latin subset (Ğ ğ Ş ş İ; ı is in latin), and
// fontsource's latin-ext file brings 35 KB per weight for them. Here Inter's latin-ext file is cut to
// those five letters (about 1.5 KB), which a Turkish page preloads, and the latin file keeps only the
// layout features the site uses. The rest of latin-ext stays available from fontsource's own file
// through unicode-range, fetched only by a page that shows such a letter. Playfair Display's files are
// used as fontsource ships them (its licence reserves the font's name for unmodified files).
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const FONTSOURCE = path.join(ROOT, 'node_modules', '@fontsource');
const OUT_DIR = path.join(ROOT, 'site', 'fonts');
const CSS_FILE = path.join(ROOT, 'site', 'styles', 'fonts.css');

const TURKISH = 'ĞğŞşİ';
/** OpenType features kept in the latin subset: kerning, ligatures and what correct shaping needs. */
const FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig'];

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

const unicode = JSON.parse(fs.readFileSync(path.join(FONTSOURCE, 'inter', 'unicode.json'), 'utf8')) as Record<string, string>;
const LATIN = parseRanges(unicode.latin);
const LATIN_EXT = parseRanges(unicode['latin-ext']);
const TURKISH_POINTS = [...TURKISH].map((c) => c.codePointAt(0)!);
const TURKISH_RANGES: Range[] = [...new Set(TURKISH_POINTS)].sort((a, b) => a - b).map((p) => [p, p]);

interface Face {
  family: string;
  weight: number;
  /** a url() the CSS can resolve: a file of site/fonts, or a fontsource file through the package name */
  url: string;
  ranges: Range[];
}

async function writeSubset(source: string, name: string, text: string, features?: string[]): Promise<string> {
  const input = fs.readFileSync(path.join(FONTSOURCE, source));
  const output = await subsetFont(input, text, { targetFormat: 'woff2', ...(features ? { keepFeatures: features } : {}) });
  fs.writeFileSync(path.join(OUT_DIR, name), output);
  console.log(`site/fonts/${name}: ${output.length} bytes (from ${input.length})`);
  return `../fonts/${name}`;
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const faces: Face[] = [];
  // Where unicode-ranges overlap, the face declared last wins: the rare latin-ext file comes first and
  // never claims a latin or Turkish letter anyway, so ı (in both of fontsource's ranges) comes from latin.
  const latinText = String.fromCodePoint(...pointsOf(LATIN).filter((p) => p >= 0x20));
  const restOfExt = withoutPoints(LATIN_EXT, [...TURKISH_POINTS, ...pointsOf(LATIN)]);
  for (const weight of [400, 500, 600]) {
    faces.push({ family: 'Inter', weight, url: `@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff2`, ranges: restOfExt });
    faces.push({
      family: 'Inter',
      weight,
      url: await writeSubset(`inter/files/inter-latin-ext-${weight}-normal.woff2`, `inter-turkish-${weight}.woff2`, TURKISH),
      ranges: TURKISH_RANGES,
    });
    faces.push({
      family: 'Inter',
      weight,
      url: await writeSubset(`inter/files/inter-latin-${weight}-normal.woff2`, `inter-latin-${weight}.woff2`, latinText, FEATURES),
      ranges: LATIN,
    });
  }
  for (const subset of ['latin-ext', 'latin']) {
    faces.push({
      family: 'Playfair Display',
      weight: 600,
      url: `@fontsource/playfair-display/files/playfair-display-${subset}-600-normal.woff2`,
      ranges: subset === 'latin' ? LATIN : withoutPoints(LATIN_EXT, pointsOf(LATIN)),
    });
  }
  fs.copyFileSync(path.join(FONTSOURCE, 'inter', 'LICENSE'), path.join(OUT_DIR, 'LICENSE-Inter.txt'));

  const css = [
    '/*',
    ' * Written by scripts/subset-fonts.ts (npm run fonts): edit the script, not this file.',
    ' * Inter 400, 500 and 600 for text, Playfair Display 600 for headings. Each face has a unicode-range, so a',
    ' * page fetches only the files whose letters it shows: latin always, the five Turkish letters outside',
    ' * latin (Ğ ğ Ş ş İ) from a tiny file, the rest of latin-ext rarely. font-display: optional with the',
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
