// The focal crop (issue 32, item 3): a crop keeps the part of the picture around the focal point, so two
// focal points of one picture give crops of different pixels, each the one around its point.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropOnFocal, focalCropBox } from './focal-crop.ts';

type Rgb = [number, number, number];
const RED: Rgb = [255, 0, 0];
const GREEN: Rgb = [0, 255, 0];
const BLUE: Rgb = [0, 0, 255];
const WHITE: Rgb = [255, 255, 255];

/** A 400x100 PNG of four 100-pixel stripes, red, green, blue and white from the left. */
async function stripes(): Promise<Buffer> {
  const colours = [RED, GREEN, BLUE, WHITE];
  const raw = Buffer.alloc(400 * 100 * 3);
  for (let y = 0; y < 100; y++) for (let x = 0; x < 400; x++) raw.set(colours[Math.floor(x / 100)]!, (y * 400 + x) * 3);
  return sharp(raw, { raw: { width: 400, height: 100, channels: 3 } })
    .png()
    .toBuffer();
}

/** The colour of each pixel of a crop, by column, read from its raw pixels. */
async function columns(pipeline: Sharp): Promise<{ width: number; height: number; at: (x: number, y: number) => Rgb }> {
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { width: info.width, height: info.height, at };
}

const near = (a: Rgb, b: Rgb) => a.every((v, i) => Math.abs(v - b[i]!) <= 8);

describe('cropOnFocal', () => {
  it('a square crop of a wide picture keeps the stripe under the focal point: red for a point on the left, white on the right', async () => {
    const file = await stripes();
    const left = await columns(await cropOnFocal(file, 50, 50, { x: 0.12, y: 0.5 }));
    const right = await columns(await cropOnFocal(file, 50, 50, { x: 0.88, y: 0.5 }));
    expect([left.width, left.height, right.width, right.height]).toEqual([50, 50, 50, 50]);
    for (const [x, y] of [
      [2, 2],
      [25, 25],
      [47, 47],
    ] as const) {
      expect(near(left.at(x, y), RED), `left crop at ${x},${y}: ${left.at(x, y)}`).toBe(true);
      expect(near(right.at(x, y), WHITE), `right crop at ${x},${y}: ${right.at(x, y)}`).toBe(true);
    }
  });

  it('a centred point cuts across the middle stripes: green on its left half, blue on its right', async () => {
    const crop = await columns(await cropOnFocal(await stripes(), 100, 100, { x: 0.5, y: 0.5 }));
    expect(near(crop.at(10, 50), GREEN)).toBe(true);
    expect(near(crop.at(90, 50), BLUE)).toBe(true);
  });

  it('reads a file on disk as well as bytes, and enlarges a crop larger than the picture', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'focal-'));
    const file = path.join(dir, 'stripes.png');
    fs.writeFileSync(file, await stripes());
    const { info } = await (await cropOnFocal(file, 1200, 630, { x: 0.875, y: 0.5 })).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const crop = await columns(await cropOnFocal(file, 300, 300, { x: 0.875, y: 0.5 }));
    expect(near(crop.at(150, 150), WHITE)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('focalCropBox', () => {
  it('keeps the full height of a wide picture and centres the box on the point', () => {
    expect(focalCropBox(400, 100, 1, 1, { x: 0.5, y: 0.5 })).toEqual({ left: 150, top: 0, width: 100, height: 100 });
    expect(focalCropBox(1000, 1000, 1200, 630, { x: 0.5, y: 0.3 })).toEqual({ left: 0, top: 38, width: 1000, height: 525 });
  });

  it('stops at the edges: a point in a corner puts the box against that corner', () => {
    expect(focalCropBox(400, 100, 1, 1, { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 100, height: 100 });
    expect(focalCropBox(400, 100, 1, 1, { x: 1, y: 1 })).toEqual({ left: 300, top: 0, width: 100, height: 100 });
    expect(focalCropBox(100, 400, 2, 1, { x: 0.5, y: 1 })).toEqual({ left: 0, top: 350, width: 100, height: 50 });
  });
});
