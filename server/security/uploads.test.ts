// Attacks through uploaded images (issue 12 item 5): a decompression bomb (a few kilobytes that decode
// into hundreds of megapixels), a damaged file that crashed the resize into a 500, a photo that
// publishes where it was taken (GPS in EXIF), and an unexpected file part the server read into memory.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../lib/image-decode.ts';
import { MAX_UPLOAD_BYTES } from '../lib/form.ts';
import { makeImage, uploadExists, useTestApp, type FilePart } from '../test/helpers.ts';
import { sendForm } from '../test/news-fixtures.ts';

const t = useTestApp();

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A 1-bit grayscale PNG of `side`×`side` black pixels, a few dozen kilobytes; `rows` of them are
 * really in the file (all by default: a valid image).
 */
function bombPng(side: number, rows = side): FilePart {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // grayscale
  const pixels = Buffer.alloc((1 + Math.ceil(side / 8)) * rows); // filter byte 0 and zero pixels on every row
  const idat = zlib.deflateSync(pixels, { level: 9 });
  const content = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { filename: 'bomb.png', contentType: 'image/png', content };
}

async function noisyJpeg(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const news = (image: FilePart) => ({ title_en: 'Upload', title_tr: 'Yükleme', image });
const post = (fields: Parameters<typeof sendForm>[3]) => sendForm(t.app, 'POST', '/api/admin/news', fields, t.token);

function uploadFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

async function newsCount(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/news', headers: { authorization: `Bearer ${t.token}` } });
  return (res.json().news as unknown[]).length;
}

/** The request is refused with `status` and leaves no row and no file behind. */
async function expectRefused(fields: Parameters<typeof sendForm>[3], status: number, message: RegExp) {
  const files = uploadFiles();
  const count = await newsCount();
  const res = await post(fields);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(uploadFiles()).toEqual(files);
  expect(await newsCount()).toBe(count);
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
}

describe('image uploads', () => {
  it('a decompression bomb (tiny file, 225 megapixels) is refused by its dimensions with 413', async () => {
    const bomb = bombPng(15_000);
    expect(bomb.content.length).toBeLessThan(100_000);
    expect(15_000 * 15_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expectRefused(news(bomb), 413, /megapixels/);
  });

  it('dimensions too large to even describe (2.5 gigapixels) are refused the same way', async () => {
    await expectRefused(news(bombPng(50_000, 1)), 413, /megapixels/);
  });

  it('a truncated JPEG, a damaged PNG and garbage behind a JPEG signature are 415, not 500', async () => {
    const jpeg = await noisyJpeg();
    await expectRefused(news({ filename: 'cut.jpg', content: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)) }), 415, /damaged/);
    const png = (await makeImage('png', 300, 200)).content;
    const broken = Buffer.from(png);
    broken.fill(0x41, 60, broken.length - 12); // the pixel data overwritten
    await expectRefused(news({ filename: 'broken.png', content: broken }), 415, /damaged|valid image/);
    await expectRefused(
      news({ filename: 'noise.jpg', content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]) }),
      415,
      /damaged|valid image/,
    );
  });

  it('a photo with GPS in its EXIF is stored without it (original and variants), turned upright', async () => {
    const photo = await sharp(await noisyJpeg(600, 400))
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 2700/100', GPSLongitudeRef: 'E', GPSLongitude: '39/1 43/1 1200/100' },
      })
      .jpeg()
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(sent.exif!.length).toBeGreaterThan(150); // the GPS IFD is in there too
    expect(sent.orientation).toBe(6);

    const res = await post(news({ filename: 'photo.jpg', content: photo }));
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().news;
    expect(item.image).toMatch(/\.jpg$/);
    const stored = [item.image, ...item.media[item.image].variants.map((v: { path: string }) => v.path)];
    for (const p of stored) {
      expect(uploadExists(t.dataDir, p)).toBe(true);
      const bytes = fs.readFileSync(path.join(t.dataDir, 'uploads', p.replace(/^\/uploads\//, '')));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, p).toBeUndefined();
      expect(meta.xmp, p).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneMaker')), p).toBe(false);
      expect(meta.orientation ?? 1, p).toBe(1);
      expect(meta.height!, p).toBeGreaterThan(meta.width!); // the rotation is applied, not lost with the tag
    }
    expect(item.media[item.image]).toMatchObject({ width: 400, height: 600 });
  });

  it('an animated GIF keeps its frames', async () => {
    const frames = 3;
    const pixels = Buffer.alloc(20 * 20 * 3 * frames);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(i / (20 * 20 * 3)) * 100; // a colour per frame
    const gif = await sharp(pixels, { raw: { width: 20, height: 20 * frames, channels: 3, pageHeight: 20 } })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    const res = await post(news({ filename: 'anim.gif', content: gif }));
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().news.image as string;
    const meta = await sharp(fs.readFileSync(path.join(t.dataDir, 'uploads', p.replace(/^\/uploads\//, '')))).metadata();
    expect(meta.pages).toBe(frames);
    expect(res.json().news.media[p]).toMatchObject({ width: 20, height: 20 });
  });

  it('a file part no route asked for is dropped unread, even one over the upload limit', async () => {
    const res = await post({ ...news(await makeImage('png', 40, 30)), unexpected: { filename: 'big.bin', content: Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 1) } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
