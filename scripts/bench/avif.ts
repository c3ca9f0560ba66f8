// AVIF encode time per variant width (issue 23, item 6): the WebP variant as uploads make it, then AVIF
// at the effort uploads use (AVIF_EFFORT) and the slower efforts of the 2-4 range, from one photo-like
// 4000 x 3000 original (noise under a blur: a photo's detail, not a flat drawing that encodes in no time).
// Each figure is the median of three runs (one run for the efforts not used: effort 4 takes seconds),
// decode and resize included, one encode at a time as the server runs them. `node scripts/bench/avif.ts`
// runs this section alone.
import sharp from 'sharp';
import { AVIF_EFFORT, AVIF_QUALITY } from '../../server/lib/media-avif.ts';
import { VARIANT_WIDTHS } from '../../server/lib/media.ts';

export interface AvifFigures {
  width: number;
  webp: { ms: number; bytes: number };
  /** by effort */
  avif: Array<{ effort: number; ms: number; bytes: number }>;
}

const RUNS = 3;
const EFFORTS = [...new Set([AVIF_EFFORT, 3, 4])];

async function photo(): Promise<Buffer> {
  const noise = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  })
    .png()
    .toBuffer();
  return sharp(noise).blur(2.5).modulate({ saturation: 1.4 }).jpeg({ quality: 90 }).toBuffer();
}

async function median(encode: () => Promise<Buffer>, runs = RUNS): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    bytes = (await encode()).length;
    times.push(performance.now() - started);
  }
  return { ms: Math.round(times.sort((a, b) => a - b)[Math.floor(runs / 2)]), bytes };
}

export async function measureAvif(): Promise<AvifFigures[]> {
  const original = await photo();
  const out: AvifFigures[] = [];
  for (const width of VARIANT_WIDTHS) {
    const resized = () => sharp(original).resize({ width });
    const webp = await median(() => resized().webp({ quality: 78, effort: 2 }).toBuffer());
    const avif = [];
    for (const effort of EFFORTS) {
      const encode = () => resized().avif({ quality: AVIF_QUALITY, effort }).toBuffer();
      avif.push({ effort, ...(await median(encode, effort === AVIF_EFFORT ? RUNS : 1)) });
    }
    out.push({ width, webp, avif });
  }
  return out;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export function printAvif(figures: AvifFigures[]): void {
  const head = ['width', 'WebP (as stored)', ...EFFORTS.map((e) => `AVIF effort ${e}${e === AVIF_EFFORT ? ' (used)' : ''}`)];
  const rows = figures.map((f) => [`${f.width} px`, `${f.webp.ms} ms, ${kb(f.webp.bytes)}`, ...f.avif.map((a) => `${a.ms} ms, ${kb(a.bytes)}`)]);
  const total = (pick: (f: AvifFigures) => number) => `${figures.reduce((s, f) => s + pick(f), 0)} ms`;
  rows.push(['one upload', total((f) => f.webp.ms), ...EFFORTS.map((_, i) => total((f) => f.avif[i].ms))]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log([line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
}

if (import.meta.main) {
  console.log('Variant encodes of a 4000 x 3000 photo-like JPEG (decode and resize included):\n');
  printAvif(await measureAvif());
}
