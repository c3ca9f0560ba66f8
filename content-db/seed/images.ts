// Demo pictures, drawn as SVG and rasterised by sharp, so the demo needs no download and no stock
// photos: Black Sea coast scenes with building silhouettes, facades, interiors and building sites.
// Every picture is described by a small spec (scene, hue, seed); the hue gives each project its own
// colours and the seed its own layout, so the same spec always draws the same picture.
import sharp from 'sharp';
import type { DemoImageKind } from './index.ts';
import { TAGLINE_PATH, WORDMARK_PATH } from './logo-outlines.ts';

export type Scene = 'coast' | 'dusk' | 'facade' | 'interior' | 'site';
/** What stands on the coast in the 'coast' and 'dusk' scenes. */
export type Skyline = 'towers' | 'midrise' | 'villas' | 'office';
export type PictureSize = 'cover' | 'banner' | 'gallery' | 'card';

export const PICTURE_SIZES: Record<PictureSize, readonly [number, number]> = {
  cover: [1200, 900], // project covers, feature images, news images, about image
  banner: [1920, 800],
  gallery: [1200, 800],
  card: [800, 600], // service cards
};

export interface Picture {
  scene: Scene;
  hue: number; // 0-359: facade and accent colours
  seed: number;
  size: PictureSize;
  skyline?: Skyline;
}

export type Icon = 'pin' | 'phone' | 'mail' | 'clock' | 'building' | 'chat';

export interface GeneratedImage {
  buffer: Buffer;
  kind: DemoImageKind;
}

// ---------------------------------------------------------------- colours and randomness

/** A small deterministic generator (mulberry32): same seed, same picture. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** hsl -> #rrggbb (written out so the SVG renderer never has to understand hsl()). */
function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  facade: string;
  facadeShade: string;
  accent: string;
  accentDark: string;
  glass: string;
  glassLight: string;
  hillFar: string;
  hillNear: string;
  sea: string;
  seaDeep: string;
}

function palette(hue: number, dusk = false): Palette {
  const skyHue = 200 + (((hue * 7) % 50) - 25); // each project gets its own sky ...
  return dusk
    ? {
        skyTop: hsl(240, 40, 22),
        skyBottom: hsl(22 + hue / 30, 85, 66),
        facade: hsl(hue, 14, 52),
        facadeShade: hsl(hue, 14, 38),
        accent: hsl(hue, 45, 35),
        accentDark: hsl(hue, 45, 22),
        glass: hsl(220, 30, 22),
        glassLight: hsl(42, 95, 70),
        hillFar: hsl(260, 20, 35),
        hillNear: hsl(200, 25, 20),
        sea: hsl(15, 45, 45),
        seaDeep: hsl(235, 35, 20),
      }
    : {
        skyTop: hsl(skyHue, 65, 52),
        skyBottom: hsl(hue, 55, 88), // ... and a horizon glow in its colour
        facade: hsl(hue, 32, 86),
        facadeShade: hsl(hue, 22, 68),
        accent: hsl(hue, 55, 46),
        accentDark: hsl(hue, 50, 30),
        glass: hsl(205, 35, 38),
        glassLight: hsl(200, 45, 70),
        hillFar: hsl(190, 22, 62),
        hillNear: hsl(135, 35, 32),
        sea: hsl(195, 55, 42),
        seaDeep: hsl(210, 60, 24),
      };
}

// ---------------------------------------------------------------- drawing pieces

const f = (n: number) => Math.round(n * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;

function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A ridge line across the picture: the Pontic mountains behind Trabzon. */
function ridge(w: number, h: number, top: number, bottom: number, fill: string, rnd: () => number, steps = 9): string {
  const pts: string[] = [`0,${f(h)}`];
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = top + (bottom - top) * (0.5 + 0.5 * Math.sin(i * 1.7 + rnd() * 3)) * (0.6 + rnd() * 0.4);
    pts.push(`${f(x)},${f(y)}`);
  }
  pts.push(`${f(w)},${f(h)}`);
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

function tree(x: number, base: number, size: number, colour: string): string {
  return (
    rect(x - size * 0.06, base - size * 0.5, size * 0.12, size * 0.5, '#5b4331') +
    `<circle cx="${f(x)}" cy="${f(base - size * 0.75)}" r="${f(size * 0.38)}" fill="${colour}"/>` +
    `<circle cx="${f(x - size * 0.22)}" cy="${f(base - size * 0.55)}" r="${f(size * 0.26)}" fill="${colour}"/>` +
    `<circle cx="${f(x + size * 0.22)}" cy="${f(base - size * 0.55)}" r="${f(size * 0.26)}" fill="${colour}"/>`
  );
}

interface Block {
  x: number;
  base: number;
  w: number;
  h: number;
}

/** A block of flats or offices: lit side, shaded side, a grid of windows, balcony lines and a parapet. */
function building(b: Block, pal: Palette, rnd: () => number, opts: { dusk: boolean; balconies: boolean; floor: number }): string {
  const top = b.base - b.h;
  const shade = b.w * 0.2;
  let out = rect(b.x, top, b.w, b.h, pal.facade) + rect(b.x + b.w - shade, top, shade, b.h, pal.facadeShade);
  out += rect(b.x - 2, top - 6, b.w + 4, 8, pal.accentDark);
  const floors = Math.max(2, Math.floor((b.h - 10) / opts.floor));
  const cols = Math.max(2, Math.floor((b.w - shade) / (opts.floor * 0.9)));
  const cellW = (b.w - shade) / cols;
  for (let r = 0; r < floors; r++) {
    const y = top + 10 + r * opts.floor;
    for (let c = 0; c < cols; c++) {
      const lit = opts.dusk && rnd() < 0.45;
      out += rect(b.x + c * cellW + cellW * 0.18, y + opts.floor * 0.18, cellW * 0.64, opts.floor * 0.55, lit ? pal.glassLight : pal.glass);
    }
    if (opts.balconies) out += rect(b.x, y + opts.floor * 0.78, b.w - shade, Math.max(2, opts.floor * 0.08), pal.accent);
  }
  return out;
}

/** A detached house with a tiled roof, for the villa projects. */
function villa(x: number, base: number, w: number, pal: Palette, dusk: boolean): string {
  const h = w * 0.55;
  const roof = `<polygon points="${f(x - w * 0.08)},${f(base - h)} ${f(x + w / 2)},${f(base - h - w * 0.35)} ${f(x + w * 1.08)},${f(base - h)}" fill="${dusk ? '#6b2f22' : '#b4553a'}"/>`;
  const win = (wx: number) => rect(x + w * wx, base - h * 0.75, w * 0.2, h * 0.32, dusk ? pal.glassLight : pal.glass);
  return (
    rect(x, base - h, w, h, pal.facade) +
    rect(x + w * 0.8, base - h, w * 0.2, h, pal.facadeShade) +
    roof +
    win(0.1) +
    win(0.55) +
    rect(x + w * 0.36, base - h * 0.5, w * 0.14, h * 0.5, pal.accentDark)
  );
}

/** Glass office tower with vertical mullions and a reflection band. */
function glassTower(b: Block, pal: Palette, dusk: boolean): string {
  const top = b.base - b.h;
  let out = `<linearGradient id="tower" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.glassLight}"/><stop offset="1" stop-color="${pal.glass}"/></linearGradient>`;
  out += `<polygon points="${f(b.x)},${f(top + b.w * 0.2)} ${f(b.x + b.w)},${f(top)} ${f(b.x + b.w)},${f(b.base)} ${f(b.x)},${f(b.base)}" fill="url(#tower)"/>`;
  for (let i = 1; i < 8; i++) out += rect(b.x + (b.w * i) / 8, top + b.w * 0.2 * (1 - i / 8), 2, b.h, pal.accentDark, ' opacity="0.6"');
  for (let y = top + b.w * 0.3; y < b.base; y += 26) out += rect(b.x, y, b.w, 2, dusk ? pal.glassLight : '#ffffff', ' opacity="0.25"');
  return out;
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

// ---------------------------------------------------------------- scenes

/** The coast seen from the sea: mountains, the project on the shore, a promenade and the Black Sea. */
function coast(w: number, h: number, p: Picture, dusk: boolean): string {
  const rnd = random(p.seed);
  const pal = palette(p.hue, dusk);
  const shore = h * 0.8;
  let body = `<defs>${gradient('sky', pal.skyTop, pal.skyBottom)}${gradient('sea', pal.sea, pal.seaDeep)}</defs>`;
  body += rect(0, 0, w, h, 'url(#sky)');
  const sunX = w * (0.15 + rnd() * 0.7);
  body += `<circle cx="${f(sunX)}" cy="${f(h * (dusk ? 0.52 : 0.18))}" r="${f(h * 0.06)}" fill="${dusk ? '#ffb45a' : '#fff6d8'}" opacity="0.9"/>`;
  body += ridge(w, h, h * 0.32, h * 0.55, pal.hillFar, rnd);
  body += ridge(w, h, h * 0.5, h * 0.68, pal.hillNear, rnd, 7);

  const skyline = p.skyline ?? 'midrise';
  const floor = h * (skyline === 'towers' ? 0.028 : 0.034);
  if (skyline === 'villas') {
    const n = 6;
    for (let i = 0; i < n; i++) {
      const vw = w * (0.09 + rnd() * 0.03);
      const x = (w / n) * i + rnd() * w * 0.03;
      const base = shore - (i % 2) * h * 0.06;
      body += villa(x, base, vw, pal, dusk);
      body += tree(x + vw * 1.15, base, h * 0.09, dusk ? '#1f3a2b' : '#2f6b3e');
    }
  } else if (skyline === 'office') {
    body += building({ x: w * 0.12, base: shore, w: w * 0.16, h: h * 0.22 }, pal, rnd, { dusk, balconies: false, floor });
    body += glassTower({ x: w * 0.38, base: shore, w: w * 0.2, h: h * 0.62 }, pal, dusk);
    body += building({ x: w * 0.64, base: shore, w: w * 0.2, h: h * 0.3 }, pal, rnd, { dusk, balconies: false, floor });
  } else {
    const n = skyline === 'towers' ? 4 : 6;
    for (let i = 0; i < n; i++) {
      const bw = w * (skyline === 'towers' ? 0.12 + rnd() * 0.03 : 0.09 + rnd() * 0.03);
      const bh = h * (skyline === 'towers' ? 0.38 + rnd() * 0.22 : 0.2 + rnd() * 0.14);
      const x = w * 0.04 + (w * 0.92 * i) / n + rnd() * w * 0.02;
      body += building({ x, base: shore, w: bw, h: bh }, pal, rnd, { dusk, balconies: skyline === 'midrise', floor });
    }
  }
  for (let x = w * 0.02; x < w; x += w * (0.09 + rnd() * 0.05)) body += tree(x, shore + h * 0.02, h * 0.07, dusk ? '#1c3326' : '#3b7a47');
  body += rect(0, shore, w, h * 0.04, dusk ? '#5d5560' : '#cfc6b4');
  body += rect(0, shore + h * 0.04, w, h - shore, 'url(#sea)');
  for (let i = 0; i < 14; i++) {
    const y = shore + h * 0.06 + rnd() * (h - shore - h * 0.08);
    body += rect(rnd() * w, y, w * (0.04 + rnd() * 0.1), 2, '#ffffff', ' opacity="0.35"');
  }
  return svg(w, h, body);
}

/** A facade filling the frame: floors of windows with balconies in the project's colour. */
function facade(w: number, h: number, p: Picture): string {
  const rnd = random(p.seed);
  const pal = palette(p.hue);
  let body = `<defs>${gradient('sky', pal.skyTop, pal.skyBottom)}${gradient('glass', pal.glassLight, pal.glass)}</defs>`;
  body += rect(0, 0, w, h, 'url(#sky)');
  const left = w * (0.04 + rnd() * 0.08);
  const top = h * (0.06 + rnd() * 0.1);
  const right = w * (0.9 + rnd() * 0.1);
  body += rect(left, top, right - left, h - top, pal.facade);
  const floorH = h * 0.14;
  const bays = 4 + Math.floor(rnd() * 3);
  const bayW = (right - left) / bays;
  for (let y = top + floorH * 0.3; y < h; y += floorH) {
    for (let c = 0; c < bays; c++) {
      const x = left + c * bayW;
      if ((c + Math.round(y / floorH)) % 3 === 0) body += rect(x, y, bayW, floorH * 0.9, pal.accent, ' opacity="0.85"');
      body += rect(x + bayW * 0.12, y + floorH * 0.12, bayW * 0.76, floorH * 0.62, 'url(#glass)');
      body += rect(x + bayW * 0.12, y + floorH * 0.12, 4, floorH * 0.62, pal.accentDark);
    }
    body += rect(left, y + floorH * 0.74, right - left, floorH * 0.06, pal.facadeShade);
    // balcony railing: one dashed stroke per floor instead of hundreds of bars
    const railY = f(y + floorH * 0.65);
    body += `<line x1="${f(left)}" y1="${railY}" x2="${f(right)}" y2="${railY}" stroke="${pal.accentDark}" stroke-width="${f(floorH * 0.18)}" stroke-dasharray="2 12" opacity="0.7"/>`;
  }
  body += tree(w * 0.08, h * 1.02, h * 0.45, '#2f6b3e');
  return svg(w, h, body);
}

/** A living room with a floor-to-ceiling window onto the Black Sea. */
function interior(w: number, h: number, p: Picture): string {
  const rnd = random(p.seed);
  const pal = palette(p.hue);
  const floorY = h * 0.72;
  let body = `<defs>${gradient('sky', pal.skyTop, pal.skyBottom)}${gradient('sea', pal.sea, pal.seaDeep)}${gradient('floor', hsl(32, 38, 58), hsl(28, 40, 40))}</defs>`;
  body += rect(0, 0, w, h, hsl(p.hue, 14, 92));
  body += `<polygon points="0,0 ${f(w * 0.14)},${f(h * 0.08)} ${f(w * 0.14)},${f(floorY)} 0,${f(h)}" fill="${hsl(p.hue, 12, 82)}"/>`;
  body += `<polygon points="0,${f(h)} ${f(w * 0.14)},${f(floorY)} ${f(w)},${f(floorY)} ${f(w)},${f(h)}" fill="url(#floor)"/>`;
  const wx = w * (0.32 + rnd() * 0.06);
  const wy = h * 0.1;
  const ww = w * 0.6;
  const wh = floorY - wy - h * 0.02;
  body += rect(wx, wy, ww, wh, 'url(#sky)');
  body += `<svg x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}">${ridge(ww, wh, wh * 0.35, wh * 0.55, pal.hillFar, rnd)}${rect(0, wh * 0.62, ww, wh * 0.38, 'url(#sea)')}</svg>`;
  for (let i = 0; i <= 4; i++) body += rect(wx + (ww * i) / 4 - 4, wy, 8, wh, '#30343a');
  body += rect(wx - 4, wy - 4, ww + 8, 8, '#30343a') + rect(wx - 4, wy + wh - 4, ww + 8, 8, '#30343a');
  body += `<ellipse cx="${f(w * 0.42)}" cy="${f(h * 0.88)}" rx="${f(w * 0.28)}" ry="${f(h * 0.07)}" fill="${hsl(p.hue, 30, 80)}" opacity="0.8"/>`;
  body += rect(w * 0.16, h * 0.6, w * 0.34, h * 0.16, pal.accent, ' rx="14"');
  body += rect(w * 0.16, h * 0.52, w * 0.34, h * 0.1, pal.accentDark, ' rx="12"');
  body += rect(w * 0.19, h * 0.55, w * 0.08, h * 0.07, hsl(p.hue + 40, 40, 75), ' rx="8"');
  body += rect(w * 0.36, h * 0.78, w * 0.18, h * 0.025, '#6b4a2f', ' rx="4"');
  body += rect(w * 0.63, 0, 3, h * 0.22, '#30343a');
  body += `<path d="M ${f(w * 0.59)} ${f(h * 0.27)} A ${f(w * 0.042)} ${f(w * 0.042)} 0 0 1 ${f(w * 0.674)} ${f(h * 0.27)} Z" fill="${hsl(45, 70, 60)}"/>`;
  body += rect(w * 0.88, h * 0.64, w * 0.06, h * 0.1, '#8a6a4f', ' rx="6"');
  for (let i = 0; i < 5; i++) {
    body += `<ellipse cx="${f(w * 0.91 + (rnd() - 0.5) * w * 0.06)}" cy="${f(h * (0.5 + rnd() * 0.12))}" rx="${f(w * 0.018)}" ry="${f(h * 0.06)}" fill="#3f7a4a"/>`;
  }
  return svg(w, h, body);
}

/** A building site: a rising concrete frame, scaffolding, a tower crane and the company hoarding. */
function site(w: number, h: number, p: Picture): string {
  const rnd = random(p.seed);
  const pal = palette(p.hue);
  const ground = h * 0.82;
  let body = `<defs>${gradient('sky', pal.skyTop, pal.skyBottom)}</defs>`;
  body += rect(0, 0, w, h, 'url(#sky)');
  body += ridge(w, h, h * 0.35, h * 0.6, pal.hillFar, rnd);
  body += ridge(w, h, h * 0.55, h * 0.72, pal.hillNear, rnd, 6);
  body += rect(0, ground, w, h - ground, '#8c7a62');
  const bx = w * (0.3 + rnd() * 0.1);
  const bw = w * 0.36;
  const floors = 7 + Math.floor(rnd() * 4);
  const fh = h * 0.06;
  const done = Math.floor(floors * (0.3 + rnd() * 0.3));
  for (let i = 0; i < floors; i++) {
    const y = ground - (i + 1) * fh;
    if (i < done) {
      body += rect(bx, y, bw, fh, pal.facade);
      for (let c = 0; c < 6; c++) body += rect(bx + (bw / 6) * c + bw * 0.025, y + fh * 0.2, bw / 6 - bw * 0.05, fh * 0.55, pal.glass);
    } else {
      for (let c = 0; c <= 6; c++) body += rect(bx + (bw / 6) * c - 5, y, 10, fh, '#9a9a96');
    }
    body += rect(bx - 8, y - 6, bw + 16, 8, '#b7b7b2');
  }
  for (let x = bx + bw + 6; x < bx + bw + w * 0.06; x += 18) body += rect(x, ground - floors * fh, 3, floors * fh, '#c9a227');
  for (let y = ground; y > ground - floors * fh; y -= fh / 2) body += rect(bx + bw + 6, y, w * 0.06, 3, '#c9a227');
  // tower crane
  const cx = w * (0.12 + rnd() * 0.08);
  const craneTop = h * 0.1;
  const yellow = '#f2b31b';
  body += rect(cx, craneTop, 10, ground - craneTop, yellow) + rect(cx + 34, craneTop, 10, ground - craneTop, yellow);
  for (let y = craneTop; y + 40 <= ground; y += 40)
    body += `<line x1="${f(cx + 5)}" y1="${f(y)}" x2="${f(cx + 39)}" y2="${f(y + 40)}" stroke="${yellow}" stroke-width="4"/>`;
  const jibEnd = Math.min(w * 0.95, bx + bw * 0.9);
  body += rect(cx - w * 0.08, craneTop - 14, jibEnd - cx + w * 0.08, 14, yellow);
  body += rect(cx - w * 0.08, craneTop, w * 0.05, 26, '#5a5a5a');
  const hookX = bx + bw * (0.3 + rnd() * 0.5);
  body += rect(hookX - 1, craneTop, 2, h * 0.22, '#333333') + rect(hookX - 30, craneTop + h * 0.22, 60, 18, pal.accentDark);
  // hoarding in the company colours
  body += rect(0, ground - h * 0.07, w, h * 0.07, pal.accent) + rect(0, ground - h * 0.045, w, h * 0.012, '#ffffff', ' opacity="0.8"');
  return svg(w, h, body);
}

export function pictureSvg(p: Picture): string {
  const [w, h] = PICTURE_SIZES[p.size];
  switch (p.scene) {
    case 'coast':
      return coast(w, h, p, false);
    case 'dusk':
      return coast(w, h, p, true);
    case 'facade':
      return facade(w, h, p);
    case 'interior':
      return interior(w, h, p);
    case 'site':
      return site(w, h, p);
  }
}

export async function renderPicture(p: Picture): Promise<GeneratedImage> {
  const buffer = await sharp(Buffer.from(pictureSvg(p)))
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer();
  return { buffer, kind: 'jpeg' };
}

// ---------------------------------------------------------------- icons, logo, favicon

const NAVY = '#12355b';
const GOLD = '#c9a227';

function iconGlyph(icon: Icon): string {
  const white = '#ffffff';
  switch (icon) {
    case 'pin':
      return `<path d="M120 50 C90 50 68 72 68 101 C68 140 120 190 120 190 C120 190 172 140 172 101 C172 72 150 50 120 50 Z" fill="${white}"/><circle cx="120" cy="102" r="20" fill="${NAVY}"/>`;
    case 'phone':
      return `<rect x="86" y="48" width="68" height="144" rx="12" fill="${white}"/><rect x="96" y="64" width="48" height="100" fill="${NAVY}"/><circle cx="120" cy="178" r="7" fill="${NAVY}"/>`;
    case 'mail':
      return `<rect x="58" y="78" width="124" height="86" rx="6" fill="${white}"/><polyline points="62,84 120,130 178,84" fill="none" stroke="${NAVY}" stroke-width="8"/>`;
    case 'clock':
      return `<circle cx="120" cy="120" r="64" fill="none" stroke="${white}" stroke-width="12"/><line x1="120" y1="120" x2="120" y2="80" stroke="${white}" stroke-width="10" stroke-linecap="round"/><line x1="120" y1="120" x2="150" y2="134" stroke="${white}" stroke-width="10" stroke-linecap="round"/>`;
    case 'building':
      return (
        `<rect x="74" y="64" width="60" height="120" fill="${white}"/><rect x="134" y="104" width="40" height="80" fill="${white}" opacity="0.8"/>` +
        [0, 1, 2, 3]
          .map(
            (r) =>
              `<rect x="86" y="${78 + r * 24}" width="14" height="12" fill="${NAVY}"/><rect x="108" y="${78 + r * 24}" width="14" height="12" fill="${NAVY}"/>`,
          )
          .join('')
      );
    case 'chat':
      return `<path d="M60 70 H180 V150 H110 L80 178 V150 H60 Z" fill="${white}"/><circle cx="96" cy="110" r="8" fill="${NAVY}"/><circle cx="120" cy="110" r="8" fill="${NAVY}"/><circle cx="144" cy="110" r="8" fill="${NAVY}"/>`;
  }
}

/** A round card icon (contact cards): white glyph on the brand navy with a gold ring, 240x240 PNG. */
export async function renderIcon(icon: Icon): Promise<GeneratedImage> {
  const body = `<circle cx="120" cy="120" r="116" fill="${NAVY}"/><circle cx="120" cy="120" r="108" fill="none" stroke="${GOLD}" stroke-width="4"/>${iconGlyph(icon)}`;
  const buffer = await sharp(Buffer.from(svg(240, 240, body)))
    .png()
    .toBuffer();
  return { buffer, kind: 'png' };
}

/** The roof-and-wave mark of the logo and the favicon, in a 64x64 box. */
function mark(): string {
  return (
    `<rect x="0" y="0" width="64" height="64" rx="12" fill="${NAVY}"/>` +
    `<polyline points="12,34 32,16 52,34" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<rect x="22" y="32" width="20" height="14" fill="#ffffff"/>` +
    `<path d="M8 52 Q18 45 28 52 T48 52 T58 50" fill="none" stroke="${GOLD}" stroke-width="4" stroke-linecap="round"/>`
  );
}

/** The site logo: the mark and the wordmark in outlines (logo-outlines.ts says why not <text>), named by its title. */
export function logoSvg(): GeneratedImage {
  const text =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="72" viewBox="0 0 320 72">` +
    `<title>KARADENİZ YAPI · 1998</title>` +
    `<g transform="translate(4 4)">${mark()}</g>` +
    `<path fill="${NAVY}" d="${WORDMARK_PATH}"/>` +
    `<path fill="${GOLD}" d="${TAGLINE_PATH}"/>` +
    `</svg>`;
  return { buffer: Buffer.from(text, 'utf8'), kind: 'svg' };
}

/** The favicon: the mark alone as a 32x32 PNG. */
export async function renderFavicon(): Promise<GeneratedImage> {
  const buffer = await sharp(Buffer.from(svg(64, 64, mark())))
    .resize(32, 32)
    .png()
    .toBuffer();
  return { buffer, kind: 'png' };
}
